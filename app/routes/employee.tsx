// /employee: the start of the working day: new leads since the last visit, today's and upcoming appointments,
// and how many leads sit in each status.
import { Link } from "react-router";
import { formatDateTime } from "~/lib/shop-time";
import { StatusBadge } from "~/components/staff/status-badge";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { LEAD_TYPES, leadTypes, statusesFor } from "~/lib/leads/registry";
import { statusLabel } from "~/lib/leads/status";
import { requireStaff } from "~/server/auth.server";
import { noIndexMeta } from "~/components/staff/meta";
import { HeldCounts } from "~/components/staff/leads/held-counts";
import { heldCounts } from "~/server/leads/held.server";
import { markLeadsSeen, overview } from "~/server/leads/overview.server";
import { CalendarFeedCard } from "~/components/staff/calendar-feed-card";
import { staffFeedCopy as feedCopy } from "~/content/staff-calendar-feed";
import { useSending } from "~/hooks/use-sending";
import { resultFor } from "~/lib/intent";
import { z } from "~/lib/zod";
import { createFeed, feedUrl, liveFeed, revokeFeed } from "~/server/appointments/feeds.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import type { Route } from "./+types/employee";
import { StaffSection } from "~/components/staff/staff-section";
import { AppointmentList } from "~/components/staff/leads/appointment-list";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const now = new Date();
  const since = user.lastSeenLeadsAt;
  const [{ newest, ...data }, held, feed] = await Promise.all([
    overview(since),
    heldCounts(),
    liveFeed(user.id),
  ]);
  // This visit is the reference for "new since your last visit" next time.
  await markLeadsSeen(user.id, now);
  return {
    ...data,
    newest: newest.map(({ details: _details, ...lead }) => lead),
    since: since?.toISOString() ?? null,
    held,
    feedSince: feed?.createdAt.toISOString() ?? null,
  };
}

/** The calendar subscription's forms: a new feed link (shown once), or revoking it. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return dispatchIntent(
    request,
    {
      "feed-create": intent(z.object({}), async () => {
        const token = await createFeed(user.id);
        return { notice: feedCopy.created, feedUrl: feedUrl(token) };
      }),
      "feed-revoke": intent(z.object({}), async () => {
        const revoked = await revokeFeed(user.id, user.id);
        return revoked
          ? { notice: feedCopy.revokedNotice }
          : { status: 409, formError: feedCopy.nothingToRevoke };
      }),
    },
    { unknown: feedCopy.nothingToRevoke },
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Overzicht – medewerkers" }, noIndexMeta];
}

export default function EmployeeOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { newest, newCounts, statusCounts, todayAppointments, upcomingAppointments, since, held } =
    loaderData;
  const busy = useSending();
  const created = resultFor(actionData, "feed-create");
  const feedSince = created?.feedUrl ? new Date().toISOString() : loaderData.feedSince;
  const totalNew = Object.values(newCounts).reduce((a, b) => a + (b ?? 0), 0);
  const countFor = (type: string, status: string) =>
    statusCounts.find((c) => c.type === type && c.status === status)?.count ?? 0;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Overzicht</h1>
      <HeldCounts counts={held} />

      <StaffSection
        id="new-title"
        title="Nieuw sinds je vorige bezoek"
        intro={
          since ? `Sinds ${formatDateTime(since)}.` : "Je eerste bezoek: alle aanvragen met status Nieuw."
        }
      >
        <div className="grid gap-3 sm:grid-cols-3">
          {LEAD_TYPES.map((type) => (
            <Card key={type} className="p-4!">
              <p className="text-sm text-slate-700">{leadTypes[type].pluralLabel}</p>
              <p className="text-3xl font-bold text-ink" data-testid={`new-${type}`}>
                {newCounts[type] ?? 0}
              </p>
            </Card>
          ))}
        </div>
        {totalNew > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {newest.map((lead) => (
              <li key={`${lead.type}-${lead.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={`/employee-dashboard/leads/${lead.type}/${lead.id}`}
                >
                  {lead.name}
                </Link>
                <span className="text-sm text-slate-700">{lead.typeLabel}</span>
                <span className="text-sm text-slate-700">{formatDateTime(lead.createdAt)}</span>
                <StatusBadge status={lead.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">Geen nieuwe aanvragen.</p>
        )}
      </StaffSection>

      <section aria-labelledby="today-title" className="grid gap-6 lg:grid-cols-2">
        <div>
          <h2 id="today-title" className="mb-3 text-xl font-semibold text-ink">
            Afspraken vandaag
          </h2>
          <AppointmentList items={todayAppointments} empty="Vandaag geen afspraken." />
        </div>
        <div>
          <h2 className="mb-3 text-xl font-semibold text-ink">Komende afspraken (14 dagen)</h2>
          <AppointmentList items={upcomingAppointments} empty="Geen komende afspraken." />
        </div>
      </section>

      <CalendarFeedCard
        since={feedSince}
        url={created?.feedUrl ?? null}
        notice={actionData?.notice}
        error={actionData?.formError}
        busy={busy}
      />

      <StaffSection id="counts-title" title="Aantallen per soort en status">
        <div className="grid gap-6 lg:grid-cols-3">
          {LEAD_TYPES.map((type) => (
            <Table key={type} caption={`${leadTypes[type].pluralLabel} per status`}>
              <THead>
                <Tr>
                  <Th>{leadTypes[type].pluralLabel}</Th>
                  <Th className="text-right">Aantal</Th>
                </Tr>
              </THead>
              <TBody>
                {statusesFor(type).map((status) => (
                  <Tr key={status}>
                    <Td>
                      <Link
                        className="text-brand-700 underline"
                        to={`/employee-dashboard?type=${type}&status=${encodeURIComponent(status)}`}
                      >
                        {statusLabel(status)}
                      </Link>
                    </Td>
                    <Td className="text-right tabular-nums">{countFor(type, status)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ))}
        </div>
      </StaffSection>
    </div>
  );
}
