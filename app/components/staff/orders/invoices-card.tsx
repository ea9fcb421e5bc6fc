// The order page's invoices card: each invoice of the order with its kind, date, amount and what is open, as a
// PDF download, and "Eindfactuur maken" for a delivered order that has none yet (a plain form post). The order
// route puts its data (server/staff/invoices invoicesCard) and invoiceIntents' result here.
import { Form } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { StaffSection } from "~/components/staff/staff-section";
import { Button } from "~/components/ui/button";
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
    <StaffSection card title={copy.title}>
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
        <p className="text-sm text-slate-700">{copy.empty}</p>
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
        <MakeInvoiceForm
          intent="prepaymentInvoice"
          hint={copy.makePrepaymentHint}
          label={copy.makePrepayment}
          busy={busy}
        />
      ) : null}
      {canMakeFinal ? (
        <MakeInvoiceForm intent="finalInvoice" hint={copy.makeFinalHint} label={copy.makeFinal} busy={busy} />
      ) : null}
    </StaffSection>
  );
}

/** One "make this invoice" button with its hint: a plain form post of the intent. */
function MakeInvoiceForm(props: {
  intent: "prepaymentInvoice" | "finalInvoice";
  hint: string;
  label: string;
  busy?: boolean;
}) {
  return (
    <Form method="post" className="space-y-2">
      <p className="text-sm text-slate-700">{props.hint}</p>
      <Button type="submit" name="intent" value={props.intent} disabled={props.busy}>
        {props.label}
      </Button>
    </Form>
  );
}
