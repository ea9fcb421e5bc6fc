// /employee-dashboard/leads/:type/:id: every field of one lead, contact links, the status workflow (confirm or
// cancel for appointments, with an e-mail to the visitor), internal notes, its quotes ("Offerte maken") and a link
// to everything of the same customer. What the page reads and what its forms do:
// server/staff/leads/lead-page.server.ts.
import { ReorderMark } from "~/components/staff/orders/reorder-mark";
import { Link } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { Attachments } from "~/components/staff/leads/attachments";
import { ContactLinks } from "~/components/staff/leads/contact-links";
import { HeldLeadBanner } from "~/components/staff/leads/held-lead-banner";
import { LeadFieldsCard } from "~/components/staff/leads/lead-fields-card";
import { NotesCard } from "~/components/staff/leads/notes-card";
import { ReplyCard } from "~/components/staff/leads/reply-card";
import { ReplyMailCard } from "~/components/staff/leads/reply-mail-card";
import { ConfirmMeetingForm } from "~/components/staff/leads/confirm-meeting-form";
import { StatusCard } from "~/components/staff/leads/status-card";
import { WithdrawalsCard } from "~/components/staff/leads/withdrawals-card";
import { LeadLines } from "~/components/staff/lead-line-table";
import { QuoteHistoryCard } from "~/components/staff/quotes/quote-history-card";
import { noIndexMeta } from "~/components/staff/meta";
import { StatusBadge } from "~/components/staff/status-badge";
import { heldLeadsCopy } from "~/content/held-leads";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { customerPageCopy } from "~/content/staff-quotes";
import { useSending } from "~/hooks/use-sending";
import { resultFor } from "~/lib/intent";
import { heldLists } from "~/lib/spam";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { leadIntents, leadPage, leadParams } from "~/server/staff/leads/lead-page.server";
import type { Route } from "./+types/employee-dashboard.lead";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const { type, id } = leadParams(params);
  return leadPage(type, id, url.searchParams.get("melding"), url.searchParams.get("sjabloon"));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { type, id } = leadParams(params);
  return dispatchIntent(request, leadIntents(user.id, type, id), { unknown: copy.unknown });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.title }, noIndexMeta];
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { lead, notes, attachments, next, notice, held, quotes, customerHref, confirmMeeting } = loaderData;
  const note = resultFor(actionData, "note");
  const replyMail = resultFor(actionData, "reply");
  const usedTemplate = resultFor(actionData, "template");
  const assign = resultFor(actionData, "assign");
  const confirm = resultFor(actionData, "confirm");
  return (
    <div className="space-y-6">
      <p>
        <Link
          className="text-sm font-semibold text-brand-700 underline"
          to={held ? heldLists[held].path : "/employee-dashboard"}
        >
          {held ? copy.backTo(heldLeadsCopy[held].title) : copy.backToInbox}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{lead.title}</h1>
        <StatusBadge status={lead.status} />
        <span className="text-sm text-slate-700">{lead.typeLabel}</span>
      </div>
      <Notice message={notice} />
      <FormError message={actionData?.formError} />
      {held ? <HeldLeadBanner list={held} busy={busy} /> : null}
      {loaderData.reorder ? <ReorderMark mark={loaderData.reorder} /> : null}
      <ContactLinks name={lead.name} email={lead.email} phone={lead.phone} />
      <p>
        <Link className="text-sm font-semibold text-brand-700 underline" to={customerHref}>
          {customerPageCopy.linkFromRecord}
        </Link>
      </p>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <LeadFieldsCard rows={lead.rows} />
          {lead.lines ? <LeadLines table={lead.lines} /> : null}
          {loaderData.withdrawals ? <WithdrawalsCard {...loaderData.withdrawals} /> : null}
          {attachments.length ? <Attachments attachments={attachments} /> : null}
          {held ? null : (
            <QuoteHistoryCard
              quotes={quotes}
              busy={busy}
              reorder={Boolean(loaderData.reorder)}
              calculator={loaderData.calculator}
            />
          )}
        </div>
        <div className="space-y-6">
          <StatusCard next={next} held={Boolean(held)} busy={busy}>
            {confirmMeeting ? (
              <ConfirmMeetingForm
                hasPhone={confirmMeeting.hasPhone}
                errors={confirm?.fieldErrors}
                values={confirm?.values}
                busy={busy}
              />
            ) : null}
          </StatusCard>
          <ReplyCard
            reply={loaderData.reply}
            staff={loaderData.staff}
            assignedTo={loaderData.assignedTo}
            error={assign?.fieldErrors?.assigned_to}
            busy={busy}
          />
          <NotesCard notes={notes} error={note?.fieldErrors?.body} value={note?.values?.body} busy={busy} />
          {held ? null : (
            <ReplyMailCard
              templates={loaderData.templates}
              chosen={usedTemplate?.template ?? loaderData.template}
              values={
                usedTemplate?.replyValues ??
                (replyMail?.values
                  ? { subject: replyMail.values.subject ?? "", body: replyMail.values.body ?? "" }
                  : loaderData.replyValues)
              }
              errors={replyMail?.fieldErrors ?? usedTemplate?.fieldErrors}
              busy={busy}
            />
          )}
        </div>
      </div>
    </div>
  );
}
