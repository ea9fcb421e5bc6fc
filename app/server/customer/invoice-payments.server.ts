// The open invoices on the customer's page /offerte/{token} (docs/payments.md, "An invoice paid online"): each
// invoice of the order with something open by the receivables read model, with the transfer (IBAN, name, the
// invoice number as reference) and, with Mollie, "Betaal € … van factuur …"; the state of the last online payment
// of an invoice, and the step on to Mollie's checkout right after the button (?betaling=naar-ideal, as the
// prepayment does it). The caller has applied Mollie's news first (syncOpenPayments).
import { and, asc, eq } from "drizzle-orm";
import { addDays } from "~/lib/business-calendar";
import { bankTransfer, type BankTransfer } from "~/lib/payments/bank-transfer";
import { INTEREST_NOTE_TERM_DAYS } from "~/lib/receivables/interest-note";
import { dutchDay } from "~/lib/shop-time";
import { getDb } from "../db/index.server";
import { invoiceInterestCharges, invoices, payments } from "../db/schema.server";
import { getSite } from "../env.server";
import { stateOf, TO_CHECKOUT_QUERY, type MolliePaymentState } from "../payments/customer.server";
import { getMollie } from "../payments/mollie.server";
import { PAYMENT_RETURN_QUERY } from "../payments/store.server";
import { INTEREST, interestNotesOf } from "../receivables/interest-notes.server";
import { listReceivables, receivablesToday } from "../receivables/receivables.server";

export interface OpenInvoice {
  number: string;
  openCents: number;
  /** As the page prints it: "maandag 4 januari 2027". */
  dueOn: string;
  transfer: BankTransfer;
}

export interface CustomerInvoicePayments {
  /** Online payment offered (MOLLIE_API_KEY set). */
  mollie: boolean;
  invoices: OpenInvoice[];
  /** The last online payment of an invoice: its state, and the invoice it was for. */
  last: { state: MolliePaymentState | "paid"; number: string; amountCents: number } | null;
  /** Back from Mollie (?betaling=terug). */
  returned: boolean;
  /** Mollie's checkout, to send the browser on to (only right after the button). */
  checkoutUrl: string | null;
}

/** The section's data, or null when the order has no invoice with something open and no online payment to report. */
export async function customerInvoicePayments(
  quoteId: string,
  url: URL,
  db = getDb(),
): Promise<CustomerInvoicePayments | null> {
  const open = (await listReceivables(receivablesToday(), db, [quoteId])).filter((row) => row.openCents > 0);
  // The rentenota's (docs/receivables.md, "The interest note"), open until paid, after the invoices.
  const notes = (await interestNotesOf([quoteId], db)).filter((note) => note.openCents > 0);
  const [last] = await db
    .select({
      createdAt: payments.createdAt,
      status: payments.status,
      amountCents: payments.amountCents,
      checkoutUrl: payments.checkoutUrl,
      number: invoices.number,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(eq(payments.quoteId, quoteId), eq(payments.purpose, "balance"), eq(payments.provider, "mollie")),
    )
    .orderBy(asc(payments.createdAt))
    .then((rows) => rows.slice(-1));
  const lastNote = await lastOnlinePayment(quoteId, db);
  if (open.length === 0 && notes.length === 0 && !last && !lastNote) return null;
  const marker = url.searchParams.get(PAYMENT_RETURN_QUERY.name);
  const site = getSite();
  const latest = [last, lastNote]
    .filter((row) => row !== undefined)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .at(-1);
  const state = latest?.status === "paid" ? "paid" : stateOf(latest?.status);
  return {
    mollie: getMollie() !== null,
    invoices: [
      ...open.map((row) => ({
        number: row.number,
        openCents: row.openCents,
        dueOn: dutchDay(row.dueOn),
        transfer: bankTransfer(site, row.openCents, row.number),
      })),
      ...notes.map((note) => ({
        number: note.number,
        openCents: note.openCents,
        dueOn: dutchDay(addDays(note.issuedOn, INTEREST_NOTE_TERM_DAYS)),
        transfer: bankTransfer(site, note.openCents, note.number),
      })),
    ],
    last: latest ? { state, number: latest.number, amountCents: latest.amountCents } : null,
    returned: marker === PAYMENT_RETURN_QUERY.value,
    checkoutUrl: marker === TO_CHECKOUT_QUERY.value && state === "open" ? (last?.checkoutUrl ?? null) : null,
  };
}

/** The last online payment of one of the order's rentenota's. */
async function lastOnlinePayment(quoteId: string, db = getDb()) {
  const rows = await db
    .select({
      createdAt: payments.createdAt,
      status: payments.status,
      amountCents: payments.amountCents,
      checkoutUrl: payments.checkoutUrl,
      number: invoiceInterestCharges.number,
    })
    .from(payments)
    .innerJoin(invoiceInterestCharges, eq(invoiceInterestCharges.id, payments.interestChargeId))
    .where(
      and(eq(payments.quoteId, quoteId), eq(payments.purpose, INTEREST), eq(payments.provider, "mollie")),
    )
    .orderBy(asc(payments.createdAt));
  const last = rows.at(-1);
  return last ? { ...last, number: last.number ?? "" } : undefined;
}
