// /employee-dashboard/facturen: the invoices issued in a month (?maand=2026-03, this month by default), the totals
// per VAT rate for the VAT return, each invoice's PDF, and for admins the bookkeeper's exports (CSV and a zip of
// UBL 2.1 files). Read only: an issued invoice never changes; a correction is a credit invoice on the order page.
import { buttonVariants } from "~/components/ui/button";
import { noIndexMeta } from "~/components/staff/meta";
import { InvoiceTable, MonthPicker, VatTotals } from "~/components/staff/invoices/invoice-month";
import { staffInvoicesCopy as copy } from "~/content/invoices";
import { requireStaff } from "~/server/auth.server";
import { STAFF_INVOICES_PATH as INVOICES_PATH } from "~/lib/invoices/document";
import { invoiceMonthPage, monthFromUrl } from "~/server/staff/invoices.server";
import type { Route } from "./+types/employee-dashboard.invoices";
import { StaffSection } from "~/components/staff/staff-section";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const page = await invoiceMonthPage(monthFromUrl(url));
  return { ...page, canExport: user.role === "admin" };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.metaTitle }, noIndexMeta];
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { month, label, rows, totals, sum, canExport } = loaderData;
  const query = `?maand=${month}`;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      <MonthPicker month={month} />

      <StaffSection id="invoice-totals" title={copy.totalsTitle}>
        <VatTotals label={label} totals={totals} sum={sum} />
      </StaffSection>

      <StaffSection
        id="invoice-exports"
        title={copy.exportsTitle}
        intro={canExport ? copy.exportsHint : null}
        empty={canExport ? null : copy.exportsAdminOnly}
      >
        <div className="flex flex-wrap gap-3">
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`${INVOICES_PATH}/export.csv${query}`}
            download
          >
            {copy.exportCsv}
          </a>
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`${INVOICES_PATH}/ubl.zip${query}`}
            download
          >
            {copy.exportUbl}
          </a>
        </div>
      </StaffSection>

      <StaffSection
        id="invoice-list"
        title={copy.caption(label)}
        intro={<span role="status">{copy.count(rows.length)}</span>}
        empty={rows.length ? null : copy.empty}
      >
        <InvoiceTable caption={copy.caption(label)} rows={rows} />
      </StaffSection>
    </div>
  );
}
