// The order page's payments card: the prepayment asked, each payment (iDEAL or bank transfer) with its state as
// Mollie last told it and its refunds, "Markeer als ontvangen" for a bank transfer (behind a tick) and, for an
// admin, "Terugbetalen" with an amount and a reason. Plain forms: they work without JavaScript. The order route
// puts its data (server/staff/orders/payments-card paymentsCard) and paymentIntents' results here.
import { Form } from "react-router";
import { ConfirmField } from "~/components/form/confirm-field";
import { Field, FormError, FormFields, Notice, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { staffPaymentsCopy as copy } from "~/content/payments";
import { formatEuro } from "~/lib/money";
import type { PaymentsCardData } from "~/server/staff/orders/payments-card.server";

export interface PaymentsCardProps {
  card: PaymentsCardData;
  /** resultFor(actionData, "markReceived") */
  mark?: { formError?: string; fieldErrors?: Partial<Record<"confirm", string>> } | null;
  /** resultFor(actionData, "refund") */
  refund?: {
    formError?: string;
    fieldErrors?: Partial<Record<"amount" | "reason", string>>;
    values?: Partial<Record<"amount" | "reason", string>>;
  } | null;
  busy?: boolean;
}

export function PaymentsCard({ card, mark, refund, busy = false }: PaymentsCardProps) {
  return (
    <Card className="space-y-4" data-testid="payments-card">
      <h2 className="text-xl font-semibold text-ink">{copy.title}</h2>
      <Notice message={card.notice} />
      <p className="text-sm text-slate-700">
        {card.prepaymentCents === null ? copy.onInvoice : copy.prepayment(formatEuro(card.prepaymentCents))}
      </p>
      {card.payments.length ? (
        <ul className="space-y-3">
          {card.payments.map((payment) => (
            <li key={payment.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2 font-semibold text-ink">
                <span>{payment.amount}</span>
                <span>{payment.status}</span>
              </p>
              <p className="text-slate-700">
                {payment.via} · {payment.when}
                {payment.refunded ? ` · ${payment.refunded}` : ""}
              </p>
              {payment.refunds.length ? (
                <ul className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-slate-700">
                  {payment.refunds.map((r) => (
                    <li key={r.id}>
                      {r.when}: {r.amount} {r.via} · {r.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{copy.none}</p>
      )}
      {card.payments.length ? (
        <p className="text-sm font-medium text-ink">{copy.paidTotal(card.paidTotal)}</p>
      ) : null}
      {card.underWay ? <p className="text-sm text-slate-700">{copy.underWay}</p> : null}
      {card.canMark ? <MarkReceivedForm card={card} result={mark} busy={busy} /> : null}
      {card.refundableCents > 0 ? (
        card.mayRefund ? (
          <RefundForm card={card} result={refund} busy={busy} />
        ) : (
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">{copy.refundAdminOnly}</p>
        )
      ) : null}
    </Card>
  );
}

function MarkReceivedForm({
  card,
  result,
  busy,
}: {
  card: PaymentsCardData;
  result: PaymentsCardProps["mark"];
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className="space-y-2 border-t border-slate-200 pt-4"
      aria-labelledby="mark-received-heading"
    >
      <input type="hidden" name="intent" value="markReceived" />
      <h3 id="mark-received-heading" className="font-semibold text-ink">
        {copy.markTitle}
      </h3>
      <p className="text-sm text-slate-700">
        {copy.markIntro(formatEuro(card.prepaymentCents ?? 0), card.reference)}
      </p>
      <FormError message={result?.formError} />
      <ConfirmField
        id="mark-received-confirm"
        label={copy.markConfirmLabel}
        error={result?.fieldErrors?.confirm}
      />
      <div>
        <Button type="submit" size="sm" busy={busy}>
          {copy.mark}
        </Button>
      </div>
    </Form>
  );
}

function RefundForm({
  card,
  result,
  busy,
}: {
  card: PaymentsCardData;
  result: PaymentsCardProps["refund"];
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" aria-labelledby="refund-heading">
      <input type="hidden" name="intent" value="refund" />
      <h3 id="refund-heading" className="font-semibold text-ink">
        {copy.refundTitle}
      </h3>
      <p className="text-sm text-slate-700">{copy.refundIntro(formatEuro(card.refundableCents))}</p>
      <FormError message={result?.formError} />
      <FormFields
        constraints={card.constraints.refund}
        errors={result?.fieldErrors}
        values={{ amount: card.refundable, ...result?.values }}
      >
        <Field
          id="refund-amount"
          name="amount"
          label={copy.refundAmountLabel}
          hint={copy.refundAmountHint}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextAreaField
          id="refund-reason"
          name="reason"
          label={copy.refundReasonLabel}
          hint={copy.refundReasonHint}
          rows={2}
        />
      </FormFields>
      <Button type="submit" size="sm" variant="outline" busy={busy}>
        {copy.refund}
      </Button>
    </Form>
  );
}
