// The statistics page's receivables part (admins only; the loader leaves it out for employees): what is open today
// per age bucket, and over the period the reminders sent and the average days to payment (docs/receivables.md).
import { BucketTable } from "~/components/staff/receivables/bucket-table";
import { StaffSection } from "~/components/staff/staff-section";
import { receivablesStatsCopy as copy } from "~/content/receivables";
import type { ReceivablesStatistics } from "~/server/receivables/statistics.server";
import { formatCount } from "./format";

export function ReceivablesSection({ figures }: { figures: ReceivablesStatistics }) {
  const cards = [
    ["herinneringen", copy.remindersSent, formatCount(figures.remindersSent)],
    ["betaald", copy.paidInvoices, formatCount(figures.paid.count)],
    [
      "betaaldagen",
      copy.averageDays,
      figures.paid.averageDays === null ? copy.none : copy.days(figures.paid.averageDays),
    ],
  ] as const;
  return (
    <StaffSection card id="debiteuren" title={copy.title} intro={copy.intro}>
      <BucketTable caption={copy.bucketsCaption} buckets={figures.buckets} openCents={figures.openCents} />
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map(([key, label, value]) => (
          <div key={key} className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums" data-testid={`debiteuren-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{copy.averageHint}</p>
    </StaffSection>
  );
}
