import { Card } from "~/components/ui/card";
import { leadPageCopy as copy } from "~/content/staff-leads";

/** Every field of a lead as label and value ("Gegevens"). */
export function LeadFieldsCard({ rows }: { rows: [string, string][] }) {
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.details}</h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-800">{label}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-800" data-field={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
