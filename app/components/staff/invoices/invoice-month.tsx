// The month's invoices as staff read them: the month picker (a GET form, no script needed), the totals per VAT
// rate for the VAT return, and the list with each invoice's PDF and order.
import { Link } from "react-router";
import { FilterForm } from "~/components/staff/filter-form";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { staffInvoicesCopy as copy } from "~/content/invoices";
import { formatDay } from "~/lib/shop-time";
import type { InvoiceListRow } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";

export function MonthPicker({ month }: { month: string }) {
  return (
    <FilterForm label={copy.monthLabel} className="sm:grid-cols-[minmax(0,16rem)_auto]">
      <div>
        <Label htmlFor="maand">{copy.monthLabel}</Label>
        <Input id="maand" name="maand" type="month" defaultValue={month} required pattern="\d{4}-\d{2}" />
      </div>
      <div className="flex items-end">
        <Button type="submit">{copy.show}</Button>
      </div>
    </FilterForm>
  );
}

const amount = "text-right whitespace-nowrap tabular-nums";

export function VatTotals({
  label,
  totals,
  sum,
}: {
  label: string;
  totals: readonly { rate: number; netCents: number; vatCents: number }[];
  sum: { netCents: number; vatCents: number; grossCents: number };
}) {
  const columns = copy.totalsColumns;
  return (
    <Table caption={copy.totalsCaption(label)}>
      <THead>
        <Tr>
          <Th>{columns.rate}</Th>
          <Th className="text-right">{columns.net}</Th>
          <Th className="text-right">{columns.vat}</Th>
          <Th className="text-right">{columns.gross}</Th>
        </Tr>
      </THead>
      <TBody>
        {totals.map((t) => (
          <Tr key={t.rate}>
            <Td>{copy.rate(t.rate)}</Td>
            <Td className={amount}>{formatEuro(t.netCents)}</Td>
            <Td className={amount}>{formatEuro(t.vatCents)}</Td>
            <Td className={amount}>{formatEuro(t.netCents + t.vatCents)}</Td>
          </Tr>
        ))}
        <Tr>
          <Th scope="row">{copy.totalRow}</Th>
          <Td className={`${amount} font-semibold`}>{formatEuro(sum.netCents)}</Td>
          <Td className={`${amount} font-semibold`}>{formatEuro(sum.vatCents)}</Td>
          <Td className={`${amount} font-semibold`}>{formatEuro(sum.grossCents)}</Td>
        </Tr>
      </TBody>
    </Table>
  );
}

export function InvoiceTable({ caption, rows }: { caption: string; rows: readonly InvoiceListRow[] }) {
  const columns = copy.columns;
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{columns.number}</Th>
          <Th>{columns.date}</Th>
          <Th>{columns.kind}</Th>
          <Th>{columns.customer}</Th>
          <Th className="text-right">{columns.net}</Th>
          <Th className="text-right">{columns.vat}</Th>
          <Th className="text-right">{columns.gross}</Th>
          <Th className="text-right">{columns.due}</Th>
          <Th>{columns.pdf}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.number}>
            <Td className="whitespace-nowrap">
              <Link className="font-semibold text-brand-700 underline" to={row.orderHref}>
                {row.number}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">{formatDay(row.issuedOn)}</Td>
            <Td>{row.kind}</Td>
            <Td>{row.customer}</Td>
            <Td className={amount}>{formatEuro(row.netCents)}</Td>
            <Td className={amount}>{formatEuro(row.vatCents)}</Td>
            <Td className={amount}>{formatEuro(row.grossCents)}</Td>
            <Td className={amount}>{row.dueCents > 0 ? formatEuro(row.dueCents) : "–"}</Td>
            <Td>
              <a
                className="font-semibold text-brand-700 underline"
                href={row.pdfHref}
                download
                aria-label={copy.downloadLabel(row.number)}
              >
                {copy.download}
              </a>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
