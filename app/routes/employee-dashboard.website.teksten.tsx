// /employee-dashboard/website/teksten (admins): the home hero's lines and the notice banner every public page shows
// from its start date through its end date. Shared save bar, status, revisions and conflict notice; one plain form.
import { Field, TextAreaField } from "~/components/form/field";
import { SingletonEditor } from "~/components/staff/content/singleton-editor";
import { privatePageMeta } from "~/components/staff/meta";
import { pageTextsEditorCopy as copy } from "~/content/site-content-editor";
import { pageTextsFromForm, pageTextsToForm } from "~/lib/content/page-texts";
import { requireAdmin } from "~/server/auth.server";
import { singletonEditorAction, singletonEditorData } from "~/server/content/singleton-editor.server";
import type { Route } from "./+types/employee-dashboard.website.teksten";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return singletonEditorData(user, "page-texts", url, pageTextsToForm);
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return singletonEditorAction(request, url, user, "page-texts", pageTextsFromForm);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

export default function PageTextsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingletonEditor title={copy.title} intro={copy.intro} page={loaderData} answer={actionData}>
      {() => (
        <>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{copy.heroLegend}</legend>
            <Field label={copy.eyebrow} name="hero.eyebrow" required maxLength={80} hint={copy.eyebrowHint} />
            <Field label={copy.heading} name="hero.heading" required maxLength={120} />
            <TextAreaField
              label={copy.subheading}
              name="hero.subheading"
              required
              maxLength={400}
              rows={3}
              hint={copy.subheadingHint}
            />
          </fieldset>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{copy.bannerLegend}</legend>
            <Field label={copy.bannerText} name="banner.text" maxLength={200} hint={copy.bannerHint} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={copy.startsOn} name="banner.startsOn" type="date" />
              <Field label={copy.endsOn} name="banner.endsOn" type="date" />
            </div>
          </fieldset>
        </>
      )}
    </SingletonEditor>
  );
}
