// The order's own writes that other steps make (a payment, a refund, an acceptance): a line in its history and
// its expected ready date.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client.server";
import { orderEvents, quotes } from "../db/schema.server";

export type OrderEventKind = "status" | "payment" | "invoice" | "mail" | "refund";

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
