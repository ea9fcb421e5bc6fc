// What a lead's staff page (/employee-dashboard/leads/:type/:id) reads and what its forms do: the lead with
// every field as labelled rows, its notes, attachments, quotes and next statuses; a note, a status change (with
// the visitor's e-mail where the type sends one), "Geen spam" and "Offerte maken". Each handler redirects (to
// the page with ?melding=…, or to the new quote), so a reload sends nothing twice.
import { reorderMarkOf } from "../../workflows/reorder.server";
import { data, redirect } from "react-router";
import { formatDateTime } from "~/lib/shop-time";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { releaseCopy } from "~/content/held-leads";
import { intent } from "~/lib/intent";
import { formatFileSize, isPreviewableImage } from "~/lib/leads/attachments";
import {
  isLeadType,
  leadLineTable,
  leadHasEnded,
  leadRows,
  leadType,
  nextStatuses,
  type LeadType,
} from "~/lib/leads/registry";
import { isLeadStatus, statusLabel, type LeadStatus } from "~/lib/leads/status";
import { heldListOf } from "~/lib/spam";
import { meetingCopy } from "~/content/appointment-change";
import { meetingSchema } from "~/lib/appointments/meeting";
import { staffQuoteHref } from "~/lib/quotes/list";
import { calculatorPriceText, type CalculatorPrice } from "~/lib/pricing/request";
import { replyClockCopy, replyMailCopy, replyTemplates } from "~/content/reply-clock";
import { type FirstResponseKind, replyState, replyView } from "~/lib/leads/reply-clock";
import {
  assignSchema,
  noteSchema,
  replyMailSchema,
  replyTemplateSchema,
  statusSchema,
} from "~/lib/staff/lead-forms";
import { applyReplyTemplate, fillReplyTemplate, type ReplyText } from "~/lib/staff/reply-template";
import { getBusinessCalendar } from "../../calendar/calendar.server";
import { staffMembers } from "../../leads/reply-clock.server";
import { assignLead, sendReplyMail } from "../../leads/reply-mail.server";
import { getMailSettings } from "../../mail/outbox.server";
import { describeLeadOrigin } from "~/lib/visit-source";
import { z } from "~/lib/zod";
import { sessionPageViews } from "../../analytics/visits.server";
import { getDb } from "../../db/index.server";
import { listAttachments } from "../../leads/attachments.server";
import { releaseLead } from "../../leads/held.server";
import { quotesForLead } from "../../quotes/store.server";
import { createQuote } from "../../workflows/quote-drafted.server";
import { withdrawalsForOrder } from "../../workwear/withdrawal.server";
import { orderReference } from "~/lib/workwear/withdrawal";
import { listRowOf } from "../quotes/list.server";
import { getLead, isLeadId, type StoredLead } from "../../leads/inbox.server";
import { addLeadNote, listNotes } from "../../leads/notes.server";
import { changeLeadStatus } from "../../leads/status-change.server";

function notFound(): never {
  throw data(copy.notFound, { status: 404 });
}

/** The type and id of the path, or the page's 404. */
export function leadParams(params: { type?: string; id?: string }): { type: LeadType; id: string } {
  if (!isLeadType(params.type) || !isLeadId(params.id)) notFound();
  return { type: params.type, id: params.id };
}

/** The reply promise's part of the page: the state, the assign list, and the reply mail's template. */
async function replyPart(type: LeadType, lead: StoredLead, template: string | null) {
  const cal = await getBusinessCalendar();
  const view = replyView(replyState(cal, new Date(), { ...lead, ended: leadHasEnded(type, lead) }));
  const { name } = leadType(type).contact(lead as never);
  const site = getMailSettings().site;
  const chosen = replyTemplates.find((t) => t.id === template) ?? null;
  const fill = (t: ReplyText) => fillReplyTemplate(t, { name, brand: site.brand });
  return {
    reply: {
      ...view,
      due: lead.replyDueAt ? formatDateTime(lead.replyDueAt) : null,
      firstResponse:
        lead.firstResponseAt && lead.firstResponseKind
          ? replyClockCopy.card.firstResponse(
              formatDateTime(lead.firstResponseAt),
              replyClockCopy.firstResponseKinds[lead.firstResponseKind as FirstResponseKind] ??
                lead.firstResponseKind,
            )
          : null,
    },
    assignedTo: lead.assignedTo,
    staff: (await staffMembers()).map(({ id, name }) => ({ id, name })),
    // With their texts for this lead: "Sjabloon gebruiken" fills them in place in the browser.
    templates: replyTemplates.map((t) => ({ id: t.id, label: t.label, ...fill(t) })),
    template: chosen?.id ?? null,
    replyValues: chosen ? fill(chosen) : { subject: "", body: "" },
  };
}

/** A quote request's calculator price as the staff's sentence, or null. */
function calculatorOf(lead: object): string | null {
  const price = (lead as { calculator?: CalculatorPrice | null }).calculator;
  return price ? calculatorPriceText(price) : null;
}

export async function leadPage(
  type: LeadType,
  id: string,
  melding: string | null,
  template: string | null = null,
) {
  const lead = await getLead(type, id);
  if (!lead) notFound();
  const [notes, pageViews, attachments, quotes, withdrawals] = await Promise.all([
    listNotes(type, id),
    lead.sessionId ? sessionPageViews(getDb(), lead.sessionId) : 0,
    listAttachments(getDb(), type, id),
    quotesForLead(type, id),
    // A work-wear order's withdrawal notices (docs/workwear.md, "Right of withdrawal").
    type === "workwear" ? withdrawalsForOrder(id) : null,
  ]);
  const next = (lead.isSpam ? [] : nextStatuses(type, lead.status)).map((status) => ({
    status,
    label: statusButtonLabel(type, status),
  }));
  const described = describe(type, lead, pageViews);
  return {
    ...(await replyPart(type, lead, template)),
    lead: described,
    notes,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      size: formatFileSize(a.size),
      failed: a.storeFailed,
      preview: !a.storeFailed && isPreviewableImage(a.contentType),
      artwork: a.artworkReport,
    })),
    // An appointment is confirmed with its meeting (a video link or a call): a form of its own.
    next: type === "appointment" ? next.filter((n) => n.status !== "bevestigd") : next,
    confirmMeeting:
      type === "appointment" && next.some((n) => n.status === "bevestigd")
        ? { hasPhone: Boolean(described.phone) }
        : null,
    notice: noticeFor(type, melding),
    held: lead.isSpam ? heldListOf(lead.spamReason) : null,
    quotes: quotes.map((quote) => listRowOf(quote)),
    // "Berekend met de calculator: … € …": "Offerte maken" then fills the calculator's lines.
    calculator: calculatorOf(lead),
    customerHref: `/employee-dashboard/klant/${type}/${id}`,
    /** A reorder of a delivered order ("Opnieuw bestellen"): the original, and "Offerte maken als nabestelling". */
    reorder: await reorderMarkOf({ type, id }),
    withdrawals: withdrawals ? { reference: orderReference(id), notices: withdrawals } : null,
  };
}

/** The notice after a redirect (?melding=…): a note, a plain status change, or a status the type announces. */
function noticeFor(type: LeadType, melding: string | null): string | null {
  if (melding === "notitie") return copy.noteSaved;
  if (melding === "toegewezen") return replyClockCopy.card.assigned;
  if (melding === "antwoord") return replyMailCopy.sentNotice;
  if (melding === "status") return copy.statusChanged;
  if (melding === "geen-spam") return releaseCopy.released;
  return isLeadStatus(melding) ? (leadType(type).statusActions?.[melding]?.notice ?? null) : null;
}

function statusButtonLabel(type: LeadType, status: LeadStatus): string {
  return leadType(type).statusActions?.[status]?.button ?? copy.statusButton(statusLabel(status));
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
      [copy.received, formatDateTime(lead.createdAt)],
      [copy.updated, formatDateTime(lead.updatedAt)],
      [copy.origin, describeLeadOrigin({ source: lead.source, landingPage: lead.landingPage, pageViews })],
    ] as [string, string][],
  };
}

/** The forms of one lead's page, for dispatchIntent. */
export function leadIntents(actorId: string, type: LeadType, id: string) {
  const self = `/employee-dashboard/leads/${type}/${id}`;
  return {
    note: intent(noteSchema, async ({ body, contact }) => {
      if (!(await addLeadNote({ actorId, type, id, body, contact }))) notFound();
      throw redirect(`${self}?melding=notitie`);
    }),
    status: intent(statusSchema, async ({ status }) => {
      const result = await changeLeadStatus({ actorId, type, id, to: status });
      if (!result.ok) {
        if (result.reason === "not-found") notFound();
        if (result.reason === "incomplete") return { status: 400, formError: meetingCopy.needsMeeting };
        return result.reason === "slot-taken"
          ? { status: 409, formError: copy.slotTaken }
          : { status: 400, formError: copy.statusNotAllowed };
      }
      const announced = leadType(type).statusActions?.[result.to];
      throw redirect(`${self}?melding=${announced ? encodeURIComponent(result.to) : "status"}`);
    }),
    // "Afspraak bevestigen" with the meeting: the confirmation mail and the updated invite name it.
    confirm: intent(meetingSchema, async ({ meeting_kind, meeting_url }) => {
      const lead = type === "appointment" ? await getLead("appointment", id) : null;
      if (!lead) notFound();
      if (meeting_kind === "telefoon" && !lead.phone)
        return { status: 400, fieldErrors: { meeting_kind: meetingCopy.noPhone } };
      const video = meeting_kind === "video";
      const result = await changeLeadStatus({
        actorId,
        type,
        id,
        to: "bevestigd",
        columns: { meetingKind: meeting_kind, meetingUrl: video ? meeting_url : null },
      });
      if (!result.ok) {
        if (result.reason === "not-found") notFound();
        return result.reason === "slot-taken"
          ? { status: 409, formError: copy.slotTaken }
          : { status: 400, formError: copy.statusNotAllowed };
      }
      throw redirect(`${self}?melding=bevestigd`);
    }),
    // "Sjabloon gebruiken" without JavaScript: the reply form posted with the chosen template comes back with
    // the template in its fields and what was typed kept (lib/staff/reply-template); nothing is sent.
    template: intent(replyTemplateSchema, async ({ sjabloon, subject, body }) => {
      const lead = await getLead(type, id);
      if (!lead) notFound();
      const { name } = leadType(type).contact(lead as never);
      const brand = getMailSettings().site.brand;
      const filled = replyTemplates.map((t) => ({ id: t.id, ...fillReplyTemplate(t, { name, brand }) }));
      const chosen = filled.find((t) => t.id === sjabloon);
      if (!chosen) return { status: 400, formError: replyMailCopy.unknownTemplate };
      return { template: chosen.id, replyValues: applyReplyTemplate({ subject, body }, chosen, filled) };
    }),
    reply: intent(replyMailSchema, async ({ subject, body }) => {
      const sent = await sendReplyMail({ actorId, type, id, subject, body });
      if (!sent.ok) notFound();
      throw redirect(`${self}?melding=antwoord`);
    }),
    assign: intent(assignSchema, async ({ assigned_to }) => {
      const result = await assignLead({ actorId, type, id, assignee: assigned_to });
      if (result === "not-found") notFound();
      if (result === "not-staff")
        return { status: 400, fieldErrors: { assigned_to: replyClockCopy.card.unknownUser } };
      throw redirect(`${self}?melding=toegewezen`);
    }),
    // "Offerte maken": a concept prefilled from the lead, opened in the editor.
    quote: intent(z.object({}), async () => {
      const created = await createQuote({ actorId, lead: { type, id } });
      if (!created.ok) notFound();
      throw redirect(staffQuoteHref(created.id));
    }),
    release: intent(z.object({}), async () => {
      const result = await releaseLead({ actorId, type, id });
      if (result.ok) throw redirect(`${self}?melding=geen-spam`);
      return {
        status: 409,
        formError: result.reason === "slot-taken" ? releaseCopy.slotTaken : releaseCopy.notHeld,
      };
    }),
  };
}
