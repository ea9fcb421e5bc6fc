// /employee-dashboard/website/teksten (admins): the home hero's lines and the notice banner every public page shows
// from its start date through its end date. Shared save bar, status, revisions and conflict notice; one plain form.
import { Form } from "react-router";
import { Field, FormError, FormFields, Notice, TextAreaField } from "~/components/form/field";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus } from "~/components/staff/content/content-status";
import { RevisionList } from "~/components/staff/content/revisions";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { privatePageMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { pageTextsEditorCopy as copy } from "~/content/site-content-editor";
import { useSending } from "~/hooks/use-sending";
import { toLocalDateTime } from "~/lib/content/editor";
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
  const busy = useSending();
  const { entry } = loaderData;
  const answer = actionData;
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
          <FormFields errors={answer?.errors} values={answer?.values ?? loaderData.values}>
            <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{copy.heroLegend}</legend>
              <Field
                label={copy.eyebrow}
                name="hero.eyebrow"
                required
                maxLength={80}
                hint={copy.eyebrowHint}
              />
              <Field label={copy.heading} name="hero.heading" required maxLength={120} />
              <TextAreaField
                label={copy.subheading}
                name="hero.subheading"
                required
                maxLength={400}
                rows={3}
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
