// Pieces both payment cards of the customer's quote page share (the prepayment's, components/quotes/payment-panel,
// and the open invoices', components/quotes/invoice-payments-panel): the step on to Mollie's checkout right after
// "Betalen" (the page has no script; its meta refresh goes there, and this link shows as well), and the bank
// transfer's rows as the mails print them (lib/payments/bank-transfer).
import { Fragment } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { customerPaymentCopy as copy } from "~/content/payments";
import { bankTransferRows, type BankTransfer } from "~/lib/payments/bank-transfer";

export function CheckoutStep({
  title,
  checkoutUrl,
  testId,
}: {
  title: string;
  checkoutUrl: string;
  testId: string;
}) {
  return (
    <Card className="space-y-3" data-testid={testId}>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="font-medium text-ink" role="status">
        {copy.toCheckout}
      </p>
      <a href={checkoutUrl} className={buttonVariants({ size: "lg" })}>
        {copy.toCheckoutLink}
      </a>
    </Card>
  );
}

export function BankTransferList({ transfer }: { transfer: BankTransfer }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
      {bankTransferRows(transfer).map(([label, value]) => (
        <Fragment key={label}>
          <dt className="font-semibold">{label}</dt>
          <dd className="break-all">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
