// /employee-dashboard/statistieken: where visitors come from and which channels bring leads and accepted quotes
// ("does Instagram bring customers?"), over 7, 30 or 90 days or chosen days. Charts are SVG rendered on the server.
import { privatePageMeta } from "~/components/staff/meta";
import { CountTable, PerDay, Sources, Totals } from "~/components/staff/statistics/count-tables";
import { PeriodPicker } from "~/components/staff/statistics/period-picker";
import { ReceivablesSection } from "~/components/staff/statistics/receivables-section";
import { ReplyStatistics } from "~/components/staff/statistics/reply-table";
import { Revenue } from "~/components/staff/statistics/revenue-tables";
import { CalculatorStats } from "~/components/staff/statistics/calculator-tables";
import { statsPageCopy as copy } from "~/content/staff-statistics";
import { shopNow } from "~/lib/shop-time";
import { formatBusinessMinutes } from "~/lib/leads/reply-clock";
import { parseStatsPeriod } from "~/lib/stats-period";
import { visitStatistics } from "~/server/analytics/stats.server";
import { requireStaff } from "~/server/auth.server";
import { replyStatistics } from "~/server/leads/reply-clock.server";
import { replyPromiseSettings } from "~/server/leads/reply-due.server";
import { receivablesStatistics } from "~/server/receivables/statistics.server";
import { calculatorStatistics } from "~/server/pricing/statistics.server";
import type { Route } from "./+types/employee-dashboard.statistics";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const today = shopNow().date;
  const { period, error } = parseStatsPeriod(url.searchParams, today);
  const [stats, reply, calculators] = await Promise.all([
    visitStatistics(period),
    replyStatistics(period),
    calculatorStatistics(period),
  ]);
  const settings = replyPromiseSettings();
  return {
    period,
    error,
    today,
    stats,
    reply,
    calculators,
    // Money owed is for admins only, as the receivables page is.
    receivables: user.role === "admin" ? await receivablesStatistics(period) : null,
    promise: {
      quote: formatBusinessMinutes(settings.quoteMinutes),
      other: formatBusinessMinutes(settings.otherMinutes),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { period, error, today, stats, reply, calculators, promise, receivables } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <PeriodPicker period={period} error={error} today={today} />
      <Totals totals={stats.totals} quotes={stats.quotes} />
      <PerDay days={stats.days} />
      <Sources stats={stats} />
      <Revenue quotes={stats.quotes} />
      <CalculatorStats stats={calculators} />
      <ReplyStatistics figures={reply} promise={promise} />
      {receivables ? <ReceivablesSection figures={receivables} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <CountTable title={copy.pages} column={copy.page} rows={stats.pages} />
        <CountTable title={copy.landings} column={copy.page} rows={stats.landings} />
        <CountTable title={copy.devices} column={copy.device} rows={stats.devices} />
      </div>
    </div>
  );
}
