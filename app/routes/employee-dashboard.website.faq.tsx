// /employee-dashboard/website/faq (employees and admins): the home page's questions and answers. Edit, reorder
// (position numbers), hide and add, saved as draft, published or scheduled through the shared save bar, with the
// status, the revisions ("Terugzetten") and the conflict notice of the content editor frame. One plain form: it
// works without JavaScript.
import { Form } from "react-router";
import { Field, FormError, FormFields, Notice, TextAreaField } from "~/components/form/field";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus } from "~/components/staff/content/content-status";
import { RevisionList } from "~/components/staff/content/revisions";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { privatePageMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { faqEditorCopy as copy } from "~/content/site-content-editor";
import { useSending } from "~/hooks/use-sending";
import { toLocalDateTime } from "~/lib/content/editor";
import { faqFromForm, faqToForm } from "~/lib/content/faq";
import { requireStaff } from "~/server/auth.server";
import { singletonEditorAction, singletonEditorData } from "~/server/content/singleton-editor.server";
import type { Route } from "./+types/employee-dashboard.website.faq";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return singletonEditorData(user, "faq", url, faqToForm);
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return singletonEditorAction(request, url, user, "faq", faqFromForm);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

/** The indexes of the items a form holds (`items.N.id`). */
function itemIndexes(values: Record<string, string>): number[] {
  const indexes: number[] = [];
  while (Object.hasOwn(values, `items.${indexes.length}.id`)) indexes.push(indexes.length);
  return indexes;
}

export default function FaqEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { entry } = loaderData;
  const answer = actionData;
  const values = answer?.values ?? loaderData.values;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-prose text-slate-700">{copy.intro}</p>
      <ContentStatus entry={entry} />
      <ConflictNotice conflict={answer?.conflict} />
      <FormError message={answer?.formError} />
      <Notice message={answer?.notice ?? loaderData.notice} />
      <Card>
        <Form method="post" className="space-y-5" key={`${entry.version}-${answer?.conflict ? "c" : ""}`}>
          <FormFields errors={answer?.errors} values={values}>
            <p className="text-sm text-slate-700">{copy.tokensHint}</p>
            <ol className="space-y-5">
              {itemIndexes(values).map((index) => (
                <li key={values[`items.${index}.id`]}>
                  <fieldset
                    className="space-y-4 rounded-lg border border-slate-200 p-4"
                    data-faq-item={index}
                  >
                    <legend className="px-1 text-sm font-semibold text-ink">
                      {copy.itemLegend(index + 1)}
                      {values[`items.${index}.hidden`] === "on" ? ` (${copy.hiddenBadge})` : ""}
                    </legend>
                    <input type="hidden" name={`items.${index}.id`} value={values[`items.${index}.id`]} />
                    <div className="grid gap-4 md:grid-cols-[8rem_1fr]">
                      <Field
                        label={copy.position}
                        name={`items.${index}.position`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={99}
                        required
                      />
                      <Field
                        label={copy.question}
                        name={`items.${index}.question`}
                        required
                        maxLength={200}
                      />
                    </div>
                    <TextAreaField
                      label={copy.answer}
                      name={`items.${index}.answer`}
                      required
                      maxLength={2000}
                      rows={3}
                    />
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        name={`items.${index}.hidden`}
                        defaultChecked={values[`items.${index}.hidden`] === "on"}
                        className="size-4"
                      />
                      {copy.hidden}
                    </label>
                  </fieldset>
                </li>
              ))}
            </ol>
            <fieldset className="space-y-4 rounded-lg border border-dashed border-slate-300 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{copy.newLegend}</legend>
              <p className="text-sm text-slate-700">{copy.newHint}</p>
              <Field label={copy.question} name="new.question" maxLength={200} />
              <TextAreaField label={copy.answer} name="new.answer" maxLength={2000} rows={3} />
            </fieldset>
            <ContentSaveBar
              version={answer?.conflict?.version ?? entry.version}
              busy={busy}
              publishAt={entry.publishAt ? toLocalDateTime(new Date(entry.publishAt)) : undefined}
              error={answer?.errors?.publishAt}
            />
          </FormFields>
        </Form>
      </Card>
      <RevisionList revisions={loaderData.revisions} version={entry.version} busy={busy} />
    </div>
  );
}
