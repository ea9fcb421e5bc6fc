// A person's reminders, disputes and interest charges in an AVG request (docs/accounts-and-avg.md): found by the
// person's invoices (invoices.server.ts). All are exported (art. 15). On erasure (art. 17(3)(b)) the reminders
// sent and the interest charged stay: they are what the shop claimed from the customer, part of the books the
// fiscal duty keeps seven years (AWR art. 52), like the invoice they belong to. A dispute stays too, so no reminder
// goes out for an invoice the customer contests, but its reason (staff's free text about the person) is replaced.
import { asc, inArray } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { invoiceDisputes, invoiceInterestCharges, invoiceReminders } from "../db/schema.server";

export const ERASED_DISPUTE_REASON = "Reden verwijderd na een AVG-verzoek.";

export interface PersonReceivables {
  reminders: {
    invoiceNumber: string;
    step: string;
    sentOn: string;
    openCents: number;
    collectionCostsCents: number | null;
    letterDeadline: string | null;
    interestCents: number | null;
  }[];
  disputes: { invoiceNumber: string; reason: string; disputedAt: Date }[];
  interestCharges: {
    invoiceNumber: string;
    countedTo: string;
    cents: number;
    provisional: boolean;
    chargedAt: Date;
  }[];
}

/** The reminders, disputes and interest charges of these invoices (id → number). */
export async function receivablesOf(
  db: Database | Tx,
  invoices: ReadonlyMap<string, string>,
): Promise<PersonReceivables> {
  const ids = [...invoices.keys()];
  if (!ids.length) return { reminders: [], disputes: [], interestCharges: [] };
  const numberOf = (id: string) => invoices.get(id) ?? "";
  const reminders = await db
    .select()
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, ids))
    .orderBy(asc(invoiceReminders.sentAt));
  const disputes = await db
    .select()
    .from(invoiceDisputes)
    .where(inArray(invoiceDisputes.invoiceId, ids))
    .orderBy(asc(invoiceDisputes.disputedAt));
  const charges = await db
    .select()
    .from(invoiceInterestCharges)
    .where(inArray(invoiceInterestCharges.invoiceId, ids))
    .orderBy(asc(invoiceInterestCharges.chargedAt));
  return {
    reminders: reminders.map((r) => ({
      invoiceNumber: numberOf(r.invoiceId),
      step: r.step,
      sentOn: r.sentOn,
      openCents: r.openCents,
      collectionCostsCents: r.collectionCostsCents,
      letterDeadline: r.letterDeadline,
      interestCents: r.interestCents,
    })),
    disputes: disputes.map((d) => ({
      invoiceNumber: numberOf(d.invoiceId),
      reason: d.reason,
      disputedAt: d.disputedAt,
    })),
    interestCharges: charges.map((c) => ({
      invoiceNumber: numberOf(c.invoiceId),
      countedTo: c.countedTo,
      cents: c.cents,
      provisional: c.provisional,
      chargedAt: c.chargedAt,
    })),
  };
}

/** Art. 17 for these invoices: reminders and charges kept, each dispute kept without its reason. */
export async function eraseReceivables(
  tx: Tx,
  invoiceIds: readonly string[],
  found: PersonReceivables,
): Promise<{ remindersKept: number; interestChargesKept: number; disputesKept: number }> {
  if (found.disputes.length)
    await tx
      .update(invoiceDisputes)
      .set({ reason: ERASED_DISPUTE_REASON })
      .where(inArray(invoiceDisputes.invoiceId, [...invoiceIds]));
  return {
    remindersKept: found.reminders.length,
    interestChargesKept: found.interestCharges.length,
    disputesKept: found.disputes.length,
  };
}
