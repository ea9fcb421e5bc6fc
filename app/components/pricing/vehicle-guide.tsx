// The guide prices on /voertuigbelettering (issue 41), server markup: per vehicle type the indicative range of
// lettering and of a full wrap from the rules the owners edit in the price editor, clearly an indication, and a
// quote request with the vehicle type filled in (the quote dialog; without JavaScript the quick quote form).
import { QuoteButton } from "~/components/pages/quote-button";
import { vehicleGuideCopy as copy } from "~/content/pricing";
import type { VehicleGuideRow } from "~/lib/pricing/vehicle";

function Range({ label, range }: { label: string; range: VehicleGuideRow["partial"] }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">
        {range.incl} <span className="text-sm font-normal">{copy.inclVat}</span>
        <span className="block text-sm font-normal text-slate-700">{copy.excl(range.excl)}</span>
      </dd>
    </div>
  );
}

export function VehicleGuide({ rows }: { rows: readonly VehicleGuideRow[] }) {
  return (
    <section id="indicatie" aria-labelledby="vehicle-guide-heading" className="scroll-mt-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="vehicle-guide-heading" className="text-2xl font-bold tracking-tight text-ink">
          {copy.heading}
        </h2>
        <p className="mt-2 text-slate-700">{copy.intro}</p>
        <ul className="mt-6 space-y-6">
          {rows.map((row) => (
            <li key={row.id} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {row.name}
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  {copy.label}
                </span>
              </h3>
              <dl className="mt-2 grid gap-3 sm:grid-cols-2" data-vehicle={row.id}>
                <Range label={copy.partial} range={row.partial} />
                <Range label={copy.wrap} range={row.wrap} />
              </dl>
              <div className="mt-3">
                <QuoteButton
                  service="voertuigbelettering"
                  description={copy.description(row.name, row.partial.incl, row.wrap.incl)}
                >
                  {copy.request(row.name)}
                </QuoteButton>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-700">{copy.note}</p>
      </div>
    </section>
  );
}
