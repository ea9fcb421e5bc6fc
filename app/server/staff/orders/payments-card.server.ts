// The payments card of the staff's order page (/employee-dashboard/orders/:quoteId): the prepayment asked, each
// payment with its state (a payment under way is fetched from Mollie first) and refunds, and the card's forms for
// the route's dispatchIntent: "Markeer als ontvangen" (a bank transfer) and "Terugbetalen" (admins only). Each
// answers with a redirect back (?melding=…), so a reload never sends a refund twice.
import { redirect } from "react-router";
import { staffPaymentsCopy as copy } from "~/content/payments";
import { formatDateTime } from "~/lib/shop-time";
import { constraintsFrom } from "~/lib/form-constraints";
import { intent } from "~/lib/intent";
import { formatEuro, formatEuroInput } from "~/lib/money";
import { staffOrderHref } from "~/lib/orders/status";
import { markReceivedSchema, mayRefund, refundSchema } from "~/lib/payments/forms";
import { getDb } from "../../db/index.server";
import { paymentsForQuote, UNDER_WAY } from "../../payments/store.server";
import { displayNumber, getQuote } from "../../quotes/store.server";
import {
  markBankTransferReceived,
  syncOpenPayments,
  type StaffPaymentResult,
} from "../../workflows/payment-received.server";
import { refundPayment } from "../../workflows/refund.server";

/** ?melding=… after a payment form, shown once on the card. */
const notices = new Map<string, string>([
  ["ontvangen", copy.marked],
  ["terugbetaald", copy.refundedNotice],
]);

export interface PaymentsCardData {
  /** The prepayment asked (null: payment terms, nothing to prepay). */
  prepaymentCents: number | null;
  payments: {
    id: string;
    when: string;
    via: string;
    amount: string;
    status: string;
    refunded: string | null;
    refunds: { id: string; when: string; amount: string; via: string; reason: string }[];
  }[];
  paidTotal: string;
  /** A bank transfer can be marked received (nothing paid yet, no iDEAL payment under way). */
  canMark: boolean;
  underWay: boolean;
  reference: string;
  /** What can still be refunded (0: nothing); the form is shown to an admin only. */
  refundableCents: number;
  refundable: string;
  mayRefund: boolean;
  constraints: { refund: ReturnType<typeof constraintsFrom<typeof refundSchema>> };
  notice: string | null;
}

/** What the payments card shows for an order, for `role`. */
export async function paymentsCard(quoteId: string, role: string, url: URL): Promise<PaymentsCardData> {
  await syncOpenPayments(quoteId);
  const db = getDb();
  const quote = await getQuote(quoteId, db);
  const rows = await paymentsForQuote(quoteId, db);
  const paid = rows.filter((row) => row.status === "paid");
  const refundableCents = paid.reduce((sum, row) => sum + row.amountCents - row.refundedCents, 0);
  const underWay = rows.some((row) => (UNDER_WAY as readonly string[]).includes(row.status));
  const prepaymentCents =
    quote && !quote.paymentTerms && (quote.prepaymentCents ?? 0) > 0 ? quote.prepaymentCents : null;
  return {
    prepaymentCents,
    payments: rows.map((row) => ({
      id: row.id,
      when: formatDateTime(row.paidAt ?? row.createdAt),
      via: copy.providers[row.provider] ?? row.provider,
      amount: formatEuro(row.amountCents),
      status: copy.statuses[row.status] ?? row.status,
      refunded: row.refundedCents ? copy.refunded(formatEuro(row.refundedCents)) : null,
      refunds: row.refunds.map((refund) => ({
        id: refund.id,
        when: formatDateTime(refund.createdAt),
        amount: formatEuro(refund.amountCents),
        via: copy.refundVia[row.provider] ?? row.provider,
        reason: refund.reason ?? "",
      })),
    })),
    paidTotal: formatEuro(refundableCents),
    canMark:
      prepaymentCents !== null &&
      quote?.orderStatus === "wacht op betaling" &&
      !rows.some((row) => row.purpose === "prepayment" && row.status === "paid") &&
      !underWay,
    underWay,
    reference: quote ? (displayNumber(quote) ?? "") : "",
    refundableCents,
    refundable: formatEuroInput(refundableCents),
    mayRefund: mayRefund(role),
    constraints: { refund: constraintsFrom(refundSchema) },
    notice: notices.get(url.searchParams.get("melding") ?? "") ?? null,
  };
}

/** The card's forms, for the order route's dispatchIntent (merged with the order's and the invoices'). */
export function paymentIntents(actorId: string, quoteId: string, role: string) {
  const answer = (result: StaffPaymentResult, notice: string) => {
    if (result.ok) throw redirect(`${staffOrderHref(quoteId)}?melding=${notice}`, 303);
    return { status: result.status, formError: result.message };
  };
  return {
    markReceived: intent(markReceivedSchema, async () =>
      answer(await markBankTransferReceived({ actorId, quoteId }), "ontvangen"),
    ),
    refund: intent(refundSchema, async ({ amount, reason }) => {
      // Asked before anything is read: an employee's refund changes nothing at all.
      if (!mayRefund(role)) return { status: 403, formError: copy.refundAdminOnly };
      return answer(await refundPayment({ actorId, quoteId, amountCents: amount, reason }), "terugbetaald");
    }),
  };
}
