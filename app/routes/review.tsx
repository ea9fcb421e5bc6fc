// /review/:token: the review form behind the invitation mail's link, without an account and without JavaScript.
// 1-5 stars as a radio group, the text, the name (shown as first name and initial) and an optional place; a
// plain POST answered with a 303, so a reload sends nothing again. The link works once: a used link says so and
// changes nothing, an unknown one is a Dutch 404 (too many unknown ones from one IP a 429). ?afmelden=1 (the
// mail's opt-out link) shows the opt-out button instead.
import { data, Form, redirect } from "react-router";
import type { ScriptsHandle } from "~/browser/boot";
import { Field, FormError, FormFields, TextAreaField } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { StarRatingField } from "~/components/reviews/star-rating-field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reviewFormCopy as copy } from "~/content/reviews";
import { useSite } from "~/hooks/use-site";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { optOutSchema, reviewSchema } from "~/lib/reviews/forms";
import { REVIEW_LINK_PATH, REVIEWS_PATH } from "~/lib/reviews/rules";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import { lookupInvitation, optOut, submitReview } from "~/server/reviews/reviews.server";
import type { Route } from "./+types/review";

// Private like a quote page: never cached or indexed, the secret path never sent on as a referrer.
export const middleware = [quotePageMiddleware];

export const handle: ScriptsHandle = { scripts: "none" };

async function requireInvitation(token: string, ip: string) {
  const lookup = await lookupInvitation(token, ip);
  if (lookup.ok) return lookup.invitation;
  throw data(lookup.status === 429 ? copy.tooMany : copy.notFound, { status: lookup.status });
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const invitation = await requireInvitation(params.token, context.get(requestInfoContext).ip);
  const melding = url.searchParams.get("melding");
  return {
    path: `${REVIEW_LINK_PATH}/${params.token}`,
    name: invitation.name,
    used: invitation.used,
    thanks: invitation.used && melding === "bedankt",
    optedOut: melding === "afgemeld",
    optOut: url.searchParams.has("afmelden"),
    constraints: constraintsFrom(reviewSchema),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = params.token;
  await requireInvitation(token, context.get(requestInfoContext).ip);
  const path = `${REVIEW_LINK_PATH}/${token}`;
  return dispatchIntent(
    request,
    {
      review: intent(reviewSchema, async (values) => {
        const result = await submitReview({ token, ...values });
        if (result.ok) throw redirect(`${path}?melding=bedankt`, 303);
        return {
          status: result.reason === "used" ? 409 : 404,
          formError: result.reason === "used" ? copy.used : copy.notFound,
        };
      }),
      "opt-out": intent(optOutSchema, async () => {
        if (await optOut(token)) throw redirect(`${path}?melding=afgemeld`, 303);
        return { status: 404, formError: copy.notFound };
      }),
    },
    { unknown: copy.unknown },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = matches[0].loaderData.site;
  if (error || !loaderData) return privatePageMeta(describeRouteError(error).title, site);
  return privatePageMeta(copy.title, site, copy.pageDescription(site.brand));
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuoteShell>
      <RouteErrorContent error={error} />
    </QuoteShell>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { path, used, thanks, optedOut, optOut, constraints, name } = loaderData;
  const review = resultFor(actionData, "review");
  return (
    <QuoteShell>
      <main id="main" className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:py-10">
        {optedOut ? (
          <Message title={copy.optOutTitle} text={copy.optedOut} />
        ) : optOut ? (
          <Card className="space-y-4">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{copy.optOutTitle}</h1>
            <p className="text-slate-700">{copy.optOutText}</p>
            <FormError message={actionData?.intent === "opt-out" ? actionData.formError : null} />
            <Form method="post" action={`${path}?afmelden=1`}>
              <Button type="submit" name="intent" value="opt-out">
                {copy.optOutSubmit}
              </Button>
            </Form>
          </Card>
        ) : thanks ? (
          <Message title={copy.title} text={copy.thanks} />
        ) : used ? (
          <Message title={copy.title} text={copy.used} />
        ) : (
          <Card className="space-y-5">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{copy.title}</h1>
            <ReviewIntro />
            <FormError message={actionData?.formError} />
            <Form method="post" action={path} className="space-y-5">
              <FormFields
                constraints={constraints}
                errors={review?.fieldErrors}
                values={review?.values ?? { name }}
              >
                <StarRatingField name="rating" legend={copy.ratingLegend} option={copy.ratingOption} />
                <TextAreaField name="body" label={copy.bodyLabel} hint={copy.bodyHint} rows={5} />
                <Field name="name" label={copy.nameLabel} hint={copy.nameHint} autoComplete="name" />
                <Field name="place" label={copy.placeLabel} autoComplete="address-level2" />
              </FormFields>
              <Button type="submit" name="intent" value="review" size="lg">
                {copy.submit}
              </Button>
            </Form>
          </Card>
        )}
      </main>
    </QuoteShell>
  );
}

function ReviewIntro() {
  const site = useSite();
  return <p className="text-slate-700">{copy.intro(site.brand)}</p>;
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Card className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="text-slate-700" role="status">
        {text}
      </p>
      <a href={REVIEWS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
        {copy.viewReviews}
      </a>
    </Card>
  );
}
