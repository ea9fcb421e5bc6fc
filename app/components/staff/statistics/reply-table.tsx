// The reply promise on the statistics page: per week and per form, the share answered within the promise and
// the median and 90th percentile of the business time to the first response.
import { StaffSection } from "~/components/staff/staff-section";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { replyStatisticsCopy as copy } from "~/content/reply-clock";
import { formatBusinessMinutes, type ReplyFigures } from "~/lib/leads/reply-clock";

type Row = ReplyFigures & { name: string };

const percent = (share: number | null) => (share === null ? copy.none : `${Math.round(share * 100)}%`);
const minutes = (value: number | null) => (value === null ? copy.none : formatBusinessMinutes(value));

function FiguresTable({
  caption,
  column,
  rows,
  total,
}: {
  caption: string;
  column: string;
  rows: Row[];
  total: ReplyFigures;
}) {
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{column}</Th>
          <Th className="text-right">{copy.judged}</Th>
          <Th className="text-right">{copy.share}</Th>
          <Th className="text-right">{copy.median}</Th>
          <Th className="text-right">{copy.p90}</Th>
        </Tr>
      </THead>
      <TBody>
        {[...rows, { name: copy.total, ...total }].map((row) => (
          <Tr key={row.name}>
            <Td>{row.name}</Td>
            <Td className="text-right tabular-nums">{row.judged}</Td>
            <Td className="text-right tabular-nums">{percent(row.share)}</Td>
            <Td className="text-right tabular-nums">{minutes(row.medianMinutes)}</Td>
            <Td className="text-right tabular-nums">{minutes(row.p90Minutes)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function ReplyStatistics({
  figures,
  promise,
}: {
  figures: { weeks: Row[]; forms: Row[]; total: ReplyFigures };
  promise: { quote: string; other: string };
}) {
  return (
    <StaffSection
      card
      title={copy.title}
      intro={copy.intro(promise.quote, promise.other)}
      empty={figures.total.judged || figures.weeks.length ? null : copy.empty}
      className="space-y-4"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <FiguresTable
          caption={copy.captionWeek}
          column={copy.week}
          rows={figures.weeks}
          total={figures.total}
        />
        <FiguresTable
          caption={copy.captionForm}
          column={copy.form}
          rows={figures.forms}
          total={figures.total}
        />
      </div>
    </StaffSection>
  );
}
