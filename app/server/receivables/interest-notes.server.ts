// The rentenota's rows (docs/receivables.md, "The interest note"): an admin's interest charge numbered in its own
// series (R2026-0001) and sent to the customer, what is still open on it (its amount less the paid payments of
// purpose "interest" that name it, net of refunds), and its PDF (the letterhead of the invoice it follows).
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import {
  INTEREST_NOTE_SERIES,
  interestNoteNumber,
  type InterestNoteText,
} from "~/lib/receivables/interest-note";
import type { InvoiceDocument } from "~/lib/invoices/document";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { nextInSeries } from "../db/number-series.server";
import { invoiceInterestCharges, invoices, payments } from "../db/schema.server";
import { receivablesToday } from "./receivables.server";
import { renderLetterPdf } from "./reminder-pdf.server";

export type InterestNoteRow = typeof invoiceInterestCharges.$inferSelect;
export const INTEREST = "interest";

/** Under the order's lock: the day's charge is new, so it takes the next number of the series (none on a repeat). */
export async function claimInterestNote(
  tx: Tx,
  input: {
    invoiceId: string;
    quoteId: string;
    countedTo: string;
    cents: number;
    provisional: boolean;
    actorId: string;
    year: number;
  },
): Promise<InterestNoteRow | null> {
  const [seen] = await tx
    .select({ id: invoiceInterestCharges.id })
    .from(invoiceInterestCharges)
    .where(
      and(
        eq(invoiceInterestCharges.invoiceId, input.invoiceId),
        eq(invoiceInterestCharges.countedTo, input.countedTo),
      ),
    );
  if (seen) return null;
  const number = interestNoteNumber(input.year, await nextInSeries(tx, INTEREST_NOTE_SERIES, input.year));
  const [row] = await tx
    .insert(invoiceInterestCharges)
    .values({
      invoiceId: input.invoiceId,
      quoteId: input.quoteId,
      countedTo: input.countedTo,
      cents: input.cents,
      provisional: input.provisional,
      chargedBy: input.actorId,
      number,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export interface OpenInterestNote {
  id: string;
  number: string;
  quoteId: string;
  cents: number;
  openCents: number;
  issuedOn: string;
  /** The invoice it charges interest on, and that invoice's customer. */
  invoiceNumber: string;
  customer: string;
  /** The customer's name and company as the invoice has them (a bank statement's payer is matched to them). */
  names: (string | null)[];
}

/** The sent notes of these orders (all orders: undefined) with what is open on each (paid ones: openCents 0). */
export async function interestNotesOf(
  quoteIds: readonly string[] | undefined,
  db: Database | Tx = getDb(),
): Promise<OpenInterestNote[]> {
  if (quoteIds && !quoteIds.length) return [];
  const notes = await db
    .select({
      id: invoiceInterestCharges.id,
      number: invoiceInterestCharges.number,
      quoteId: invoiceInterestCharges.quoteId,
      cents: invoiceInterestCharges.cents,
      chargedAt: invoiceInterestCharges.chargedAt,
      invoiceNumber: invoices.number,
      customer: invoices.customer,
    })
    .from(invoiceInterestCharges)
    .innerJoin(invoices, eq(invoices.id, invoiceInterestCharges.invoiceId))
    .where(
      and(
        quoteIds ? inArray(invoiceInterestCharges.quoteId, [...quoteIds]) : undefined,
        isNotNull(invoiceInterestCharges.number),
      ),
    )
    .orderBy(asc(invoiceInterestCharges.chargedAt));
  if (!notes.length) return [];
  const paid = await db
    .select({
      noteId: payments.interestChargeId,
      amount: payments.amountCents,
      refunded: payments.refundedCents,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, INTEREST),
        eq(payments.status, "paid"),
        inArray(
          payments.interestChargeId,
          notes.map((n) => n.id),
        ),
      ),
    );
  return notes.map((note) => {
    const paidCents = paid
      .filter((p) => p.noteId === note.id)
      .reduce((sum, p) => sum + Number(p.amount) - Number(p.refunded), 0);
    return {
      id: note.id,
      number: note.number!,
      quoteId: note.quoteId!,
      cents: Number(note.cents),
      openCents: Math.max(0, Number(note.cents) - paidCents),
      issuedOn: receivablesToday(note.chargedAt),
      invoiceNumber: note.invoiceNumber,
      customer: note.customer.company ?? note.customer.name ?? "",
      names: [note.customer.name ?? null, note.customer.company ?? null],
    };
  });
}

/** The note as a PDF (A4, Dutch), on the letterhead of the invoice it follows. */
export function renderInterestNotePdf(
  doc: InvoiceDocument,
  text: InterestNoteText,
  issuedOn: string,
): Promise<Buffer> {
  return renderLetterPdf(doc, { ...text, date: issuedOn });
}

export const interestNotePdfKey = (id: string) => `interest-notes/${id}.pdf`;
