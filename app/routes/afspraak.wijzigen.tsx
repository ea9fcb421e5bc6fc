// /afspraak/wijzigen/:token: the visitor's appointment, opened from the link in their mail, without an account and
// without JavaScript. Until 24 hours before it starts the visitor picks another day (a plain GET form shows that
// day's free times; a closed day names its holiday or closure) and moves it, or cancels it after confirming
// (?annuleren=1 asks "Weet je zeker ...?"; a cancel post without that step's field only asks again). Every change
// answers with a 303 back to the page and a notice. After the window, once cancelled or past, the page says so
// and the forms are gone (a post then changes nothing and gets the Dutch reason); a cancelled appointment shows
// only that, never its time as still planned. An unknown link is a 404; too many unknown links from one IP a 429.
import type { ScriptsHandle } from "~/browser/boot";
import { ConfirmCancelCard, MoveCard } from "~/components/appointments/change-cards";
import { FormError, Notice } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { privatePageMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { appointmentChangeCopy as copy } from "~/content/appointment-change";
import { useSite } from "~/hooks/use-site";
import { resultFor } from "~/lib/intent";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { appointmentPageAction, appointmentPageData } from "~/server/customer/appointment-page.server";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import type { Route } from "./+types/afspraak.wijzigen";

// A secret link's page: never cached or indexed, its path never handed on as a referrer (as the quote page).
export const middleware = [quotePageMiddleware];

/** Links and plain form posts do all of it: no script, so no beacon with the secret path either. */
export const handle: ScriptsHandle = { scripts: "none" };

export async function loader({ params, context, url }: Route.LoaderArgs) {
  return appointmentPageData(params.token, context.get(requestInfoContext).ip, url);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return appointmentPageAction(request, params.token, context.get(requestInfoContext).ip);
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
