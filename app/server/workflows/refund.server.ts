// A refund of (part of) what the customer paid: at most what was paid less earlier refunds (a Dutch refusal
// otherwise, and nothing changes), oldest payment first. Through Mollie's refund API for an iDEAL payment, recorded
// for staff to transfer for a bank payment; each part with a credit invoice and a line in the order's history.
// Admins only: the caller checks the role (paymentIntents); this is the money side.
//
// Mollie is called with no lock held, so the refund runs in three steps. Under the order's lock: check the amount
// and that each part's credit invoice can be issued, and reserve the parts (refund rows, the payments' refunded
// amounts), so a second refund at the same time sees them. Then Mollie, for the iDEAL parts. Then under the lock
// again: the credit invoice and history line of each part that went through, and a refused part given back. A part
// is only credited once the money really goes back, so no credit invoice ever has to be corrected.
import { and, asc, eq } from "drizzle-orm";
import { MollieApiError } from "@mollie/api-client";
import { paymentEvents, paymentRefusals } from "~/content/payments";
import { formatEuro } from "~/lib/money";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { payments, refunds } from "../db/schema.server";
import { creditRefusal, InvoiceError, issueCreditInvoice } from "../invoices/compose.server";
import { logger } from "../logger.server";
import { addOrderEvent, auditOrder } from "../orders/history.server";
import { getMollie, mollieAmount } from "../payments/mollie.server";
import { refundable, type PaymentRow } from "../payments/store.server";
import { displayNumber, isQuoteId, lockQuote } from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";
import { staffRefusal, type StaffPaymentResult } from "./payment-received.server";

export interface RefundInput {
  actorId: string;
  quoteId: string;
  amountCents: number;
  reason: string;
}

/** One payment's share of a refund, reserved under the lock. */
interface RefundPart {
  refundId: string;
  payment: PaymentRow;
  amountCents: number;
}

type Reserved = { ok: true; parts: RefundPart[] } | Exclude<StaffPaymentResult, { ok: true }>;

async function reserve(tx: Tx, input: RefundInput): Promise<Reserved> {
  const quote = await lockQuote(tx, input.quoteId);
  if (!quote) return staffRefusal(404, paymentRefusals.notFound);
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quote.id), eq(payments.status, "paid")))
    .orderBy(asc(payments.paidAt));
  const max = refundable(rows);
  if (max <= 0) return staffRefusal(409, paymentRefusals.nothingPaid);
  if (input.amountCents > max) {
    const paid = rows.reduce((sum, row) => sum + Number(row.amountCents), 0);
    return staffRefusal(
      409,
      paymentRefusals.tooMuch(formatEuro(max), formatEuro(paid), formatEuro(paid - max)),
    );
  }
  const parts: RefundPart[] = [];
  let left = input.amountCents;
  for (const row of rows) {
    if (left === 0) break;
    const asked = Math.min(left, Number(row.amountCents) - Number(row.refundedCents));
    if (asked <= 0) continue;
    left -= asked;
    // The credit invoice states exactly what goes back: asked before any money moves.
    const refused = await creditRefusal(tx, {
      quoteId: quote.id,
      paymentId: row.id,
      amountCents: asked,
      reason: input.reason,
      actorId: input.actorId,
    });
    if (refused) return staffRefusal(409, refused);
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: row.id,
        amountCents: asked,
        status: row.provider === "mollie" ? "pending" : "handmatig",
        reason: input.reason,
        actorId: input.actorId,
      })
      .returning({ id: refunds.id });
    await tx
      .update(payments)
      .set({ refundedCents: Number(row.refundedCents) + asked, updatedAt: new Date() })
      .where(eq(payments.id, row.id));
    parts.push({ refundId: refund!.id, payment: row, amountCents: asked });
  }
  return { ok: true, parts };
}

/** Mollie's refund for an iDEAL part; the refusal to show staff when Mollie says no or cannot be reached. */
async function refundAtMollie(quoteId: string, part: RefundPart, reason: string) {
  try {
    const made = await getMollie()!.paymentRefunds.create({
      paymentId: part.payment.mollieId!,
      amount: mollieAmount(part.amountCents),
      description: reason.slice(0, 140),
      metadata: { quoteId, refundId: part.refundId },
    });
    return { ok: true as const, id: made.id, status: made.status };
  } catch (error) {
    if (error instanceof MollieApiError && error.statusCode && error.statusCode < 500)
      return { ok: false as const, refusal: staffRefusal(409, paymentRefusals.mollieRefused(error.message)) };
    logger.warn({ err: error, quoteId }, "refund failed");
    return { ok: false as const, refusal: staffRefusal(502, paymentRefusals.mollieUnavailable) };
  }
}

export async function refundPayment(input: RefundInput, db: Database = getDb()): Promise<StaffPaymentResult> {
  if (!isQuoteId(input.quoteId)) return staffRefusal(404, paymentRefusals.notFound);
  const amount = input.amountCents;
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(amount) || amount <= 0) return staffRefusal(409, paymentRefusals.nothingPaid);
  const reserved = await db.transaction((tx) => reserve(tx, { ...input, reason }));
  if (!reserved.ok) return reserved;

  const made = new Map<string, { id: string; status: string }>();
  let refusal: StaffPaymentResult | null = null;
  for (const part of reserved.parts) {
    if (part.payment.provider !== "mollie" || !part.payment.mollieId) continue;
    const answer: Awaited<ReturnType<typeof refundAtMollie>> | null = refusal
      ? null
      : await refundAtMollie(input.quoteId, part, reason);
    if (answer?.ok) made.set(part.refundId, answer);
    else refusal ??= answer?.refusal ?? null;
  }
  const kept = reserved.parts.filter((part) => part.payment.provider !== "mollie" || made.has(part.refundId));
  const given = reserved.parts.filter((part) => !kept.includes(part));

  try {
    await inUnitOfWork(db, async (unit) => {
      const { tx } = unit;
      const quote = (await lockQuote(tx, input.quoteId))!;
      for (const part of given) {
        await tx.delete(refunds).where(eq(refunds.id, part.refundId));
        const [row] = await tx.select().from(payments).where(eq(payments.id, part.payment.id));
        await tx
          .update(payments)
          .set({ refundedCents: Number(row!.refundedCents) - part.amountCents, updatedAt: new Date() })
          .where(eq(payments.id, part.payment.id));
      }
      for (const part of kept) {
        const atMollie = made.get(part.refundId);
        if (atMollie)
          await tx
            .update(refunds)
            .set({ mollieRefundId: atMollie.id, status: atMollie.status })
            .where(eq(refunds.id, part.refundId));
        await issueCreditInvoice(unit, {
          quoteId: quote.id,
          paymentId: part.payment.id,
          amountCents: part.amountCents,
          reason,
          actorId: input.actorId,
        });
        await addOrderEvent(
          tx,
          quote.id,
          "refund",
          paymentEvents.refund(
            formatEuro(part.amountCents),
            paymentEvents.refundVia[part.payment.provider] ?? part.payment.provider,
            reason,
          ),
          input.actorId,
        );
      }
      if (kept.length)
        await auditOrder(tx, {
          actorId: input.actorId,
          action: "payment.refund",
          quote: { id: quote.id, number: displayNumber(quote) },
          details: { amountCents: kept.reduce((sum, part) => sum + part.amountCents, 0), reason },
        });
    });
  } catch (error) {
    // Checked under the first lock; only a change in between (an invoice issued meanwhile) gets here.
    if (error instanceof InvoiceError) return staffRefusal(409, error.message);
    throw error;
  }
  return refusal ?? { ok: true };
}
