// /employee-dashboard/debiteuren (admins only): the invoices customers still owe, with their due date, days
// overdue and amount open, and the totals per age bucket (docs/receivables.md). ?betaald=1 lists the paid ones too.
// Admins also upload a bank statement here and assign the lines that wait (components/staff/receivables).
import { Link } from "react-router";
import { BucketTable } from "~/components/staff/receivables/bucket-table";
import { InterestNotesTable } from "~/components/staff/receivables/interest-notes-table";
import { StatementPanel } from "~/components/staff/receivables/statement-panel";
import { privatePageMeta } from "~/components/staff/meta";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { ageBucketLabels, receivablesCopy as copy, receivableStatusLabels } from "~/content/receivables";
import { formatDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import type { LateCharge } from "~/lib/receivables/late-charges";
import { requireAdmin } from "~/server/auth.server";
import { interestNotesOf } from "~/server/receivables/interest-notes.server";
import { receivablesOverview } from "~/server/receivables/receivables.server";
import { reminderSummaries } from "~/server/receivables/reminders.server";
import { statementAction, statementPanel } from "~/server/staff/receivables-statement.server";
import type { Route } from "./+types/employee-dashboard.receivables";

const RECEIVABLES_PATH = "/employee-dashboard/debiteuren";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const withPaid = url.searchParams.get("betaald") === "1";
  const overview = await receivablesOverview({ withPaid });
  const reminders = await reminderSummaries(overview.rows.map((row) => row.invoiceId));
  const notes = (await interestNotesOf(undefined)).filter((note) => withPaid || note.openCents > 0);
  return { ...overview, withPaid, reminders, notes, statement: await statementPanel(url) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return statementAction(request, user.id);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

const amount = "text-right whitespace-nowrap tabular-nums";

function lateChargeText(charge: LateCharge | null): string {
  if (!charge) return "";
  return charge.kind === "interest"
    ? copy.interest(formatEuro(charge.cents), charge.provisional)
    : copy.collectionCosts(formatEuro(charge.cents));
}

export default function ReceivablesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, buckets, openCents, withPaid, reminders, statement } = loaderData;
  const columns = copy.columns;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>

      <section aria-labelledby="receivable-buckets" className="space-y-3">
        <h2 id="receivable-buckets" className="text-xl font-semibold text-ink">
          {copy.bucketsTitle}
        </h2>
        <BucketTable caption={copy.bucketsCaption} buckets={buckets} openCents={openCents} />
      </section>

      <section aria-labelledby="receivable-list" className="space-y-3">
        <h2 id="receivable-list" className="text-xl font-semibold text-ink">
          {copy.listTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-slate-700" role="status">
            {copy.count(rows.length)}
          </p>
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to={withPaid ? RECEIVABLES_PATH : `${RECEIVABLES_PATH}?betaald=1`}
          >
            {withPaid ? copy.withoutPaid : copy.withPaid}
          </Link>
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to="/employee-dashboard/herinneringen"
          >
            {copy.reminderSchedule}
          </Link>
        </div>
        {rows.length ? (
          <Table caption={copy.listCaption}>
            <THead>
              <Tr>
                <Th>{columns.number}</Th>
                <Th>{columns.customer}</Th>
                <Th>{columns.dueOn}</Th>
                <Th className="text-right">{columns.overdue}</Th>
                <Th>{columns.status}</Th>
                <Th className="text-right">{columns.due}</Th>
                <Th className="text-right">{columns.open}</Th>
                <Th>{columns.lateCharge}</Th>
                <Th>{columns.reminders}</Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.invoiceId}>
                  <Td className="whitespace-nowrap">
                    <Link
                      className="font-medium text-brand-700 underline"
                      to={`/employee-dashboard/orders/${row.quoteId}`}
                    >
                      {row.number}
                    </Link>
                    {row.reference ? (
                      <span className="block text-xs text-slate-600">{row.reference}</span>
                    ) : null}
                  </Td>
                  <Td>
                    {row.customerCompany ?? row.customerName}
                    {row.customerCompany && row.customerName ? (
                      <span className="block text-xs text-slate-600">{row.customerName}</span>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDay(row.dueOn)}</Td>
                  <Td className={amount}>{row.daysOverdue}</Td>
                  <Td>
                    {receivableStatusLabels[row.status]} · {ageBucketLabels[row.bucket]}
                  </Td>
                  <Td className={amount}>{formatEuro(row.dueCents)}</Td>
                  <Td className={`${amount} font-semibold`}>{formatEuro(row.openCents)}</Td>
                  <Td>{lateChargeText(row.lateCharge)}</Td>
                  <Td>
                    <Link
                      className="text-brand-700 underline"
                      to={`/employee-dashboard/facturen/${row.number}`}
                    >
                      {reminders[row.invoiceId] ?? copy.noReminders}
                      <span className="sr-only"> ({row.number})</span>
                    </Link>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{copy.empty}</p>
        )}
      </section>
      <InterestNotesTable notes={loaderData.notes} />
      <StatementPanel panel={statement} result={actionData} />
    </div>
  );
}
