// Orders to invoice in the integration tests: a business customer's accepted quote with lines at 21 % and 9 %, a
// ticked and an unticked optional line and a discount; a paid payment of it; and issuing in a transaction of its
// own, as the payment, delivery or refund that calls the invoice code would.
import { and, eq, like } from "drizzle-orm";
import type { QuoteLine } from "~/lib/quotes/lines";
import type { Database } from "~/server/db/client.server";
import { inUnitOfWork, type UnitOfWork } from "~/server/unit-of-work.server";
import { outbox, payments, quotes } from "~/server/db/schema.server";
import { acceptedQuote } from "../quotes/fixtures";

export const customer = {
  customerName: "Jan de Vries",
  customerCompany: "De Vries Sport B.V.",
  customerAddress: "Ginnekenweg 12\n4818 JG Breda",
  customerKvk: "87654321",
  customerBtw: "NL987654321B01",
};

const line = (description: string, quantity: number, unitPriceCents: number, over: Partial<QuoteLine> = {}) =>
  ({
    kind: "item",
    description,
    quantity,
    unitPriceCents,
    vatRate: 21,
    optional: false,
    included: true,
    ...over,
  }) satisfies QuoteLine;

/**
 * 21 %: 42.500 + 7.500 + 15.000 (ticked) − 4.000 = € 610,00 net, € 128,10 VAT; 9 %: € 250,00 net, € 22,50 VAT;
 * the unticked wrapping does not count: € 1.010,60 incl. VAT.
 */
export const orderLines: QuoteLine[] = [
  line("T-shirts bedrukken, full colour op de borst", 50, 850),
  line("Ontwerp en drukproef", 1, 7_500),
  line("Extra rugbedrukking", 50, 300, { optional: true, included: false }),
  line("Geschenkverpakking per stuk", 50, 150, { optional: true, included: true }),
  line("Boekjes A5 met nietjes", 20, 1_250, { vatRate: 9 }),
  line("Korting vaste klant", 1, -4_000, { kind: "discount" }),
];
export const ORDER_GROSS = 101_060;

/** The order (an accepted quote) with `orderLines`, the first optional line ticked by the customer, and its link. */
export async function invoiceableOrder(
  db: Database,
  input: { actorId: string; email: string; acceptedAt: Date; lines?: QuoteLine[]; paymentTerms?: boolean },
) {
  const sent = await acceptedQuote(db, {
    actorId: input.actorId,
    email: input.email,
    fields: customer,
    lines: input.lines ?? orderLines,
    now: new Date(input.acceptedAt.getTime() - 2 * 86_400_000),
    acceptedAt: input.acceptedAt,
    included: (optional) => optional.slice(0, 1),
  });
  if (input.paymentTerms) await db.update(quotes).set({ paymentTerms: true }).where(eq(quotes.id, sent.id));
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, sent.id));
  // With the customer's link from the quote mail, for their page.
  return { ...quote!, token: sent.token };
}

/** A paid payment of the order (a bank transfer staff marked received). */
export async function paidPayment(
  db: Database,
  quoteId: string,
  amountCents: number,
  paidAt: Date,
  purpose = "prepayment",
) {
  const [payment] = await db
    .insert(payments)
    .values({ quoteId, purpose, provider: "bank", amountCents, status: "paid", paidAt })
    .returning();
  return payment!;
}

/** An invoice step in its own unit of work, as the payment, delivery or refund that issues it runs it. */
export function inUnit<T>(db: Database, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  return inUnitOfWork(db, work);
}

/** The invoice mails (kind invoice.*) queued to `to`. */
export function invoiceMailsTo(db: Database, to: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.kind, "invoice.%")));
}
