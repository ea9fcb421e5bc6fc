// /employee-dashboard/website/openingstijden (admins only): the weekly opening hours (an override of the
// OPENING_HOURS setting, or back to it) and the closure days (a day or a range with a label; remove one). Every
// change is audited and bumps the public content version, so the footer, the contact page, the structured data,
// the reply promise, appointment slots and delivery dates follow at once (server/calendar/calendar.server).
import { Form, redirect } from "react-router";
import { Field, FormError, FormFields, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { openingHoursPageCopy as copy } from "~/content/opening-hours";
import { dutchDate, shopNow } from "~/lib/shop-time";
import { formatOpeningHours, parseOpeningHours } from "~/lib/business-calendar";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { closureSchema, openingHoursSchema, removeClosureSchema } from "~/lib/opening-hours";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import {
  addClosureDays,
  daysOfRange,
  getCalendarWithSource,
  removeClosureDay,
  saveOpeningHours,
} from "~/server/calendar/calendar.server";
import { getEnv } from "~/server/env.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/employee-dashboard.website.openingstijden";
import { IntentButton } from "~/components/staff/intent-button";

const PATH = "/employee-dashboard/website/openingstijden";
const notices: Record<string, string> = {
  tijden: copy.hoursSaved,
  toegevoegd: copy.added,
  verwijderd: copy.removed,
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const cal = await getCalendarWithSource();
  const today = shopNow().date;
  const melding = url.searchParams.get("melding") ?? "";
  return {
    hours: formatOpeningHours(cal.hours),
    setting: formatOpeningHours(parseOpeningHours(getEnv().OPENING_HOURS)!),
    overridden: cal.overridden,
    closures: cal.closures
      .filter((c) => c.date >= today)
      .map((c) => ({ date: c.date, day: dutchDate(c.date), label: c.label })),
    notice: Object.hasOwn(notices, melding) ? notices[melding]! : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  return dispatchIntent(
    request,
    {
      hours: intent(openingHoursSchema, async ({ hours }) => {
        await saveOpeningHours(db, { actorId: admin.id, hours: parseOpeningHours(hours) });
        throw redirect(`${PATH}?melding=tijden`);
      }),
      reset: intent(z.object({}), async () => {
        await saveOpeningHours(db, { actorId: admin.id, hours: null });
        throw redirect(`${PATH}?melding=tijden`);
      }),
      closure: intent(closureSchema, async ({ from, to, label }) => {
        if (from < shopNow().date) return { status: 400, fieldErrors: { from: copy.pastDate } };
        const days = daysOfRange(from, to || from);
        if (!days) return { status: 400, fieldErrors: { to: copy.rangeInvalid } };
        await addClosureDays(db, { actorId: admin.id, days, label });
        throw redirect(`${PATH}?melding=toegevoegd`);
      }),
      remove: intent(removeClosureSchema, async ({ date }) => {
        await removeClosureDay(db, { actorId: admin.id, date });
        throw redirect(`${PATH}?melding=verwijderd`);
      }),
    },
    { unknown: copy.unknown },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

const hoursConstraints = constraintsFrom(openingHoursSchema);
const closureConstraints = constraintsFrom(closureSchema);

export default function OpeningHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hours, setting, overridden, closures, notice } = loaderData;
  const hoursResult = resultFor(actionData, "hours");
  const closureResult = resultFor(actionData, "closure");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-3xl text-slate-800">{copy.intro}</p>
      <Notice message={notice} />
      <FormError message={actionData?.formError} />

      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-ink">{copy.hoursTitle}</h2>
        <p className="text-slate-700">{overridden ? copy.overridden(setting) : copy.fromSetting(setting)}</p>
        <FormFields
          constraints={hoursConstraints}
          errors={hoursResult?.fieldErrors}
          values={{ hours: hoursResult?.values?.hours ?? hours }}
        >
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="hours" />
            <Field label={copy.hoursLabel} name="hours" hint={copy.hoursHint} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm">
                {copy.hoursSave}
              </Button>
            </div>
          </Form>
        </FormFields>
        {overridden ? (
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <Button type="submit" size="sm" variant="outline">
              {copy.hoursReset}
            </Button>
          </Form>
        ) : null}
      </Card>

      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-ink">{copy.closuresTitle}</h2>
        <p className="text-slate-700">{copy.closuresIntro}</p>
        {closures.length ? (
          <Table caption={copy.caption}>
            <THead>
              <Tr>
                <Th>{copy.day}</Th>
                <Th>{copy.reason}</Th>
                <Th>
                  <span className="sr-only">{copy.remove}</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {closures.map((closure) => (
                <Tr key={closure.date}>
                  <Td className="whitespace-nowrap">{closure.day}</Td>
                  <Td>{closure.label}</Td>
                  <Td>
                    <IntentButton
                      intent="remove"
                      fields={{ date: closure.date }}
                      aria-label={copy.removeLabel(closure.day)}
                    >
                      {copy.remove}
                    </IntentButton>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <p className="text-slate-700">{copy.none}</p>
        )}
        <FormFields
          constraints={closureConstraints}
          errors={closureResult?.fieldErrors}
          values={closureResult?.values}
        >
          <Form method="post" className="grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="intent" value="closure" />
            <Field label={copy.from} name="from" type="date" />
            <Field label={copy.to} name="to" type="date" />
            <Field
              label={copy.label}
              name="label"
              placeholder={copy.labelPlaceholder}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <Button type="submit" size="sm">
                {copy.add}
              </Button>
            </div>
          </Form>
        </FormFields>
      </Card>
    </div>
  );
}
