// /herroepen: the withdrawal function for work-wear orders (Directive (EU) 2023/2673; docs/workwear.md, "Right of
// withdrawal"). Step one asks name, e-mail address, the order or quote number and what is withdrawn; step two shows
// it back with "Herroeping bevestigen"; the confirm stores the notice and queues the acknowledgement with its
// content and the moment of receipt. Plain POSTs that work without JavaScript, each answered by the server; the
// check step carries a one-time key so a second confirm is the same notice. ?bestelling= (the confirmation mail's
// link) fills in the number. Nothing here is personal until posted, and a POST's answer is never cached.
import { data, Form } from "react-router";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { Field, FormError, FormFields, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScopeField } from "~/components/workwear/withdrawal-scope";
import { WITHDRAWAL_PATH, withdrawalOutcomeText, withdrawalPage as copy } from "~/content/withdrawal";
import { formatDateTime } from "~/lib/shop-time";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { readReference, withdrawalSchema, withdrawnItems } from "~/lib/workwear/withdrawal-form";
import { z } from "~/lib/zod";
import { requestInfoContext } from "~/request-context";
import { getDb } from "~/server/db/index.server";
import { getSite } from "~/server/env.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { readForm } from "~/server/http/form.server";
import { hitRateLimit, ipKey } from "~/server/rate-limit.server";
import {
  isSubmissionKey,
  newSubmissionKey,
  receiveWithdrawal,
  withdrawalRows,
} from "~/server/workwear/withdrawal.server";
import type { Route } from "./+types/herroepen";

const crumbs = trail({ name: copy.title, path: WITHDRAWAL_PATH });

/** Notices one address may send per minute (a person needs one; a script is stopped). */
const PER_MINUTE = 10;

const confirmSchema = withdrawalSchema.extend({
  key: z.string({ error: copy.unknown }).refine(isSubmissionKey, { error: copy.unknown }),
});

/** Back from the check step to the form, with what was entered (nothing is validated or stored). */
const changeSchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(300).optional(),
  reference: z.string().max(100).optional(),
  scope: z.string().max(10).optional(),
  items: z.string().max(2000).optional(),
});

export function loader({ url }: Route.LoaderArgs) {
  const site = getSite();
  const reference = readReference(url.searchParams.get("bestelling") ?? "");
  return {
    reference: reference?.text ?? "",
    constraints: constraintsFrom(withdrawalSchema),
    meta: buildMeta(site, {
      title: copy.title,
      description: copy.metaDescription,
      path: WITHDRAWAL_PATH,
      structuredData: [breadcrumbJsonLd(site, crumbs)],
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const noStore = { "cache-control": "private, no-store" };
  const fields = await readForm(request);
  const limit = await hitRateLimit(
    getDb(),
    ipKey("withdrawal", context.get(requestInfoContext).ip),
    PER_MINUTE,
  );
  if (!limit.allowed)
    return data({ intent: null, formError: copy.tooMany }, { status: 429, headers: noStore });
  const answer = await dispatchIntent(
    fields,
    {
      check: intent(withdrawalSchema, (values) => ({
        status: 200,
        review: {
          key: newSubmissionKey(),
          rows: withdrawalRows(values, null),
          fields: {
            name: values.name,
            email: values.email,
            reference: values.reference.text,
            scope: values.scope,
            items: withdrawnItems(values) ?? "",
          },
        },
      })),
      confirm: intent(confirmSchema, async ({ key, ...values }) => {
        const receipt = await receiveWithdrawal(values, key);
        return {
          status: 200,
          done: {
            receivedAt: formatDateTime(receipt.receivedAt),
            email: receipt.email,
            outcome: withdrawalOutcomeText[receipt.outcome],
          },
        };
      }),
      change: intent(changeSchema, (values) => ({ status: 200, edit: values })),
    },
    { unknown: copy.unknown },
  );
  return data(answer.data, { status: answer.init?.status ?? 200, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const check = resultFor(actionData, "check");
  const confirm = resultFor(actionData, "confirm");
  const change = resultFor(actionData, "change");
  const done = confirm && "done" in confirm ? confirm.done : undefined;
  const review = check && "review" in check ? check.review : undefined;
  // A refused confirm (a tampered form) goes back to the form with what it carried.
  const values = change?.edit ?? check?.values ?? confirm?.values ?? { reference: loaderData.reference };
  const errors = check?.fieldErrors ?? confirm?.fieldErrors;
  return (
    <main id="main">
      <PageHeader crumbs={crumbs} title={copy.heading} intro={copy.intro} />
      <div className={`${containerClass} max-w-2xl py-10`}>
        {done ? (
          <Card className="space-y-4" data-testid="withdrawal-done">
            <h2 className="text-xl font-bold text-ink" tabIndex={-1}>
              {copy.doneHeading}
            </h2>
            <p role="status" className="text-slate-700">
              {copy.done(done.receivedAt, done.email)}
            </p>
            <p className="text-slate-700">{done.outcome}</p>
          </Card>
        ) : review ? (
          <Card className="space-y-5">
            <h2 className="text-xl font-bold text-ink">{copy.reviewHeading}</h2>
            <p className="text-slate-700">{copy.reviewIntro}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {review.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
            <Form method="post" action={WITHDRAWAL_PATH} className="flex flex-wrap gap-3">
              {Object.entries(review.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="key" value={review.key} />
              <Button type="submit" name="intent" value="confirm" size="lg">
                {copy.confirm}
              </Button>
              <Button type="submit" name="intent" value="change" variant="outline" size="lg">
                {copy.change}
              </Button>
            </Form>
          </Card>
        ) : (
          <Card className="space-y-5">
            <p className="text-slate-700">{copy.steps}</p>
            <FormError message={actionData?.formError} />
            <Form method="post" action={WITHDRAWAL_PATH} className="space-y-5" noValidate>
              <FormFields constraints={loaderData.constraints} errors={errors} values={values} markRequired>
                <Field name="name" label={copy.nameLabel} autoComplete="name" />
                <Field name="email" label={copy.emailLabel} hint={copy.emailHint} autoComplete="email" />
                <Field name="reference" label={copy.referenceLabel} hint={copy.referenceHint} />
                <ScopeField chosen={values.scope} error={errors?.scope} />
                <TextAreaField name="items" label={copy.itemsLabel} hint={copy.itemsHint} rows={3} />
              </FormFields>
              <Button type="submit" name="intent" value="check" size="lg">
                {copy.next}
              </Button>
            </Form>
          </Card>
        )}
      </div>
    </main>
  );
}
