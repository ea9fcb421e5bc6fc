// /employee-dashboard/leads/:type/:id: every field of one lead, contact links, the status workflow (confirm or
// cancel for appointments, with an e-mail to the visitor) and internal notes.
import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { Attachments } from "~/components/staff/leads/attachments";
import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { useSending, useSubmitFinished } from "~/hooks/use-sending";
import { formatDateTime } from "~/components/staff/format";
import { FormError, Notice } from "~/components/staff/form-field";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import { LeadLines } from "~/components/staff/lead-line-table";
import { HeldLeadBanner } from "~/components/staff/leads/held-lead-banner";
import { heldLeadsCopy, releaseCopy } from "~/content/held-leads";
import { heldListOf, heldLists } from "~/lib/spam";
import { releaseLead } from "~/server/leads/held.server";
import { formatFileSize, isPreviewableImage } from "~/lib/leads/attachments";
import {
  isLeadType,
  leadLineTable,
  leadRows,
  leadType,
  nextStatuses,
  type LeadType,
} from "~/lib/leads/registry";
import { isLeadStatus, NOTE_MAX, statusLabel, type LeadStatus } from "~/lib/leads/status";
import { useSite } from "~/hooks/use-site";
import { visitorPhoneLinks } from "~/lib/phone";
import { describeLeadOrigin } from "~/lib/visit-source";
import { sessionPageViews } from "~/server/analytics/visits.server";
import { getDb } from "~/server/db/index.server";
import { requireStaff } from "~/server/auth.server";
import { noIndexMeta } from "~/components/staff/meta";
import {
  addLeadNote,
  changeLeadStatus,
  getLead,
  isLeadId,
  listNotes,
  type StoredLead,
} from "~/server/leads/inbox.server";
import { readForm } from "~/server/http/form.server";
import { listAttachments } from "~/server/leads/attachments.server";
import type { Route } from "./+types/employee-dashboard.lead";

function notFound(): never {
  throw data("Aanvraag niet gevonden.", { status: 404 });
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!isLeadType(params.type) || !isLeadId(params.id)) notFound();
  const lead = await getLead(params.type, params.id);
  if (!lead) notFound();
  const [notes, pageViews, attachments] = await Promise.all([
    listNotes(params.type, params.id),
    lead.sessionId ? sessionPageViews(getDb(), lead.sessionId) : 0,
    listAttachments(getDb(), params.type, params.id),
  ]);
  const type = params.type;
  return {
    lead: describe(type, lead, pageViews),
    notes,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      size: formatFileSize(a.size),
      failed: a.storeFailed,
      preview: !a.storeFailed && isPreviewableImage(a.contentType),
    })),
    next: (lead.isSpam ? [] : nextStatuses(type, lead.status)).map((status) => ({
      status,
      label: statusButtonLabel(type, status),
    })),
    notice: noticeFor(type, url.searchParams.get("melding")),
    held: lead.isSpam ? heldListOf(lead.spamReason) : null,
  };
}

/** The notice after a redirect (?melding=…): a note, a plain status change, or a status the type announces. */
function noticeFor(type: LeadType, melding: string | null): string | null {
  if (melding === "notitie") return "Notitie opgeslagen.";
  if (melding === "status") return "Status bijgewerkt.";
  if (melding === "geen-spam") return releaseCopy.released;
  return isLeadStatus(melding) ? (leadType(type).statusActions?.[melding]?.notice ?? null) : null;
}

function statusButtonLabel(type: LeadType, status: LeadStatus): string {
  return leadType(type).statusActions?.[status]?.button ?? `Naar ‘${statusLabel(status)}’`;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if (!isLeadType(params.type) || !isLeadId(params.id)) notFound();
  const form = await readForm(request);
  const self = `/employee-dashboard/leads/${params.type}/${params.id}`;
  if (form.intent === "note") {
    const body = (form.body ?? "").trim();
    if (!body) return data({ error: "Schrijf eerst een notitie." }, { status: 400 });
    if (body.length > NOTE_MAX)
      return data({ error: `Een notitie is maximaal ${NOTE_MAX} tekens.` }, { status: 400 });
    if (!(await addLeadNote({ actorId: user.id, type: params.type, id: params.id, body }))) notFound();
    throw redirect(`${self}?melding=notitie`);
  }
  if (form.intent === "status") {
    const result = await changeLeadStatus({
      actorId: user.id,
      type: params.type,
      id: params.id,
      to: form.status ?? "",
    });
    if (!result.ok) {
      if (result.reason === "not-found") notFound();
      const error =
        result.reason === "slot-taken"
          ? "Dit tijdstip is inmiddels door een andere afspraak bezet."
          : "Deze statuswijziging is niet mogelijk.";
      return data({ error }, { status: result.reason === "slot-taken" ? 409 : 400 });
    }
    const announced = leadType(params.type).statusActions?.[result.to];
    throw redirect(`${self}?melding=${announced ? encodeURIComponent(result.to) : "status"}`);
  }
  if (form.intent === "release") {
    const result = await releaseLead({ actorId: user.id, type: params.type, id: params.id });
    if (result.ok) throw redirect(`${self}?melding=geen-spam`);
    if (result.reason === "slot-taken") return data({ error: releaseCopy.slotTaken }, { status: 409 });
    return data({ error: releaseCopy.notHeld }, { status: 409 });
  }
  return data({ error: "Onbekende actie." }, { status: 400 });
}

/** Every field of a lead as labelled rows, plus its contact details for the action links. */
function describe<T extends LeadType>(type: T, lead: StoredLead<T>, pageViews: number) {
  const entry = leadType(type);
  return {
    type,
    typeLabel: entry.label,
    id: lead.id,
    status: lead.status,
    title: entry.title(lead),
    ...entry.contact(lead),
    lines: leadLineTable(type, lead),
    rows: [
      ...leadRows(type, lead),
      ["Ontvangen", formatDateTime(lead.createdAt)],
      ["Bijgewerkt", formatDateTime(lead.updatedAt)],
      ["Herkomst", describeLeadOrigin({ source: lead.source, landingPage: lead.landingPage, pageViews })],
    ] as [string, string][],
  };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Aanvraag – medewerkers" }, noIndexMeta];
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const busy = useSending();
  const noteForm = useRef<HTMLFormElement>(null);
  // The page stays mounted after the save's redirect, so the box would keep the saved text and a second
  // click would save it again; a refused note (actionData.error) keeps its text to be corrected.
  useSubmitFinished("note", () => {
    if (!actionData?.error) noteForm.current?.reset();
  });
  // A status change replaces the status buttons, and the pressed one takes the keyboard focus with it: once
  // the new ones are shown, focus goes to the card's heading, from where Tab reaches them.
  const statusHeading = useRef<HTMLHeadingElement>(null);
  useSubmitFinished("status", () => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) statusHeading.current?.focus();
  });
  const { lead, notes, attachments, next, notice, held } = loaderData;
  const phone = lead.phone ? visitorPhoneLinks(lead.phone) : null;
  const greeting = encodeURIComponent(`Hallo ${lead.name}, je spreekt met ${site.brand} over je aanvraag.`);
  return (
    <div className="space-y-6">
      <p>
        {held ? (
          <Link className="text-sm font-semibold text-brand-700 underline" to={heldLists[held].path}>
            ← Terug naar {heldLeadsCopy[held].title}
          </Link>
        ) : (
          <Link className="text-sm font-semibold text-brand-700 underline" to="/employee-dashboard">
            ← Terug naar aanvragen
          </Link>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{lead.title}</h1>
        <StatusBadge status={lead.status} />
        <span className="text-sm text-slate-700">{lead.typeLabel}</span>
      </div>
      <Notice message={notice} />
      <FormError message={actionData?.error} />
      {held ? <HeldLeadBanner list={held} busy={busy} /> : null}

      <div className="flex flex-wrap gap-2" aria-label="Contact opnemen">
        {phone ? (
          <a className={buttonVariants({ variant: "outline", size: "sm" })} href={`tel:${phone.tel}`}>
            <Phone /> Bellen
          </a>
        ) : null}
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={`mailto:${lead.email}`}>
          <Mail /> E-mailen
        </a>
        {phone?.whatsapp ? (
          <a
            className={buttonVariants({ variant: "whatsapp", size: "sm" })}
            href={`https://wa.me/${phone.whatsapp}?text=${greeting}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle /> WhatsApp
          </a>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <Card>
            <h2 className="mb-4 text-xl font-semibold text-ink">Gegevens</h2>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {lead.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-slate-800">{label}</dt>
                  <dd className="break-words whitespace-pre-wrap text-slate-800" data-field={label}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          {lead.lines ? <LeadLines table={lead.lines} /> : null}
          {attachments.length ? <Attachments attachments={attachments} /> : null}
        </div>

        <div className="space-y-6">
          <Card>
            <h2 ref={statusHeading} tabIndex={-1} className="mb-4 text-xl font-semibold text-ink">
              Status
            </h2>
            {next.length ? (
              <div className="flex flex-wrap gap-2">
                {next.map(({ status, label }) => (
                  <Form method="post" key={status}>
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="status" value={status} />
                    <Button
                      type="submit"
                      size="sm"
                      variant={status === "geannuleerd" || status === "verloren" ? "outline" : "default"}
                      busy={busy}
                    >
                      {label}
                    </Button>
                  </Form>
                ))}
              </div>
            ) : (
              <p className="text-slate-700">
                {held ? releaseCopy.statusWaits : "Deze aanvraag is afgesloten."}
              </p>
            )}
          </Card>

          <Card>
            <h2 className="mb-4 text-xl font-semibold text-ink">Interne notities</h2>
            {notes.length ? (
              <ol className="mb-4 space-y-3">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                    <p className="text-xs text-slate-700">
                      {[note.authorFirstName, note.authorLastName].filter(Boolean).join(" ") ||
                        note.authorEmail ||
                        "Onbekend"}{" "}
                      ·{" "}
                      <time dateTime={new Date(note.createdAt).toISOString()}>
                        {formatDateTime(note.createdAt)}
                      </time>
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mb-4 text-slate-700">Nog geen notities.</p>
            )}
            <Form method="post" className="space-y-3" aria-label="Notitie toevoegen" ref={noteForm}>
              <input type="hidden" name="intent" value="note" />
              <Label htmlFor="note-body">Nieuwe notitie</Label>
              <Textarea id="note-body" name="body" rows={3} maxLength={NOTE_MAX} required />
              <Button type="submit" size="sm" busy={busy}>
                Notitie opslaan
              </Button>
            </Form>
          </Card>
        </div>
      </div>
    </div>
  );
}
