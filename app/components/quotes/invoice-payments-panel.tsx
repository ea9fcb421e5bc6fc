// The open invoices on the customer's quote page (/offerte/{token}), without JavaScript: per invoice what is open,
// the transfer (the invoice number as reference) and, with Mollie, "Betaal € … van factuur …" (a plain form post;
// the page then sends the browser on to Mollie's checkout). What to show is decided on the server
// (server/customer/invoice-payments).
import { Form } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { customerPaymentCopy, invoicePaymentCopy as copy } from "~/content/payments";
import { formatEuro } from "~/lib/money";
import { BankTransferList, CheckoutStep } from "~/components/quotes/payment-parts";
import { payableLabel } from "~/lib/receivables/interest-note";
import type { CustomerInvoicePayments } from "~/server/customer/invoice-payments.server";

export function InvoicePaymentsPanel({
  data,
  path,
  error,
}: {
  data: CustomerInvoicePayments;
  path: string;
  /** A refused "Betaal …" (paid meanwhile, Mollie unreachable). */
  error?: string | null;
}) {
  if (data.checkoutUrl)
    return <CheckoutStep title={copy.title} checkoutUrl={data.checkoutUrl} testId="invoice-payments" />;
  const { last } = data;
  const pending = last?.state === "pending";
  return (
    <section
      aria-labelledby="open-invoices"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="invoice-payments"
    >
      <h2 id="open-invoices" className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      {last?.state === "paid" ? (
        <Notice message={copy.paid(formatEuro(last.amountCents), payableLabel(last.number))} />
      ) : null}
      {data.returned && (last?.state === "open" || pending) ? (
        <p className="font-medium text-ink">{customerPaymentCopy.returnedOpen}</p>
      ) : null}
      {last && last.state !== "paid" && last.state !== "none" ? (
        <p
          className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-ink"
          data-testid="payment-state"
        >
          {customerPaymentCopy.states[last.state]}
        </p>
      ) : null}
      <FormError message={error} />
      {data.invoices.length ? (
        <p className="text-slate-700">{data.mollie ? copy.introMollie : copy.introBank}</p>
      ) : null}
      {data.invoices.map((invoice) => (
        <div key={invoice.number} className="space-y-3 border-t border-slate-200 pt-4">
          <p className="font-semibold text-ink">
            {copy.open(payableLabel(invoice.number), formatEuro(invoice.openCents), invoice.dueOn)}
          </p>
          {data.mollie && !pending ? (
            <Form method="post" action={path}>
              <input type="hidden" name="intent" value="payInvoice" />
              <input type="hidden" name="invoice" value={invoice.number} />
              <Button type="submit" size="lg">
                {copy.pay(formatEuro(invoice.openCents), payableLabel(invoice.number))}
              </Button>
            </Form>
          ) : null}
          <BankTransferList transfer={invoice.transfer} />
        </div>
      ))}
      {pending ? (
        <a href={path} className={buttonVariants({ variant: "outline" })}>
          {customerPaymentCopy.refresh}
        </a>
      ) : null}
    </section>
  );
}
