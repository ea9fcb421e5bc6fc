// /employee-dashboard/herinneringen (admins only): the days after the due date the reminders go out
// (docs/receivables.md, "Reminders"). Saving is audited.
import { Form, Link, redirect } from "react-router";
import { Field, FormError, FormFields, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reminderSettingsCopy as copy } from "~/content/reminders";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { reminderScheduleSchema } from "~/lib/receivables/reminder-forms";
import { DEFAULT_REMINDER_SCHEDULE } from "~/lib/receivables/reminders";
import { requireAdmin } from "~/server/auth.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { reminderSchedule, saveReminderSchedule } from "~/server/receivables/reminders.server";
import type { Route } from "./+types/employee-dashboard.reminder-settings";

const PATH = "/employee-dashboard/herinneringen";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    schedule: await reminderSchedule(),
    notice: url.searchParams.get("melding") === "opgeslagen" ? copy.saved : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dispatchIntent(
    request,
    {
      schedule: intent(reminderScheduleSchema, async (schedule) => {
        if (!(await saveReminderSchedule(schedule, admin.id)))
          return { status: 400, formError: copy.invalid };
        throw redirect(`${PATH}?melding=opgeslagen`, 303);
      }),
    },
    { unknown: copy.unknown },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

const constraints = constraintsFrom(reminderScheduleSchema);

export default function ReminderSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, notice } = loaderData;
  const result = resultFor(actionData, "schedule");
  const values = {
    firstAfterDays: String(result?.values?.firstAfterDays ?? schedule.firstAfterDays),
    secondAfterDays: String(result?.values?.secondAfterDays ?? schedule.secondAfterDays),
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-3xl text-slate-800">{copy.intro}</p>
      <Notice message={notice} />
      <FormError message={actionData?.formError} />
      <Card className="space-y-4">
        <FormFields constraints={constraints} errors={result?.fieldErrors} values={values}>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="schedule" />
            <Field label={copy.firstLabel} name="firstAfterDays" type="number" inputMode="numeric" />
            <Field label={copy.secondLabel} name="secondAfterDays" type="number" inputMode="numeric" />
            <p className="text-sm text-slate-700">
              {copy.defaults(
                DEFAULT_REMINDER_SCHEDULE.firstAfterDays,
                DEFAULT_REMINDER_SCHEDULE.secondAfterDays,
              )}
            </p>
            <Button type="submit" size="sm">
              {copy.save}
            </Button>
          </Form>
        </FormFields>
      </Card>
      <Link className="text-sm font-medium text-brand-700 underline" to="/employee-dashboard/debiteuren">
        {copy.back}
      </Link>
    </div>
  );
}
