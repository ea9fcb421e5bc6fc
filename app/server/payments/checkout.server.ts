// "Betalen met iDEAL": Mollie's checkout for the order's prepayment, with no transaction open while Mollie is
// called (on the embedded database an open transaction holds the whole database). Under the order's lock, a short
// transaction claims the order's one payment under way (a row without a Mollie id yet; the partial unique index on
// open payments makes the claim exclusive); then Mollie creates the payment; then the claim gets its id and
// checkout link. A second tab or a double click finds the claim and waits for that link instead of making a
// second payment, so an order has at most one payment under way and is never paid twice. A claim whose maker died
// before Mollie answered is given up after a minute. The caller (workflows/payment-received) has fetched the state
// of a payment under way first.
import { eq } from "drizzle-orm";
import type { PaymentMethod } from "@mollie/api-client";
import { customerPaymentCopy } from "~/content/payments";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { payments } from "../db/schema.server";
import { getEnv, getSite } from "../env.server";
import { logger } from "../logger.server";
import { isQuoteTokenShape, QUOTE_PATH } from "../quotes/links.server";
import { displayNumber, isQuoteId, lockQuote, type QuoteRow } from "../quotes/store.server";
import { getMollie, MOLLIE_WEBHOOK_PATH, mollieAmount } from "./mollie.server";
import { isUnderWay, PAYMENT_RETURN_QUERY, PREPAYMENT, prepaymentDue, prepaymentsOf } from "./store.server";

export type StartPaymentResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; reason: keyof typeof customerPaymentCopy.refusals; message: string };

const refusal = (reason: keyof typeof customerPaymentCopy.refusals) =>
  ({ ok: false, reason, message: customerPaymentCopy.refusals[reason] }) as const;

/** A claim this old was left by a request that died before Mollie answered: it no longer holds the order. */
const ABANDONED_CLAIM_MS = 60_000;
/** How long a second tab waits for the first one's checkout link, and how often it looks. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

type Claim =
  { answer: StartPaymentResult } | { wait: true } | { claimed: { id: string; due: number; quote: QuoteRow } };

/** Under the order's lock: an answer (paid, an open checkout, under way, not payable), a claim to wait for, or ours. */
async function claimCheckout(tx: Tx, quoteId: string, now: Date): Promise<Claim> {
  const quote = await lockQuote(tx, quoteId);
  const due = prepaymentDue(quote);
  if (!quote || due === null) return { answer: refusal("notPayable") };
  const rows = await prepaymentsOf(tx, quote.id);
  if (rows.some((row) => row.status === "paid")) return { answer: refusal("paid") };
  const current = rows.find((row) => isUnderWay(row.status));
  if (current?.checkoutUrl && current.status === "open")
    return { answer: { ok: true, checkoutUrl: current.checkoutUrl } };
  if (current && current.provider === "mollie" && !current.mollieId) {
    if (now.getTime() - current.createdAt.getTime() < ABANDONED_CLAIM_MS) return { wait: true };
    await tx.delete(payments).where(eq(payments.id, current.id));
  } else if (current) return { answer: refusal("processing") };
  const [claim] = await tx
    .insert(payments)
    .values({ quoteId: quote.id, purpose: PREPAYMENT, provider: "mollie", amountCents: due, status: "open" })
    .returning({ id: payments.id });
  return { claimed: { id: claim!.id, due, quote } };
}

/** `origin` is the site's address as the customer reached it; Mollie sends them back to their quote page there. */
export async function startCheckout(
  input: { token: string; quoteId: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  const mollie = getMollie();
  if (!mollie) return refusal("noMollie");
  if (!isQuoteId(input.quoteId) || !isQuoteTokenShape(input.token)) return refusal("notPayable");
  const giveUpAt = Date.now() + WAIT_MS;
  let claim = await db.transaction((tx) => claimCheckout(tx, input.quoteId, new Date()));
  while ("wait" in claim) {
    if (Date.now() > giveUpAt) return refusal("processing");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    claim = await db.transaction((tx) => claimCheckout(tx, input.quoteId, new Date()));
  }
  if ("answer" in claim) return claim.answer;
  const { id, due, quote } = claim.claimed;
  const methods = getEnv().PAYMENT_METHODS as PaymentMethod[];
  try {
    const payment = await mollie.payments.create({
      amount: mollieAmount(due),
      description: `Offerte ${displayNumber(quote) ?? ""}`.trim(),
      redirectUrl: `${input.origin}${QUOTE_PATH}/${input.token}?${PAYMENT_RETURN_QUERY.name}=${PAYMENT_RETURN_QUERY.value}`,
      webhookUrl: `${getSite().url}${MOLLIE_WEBHOOK_PATH}`,
      method: methods.length === 1 ? methods[0] : methods,
      locale: "nl_NL" as never,
      metadata: { quoteId: quote.id },
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error("Mollie gave no checkout URL");
    await db
      .update(payments)
      .set({
        mollieId: payment.id,
        status: payment.status,
        method: payment.method ?? null,
        checkoutUrl,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
    return { ok: true, checkoutUrl };
  } catch (error) {
    // Mollie unreachable or refusing: the claim is given back and nothing else was stored.
    await db.delete(payments).where(eq(payments.id, id));
    logger.warn({ err: error, quoteId: input.quoteId }, "payment could not be started");
    return refusal("unavailable");
  }
}
