// The frame of an editor page for a one-item kind (the FAQ, the price list, the page texts): heading, intro, the
// item's status, the conflict notice, the answer of the last save, one plain form (its fields from the page, the
// shared save bar below them) and the revisions. The form starts from what was typed after a refusal or conflict,
// else from the stored item, and is remounted when the item's version changes.
import { Form } from "react-router";
import { FormError, FormFields, Notice } from "~/components/form/field";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus, type ContentStatusView } from "~/components/staff/content/content-status";
import { RevisionList, type RevisionView } from "~/components/staff/content/revisions";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { Card } from "~/components/ui/card";
import { useSending } from "~/hooks/use-sending";
import type { ContentAnswer } from "~/lib/content/editor";
import { toLocalDateTime } from "~/lib/content/editor";

export function SingletonEditor({
  title,
  intro,
  page,
  answer,
  children,
}: {
  title: string;
  intro: string;
  page: {
    values: Record<string, string>;
    entry: ContentStatusView & { version: number };
    revisions: readonly RevisionView[];
    notice: string | null;
  };
  answer: ContentAnswer | undefined;
  /** The kind's fields, given the values the form starts from. */
  children: (values: Record<string, string>) => React.ReactNode;
}) {
  const busy = useSending();
  const { entry } = page;
  const values = answer?.values ?? page.values;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="max-w-prose text-slate-700">{intro}</p>
      <ContentStatus entry={entry} />
      <ConflictNotice conflict={answer?.conflict} />
      <FormError message={answer?.formError} />
      <Notice message={answer?.notice ?? page.notice} />
      <Card>
        <Form method="post" className="space-y-5" key={`${entry.version}-${answer?.conflict ? "c" : ""}`}>
          <FormFields errors={answer?.errors} values={values}>
            {children(values)}
            <ContentSaveBar
              version={answer?.conflict?.version ?? entry.version}
              busy={busy}
              publishAt={entry.publishAt ? toLocalDateTime(new Date(entry.publishAt)) : undefined}
              error={answer?.errors?.publishAt}
            />
          </FormFields>
        </Form>
      </Card>
      <RevisionList revisions={page.revisions} version={entry.version} busy={busy} />
    </div>
  );
}
