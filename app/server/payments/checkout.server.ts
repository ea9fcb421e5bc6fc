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
import { displayNumber, isQuoteId, lockQuote } from "../quotes/store.server";
import { getMollie, MOLLIE_WEBHOOK_PATH, mollieAmount } from "./mollie.server";
import {
  isUnderWay,
  PAYMENT_RETURN_QUERY,
  PREPAYMENT,
  prepaymentDue,
  prepaymentsOf,
  type PaymentRow,
} from "./store.server";

export type StartPaymentResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; reason: keyof typeof customerPaymentCopy.refusals; message: string };

export const checkoutRefusal = (reason: keyof typeof customerPaymentCopy.refusals) =>
  ({ ok: false, reason, message: customerPaymentCopy.refusals[reason] }) as const;

/** A claim this old was left by a request that died before Mollie answered: it no longer holds the order. */
const ABANDONED_CLAIM_MS = 60_000;
/** How long a second tab waits for the first one's checkout link, and how often it looks. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

export interface CheckoutClaim {
  /** Our payment row (no Mollie id yet). */
  id: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
}

export type Claim = { answer: StartPaymentResult } | { wait: true } | { claimed: CheckoutClaim };

/**
 * Under the order's lock, what the payment under way (of the purpose being paid) decides: its open checkout reused
 * when `reusable`, a claim made moments ago waited for, an abandoned claim given up (null: claim a new one), any
 * other payment under way refused as still being processed. Null too when there is none.
 */
export async function decideOnCurrent(
  tx: Tx,
  current: PaymentRow | undefined,
  now: Date,
  reusable: (row: PaymentRow) => boolean,
): Promise<Claim | null> {
  if (!current) return null;
  if (current.checkoutUrl && current.status === "open" && reusable(current))
    return { answer: { ok: true, checkoutUrl: current.checkoutUrl } };
  if (current.provider === "mollie" && !current.mollieId) {
    if (now.getTime() - current.createdAt.getTime() < ABANDONED_CLAIM_MS) return { wait: true };
    await tx.delete(payments).where(eq(payments.id, current.id));
    return null;
  }
  return { answer: checkoutRefusal("processing") };
}

/** Under the order's lock: an answer (paid, an open checkout, under way, not payable), a claim to wait for, or ours. */
async function claimCheckout(tx: Tx, quoteId: string, now: Date): Promise<Claim> {
  const quote = await lockQuote(tx, quoteId);
  const due = prepaymentDue(quote);
  if (!quote || due === null) return { answer: checkoutRefusal("notPayable") };
  const rows = await prepaymentsOf(tx, quote.id);
  if (rows.some((row) => row.status === "paid")) return { answer: checkoutRefusal("paid") };
  const decided = await decideOnCurrent(
    tx,
    rows.find((row) => isUnderWay(row.status)),
    now,
    () => true,
  );
  if (decided) return decided;
  const [claim] = await tx
    .insert(payments)
    .values({ quoteId: quote.id, purpose: PREPAYMENT, provider: "mollie", amountCents: due, status: "open" })
    .returning({ id: payments.id });
  return {
    claimed: {
      id: claim!.id,
      amountCents: due,
      description: `Offerte ${displayNumber(quote) ?? ""}`.trim(),
      metadata: { quoteId: quote.id },
    },
  };
}

/** `origin` is the site's address as the customer reached it; Mollie sends them back to their quote page there. */
export async function startCheckout(
  input: { token: string; quoteId: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  if (!getMollie()) return checkoutRefusal("noMollie");
  if (!isQuoteId(input.quoteId) || !isQuoteTokenShape(input.token)) return checkoutRefusal("notPayable");
  return runCheckout(input, (tx, now) => claimCheckout(tx, input.quoteId, now), db);
}

/**
 * The checkout for whatever `claim` claims under the order's lock (the prepayment here, an invoice's open amount in
 * workflows/invoice-paid-online): a second tab waits for the first one's link, then Mollie creates the payment
 * with no transaction open, then the claim gets its id and link. Mollie failing gives the claim back.
 */
export async function runCheckout(
  input: { token: string; quoteId: string; origin: string },
  claimWith: (tx: Tx, now: Date) => Promise<Claim>,
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  const mollie = getMollie();
  if (!mollie) return checkoutRefusal("noMollie");
  const giveUpAt = Date.now() + WAIT_MS;
  let claim = await db.transaction((tx) => claimWith(tx, new Date()));
  while ("wait" in claim) {
    if (Date.now() > giveUpAt) return checkoutRefusal("processing");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    claim = await db.transaction((tx) => claimWith(tx, new Date()));
  }
  if ("answer" in claim) return claim.answer;
  const { id, amountCents, description, metadata } = claim.claimed;
  const methods = getEnv().PAYMENT_METHODS as PaymentMethod[];
  try {
    const payment = await mollie.payments.create({
      amount: mollieAmount(amountCents),
      description,
      redirectUrl: `${input.origin}${QUOTE_PATH}/${input.token}?${PAYMENT_RETURN_QUERY.name}=${PAYMENT_RETURN_QUERY.value}`,
      webhookUrl: `${getSite().url}${MOLLIE_WEBHOOK_PATH}`,
      method: methods.length === 1 ? methods[0] : methods,
      locale: "nl_NL" as never,
      metadata,
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
    return checkoutRefusal("unavailable");
  }
}
