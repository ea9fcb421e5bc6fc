// The four kinds of invoice an order gets, composed from its accepted quote and written in the caller's unit of
// work (the payment's, the delivery's, the refund's): a rolled-back payment leaves no invoice and no number. The
// PDF is rendered and mailed to the customer after the commit, with no lock held: an issued invoice never changes,
// so the file is the one the invoice page and the exports render.
//   prepayment: a paid prepayment. 100 %: the quote's counted lines; a deposit: one line per VAT rate.
//   final / invoice: at delivery or pickup, every counted line less what was prepaid (per VAT rate, naming the
//     prepayment invoice); an approved business customer's is the invoice with the payment term.
//   credit: a refund (its amount split over the corrected invoice's VAT rates, VAT derived from the amount, so it
//     states exactly what goes back) or a cancellation (all negated).
// Idempotent: a second prepayment invoice for one payment, or a second final invoice for one order, is never
// written (checked here under the order's row lock, and refused by unique indexes whatever calls).
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { ERASED_TEXT } from "~/lib/avg";
import { creditDraft, deductionLines, depositLines, type InvoiceLineDraft } from "~/lib/invoices/compose";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { invoiceBlocker, missingLegalSettings } from "~/lib/invoices/requirements";
import { documentTotals, lineCounts } from "~/lib/money";
import type { Tx } from "../db/client.server";
import { invoices, payments } from "../db/schema.server";
import { getEnv } from "../env.server";
import { enqueueMail, getMailSettings } from "../mail/outbox.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import {
  addDays,
  displayNumber,
  linesOf,
  lockQuote,
  shopToday,
  supplierOf,
  toQuoteLine,
  type QuoteLineRow,
  type QuoteRow,
} from "../quotes/store.server";
import type { UnitOfWork } from "../unit-of-work.server";
import { issueInvoice, type InvoiceInput } from "./issue.server";
import { invoiceIssuedMail, isOpenInvoice } from "./mails.server";
import { renderInvoicePdf } from "./pdf.server";
import { documentsOf } from "./store.server";

export { invoicesForQuote } from "./store.server";
export { renderInvoicePdf } from "./pdf.server";

/** A refusal the caller shows staff (Dutch); nothing was written. */
export class InvoiceError extends Error {
  override name = "InvoiceError";
}

/** The order: its id (its row is locked and read here) and, when the caller has them, its lines. */
type QuoteInput = Pick<QuoteRow, "id"> & { lines?: QuoteLineRow[] };
type PaymentInput = { id: string; amountCents: number; paidAt?: Date | null };

/**
 * Why no invoice can be issued for `customer` now (the shop's legal details not set, the customer's name or address
 * missing), in Dutch; null when it can. Callers that must not fail (a payment, a delivery) ask first and let the
 * invoice wait; issuing refuses with this message.
 */
export function invoiceBlockerFor(customer: {
  name?: string | null;
  address?: string | null;
}): string | null {
  return invoiceBlocker(missingLegalSettings(getEnv()), customer);
}

/** Why the order's invoice cannot be issued now, or null (its customer as the quote names them). */
export function orderInvoiceBlocker(quote: QuoteRow): string | null {
  return invoiceBlockerFor(customerOf(quote));
}

/** The customer as the invoice names them, copied from the quote on the issue date. */
function customerOf(quote: QuoteRow): Record<string, string | null> {
  return {
    name: quote.customerName,
    company: quote.customerCompany,
    address: quote.customerAddress,
    email: quote.customerEmail,
    kvk: quote.customerKvk,
    btw: quote.customerBtw,
  };
}

/** The shop as the invoice names it, from the site config on the issue date. */
function supplierSnapshot(): Record<string, string> {
  return { ...supplierOf(getMailSettings().site) };
}

/** The quote's lines that count (an optional line only when ticked; the discount line included). */
async function countedLines(
  tx: Tx,
  quote: Pick<QuoteRow, "id"> & { lines?: QuoteLineRow[] },
): Promise<InvoiceLineDraft[]> {
  const rows = quote.lines ?? (await linesOf(tx, quote.id));
  return rows
    .map(toQuoteLine)
    .filter(lineCounts)
    .map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
    }));
}

async function byIds(tx: Tx, ids: string[]): Promise<InvoiceDocument[]> {
  if (!ids.length) return [];
  return documentsOf(tx, await tx.select().from(invoices).where(inArray(invoices.id, ids)));
}

/** Writes the invoice in the unit's transaction; its PDF is rendered and mailed after the commit. */
async function issueAndMail(unit: UnitOfWork, input: InvoiceInput): Promise<InvoiceDocument> {
  const blocked = invoiceBlockerFor(input.customer);
  if (blocked) throw new InvoiceError(blocked);
  const issued = await issueInvoice(unit.tx, input);
  const [doc] = await byIds(unit.tx, [issued.id]);
  const email = doc!.customer.email;
  // An anonymized order (AVG erasure, retention) has no address left to mail.
  if (email && email !== ERASED_TEXT) {
    // Something to pay: the mail links the customer's own page for the order (its invoices, and payment), a secret
    // link made in this transaction (only its hash is stored).
    const settings = getMailSettings();
    const pageUrl = isOpenInvoice(doc!)
      ? quoteUrl(settings.site.url, await addLink(unit.tx, doc!.quoteId))
      : null;
    unit.afterCommit(async (db) =>
      enqueueMail(db, [invoiceIssuedMail(doc!, await renderInvoicePdf(doc!), settings, pageUrl)]),
    );
  }
  return doc!;
}

async function lockOrder(tx: Tx, id: string): Promise<QuoteRow> {
  const row = await lockQuote(tx, id);
  if (!row) throw new InvoiceError("Order niet gevonden.");
  return row;
}

/**
 * The prepayment invoice of a paid payment (Mollie or a bank transfer staff marked received): dated the day the
 * money came in, nothing left to pay on it. The same payment twice gives the invoice already issued.
 */
export async function issuePrepaymentInvoice(
  unit: UnitOfWork,
  quote: QuoteInput,
  payment: PaymentInput,
  options: { now?: Date; actorId?: string | null } = {},
): Promise<InvoiceDocument> {
  const { tx } = unit;
  const locked = await lockOrder(tx, quote.id);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, "prepayment")));
  if (existing) return (await byIds(tx, [existing.id]))[0]!;
  const now = options.now ?? new Date();
  const counted = await countedLines(tx, { ...locked, lines: quote.lines });
  const totals = documentTotals(counted);
  const number = displayNumber(locked) ?? "";
  const lines =
    payment.amountCents >= totals.grossCents
      ? counted
      : depositLines(number, totals.vat, payment.amountCents);
  if (!lines.length) throw new InvoiceError("Er is niets te factureren: de offerte heeft geen bedrag.");
  return issueAndMail(unit, {
    kind: "prepayment",
    quoteId: locked.id,
    issuedOn: shopToday(now),
    supplyDate: shopToday(payment.paidAt ?? now),
    dueOn: null,
    supplier: supplierSnapshot(),
    customer: customerOf(locked),
    lines,
    dueCents: 0,
    paymentId: payment.id,
    reference: number,
    actorId: options.actorId ?? null,
  });
}

/** Paid balance payments of the order (purpose "balance"), less what was refunded of them. */
async function balancePaidCents(tx: Tx, quoteId: string): Promise<number> {
  const rows = await tx
    .select({ amount: payments.amountCents, refunded: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.purpose, "balance"), eq(payments.status, "paid")));
  return rows.reduce((sum, r) => sum + Number(r.amount) - Number(r.refunded), 0);
}

/**
 * At delivery or pickup: every counted line of the quote, less each prepayment invoice (per VAT rate, net of
 * credit invoices that corrected it), dated today. What is left is due within INVOICE_PAYMENT_TERM_DAYS. For an
 * approved business customer (payment terms) it is the invoice with the payment term ("invoice"). One per
 * order: a second call gives the invoice already issued.
 */
export async function issueFinalInvoice(
  unit: UnitOfWork,
  quote: QuoteInput,
  actorId: string | null,
  options: { now?: Date } = {},
): Promise<InvoiceDocument> {
  const { tx } = unit;
  const locked = await lockOrder(tx, quote.id);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.quoteId, locked.id), inArray(invoices.kind, ["final", "invoice"])));
  if (existing) return (await byIds(tx, [existing.id]))[0]!;
  const issued = await documentsOf(
    tx,
    await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.quoteId, locked.id), inArray(invoices.kind, ["prepayment", "credit"]))),
  );
  const deductions = issued
    .filter((doc) => doc.kind === "prepayment")
    .flatMap((prepayment) =>
      deductionLines(
        prepayment,
        issued.filter((doc) => doc.kind === "credit" && doc.creditFor?.number === prepayment.number),
      ),
    );
  const lines = [...(await countedLines(tx, { ...locked, lines: quote.lines })), ...deductions];
  if (!lines.length) throw new InvoiceError("Er is niets te factureren: de offerte heeft geen regels.");
  const today = shopToday(options.now);
  const gross = documentTotals(lines).grossCents;
  const dueCents = Math.max(0, gross - (await balancePaidCents(tx, locked.id)));
  return issueAndMail(unit, {
    kind: locked.paymentTerms ? "invoice" : "final",
    quoteId: locked.id,
    issuedOn: today,
    supplyDate: today,
    dueOn: dueCents > 0 ? addDays(today, getEnv().INVOICE_PAYMENT_TERM_DAYS) : null,
    supplier: supplierSnapshot(),
    customer: customerOf(locked),
    lines,
    dueCents,
    reference: displayNumber(locked),
    actorId,
  });
}

export interface CreditInput {
  /** The invoice to correct; otherwise found from `paymentId` or `quoteId`. */
  invoiceId?: string;
  quoteId?: string;
  /** A refund's amount incl. VAT; without it the whole (remaining) invoice is credited (a cancellation). */
  amountCents?: number | null;
  reason: string;
  actorId: string | null;
  /** The payment refunded. */
  paymentId?: string | null;
  now?: Date;
}

/**
 * The invoice a credit corrects: the one named; else the prepayment invoice of the refunded payment; else the
 * order's final invoice when it has an amount, else its newest prepayment invoice.
 */
async function invoiceToCorrect(tx: Tx, input: CreditInput): Promise<InvoiceDocument | null> {
  const pick = async (where: ReturnType<typeof and>) => {
    const [row] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    return row ? ((await byIds(tx, [row.id]))[0] ?? null) : null;
  };
  if (input.invoiceId) return pick(and(eq(invoices.id, input.invoiceId), ne(invoices.kind, "credit")));
  if (input.paymentId) {
    const found = await pick(and(eq(invoices.paymentId, input.paymentId), eq(invoices.kind, "prepayment")));
    if (found) return found;
  }
  if (!input.quoteId) return null;
  const final = await pick(
    and(eq(invoices.quoteId, input.quoteId), inArray(invoices.kind, ["final", "invoice"])),
  );
  if (final && final.grossCents > 0) return final;
  return (await pick(and(eq(invoices.quoteId, input.quoteId), eq(invoices.kind, "prepayment")))) ?? final;
}

async function creditPlan(tx: Tx, input: CreditInput) {
  const target = await invoiceToCorrect(tx, input);
  if (!target) throw new InvoiceError("Er is geen factuur om te crediteren.");
  const quote = await lockOrder(tx, target.quoteId);
  const earlier = await documentsOf(
    tx,
    await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.creditFor, target.id), eq(invoices.kind, "credit"))),
  );
  const left = target.grossCents + earlier.reduce((sum, credit) => sum + credit.grossCents, 0);
  const amount = input.amountCents ?? null;
  if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0))
    throw new InvoiceError("Het bedrag om te crediteren moet groter zijn dan € 0,00.");
  if (left <= 0 || (amount !== null && amount > left))
    throw new InvoiceError(
      `Factuur ${target.number} kan niet voor meer worden gecrediteerd dan er nog op staat.`,
    );
  // After an earlier partial credit, a cancellation credits what is left, not the whole invoice again.
  return { target, quote, ...creditDraft(target, amount, earlier) };
}

/**
 * Why the credit invoice `input` asks for cannot be issued (in Dutch), or null when it can: asked before money
 * goes back at Mollie, so a refund is never made that its credit invoice then refuses.
 */
export async function creditRefusal(tx: Tx, input: CreditInput): Promise<string | null> {
  try {
    await creditPlan(tx, input);
    return null;
  } catch (error) {
    if (error instanceof InvoiceError) return error.message;
    throw error;
  }
}

/**
 * A credit invoice for a refund (its amount split over the corrected invoice's VAT rates in proportion) or a
 * cancellation (the whole invoice negated, or what is left of it after earlier credits). It names the corrected
 * invoice and the reason, and keeps its supply date. Never more than the corrected invoice still holds.
 */
export async function issueCreditInvoice(unit: UnitOfWork, input: CreditInput): Promise<InvoiceDocument> {
  const { target, quote, lines, vat } = await creditPlan(unit.tx, input);
  const reason = input.reason.trim();
  return issueAndMail(unit, {
    kind: "credit",
    quoteId: quote.id,
    issuedOn: shopToday(input.now),
    supplyDate: target.supplyDate,
    dueOn: null,
    supplier: supplierSnapshot(),
    // The customer the corrected invoice names (the order may have been anonymized since); an invoice issued
    // before addresses were required takes the order's address.
    customer: { ...target.customer, address: target.customer.address ?? quote.customerAddress },
    lines,
    vat,
    dueCents: 0,
    paymentId: input.paymentId ?? null,
    creditFor: target.id,
    reference: target.reference,
    note: reason || null,
    actorId: input.actorId,
  });
}
