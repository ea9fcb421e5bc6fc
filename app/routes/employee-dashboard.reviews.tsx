// /employee-dashboard/reviews (staff): every review with its moderation log; hide one only with a reason (kept in
// the log), publish it again, answer publicly; the figures the site shows and, for admins, the figures from
// before the site. Plain forms (303 after a change), errors at their field.
import { Form } from "react-router";
import { Field, FormError, FormFields, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { ReviewCard } from "~/components/staff/reviews/review-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { staffReviewsCopy as copy } from "~/content/reviews";
import { resultFor } from "~/lib/intent";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { staffReviewIntents, staffReviewsPage } from "~/server/reviews/staff-page.server";
import type { Route } from "./+types/employee-dashboard.reviews";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return staffReviewsPage(url, user.role === "admin");
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return dispatchIntent(request, staffReviewIntents(user), { unknown: copy.unknown });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

export default function StaffReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, figures, invitations, reviews, isAdmin, baseline, constraints } = loaderData;
  const baselineResult = resultFor(actionData, "baseline");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      <Notice message={notice} />
      <FormError message={actionData?.intent === null ? actionData.formError : null} />
      <Card className="space-y-2">
        <h2 className="text-lg font-bold text-ink">{copy.figuresHeading}</h2>
        <p className="text-slate-800">{figures}</p>
        <h2 className="pt-2 text-lg font-bold text-ink">{copy.invitationsHeading}</h2>
        <p className="text-slate-800">{invitations}</p>
      </Card>

      {reviews.length === 0 ? <p className="text-slate-700">{copy.empty}</p> : null}
      <ol className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} constraints={constraints} actionData={actionData} />
          </li>
        ))}
      </ol>

      {isAdmin ? (
        <Card className="space-y-4">
          <h2 className="text-lg font-bold text-ink">{copy.baselineHeading}</h2>
          <p className="max-w-3xl text-slate-700">{copy.baselineIntro}</p>
          <FormError message={baselineResult?.formError} />
          <Form method="post" className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="baseline" />
            <FormFields
              constraints={constraints.baseline}
              errors={baselineResult?.fieldErrors}
              values={baselineResult?.values ?? baseline}
            >
              <Field name="average" label={copy.baselineAverage} inputMode="decimal" />
              <Field name="reviewCount" label={copy.baselineReviews} inputMode="numeric" />
              <Field name="customerCount" label={copy.baselineCustomers} inputMode="numeric" />
              <Field name="asOf" label={copy.baselineAsOf} type="date" />
              <Field name="source" label={copy.baselineSource} />
            </FormFields>
            <div className="sm:col-span-2">
              <Button type="submit">{copy.baselineSubmit}</Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </div>
  );
}
