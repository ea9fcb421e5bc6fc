// The order page's invoices card: each invoice of the order with its kind, date, amount and what is open, as a
// PDF download, and "Eindfactuur maken" for a delivered order that has none yet (a plain form post). The order
// route puts its data (server/staff/invoices invoicesCard) and invoiceIntents' result here.
import { Form } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadLink } from "~/components/ui/download-link";
import { invoicesCardCopy as copy } from "~/content/invoices";

export interface InvoicesCardProps {
  invoices: readonly { number: string; label: string; detail: string; pdfHref: string }[];
  canMakeFinal: boolean;
  canMakePrepayment: boolean;
  /** Why a due invoice cannot be issued now. */
  waiting: string | null;
  /** resultFor(actionData, "finalInvoice" or "prepaymentInvoice") */
  result?: { notice?: string; formError?: string } | null;
  busy?: boolean;
}

export function InvoicesCard({
  invoices,
  canMakeFinal,
  canMakePrepayment,
  waiting,
  result,
  busy,
}: InvoicesCardProps) {
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-semibold text-ink">{copy.title}</h2>
      <Notice message={result?.notice} />
      <FormError message={result?.formError} />
      {invoices.length ? (
        <ul className="space-y-3">
          {invoices.map((invoice) => (
            <li key={invoice.number}>
              <DownloadLink href={invoice.pdfHref}>{invoice.label}</DownloadLink>
              <p className="text-sm text-slate-700">{invoice.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{copy.empty}</p>
      )}
      {waiting ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink"
          data-testid="invoice-waiting"
        >
          {waiting}
        </p>
      ) : null}
      {canMakePrepayment ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-700">{copy.makePrepaymentHint}</p>
          <Button type="submit" name="intent" value="prepaymentInvoice" disabled={busy}>
            {copy.makePrepayment}
          </Button>
        </Form>
      ) : null}
      {canMakeFinal ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-700">{copy.makeFinalHint}</p>
          <Button type="submit" name="intent" value="finalInvoice" disabled={busy}>
            {copy.makeFinal}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
