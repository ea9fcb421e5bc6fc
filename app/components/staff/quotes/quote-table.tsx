// Quotes as staff scan them: number (to the quote's page), customer, subject, status, total and date. The quotes
// list, the lead page's history and the customer page show the same table; `customer` leaves that column out
// where the page is about one customer already.
import { Link } from "react-router";
import { QuoteStatusBadge } from "~/components/staff/quotes/quote-status-badge";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { quoteListCopy as copy } from "~/content/staff-quotes";
import { formatDateTime } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { quoteRowNumber, staffQuoteHref, type QuoteListRow } from "~/lib/quotes/list";

export type QuoteTableRow = Pick<
  QuoteListRow,
  | "id"
  | "number"
  | "version"
  | "status"
  | "customerName"
  | "customerCompany"
  | "subject"
  | "grossCents"
  | "validUntil"
> & { createdAt: Date | string; sentAt: Date | string | null };

export function QuoteTable<R extends QuoteTableRow>({
  caption,
  rows,
  customer = true,
  date,
}: {
  caption: string;
  rows: readonly R[];
  customer?: boolean;
  /** A column of the list's own instead of the date (the follow-up list's "3 dagen geleden"). */
  date?: { heading: string; cell: (row: R) => string };
}) {
  const columns = copy.columns;
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{columns.number}</Th>
          {customer ? <Th>{columns.customer}</Th> : null}
          <Th>{columns.subject}</Th>
          <Th>{columns.status}</Th>
          <Th className="text-right">{columns.total}</Th>
          <Th>{date?.heading ?? columns.date}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td className="whitespace-nowrap">
              <Link className="font-semibold text-brand-700 underline" to={staffQuoteHref(row.id)}>
                {quoteRowNumber(row) ?? copy.concept}
              </Link>
            </Td>
            {customer ? (
              <Td>
                {row.customerName || copy.noName}
                {row.customerCompany ? (
                  <span className="block text-slate-600">{row.customerCompany}</span>
                ) : null}
              </Td>
            ) : null}
            <Td>{row.subject}</Td>
            <Td>
              <QuoteStatusBadge status={row.status} />
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatEuro(row.grossCents)}</Td>
            <Td className="whitespace-nowrap">
              {date ? date.cell(row) : formatDateTime(row.sentAt ?? row.createdAt)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
