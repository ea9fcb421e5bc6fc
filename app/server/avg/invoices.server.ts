// A person's invoices and payments in an AVG request. Invoices are found by the orders (quotes) of the person and
// by the customer the invoice names (an invoice keeps the customer as on its issue date, also after the order was
// anonymized); payments by those orders. Both are exported (art. 15). Neither is erased (art. 17(3)(b)): the fiscal
// duty keeps invoices seven years, and an issued invoice can never be changed or deleted (a database trigger
// refuses it), so the erasure leaves them as they are and tells the admin how many it kept.
import { asc, inArray, or, sql } from "drizzle-orm";
import type { InvoiceDocument } from "~/lib/invoices/document";
import type { Database, Tx } from "../db/client.server";
import { invoices, payments, refunds } from "../db/schema.server";
import { documentsOf } from "../invoices/store.server";

export interface PersonPayment {
  id: string;
  quoteId: string;
  purpose: string;
  provider: string;
  method: string | null;
  amountCents: number;
  status: string;
  createdAt: Date;
  paidAt: Date | null;
  refundedCents: number;
  refunds: { amountCents: number; status: string; reason: string | null; createdAt: Date }[];
}

/** Invoices of the person's orders, or naming the address as the customer's. */
export async function invoicesOf(
  db: Database | Tx,
  email: string,
  quoteIds: readonly string[],
): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      or(
        sql`lower(${invoices.customer}->>'email') = ${email}`,
        quoteIds.length ? inArray(invoices.quoteId, [...quoteIds]) : undefined,
      ),
    )
    .orderBy(sql`length(${invoices.number})`, asc(invoices.number));
  return documentsOf(db, rows);
}

/** The payments (with their refunds) of these orders. */
export async function paymentsOf(db: Database | Tx, quoteIds: readonly string[]): Promise<PersonPayment[]> {
  if (!quoteIds.length) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.quoteId, [...quoteIds]))
    .orderBy(asc(payments.createdAt));
  const back = rows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(refunds.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    quoteId: row.quoteId,
    purpose: row.purpose,
    provider: row.provider,
    method: row.method,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    refundedCents: row.refundedCents,
    refunds: back
      .filter((r) => r.paymentId === row.id)
      .map((r) => ({
        amountCents: r.amountCents,
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt,
      })),
  }));
}
