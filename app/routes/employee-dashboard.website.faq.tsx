// /employee-dashboard/website/faq (employees and admins): the home page's questions and answers. Edit, reorder
// (position numbers), hide and add, saved as draft, published or scheduled through the shared save bar, with the
// status, the revisions ("Terugzetten") and the conflict notice of the content editor frame. One plain form: it
// works without JavaScript.
import { Field, TextAreaField } from "~/components/form/field";
import { SingletonEditor } from "~/components/staff/content/singleton-editor";
import { privatePageMeta } from "~/components/staff/meta";
import { faqEditorCopy as copy, siteTokensHint } from "~/content/site-content-editor";
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
  return (
    <SingletonEditor title={copy.title} intro={copy.intro} page={loaderData} answer={actionData}>
      {(values) => (
        <>
          <p className="text-sm text-slate-700">{copy.tokensHint}</p>
          <p className="text-sm text-slate-700">{siteTokensHint}</p>
          <ol className="space-y-5">
            {itemIndexes(values).map((index) => (
              <li key={values[`items.${index}.id`]}>
                <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4" data-faq-item={index}>
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
                    <Field label={copy.question} name={`items.${index}.question`} required maxLength={200} />
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
        </>
      )}
    </SingletonEditor>
  );
}
