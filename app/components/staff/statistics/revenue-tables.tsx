// The statistics page's revenue part: the value of the quotes accepted in the period, per source and per form,
// so the owners see which channel brings orders and not only leads.
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { statsPageCopy } from "~/content/staff-statistics";
import { formatEuro } from "~/lib/money";
import type { AcceptedQuoteValue, RevenueRow } from "~/server/quotes/statistics.server";
import { formatCount } from "./format";
import { StaffSection } from "~/components/staff/staff-section";

const copy = statsPageCopy.revenue;

function RevenueTable({ caption, column, rows }: { caption: string; column: string; rows: RevenueRow[] }) {
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{column}</Th>
          <Th className="text-right">{copy.accepted}</Th>
          <Th className="text-right">{copy.value}</Th>
          {/* Left out on a phone, so the table fits without scrolling sideways. */}
          <Th className="hidden text-right sm:table-cell">{copy.average}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <Tr key={r.key} data-revenue={r.key}>
            <Td>{r.label}</Td>
            <Td className="text-right tabular-nums">{formatCount(r.accepted)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatEuro(r.grossCents)}</Td>
            <Td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              {formatEuro(Math.round(r.grossCents / r.accepted))}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function Revenue({ quotes }: { quotes: AcceptedQuoteValue }) {
  return (
    <StaffSection id="omzet" title={copy.title} intro={copy.note} empty={quotes.accepted ? null : copy.none}>
      <RevenueTable caption={copy.bySourceCaption} column={statsPageCopy.source} rows={quotes.bySource} />
      <RevenueTable caption={copy.byFormCaption} column={statsPageCopy.form} rows={quotes.byForm} />
    </StaffSection>
  );
}
