// The order's own writes that other steps make (a payment, a refund, an acceptance, a move): a line in its history,
// its expected ready date, and the audit entry on the order (its number as the label).
import { eq } from "drizzle-orm";
import { audit, type AuditAction } from "../audit.server";
import type { Tx } from "../db/client.server";
import { orderEvents, quotes } from "../db/schema.server";

export type OrderEventKind = "status" | "payment" | "invoice" | "mail" | "refund" | "proof";

export async function addOrderEvent(
  tx: Tx,
  quoteId: string,
  kind: OrderEventKind,
  text: string,
  actorId: string | null = null,
): Promise<void> {
  await tx.insert(orderEvents).values({ quoteId, kind, text, actorId });
}

export async function setReadyBy(tx: Tx, quoteId: string, readyBy: string | null): Promise<void> {
  await tx.update(quotes).set({ readyBy }).where(eq(quotes.id, quoteId));
}

/** The audit entry of a staff action on an order, named by the order's number. */
export function auditOrder(
  tx: Tx,
  entry: {
    actorId: string;
    action: AuditAction;
    quote: { id: string; number: string | null };
    details: object;
  },
): Promise<void> {
  return audit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: "order",
    targetId: entry.quote.id,
    targetLabel: entry.quote.number ?? undefined,
    details: entry.details as Record<string, unknown>,
  });
}
