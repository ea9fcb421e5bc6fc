// One invoice's staff page (/employee-dashboard/facturen/:number, admins): its facts and what is open, the
// reminders sent with their PDFs, the dispute that pauses the schedule, and for a business the statutory
// commercial interest so far with the admin's choice to charge it (docs/receivables.md). The view and the actions;
// the route renders and redirects.
import { inArray } from "drizzle-orm";
import { data } from "react-router";
import { invoicePageCopy as copy } from "~/content/reminders";
import { staffInvoicePdfHref, STAFF_INVOICES_PATH } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { isBusinessCustomer } from "~/lib/receivables/late-charges";
import { reminderStepLabel } from "~/lib/receivables/reminder-letter";
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import { isUuid } from "~/lib/uuid";
import { getDb } from "../db/index.server";
import { users } from "../db/schema.server";
import { invoiceByNumber } from "../invoices/store.server";
import { listReceivables, receivablesToday } from "../receivables/receivables.server";
import {
  disputeOf,
  interestChargesOf,
  liftDispute,
  markDisputed,
  reminderById,
  remindersAmong,
} from "../receivables/reminders.server";
import { attachmentDisposition, getStorage } from "../storage.server";
import { issueInterestNote } from "../workflows/interest-note.server";
import { markPrivate } from "./http.server";

export function staffInvoicePath(number: string): string {
  return `${STAFF_INVOICES_PATH}/${number}`;
}

async function namesOf(ids: (string | null)[]): Promise<Map<string, string>> {
  const known = ids.filter((id): id is string => Boolean(id));
  if (!known.length) return new Map();
  const rows = await getDb()
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, known));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function invoiceOr404(number: unknown) {
  const doc = await invoiceByNumber(number);
  if (!doc) throw data(copy.notFound, { status: 404 });
  return doc;
}

/** What is open on the invoice today (a prepayment or credit invoice: nothing). */
async function receivableOf(invoiceId: string, today: string) {
  return (await listReceivables(today)).find((row) => row.invoiceId === invoiceId) ?? null;
}

export async function invoicePage(number: unknown, today = receivablesToday()) {
  const doc = await invoiceOr404(number);
  const receivable = await receivableOf(doc.id, today);
  const reminders = await remindersAmong([doc.id]);
  const dispute = await disputeOf(doc.id);
  const charges = await interestChargesOf(doc.id);
  const names = await namesOf([dispute?.disputedBy ?? null, ...charges.map((c) => c.chargedBy)]);
  const business = isBusinessCustomer(doc.customer);
  const openCents = receivable?.openCents ?? 0;
  const interest =
    business && receivable && openCents > 0 && today > receivable.dueOn
      ? commercialInterest(openCents, receivable.dueOn, today)
      : null;
  return {
    number: doc.number,
    customer: doc.customer.company ?? doc.customer.name,
    issuedOn: dutchDay(doc.issuedOn),
    dueOn: doc.dueOn ? dutchDay(doc.dueOn) : null,
    open: formatEuro(openCents),
    hasOpen: openCents > 0,
    pdfHref: staffInvoicePdfHref(doc.number),
    orderHref: `/employee-dashboard/orders/${doc.quoteId}`,
    business,
    reminders: reminders.map((row) => {
      const label = reminderStepLabel(row.step);
      return {
        id: row.id,
        label,
        sentOn: dutchDay(row.sentOn),
        open: formatEuro(row.openCents),
        stated:
          row.collectionCostsCents != null && row.letterDeadline
            ? copy.stated.costs(formatEuro(row.collectionCostsCents), dutchDay(row.letterDeadline))
            : row.interestCents
              ? copy.stated.interest(formatEuro(row.interestCents))
              : "",
        pdfHref: `${staffInvoicePath(doc.number)}/herinneringen/${row.id}/pdf`,
      };
    }),
    dispute: dispute
      ? {
          reason: dispute.reason,
          text: copy.disputed(
            names.get(dispute.disputedBy ?? "") ?? copy.someone,
            formatDateTime(dispute.disputedAt),
          ),
        }
      : null,
    interest: interest
      ? { text: copy.interestNow(formatEuro(interest.cents), dutchDay(today), interest.provisional) }
      : null,
    charges: charges.map((charge) => ({
      id: charge.id,
      text: copy.interestRecorded(
        charge.number,
        formatEuro(charge.cents),
        dutchDay(charge.countedTo),
        names.get(charge.chargedBy ?? "") ?? copy.someone,
      ),
    })),
  };
}

export type InvoicePageData = Awaited<ReturnType<typeof invoicePage>>;

type Notice = { notice: string } | { status: 409; formError: string };

export async function disputeInvoice(number: unknown, reason: string, actorId: string): Promise<Notice> {
  const doc = await invoiceOr404(number);
  return (await markDisputed(doc, reason, actorId))
    ? { notice: copy.markedDisputed }
    : { status: 409, formError: copy.alreadyDisputed };
}

export async function liftInvoiceDispute(number: unknown, actorId: string): Promise<Notice> {
  const doc = await invoiceOr404(number);
  return (await liftDispute(doc, actorId))
    ? { notice: copy.lifted }
    : { status: 409, formError: copy.notDisputed };
}

/** "Handelsrente in rekening brengen": records the admin's choice with the amount to today. */
export async function chargeInterest(
  number: unknown,
  actorId: string,
  today = receivablesToday(),
): Promise<Notice> {
  const doc = await invoiceOr404(number);
  const receivable = await receivableOf(doc.id, today);
  if (
    !isBusinessCustomer(doc.customer) ||
    !receivable ||
    receivable.openCents <= 0 ||
    today <= receivable.dueOn
  )
    return { status: 409, formError: copy.interestNone };
  const interest = commercialInterest(receivable.openCents, receivable.dueOn, today);
  // The customer receives it: a rentenota, numbered, as PDF by mail (workflows/interest-note).
  const issued = await issueInterestNote({
    doc,
    principalCents: receivable.openCents,
    dueOn: receivable.dueOn,
    today,
    cents: interest.cents,
    provisional: interest.provisional,
    actorId,
  });
  return issued.ok
    ? { notice: copy.interestCharged(issued.number) }
    : { status: 409, formError: copy.interestAlready };
}

/** GET …/facturen/:number/herinneringen/:id/pdf: a reminder's stored PDF (the caller checked the role). */
export async function reminderPdfResponse(number: unknown, id: unknown): Promise<Response> {
  const doc = await invoiceOr404(number);
  const row = isUuid(id) ? await reminderById(doc.id, id) : null;
  const file = row ? await getStorage().read(row.pdfKey) : null;
  if (!row || !file) throw data(copy.notFound, { status: 404 });
  return markPrivate(
    new Response(file.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(file.size),
        "Content-Disposition": attachmentDisposition(`${reminderStepLabel(row.step)} ${doc.number}.pdf`),
      },
    }),
  );
}
