// The price table of /diensten: the published price list's "vanaf" prices per service with their unit and note
// (scrolls sideways on a phone), and the list's notes below it.
import { containerClass } from "~/components/page-header";
import { Info } from "~/components/ui/icons";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";

export interface PriceTableRow {
  service: string;
  /** The displayed "vanaf" price. */
  from: string;
  unit: string;
  note: string;
}

export function PriceTableSection({ rows, notes }: { rows: PriceTableRow[]; notes: string[] }) {
  const site = useSite();
  return (
    <section
      aria-labelledby="prices-heading"
      className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16"
    >
      <div className={containerClass}>
        <h2 id="prices-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Prijzen
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-slate-700">
          Dit zijn vanaf-prijzen. De uiteindelijke prijs hangt af van je ontwerp, het materiaal en het aantal
          stuks: je krijgt altijd vooraf een offerte op maat.
        </p>
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
        <div
          role="region"
          aria-label="Prijstabel"
          tabIndex={0}
          className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">Vanaf-prijzen per dienst</caption>
            <thead className="bg-slate-100 text-ink">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Dienst
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Prijs
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Toelichting
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.service}>
                  <th scope="row" className="px-5 py-4 align-top font-semibold text-ink">
                    {row.service}
                  </th>
                  <td className="px-5 py-4 align-top whitespace-nowrap">
                    <span className="font-semibold text-brand-700">{row.from}</span>{" "}
                    <span className="text-slate-600">{row.unit}</span>
                  </td>
                  <td className="px-5 py-4 align-top leading-6 text-slate-700">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="mt-10 flex items-center gap-2 text-lg font-semibold text-ink">
          <Info className="size-5 text-brand-700" />
          Goed om te weten
        </h3>
        <ul className="mt-4 grid gap-x-10 gap-y-3 md:grid-cols-2">
          {notes.map((note) => (
            <li key={note} className="flex gap-3 leading-7 text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {fillSiteTokens(note, site)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
