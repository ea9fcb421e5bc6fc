// One review on the staff's reviews page: what the customer wrote, its status, the hide form (a reason is
// required) or "Weer publiceren", the public answer, and the moderation log. An error shows at the field of the
// card it belongs to (the posted id).
import { Form } from "react-router";
import { FormError, FormFields, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reviewsPageCopy, staffReviewsCopy as copy } from "~/content/reviews";
import type { FieldConstraint } from "~/lib/form-constraints";

interface StaffReview {
  id: string;
  createdAt: string;
  rating: number;
  body: string;
  displayName: string;
  place: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  reply: string | null;
  log: { at: string; text: string }[];
}

type Constraints = Record<string, FieldConstraint>;

interface Result {
  intent: string | null;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
}

export function ReviewCard({
  review,
  constraints,
  actionData,
}: {
  review: StaffReview;
  constraints: { hide: Constraints; reply: Constraints };
  actionData: Result | undefined;
}) {
  const mine = actionData?.values?.id === review.id ? actionData : undefined;
  const hide = mine?.intent === "hide" ? mine : undefined;
  const reply = mine?.intent === "reply" ? mine : undefined;
  const headingId = `review-${review.id}`;
  return (
    <Card className="space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {review.displayName}
          {review.place ? `, ${reviewsPageCopy.place(review.place)}` : ""} ·{" "}
          {reviewsPageCopy.stars(review.rating)}
        </h2>
        <p className="text-sm text-slate-700">{review.createdAt}</p>
      </div>
      <p className="whitespace-pre-line text-slate-800">{review.body}</p>
      <p className={review.hidden ? "font-semibold text-red-800" : "font-semibold text-green-800"}>
        {review.hidden ? copy.hidden(review.hiddenReason ?? "") : copy.published}
      </p>
      <FormError message={mine?.formError} />

      {review.hidden ? (
        <Form method="post">
          <Target intent="show" id={review.id} />
          <Button type="submit" variant="outline">
            {copy.showSubmit}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="space-y-3">
          <Target intent="hide" id={review.id} />
          <FormFields constraints={constraints.hide} errors={hide?.fieldErrors} values={hide?.values}>
            <TextAreaField name="reason" label={copy.hideLabel} hint={copy.hideHint} rows={2} />
          </FormFields>
          <Button type="submit" variant="outline">
            {copy.hideSubmit}
          </Button>
        </Form>
      )}

      <Form method="post" className="space-y-3">
        <Target intent="reply" id={review.id} />
        <FormFields
          constraints={constraints.reply}
          errors={reply?.fieldErrors}
          values={reply?.values ?? { reply: review.reply ?? "" }}
        >
          <TextAreaField name="reply" label={copy.replyLabel} rows={3} />
        </FormFields>
        <Button type="submit">{copy.replySubmit}</Button>
      </Form>

      {review.log.length ? (
        <div>
          <h3 className="text-sm font-bold text-ink">{copy.logHeading}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {review.log.map((entry) => (
              <li key={`${entry.at}-${entry.text}`}>
                <time>{entry.at}</time> · {entry.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** Which form and which review a post is about. */
function Target({ intent, id }: { intent: "hide" | "show" | "reply"; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}
