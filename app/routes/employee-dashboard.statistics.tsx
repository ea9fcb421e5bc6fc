// /employee-dashboard/statistieken: where visitors come from and which channels bring leads ("does Instagram
// bring customers?"), over 7, 30 or 90 days or chosen days. Charts are SVG rendered on the server.
import { Form, Link } from "react-router";
import { useUrlForm } from "~/hooks/use-url-form";
import { privatePageMeta } from "~/components/staff/meta";
import { VisitsChart } from "~/components/staff/visits-chart";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { statsCopy } from "~/content/statistics";
import { shopNow } from "~/lib/appointment-slots";
import { cn } from "~/lib/cn";
import { EARLIEST_DAY, parseStatsPeriod, PERIOD_PRESETS, periodSummary } from "~/lib/stats-period";
import { visitStatistics, type CountRow } from "~/server/analytics/stats.server";
import { requireStaff } from "~/server/auth.server";
import type { Route } from "./+types/employee-dashboard.statistics";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const today = shopNow().date;
  const { period, error } = parseStatsPeriod(url.searchParams, today);
  return { period, error, today, stats: await visitStatistics(period) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Statistieken – medewerkers", matches[0].loaderData.site);

const number = new Intl.NumberFormat("nl-NL");

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { period, error, today, stats } = loaderData;
  // A new form per navigation: the date fields show the period of the figures, not what was typed before (a
  // preset link, Back/Forward, or chosen days that could not be shown). The focus stays on the control used.
  const { key: periodFormKey, ref: periodFormRef, onSubmit: periodFormSubmit } = useUrlForm();
  const dateField = {
    type: "date",
    required: true,
    min: EARLIEST_DAY,
    max: today,
    "aria-describedby": error ? "periode-fout" : undefined,
  } as const;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Statistieken</h1>

      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <nav aria-label="Periode" className="flex gap-2">
          {PERIOD_PRESETS.map((days) => (
            <Link
              key={days}
              to={`?periode=${days}`}
              aria-current={period.preset === days ? "page" : undefined}
              className={cn(
                buttonVariants({ variant: period.preset === days ? "default" : "outline", size: "sm" }),
              )}
            >
              {days} dagen
            </Link>
          ))}
        </nav>
        <Form
          key={periodFormKey}
          ref={periodFormRef}
          onSubmit={periodFormSubmit}
          method="get"
          className="flex flex-wrap items-end gap-2"
          aria-label="Eigen periode"
        >
          <div>
            <Label htmlFor="van">Van</Label>
            <Input id="van" name="van" defaultValue={period.from} {...dateField} />
          </div>
          <div>
            <Label htmlFor="tot">Tot en met</Label>
            <Input id="tot" name="tot" defaultValue={period.to} {...dateField} />
          </div>
          <Button type="submit" size="sm">
            Toon
          </Button>
        </Form>
        {error ? (
          <p id="periode-fout" role="alert" className="basis-full text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <p className="basis-full text-sm text-slate-700" data-testid="periode">
          {periodSummary({ period, error })}
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-4">
        {[
          ["Bezoekers", stats.totals.visitors],
          ["Paginaweergaven", stats.totals.views],
          ["Bezoeken", stats.totals.sessions],
          ["Aanvragen", stats.totals.leads],
        ].map(([label, value]) => (
          <Card key={label} className="p-4!">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-3xl font-bold text-ink tabular-nums" data-testid={`totaal-${label}`}>
              {number.format(Number(value))}
            </dd>
          </Card>
        ))}
      </dl>

      <Card>
        <h2 className="mb-4 text-xl font-semibold text-ink">Per dag</h2>
        <VisitsChart days={stats.days} />
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Toon als tabel</summary>
          <Table caption="Bezoekers en paginaweergaven per dag" className="mt-2">
            <THead>
              <Tr>
                <Th>Dag</Th>
                <Th className="text-right">Bezoekers</Th>
                <Th className="text-right">Paginaweergaven</Th>
              </Tr>
            </THead>
            <TBody>
              {stats.days.map((d) => (
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

      <section aria-labelledby="bronnen" className="space-y-3">
        <h2 id="bronnen" className="text-xl font-semibold text-ink">
          Bronnen en aanvragen
        </h2>
        <p className="text-sm text-slate-700">{statsCopy.conversionNote}</p>
        <Table caption="Bezoeken, aanvragen en conversie per bron">
          <THead>
            <Tr>
              <Th>Bron</Th>
              <Th className="text-right">Bezoeken</Th>
              <Th className="text-right">Aanvragen</Th>
              <Th className="text-right">Conversie</Th>
            </Tr>
          </THead>
          <TBody>
            {stats.sources.map((s) => (
              <Tr key={s.key} data-source={s.key}>
                <Td>{s.label}</Td>
                <Td className="text-right tabular-nums">{number.format(s.count)}</Td>
                <Td className="text-right tabular-nums">{number.format(s.leads)}</Td>
                <Td className="text-right tabular-nums">{s.conversion}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        <Table caption="Aanvragen en conversie per formulier">
          <THead>
            <Tr>
              <Th>Formulier</Th>
              <Th className="text-right">Aanvragen</Th>
              <Th className="text-right">Conversie</Th>
            </Tr>
          </THead>
          <TBody>
            {stats.forms.map((f) => (
              <Tr key={f.form}>
                <Td>{f.form}</Td>
                <Td className="text-right tabular-nums">{number.format(f.leads)}</Td>
                <Td className="text-right tabular-nums">{f.conversion}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <CountTable title="Meest bekeken pagina's" column="Pagina" rows={stats.pages} />
        <CountTable title="Landingspagina's" column="Pagina" rows={stats.landings} />
        <CountTable title="Apparaten" column="Apparaat" rows={stats.devices} />
      </div>
    </div>
  );
}

function CountTable({ title, column, rows }: { title: string; column: string; rows: CountRow[] }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {rows.length ? (
        <Table caption={title}>
          <THead>
            <Tr>
              <Th>{column}</Th>
              <Th className="text-right">Aantal</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((r) => (
              <Tr key={r.key}>
                <Td className="break-all">{r.label}</Td>
                <Td className="text-right tabular-nums">{number.format(r.count)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <p className="text-slate-700">Nog geen gegevens in deze periode.</p>
      )}
    </section>
  );
}
