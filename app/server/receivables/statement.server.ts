// A bank statement matched against what is open in the database (docs/receivables.md, "Bank statements"): the
// prepayments waiting for a bank transfer, the invoices with an amount open and the sent rentenota's not paid off. This reads and proposes; booking a
// matched line is the workflow's step (workflows/statement-booked.server.ts).
import { and, eq, gt, isNotNull, notExists } from "drizzle-orm";
import { matchStatement, type LineOutcome, type OpenItem } from "~/lib/receivables/matching";
import { parseStatementFile } from "~/lib/receivables/statement-file";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { payments, quotes } from "../db/schema.server";
import { interestNotesOf } from "./interest-notes.server";
import { listReceivables, receivablesToday } from "./receivables.server";

/** "OFF-2026-0007-2" → "OFF-2026-0007": a payer may write the number with or without the version. */
export function baseQuoteNumber(number: string): string {
  return number.replace(/^(OFF-\d{4}-\d{4,})-\d+$/, "$1");
}

/**
 * What a statement line may pay: each order waiting for its prepayment with none paid yet (its quote number; not an
 * order on payment terms), each invoice with an amount open (its number and the quote number it names), and each
 * sent rentenota with something open (only its own R number: the invoice's numbers name the invoice).
 */
export async function openStatementItems(
  db: Database | Tx = getDb(),
  today = receivablesToday(),
): Promise<OpenItem[]> {
  const waiting = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      prepaymentCents: quotes.prepaymentCents,
      customerName: quotes.customerName,
      customerCompany: quotes.customerCompany,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.orderStatus, "wacht op betaling"),
        // An approved business customer on payment terms prepays nothing: their order is paid by its invoice.
        eq(quotes.paymentTerms, false),
        isNotNull(quotes.number),
        gt(quotes.prepaymentCents, 0),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.quoteId, quotes.id),
                eq(payments.purpose, "prepayment"),
                eq(payments.status, "paid"),
              ),
            ),
        ),
      ),
    );
  const prepayments = waiting.map((quote): OpenItem => ({
    kind: "prepayment",
    id: quote.id,
    references: [quote.number!],
    openCents: Number(quote.prepaymentCents),
    names: [quote.customerName, quote.customerCompany],
  }));
  const invoiceItems = (await listReceivables(today, db))
    .filter((row) => row.openCents > 0)
    .map((row): OpenItem => ({
      kind: "invoice",
      id: row.invoiceId,
      references: [row.number, ...(row.reference ? [baseQuoteNumber(row.reference)] : [])],
      openCents: row.openCents,
      names: [row.customerName, row.customerCompany],
    }));
  const noteItems = (await interestNotesOf(undefined, db))
    .filter((note) => note.openCents > 0)
    .map((note): OpenItem => ({
      kind: "interest",
      id: note.id,
      references: [note.number],
      openCents: note.openCents,
      names: note.names,
    }));
  return [...prepayments, ...invoiceItems, ...noteItems];
}

export type StatementPreview = { ok: true; outcomes: LineOutcome[] } | { ok: false; error: string };

/**
 * A statement's lines (CAMT.053 or MT940) with what would become of each against what is open now. `seen` holds the bank
 * references uploaded before (receivables/statement-lines.server.ts, `seenReferences`).
 */
export async function previewStatement(
  content: string,
  options: { seen?: ReadonlySet<string>; today?: string } = {},
  db: Database | Tx = getDb(),
): Promise<StatementPreview> {
  const parsed = parseStatementFile(content);
  if (!parsed.ok) return parsed;
  const items = await openStatementItems(db, options.today);
  return { ok: true, outcomes: matchStatement(parsed.statement.lines, items, options.seen) };
}
