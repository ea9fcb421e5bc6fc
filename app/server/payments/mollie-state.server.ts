// A Mollie payment's state is only ever what Mollie answers when we fetch it: a webhook carries nothing but an id
// (a hint to go and look) and an id we never created changes nothing. The fetch happens with no lock held; the
// answer is applied under the order's lock with a compare-and-set on the payment's status, and a status only moves
// forward (open → pending → authorized → paid, failed, canceled or expired): a return and a webhook arriving
// together, a webhook sent twice or a replayed return URL change it once.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.server";
import { payments } from "../db/schema.server";
import { logger } from "../logger.server";
import { centsOf, getMollie } from "./mollie.server";
import type { PaymentRow } from "./store.server";

export interface MollieState {
  status: string;
  method: string | null;
  paidAt: Date | null;
  amountCents: number;
  /** metadata.quoteId as we set it at creation. */
  quoteId: unknown;
  checkoutUrl: string | null;
}

/** How far along a status is: a status only ever moves to a later one (older news never undoes newer). */
function progress(status: string): number {
  if (status === "open") return 0;
  if (status === "pending") return 1;
  if (status === "authorized") return 2;
  return 3;
}

/** The payment as Mollie has it now. Throws when Mollie cannot be reached or refuses. */
export async function fetchFromMollie(mollieId: string): Promise<MollieState> {
  const mollie = getMollie();
  if (!mollie) throw new Error("Mollie is not configured");
  const payment = await mollie.payments.get(mollieId);
  const metadata = payment.metadata as { quoteId?: unknown } | null;
  return {
    status: payment.status,
    method: payment.method ?? null,
    paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
    amountCents: centsOf(payment.amount),
    quoteId: metadata?.quoteId,
    checkoutUrl: payment.getCheckoutUrl(),
  };
}

/**
 * Applies what Mollie said to our row (the caller holds the order's lock). Only a later status is applied; a
 * payment Mollie describes differently from ours (another order's, another amount) is not ours to change. The
 * updated row when something changed, else null.
 */
export async function applyMollieState(
  tx: Tx,
  row: PaymentRow,
  state: MollieState,
): Promise<PaymentRow | null> {
  if (state.quoteId !== row.quoteId || state.amountCents !== row.amountCents) {
    logger.warn({ paymentId: row.id }, "Mollie payment does not match our record; not applied");
    return null;
  }
  if (progress(state.status) <= progress(row.status) || state.status === row.status) return null;
  const paid = state.status === "paid";
  const [updated] = await tx
    .update(payments)
    .set({
      status: state.status,
      method: state.method ?? row.method,
      paidAt: paid ? (state.paidAt ?? new Date()) : null,
      // The checkout link is no use once the payment is past "open".
      checkoutUrl: state.status === "open" ? row.checkoutUrl : null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, row.status)))
    .returning();
  return updated ?? null;
}
