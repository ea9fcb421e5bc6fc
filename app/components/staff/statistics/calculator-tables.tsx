// The statistics page's calculators part (issue 41): uses, requests and orders per product, requests and orders
// per source, and the share of calculator-priced quotes staff changed before sending.
import { StaffSection } from "~/components/staff/staff-section";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { calculatorStatsCopy as copy } from "~/content/pricing";
import type { CalculatorStatistics } from "~/server/pricing/statistics.server";
import { formatCount } from "./format";

const number = "text-right tabular-nums";

function CountsTable({
  caption,
  column,
  rows,
}: {
  caption: string;
  column: string;
  rows: { key: string; label: string; uses?: number; requests: number; orders: number }[];
}) {
  const withUses = rows.some((r) => r.uses !== undefined);
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{column}</Th>
          {withUses ? <Th className="text-right">{copy.uses}</Th> : null}
          <Th className="text-right">{copy.requests}</Th>
          <Th className="text-right">{copy.orders}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <Tr key={r.key} data-calculator-stats={r.key}>
            <Td>{r.label}</Td>
            {withUses ? <Td className={number}>{formatCount(r.uses ?? 0)}</Td> : null}
            <Td className={number}>{formatCount(r.requests)}</Td>
            <Td className={number}>{formatCount(r.orders)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function CalculatorStats({ stats }: { stats: CalculatorStatistics }) {
  const percent = stats.sent ? `${Math.round((100 * stats.changed) / stats.sent)} %` : "";
  return (
    <StaffSection
      id="calculators"
      title={copy.title}
      intro={copy.note}
      empty={stats.byProduct.length || stats.sent ? null : copy.none}
    >
      <CountsTable caption={copy.byProductCaption} column={copy.product} rows={stats.byProduct} />
      {stats.bySource.length ? (
        <CountsTable caption={copy.bySourceCaption} column={copy.source} rows={stats.bySource} />
      ) : null}
      <p className="text-sm text-slate-700" data-calculator-changed>
        {stats.sent ? copy.changed(stats.changed, stats.sent, percent) : copy.noneSent}
      </p>
    </StaffSection>
  );
}
