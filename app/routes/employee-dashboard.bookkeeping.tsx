// /employee-dashboard/boekhouding (admins only): a period's VAT return figures (rubriek 1a, 1b, 1e) from the
// invoices issued in it, what happened in it, and the XAF 3.2 file for the accountant (docs/bookkeeping.md).
import { PeriodForm } from "~/components/staff/bookkeeping/period-form";
import { privatePageMeta } from "~/components/staff/meta";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonVariants } from "~/components/ui/button";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { bookkeepingCopy as copy } from "~/content/bookkeeping";
import { formatEuro } from "~/lib/money";
import { bookkeepingPage } from "~/server/staff/bookkeeping.server";
import type { Route } from "./+types/employee-dashboard.bookkeeping";

export async function loader({ request, url }: Route.LoaderArgs) {
  return bookkeepingPage(request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

const amount = "text-right whitespace-nowrap tabular-nums";

export default function BookkeepingPage({ loaderData }: Route.ComponentProps) {
  const { form, error, books } = loaderData;
  const columns = copy.vatColumns;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      <PeriodForm year={form.year} code={form.code} error={error} />
      {books ? (
        <>
          <StaffSection id="btw-aangifte" title={`${copy.vatTitle} ${books.label}`} intro={copy.vatIntro}>
            <Table caption={copy.vatCaption(books.label)}>
              <THead>
                <Tr>
                  <Th>{columns.rubriek}</Th>
                  <Th className="text-right">{columns.net}</Th>
                  <Th className="text-right">{columns.vat}</Th>
                  <Th className="text-right">{columns.netEuros}</Th>
                  <Th className="text-right">{columns.vatEuros}</Th>
                </Tr>
              </THead>
              <TBody>
                {books.vat.rubrieken.map((r) => (
                  <Tr key={r.rubriek}>
                    <Th scope="row">{copy.rubriekLabels[r.rubriek]}</Th>
                    <Td className={amount}>{formatEuro(r.netCents)}</Td>
                    <Td className={amount}>{r.rate ? formatEuro(r.vatCents) : ""}</Td>
                    <Td className={amount}>{copy.euros(r.netEuros)}</Td>
                    <Td className={amount}>{r.rate ? copy.euros(r.vatEuros) : ""}</Td>
                  </Tr>
                ))}
                <Tr>
                  <Th scope="row">{copy.totalVat}</Th>
                  <Td />
                  <Td className={`${amount} font-semibold`}>{formatEuro(books.vat.totalVatCents)}</Td>
                  <Td />
                  <Td className={`${amount} font-semibold`}>{copy.euros(books.vat.totalVatEuros)}</Td>
                </Tr>
              </TBody>
            </Table>
          </StaffSection>

          <StaffSection id="boekhouding-aantallen" title={copy.countsTitle}>
            <ul className="list-disc space-y-1 pl-6 text-slate-700" data-testid="bookkeeping-counts">
              <li>{copy.counts.invoices(books.counts.invoices)}</li>
              <li>{copy.counts.credits(books.counts.credits)}</li>
              <li>{copy.counts.payments(books.counts.payments)}</li>
              <li>{copy.counts.refunds(books.counts.refunds)}</li>
              <li>{copy.counts.customers(books.counts.customers)}</li>
            </ul>
          </StaffSection>

          <StaffSection id="auditbestand" title={copy.downloadTitle} intro={copy.downloadIntro}>
            <a className={buttonVariants({ variant: "outline", size: "sm" })} href={books.xafHref} download>
              {copy.download(books.label)}
            </a>
          </StaffSection>
        </>
      ) : null}
    </div>
  );
}
