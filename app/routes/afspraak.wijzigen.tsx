// /afspraak/wijzigen/:token: the visitor's appointment, opened from the link in their mail, without an account and
// without JavaScript. Until 24 hours before it starts the visitor picks another day (a plain GET form shows that
// day's free times; a closed day names its holiday or closure) and moves it, or cancels it after confirming
// (?annuleren=1 asks "Weet je zeker ...?"; a cancel post without that step's field only asks again). Every change
// answers with a 303 back to the page and a notice. After the window, once cancelled or past, the page says so
// and the forms are gone (a post then changes nothing and gets the Dutch reason); a cancelled appointment shows
// only that, never its time as still planned. An unknown link is a 404; too many unknown links from one IP a 429.
import { data, Form, redirect } from "react-router";
import type { ScriptsHandle } from "~/browser/boot";
import { FormError, Notice, RequiredMark } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { SlotFieldset } from "~/components/slot-fieldset";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { appointmentChangeCopy as copy } from "~/content/appointment-change";
import { appointmentForm } from "~/content/appointment";
import { useSite } from "~/hooks/use-site";
import { parseIsoDate } from "~/lib/appointment-slots";
import { CANCEL_CONFIRMED, cancelSchema, moveSchema } from "~/lib/appointments/change-forms";
import { meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { dutchDate } from "~/lib/shop-time";
import { resultFor } from "~/lib/intent";
import { appointmentMoment } from "~/lib/leads/appointment";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import {
  cancelAppointment,
  changeState,
  lookupAppointment,
  moveAppointment,
  type ChangeResult,
} from "~/server/appointments/change.server";
import { appointmentChangePath } from "~/server/appointments/links.server";
import { getDb } from "~/server/db/index.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { dayTimes } from "~/server/leads/appointment.server";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import type { Route } from "./+types/afspraak.wijzigen";

// A secret link's page: never cached or indexed, its path never handed on as a referrer (as the quote page).
export const middleware = [quotePageMiddleware];

/** Links and plain form posts do all of it: no script, so no beacon with the secret path either. */
export const handle: ScriptsHandle = { scripts: "none" };

const notices = new Map<string, string>([
  ["verplaatst", copy.notices.verplaatst],
  ["geannuleerd", copy.notices.geannuleerd],
]);

async function requireAppointment(token: string, ip: string) {
  const lookup = await lookupAppointment(token, ip);
  if (!lookup.ok) throw data(lookup.message, { status: lookup.status });
  return lookup.appointment;
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const a = await requireAppointment(params.token, context.get(requestInfoContext).ip);
  const state = changeState(a);
  const datum = url.searchParams.get("datum") ?? "";
  const date = state === "open" && parseIsoDate(datum) ? datum : null;
  const day = date ? await dayTimes(getDb(), date) : null;
  const meeting = meetingOf(a);
  return {
    name: a.name,
    when: appointmentMoment(a),
    meeting: meeting ? meetingSentence(meeting) : null,
    state,
    path: appointmentChangePath(params.token),
    date,
    slots: day?.slots ?? null,
    closed: day?.closed ?? null,
    confirming: state === "open" && url.searchParams.get("annuleren") === "1",
    notice: notices.get(url.searchParams.get("melding") ?? "") ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const a = await requireAppointment(params.token, context.get(requestInfoContext).ip);
  const path = appointmentChangePath(params.token);
  const refused = (result: Extract<ChangeResult, { ok: false }>, values?: Record<string, string>) =>
    result.field
      ? {
          status: result.status,
          values,
          fieldErrors: { [result.field === "date" ? "preferred_date" : "preferred_time"]: result.message },
        }
      : { status: result.status, formError: result.message };
  return dispatchIntent(
    request,
    {
      move: intent(moveSchema, async (values) => {
        const result = await moveAppointment({
          id: a.id,
          date: values.preferred_date,
          time: values.preferred_time,
        });
        if (result.ok) throw redirect(`${path}?melding=verplaatst`, 303);
        return refused(result, values);
      }),
      cancel: intent(cancelSchema, async ({ confirm }) => {
        // Not from the confirmation step (an old page, a replayed post): nothing changes, the question is asked.
        if (confirm !== CANCEL_CONFIRMED) throw redirect(`${path}?annuleren=1`, 303);
        const result = await cancelAppointment({ id: a.id });
        if (result.ok) throw redirect(`${path}?melding=geannuleerd`, 303);
        return refused(result);
      }),
    },
    { unknown: copy.errors.unknown },
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const site = matches[0].loaderData.site;
  return privatePageMeta(error ? describeRouteError(error).title : copy.metaTitle, site);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuoteShell>
      <RouteErrorContent error={error} />
    </QuoteShell>
  );
}

export default function AppointmentChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const { when, meeting, state, path, date, slots, closed, confirming, notice } = loaderData;
  const site = useSite();
  const move = resultFor(actionData, "move");
  return (
    <QuoteShell>
      <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{copy.title}</h1>
        <Notice message={notice} />
        <FormError message={move?.fieldErrors ? null : actionData?.formError} />
        {state === "cancelled" ? (
          <Card className="space-y-3">
            <p className="font-semibold text-ink" data-testid="appointment-when">
              {copy.cancelled(when)}
            </p>
            <p className="text-slate-700">{copy.cancelledState}</p>
            <a href="/afspraak" className="btn btn-outline btn-sm">
              {copy.bookNew}
            </a>
          </Card>
        ) : state === "passed" ? (
          <Card className="space-y-2">
            <p className="font-semibold text-ink" data-testid="appointment-when">
              {copy.passed(when)}
            </p>
            <p className="text-slate-700">{copy.passedState}</p>
          </Card>
        ) : (
          <Card className="space-y-2">
            <p className="font-semibold text-ink" data-testid="appointment-when">
              {copy.current(when)}
            </p>
            {meeting ? <p className="text-slate-700">{meeting}</p> : null}
          </Card>
        )}
        {state === "window" ? (
          <p className="rounded-lg border border-slate-300 bg-white p-4 font-medium text-ink">
            {copy.closed(site.phone)}
          </p>
        ) : null}
        {state === "open" && confirming ? <ConfirmCancelCard path={path} when={when} /> : null}
        {state === "open" && !confirming ? (
          <>
            <MoveCard
              path={path}
              date={date}
              slots={slots}
              closed={closed}
              errors={move?.fieldErrors}
              keptTime={move?.values?.preferred_time}
            />
            <Card className="space-y-3">
              <h2 className="text-xl font-bold text-ink">{copy.cancelTitle}</h2>
              <p className="text-slate-700">{copy.cancelIntro}</p>
              {/* The first step only asks (a plain link, no script): the post comes from the question below. */}
              <a href={`${path}?annuleren=1`} className="btn btn-outline">
                {copy.cancelSubmit}
              </a>
            </Card>
          </>
        ) : null}
      </main>
    </QuoteShell>
  );
}

/** "Weet je zeker ...?": the one form that cancels, with the way back as the other choice. */
function ConfirmCancelCard({ path, when }: { path: string; when: string }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.confirmTitle}</h2>
      <p className="font-medium text-ink" data-testid="confirm-cancel">
        {copy.confirmQuestion(when)}
      </p>
      <p className="text-slate-700">{copy.confirmIntro}</p>
      <Form method="post" action={path} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <input type="hidden" name="confirm" value={CANCEL_CONFIRMED} />
        <Button type="submit" name="intent" value="cancel" size="lg">
          {copy.confirmSubmit}
        </Button>
        <a href={path} className="btn btn-outline btn-lg">
          {copy.keep}
        </a>
      </Form>
    </Card>
  );
}

function MoveCard({
  path,
  date,
  slots,
  closed,
  errors,
  keptTime,
}: {
  path: string;
  date: string | null;
  slots: string[] | null;
  closed: string | null;
  errors?: Partial<Record<string, string>>;
  keptTime?: string;
}) {
  const dateError = errors?.preferred_date;
  const timeError = errors?.preferred_time;
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.moveTitle}</h2>
      <p className="text-slate-700">{copy.moveIntro}</p>
      <Form method="get" action={path}>
        <Label htmlFor="move-date">
          {appointmentForm.dateLabel}
          <RequiredMark />
        </Label>
        <div className="flex flex-wrap items-start gap-3">
          <Input
            id="move-date"
            type="date"
            name="datum"
            required
            defaultValue={date ?? ""}
            aria-describedby={dateError ? "move-date-hint move-date-error" : "move-date-hint"}
            aria-invalid={dateError ? true : undefined}
            className="w-auto"
          />
          <Button type="submit" variant="outline">
            {copy.showTimes}
          </Button>
        </div>
        <p id="move-date-hint" className="mt-1 text-sm text-slate-600">
          {appointmentForm.dateHint}
        </p>
        {dateError ? (
          <p id="move-date-error" className="mt-1 text-sm font-medium text-red-800">
            {dateError}
          </p>
        ) : null}
      </Form>
      {date && slots ? (
        slots.length === 0 ? (
          <p role="status" className="rounded-lg bg-slate-50 p-4 text-slate-800">
            {closed ?? appointmentForm.noFreeSlots}
          </p>
        ) : (
          <Form method="post" action={path} className="space-y-4">
            <input type="hidden" name="preferred_date" value={date} />
            <SlotFieldset
              legend={copy.timeLegend(dutchDate(date))}
              slots={slots}
              checked={keptTime}
              error={timeError}
              errorId="move-time-error"
              className="rounded-2xl border border-slate-200 p-4"
            />
            <Button type="submit" name="intent" value="move" size="lg">
              {copy.moveSubmit}
            </Button>
          </Form>
        )
      ) : null}
    </Card>
  );
}
