// The payment part of the customer's page /offerte/{token}: what an accepted quote still asks to be paid and how.
// With Mollie, the state of the last iDEAL payment as Mollie has it now (a payment under way is fetched before
// the page is made: after the return, and on any later visit), "Betalen met iDEAL", or "Opnieuw betalen" after a
// failed, cancelled or expired one; without Mollie, the bank-transfer instructions. The page ships no script, so
// the pay form's 303 comes back here (?betaling=naar-ideal) and this page sends the browser on to Mollie with a
// meta refresh and a link: a redirect straight from the form would have to pass the CSP's form-action 'self'
// for Mollie's checkout and every bank page it redirects to.
import { bankTransfer, type BankTransfer } from "~/lib/payments/bank-transfer";
import { getSite } from "../env.server";
import { displayNumber, shopToday, type QuoteRow } from "../quotes/store.server";
import { getMollie } from "./mollie.server";
import { paymentsForQuote, PAYMENT_RETURN_QUERY } from "./store.server";

/** The query of the page that sends the customer on to Mollie's checkout (after "Betalen met iDEAL"). */
export const TO_CHECKOUT_QUERY = { name: PAYMENT_RETURN_QUERY.name, value: "naar-ideal" } as const;

export type MolliePaymentState = "none" | "open" | "pending" | "failed" | "canceled" | "expired";

export type CustomerPayment =
  | { kind: "paid"; amountCents: number; paidOn: string }
  | {
      kind: "mollie";
      amountCents: number;
      /** The last iDEAL payment's state ("none": not tried yet). */
      state: MolliePaymentState;
      /** Back from Mollie (?betaling=terug). */
      returned: boolean;
      /** Mollie's checkout, to send the browser on to (only right after "Betalen met iDEAL"). */
      checkoutUrl: string | null;
    }
  | ({ kind: "bank" } & BankTransfer);

/** Mollie's statuses as the page tells them (authorized is still being processed for the customer). */
export function stateOf(status: string | undefined): MolliePaymentState {
  switch (status) {
    case undefined:
      return "none";
    case "open":
    case "failed":
    case "canceled":
    case "expired":
      return status;
    default:
      return "pending";
  }
}

/**
 * The payment section of the page, or null when the quote asks for no prepayment (not accepted, payment terms,
 * nothing due, cancelled before paying). The caller has applied Mollie's news first (syncOpenPayments in
 * workflows/payment-received), before reading the order's other state.
 */
export async function customerPayment(quote: QuoteRow, url: URL): Promise<CustomerPayment | null> {
  if (quote.status !== "geaccepteerd" || quote.paymentTerms || !quote.orderStatus) return null;
  const mollie = getMollie() !== null;
  const rows = (await paymentsForQuote(quote.id)).filter((row) => row.purpose === "prepayment");
  const paid = rows.find((row) => row.status === "paid");
  if (paid)
    return { kind: "paid", amountCents: paid.amountCents, paidOn: shopToday(paid.paidAt ?? paid.updatedAt) };
  const due = quote.prepaymentCents ?? 0;
  if (quote.orderStatus !== "wacht op betaling" || due <= 0) return null;
  if (!mollie) return { kind: "bank", ...bankTransfer(getSite(), due, displayNumber(quote) ?? "") };
  const last = rows.filter((row) => row.provider === "mollie").at(-1);
  const state = stateOf(last?.status);
  const marker = url.searchParams.get(PAYMENT_RETURN_QUERY.name);
  return {
    kind: "mollie",
    amountCents: due,
    state,
    returned: marker === PAYMENT_RETURN_QUERY.value,
    checkoutUrl: marker === TO_CHECKOUT_QUERY.value && state === "open" ? (last?.checkoutUrl ?? null) : null,
  };
}
