// A quote as the customer reads it, on the customer's page and in the staff preview: the shop and the customer,
// number and dates, the lines, the totals per VAT rate, validity, delivery time, the note, the terms and the
// acceptance. Phone first: each line is a card (description, amount, quantity × price, VAT rate), so nothing
// scrolls sideways at 412 px; from `sm` the amount sits in its own column. With `choosable` an optional line has
// a checkbox (`optional` = the line id) for the form the page puts around the document; the server recomputes
// the totals from the ticked ids, never from anything the browser sends.
import { useId } from "react";
import { quoteDocumentCopy as copy } from "~/content/quote-page";
import { CircleCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { OPTIONAL_LINE_FIELD } from "~/lib/quotes/choices";
import type { QuoteDocument, QuoteDocumentLine, Supplier } from "~/lib/quotes/document";

export interface QuoteDocumentProps {
  doc: QuoteDocument;
  supplier: Supplier;
  /** Optional lines get a checkbox named `optional` (value: the line id), checked while included. */
  choosable?: boolean;
}

const quantityFormat = new Intl.NumberFormat("nl-NL");

export function QuoteDocumentView({ doc, supplier, choosable = false }: QuoteDocumentProps) {
  const id = useId();
  return (
    <article
      aria-label={copy.label(doc.number)}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <SupplierBlock supplier={supplier} headingId={`${id}-from`} />
        <CustomerBlock customer={doc.customer} headingId={`${id}-to`} />
      </div>

      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-y border-slate-200 py-4 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Fact label={copy.number} value={doc.number ?? copy.concept} />
        {doc.issuedOn ? <Fact label={copy.date} value={dutchDay(doc.issuedOn)} /> : null}
        {/* Validity is for a quote still to be answered: an accepted one is an order. */}
        {doc.status === "geaccepteerd" ? null : (
          <Fact label={copy.validUntil} value={dutchDay(doc.validUntil)} />
        )}
        <Fact label={copy.deliveryTime} value={doc.deliveryTime} />
        {doc.subject ? <Fact label={copy.subject} value={doc.subject} /> : null}
      </dl>

      <section aria-labelledby={`${id}-lines`} className="mt-6">
        <h2 id={`${id}-lines`} className="sr-only">
          {copy.linesTitle}
        </h2>
        <div
          aria-hidden="true"
          className="flex justify-between border-b-2 border-slate-300 pb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase"
        >
          <span>{copy.descriptionColumn}</span>
          <span>{copy.amountColumn}</span>
        </div>
        <ul className="divide-y divide-slate-200">
          {doc.lines.map((line) => (
            <LineItem key={line.id} line={line} choosable={choosable} />
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-totals`} className="mt-2 border-t-2 border-slate-300 pt-4">
        <h2 id={`${id}-totals`} className="sr-only">
          {copy.totalsTitle}
        </h2>
        <dl className="ml-auto max-w-sm space-y-1 text-sm" data-testid="quote-totals">
          <TotalRow label={copy.subtotal} cents={doc.totals.netCents} />
          {doc.totals.vat.map((group) => (
            <TotalRow
              key={group.rate}
              label={copy.vatOver(group.rate, formatEuro(group.netCents))}
              cents={group.vatCents}
            />
          ))}
          <TotalRow
            label={copy.total}
            cents={doc.totals.grossCents}
            className="mt-2 border-t border-slate-900 pt-2 text-base font-bold text-ink"
          />
        </dl>
      </section>

      <div className="mt-6 space-y-3 text-sm text-slate-700">
        {doc.note ? (
          <div>
            <h2 className="font-semibold text-ink">{copy.noteTitle}</h2>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{doc.note}</p>
          </div>
        ) : null}
        <p>
          {copy.termsBefore}
          <a href="/algemene-voorwaarden" className="font-medium text-brand-700 underline">
            {copy.termsLink}
          </a>
          {copy.termsAfter}
        </p>
        {doc.acceptance ? (
          <p
            className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900"
            data-testid="quote-acceptance"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" />
            {copy.accepted(doc.acceptance.name, formatDateTime(doc.acceptance.at))}
          </p>
        ) : null}
        {doc.declined ? (
          <div className="rounded-lg bg-slate-100 p-3 text-slate-800">
            <p className="font-semibold">{copy.declined(formatDateTime(doc.declined.at))}</p>
            {doc.declined.reason ? (
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">
                {copy.reason}: {doc.declined.reason}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** One side of the quote ("Van", "Voor") under its small heading. */
function Party({
  heading,
  headingId,
  className,
  children,
}: {
  heading: string;
  headingId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn("text-sm text-slate-700", className)}>
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function SupplierBlock({ supplier, headingId }: { supplier: Supplier; headingId: string }) {
  return (
    <Party heading={copy.from} headingId={headingId}>
      <address className="mt-1 not-italic">
        <p className="text-base font-bold text-ink">{supplier.brand}</p>
        <p>{supplier.street}</p>
        <p>
          {supplier.postalCode} {supplier.city}
        </p>
        <p>{supplier.phone}</p>
        <p className="[overflow-wrap:anywhere]">{supplier.email}</p>
        <p>
          {copy.kvk}: {supplier.kvk}
        </p>
        <p>
          {copy.btw}: {supplier.btw}
        </p>
        <p>
          {copy.iban}: {supplier.iban}
        </p>
      </address>
    </Party>
  );
}

function CustomerBlock({ customer, headingId }: { customer: QuoteDocument["customer"]; headingId: string }) {
  return (
    <Party heading={copy.to} headingId={headingId} className="sm:text-right">
      <div className="mt-1 [overflow-wrap:anywhere]">
        <p className="text-base font-bold text-ink">{customer.name}</p>
        {customer.company ? <p>{customer.company}</p> : null}
        {customer.address ? <p className="whitespace-pre-line">{customer.address}</p> : null}
        <p>{customer.email}</p>
        {customer.phone ? <p>{customer.phone}</p> : null}
        {customer.kvk ? (
          <p>
            {copy.kvk}: {customer.kvk}
          </p>
        ) : null}
        {customer.btw ? (
          <p>
            {copy.btw}: {customer.btw}
          </p>
        ) : null}
      </div>
    </Party>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-semibold text-ink [overflow-wrap:anywhere]">{value}</dd>
    </>
  );
}

function LineItem({ line, choosable }: { line: QuoteDocumentLine; choosable: boolean }) {
  const id = useId();
  const leftOut = line.optional && !line.included;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3">
      <p
        id={`${id}-description`}
        className={cn("font-medium [overflow-wrap:anywhere]", leftOut ? "text-slate-700" : "text-ink")}
      >
        {line.description}
      </p>
      <p
        className={cn(
          "text-right font-semibold whitespace-nowrap tabular-nums",
          leftOut ? "text-slate-700 line-through" : "text-ink",
        )}
      >
        {formatEuro(line.netCents)}
        {leftOut ? <span className="sr-only"> ({copy.notCounted})</span> : null}
      </p>
      <p className="col-span-2 text-sm text-slate-700">
        {copy.perUnit(quantityFormat.format(line.quantity), formatEuro(line.unitPriceCents))} ·{" "}
        {copy.vatRate(line.vatRate)}
      </p>
      {line.optional ? (
        <div className="col-span-2 mt-1">
          {choosable ? (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
              <input
                type="checkbox"
                name={OPTIONAL_LINE_FIELD}
                value={line.id}
                defaultChecked={line.included}
                aria-describedby={`${id}-description`}
                className="size-5 accent-brand-700"
              />
              {copy.choose}
            </label>
          ) : (
            <p className="text-sm font-medium text-slate-700">
              {line.included ? copy.optionalChosen : copy.optionalNotChosen}
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}

function TotalRow({ label, cents, className }: { label: string; cents: number; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-4", className)}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatEuro(cents)}</dd>
    </div>
  );
}
