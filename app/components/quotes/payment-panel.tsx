// The payment part of the customer's quote page (/offerte/{token}), without JavaScript: the prepayment with the
// state of the last iDEAL payment and "Betalen met iDEAL" or "Opnieuw betalen" (a plain form post), the page's
// step on to Mollie's checkout, the payment received, or the bank-transfer instructions when the shop takes no
// iDEAL. What to show is decided on the server (server/payments/customer).
import { Form } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { customerPaymentCopy as copy } from "~/content/payments";
import { dutchDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { BankTransferList, CheckoutStep } from "~/components/quotes/payment-parts";
import type { CustomerPayment } from "~/server/payments/customer.server";

export function PaymentPanel({
  payment,
  path,
  error,
}: {
  payment: CustomerPayment;
  /** The page's own path (the form posts to it). */
  path: string;
  /** A refused "Betalen met iDEAL" (Mollie unreachable, already paid). */
  error?: string | null;
}) {
  const amount = formatEuro(payment.amountCents);
  if (payment.kind === "paid")
    return (
      <Card className="space-y-2" data-testid="payment">
        <h2 className="text-xl font-bold text-ink">{copy.title}</h2>
        <Notice message={copy.paid(amount, dutchDay(payment.paidOn))} />
      </Card>
    );
  if (payment.kind === "bank")
    return (
      <Card className="space-y-4" data-testid="payment">
        <h2 className="text-xl font-bold text-ink">{copy.bankTitle}</h2>
        <p className="text-slate-700">{copy.intro(amount)}</p>
        <p className="text-slate-700">{copy.bankIntro}</p>
        {/* The same rows as the acceptance mail (lib/payments/bank-transfer). */}
        <BankTransferList transfer={payment} />
        <p className="text-sm text-slate-700">{copy.bankAfter}</p>
      </Card>
    );

  if (payment.checkoutUrl)
    return <CheckoutStep title={copy.title} checkoutUrl={payment.checkoutUrl} testId="payment" />;

  const { state } = payment;
  const stateText = state === "none" ? null : copy.states[state];
  const canPay = state !== "pending";
  return (
    <Card className="space-y-4" data-testid="payment">
      <h2 className="text-xl font-bold text-ink">{copy.title}</h2>
      <p className="text-slate-700">{copy.intro(amount)}</p>
      {payment.returned && (state === "open" || state === "pending") ? (
        <p className="font-medium text-ink">{copy.returnedOpen}</p>
      ) : null}
      {stateText ? (
        <p
          className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-ink"
          data-testid="payment-state"
        >
          {stateText}
        </p>
      ) : null}
      <FormError message={error} />
      {canPay ? (
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="pay" />
          <Button type="submit" size="lg">
            {state === "failed" || state === "canceled" || state === "expired" ? copy.payAgain : copy.pay}
          </Button>
        </Form>
      ) : (
        <a href={path} className={buttonVariants({ variant: "outline" })}>
          {copy.refresh}
        </a>
      )}
    </Card>
  );
}
