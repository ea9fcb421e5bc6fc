// The statistics page's tables: visits per day, sources and forms with their conversion, top lists.
import { VisitsChart } from "~/components/staff/visits-chart";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { statsCopy } from "~/content/statistics";
import { statsPageCopy as copy } from "~/content/staff-statistics";
import { formatEuro } from "~/lib/money";
import type { CountRow, VisitStatistics } from "~/server/analytics/stats.server";
import { formatCount } from "./format";
import { StaffSection } from "~/components/staff/staff-section";

export function Totals({ totals, quotes }: Pick<VisitStatistics, "totals" | "quotes">) {
  const cards = [
    [copy.totals.visitors, formatCount(totals.visitors)],
    [copy.totals.views, formatCount(totals.views)],
    [copy.totals.sessions, formatCount(totals.sessions)],
    [copy.totals.leads, formatCount(totals.leads)],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-4">
      {cards.map(([label, value]) => (
        <Card key={label} className="p-4!">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums" data-testid={`totaal-${label}`}>
            {value}
          </dd>
        </Card>
      ))}
      {/* A row of its own: an amount in euros is wider than a count. */}
      <Card className="p-4! sm:col-span-4">
        <dt className="text-sm text-slate-700">{copy.revenue.total}</dt>
        <dd
          className="text-3xl font-bold whitespace-nowrap text-ink tabular-nums"
          data-testid="totaal-offertes"
        >
          {formatEuro(quotes.grossCents)}
        </dd>
        <dd className="text-sm text-slate-700">{copy.revenue.totalLine(quotes.accepted)}</dd>
      </Card>
    </dl>
  );
}

export function PerDay({ days }: { days: VisitStatistics["days"] }) {
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.perDay}</h2>
      <VisitsChart days={days} />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{copy.asTable}</summary>
        <Table caption={copy.perDayCaption} className="mt-2">
          <THead>
            <Tr>
              <Th>{copy.day}</Th>
              <Th className="text-right">{copy.totals.visitors}</Th>
              <Th className="text-right">{copy.totals.views}</Th>
            </Tr>
          </THead>
          <TBody>
            {days.map((d) => (
              <Tr key={d.day}>
                <Td>{d.day}</Td>
                <Td className="text-right tabular-nums">{d.visitors}</Td>
                <Td className="text-right tabular-nums">{d.views}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </details>
    </Card>
  );
}

export function Sources({ stats }: { stats: Pick<VisitStatistics, "sources" | "forms"> }) {
  return (
    <StaffSection id="bronnen" title={copy.sourcesTitle} intro={statsCopy.conversionNote}>
      <Table caption={copy.sourcesCaption}>
        <THead>
          <Tr>
            <Th>{copy.source}</Th>
            <Th className="text-right">{copy.totals.sessions}</Th>
            <Th className="text-right">{copy.totals.leads}</Th>
            <Th className="text-right">{copy.conversion}</Th>
          </Tr>
        </THead>
        <TBody>
          {stats.sources.map((s) => (
            <Tr key={s.key} data-source={s.key}>
              <Td>{s.label}</Td>
              <Td className="text-right tabular-nums">{formatCount(s.count)}</Td>
              <Td className="text-right tabular-nums">{formatCount(s.leads)}</Td>
              <Td className="text-right tabular-nums">{s.conversion}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <Table caption={copy.formsCaption}>
        <THead>
          <Tr>
            <Th>{copy.form}</Th>
            <Th className="text-right">{copy.totals.leads}</Th>
            <Th className="text-right">{copy.conversion}</Th>
          </Tr>
        </THead>
        <TBody>
          {stats.forms.map((f) => (
            <Tr key={f.form}>
              <Td>{f.form}</Td>
              <Td className="text-right tabular-nums">{formatCount(f.leads)}</Td>
              <Td className="text-right tabular-nums">{f.conversion}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </StaffSection>
  );
}

export function CountTable({ title, column, rows }: { title: string; column: string; rows: CountRow[] }) {
  return (
    <StaffSection title={title} size="lg" className="space-y-2" empty={rows.length ? null : copy.noData}>
      <Table caption={title}>
        <THead>
          <Tr>
            <Th>{column}</Th>
            <Th className="text-right">{copy.count}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((r) => (
            <Tr key={r.key}>
              <Td className="break-all">{r.label}</Td>
              <Td className="text-right tabular-nums">{formatCount(r.count)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </StaffSection>
  );
}
