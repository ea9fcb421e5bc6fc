// An item's revisions, newest first, each with "Terugzetten" (a plain POST: intent=restore, the revision's id
// and the version the page was loaded at). Restoring makes a new revision as a draft.
import { contentEditorCopy as copy } from "~/content/content-editor";
import { formatDateTime } from "~/lib/shop-time";
import { StaffSection } from "~/components/staff/staff-section";
import { IntentButton } from "~/components/staff/intent-button";

export interface RevisionView {
  id: string;
  version: number;
  action: string;
  createdAt: string | Date;
  actorName: string | null;
}

export function RevisionList({
  revisions,
  version,
  busy,
  action,
}: {
  revisions: readonly RevisionView[];
  /** The entry's current version (sent with a restore, like any save). */
  version: number;
  busy?: boolean;
  /** Where the restore form posts (defaults to the current page). */
  action?: string;
}) {
  return (
    <StaffSection
      id="revisions-heading"
      title={copy.revisions}
      size="lg"
      intro={copy.revisionsIntro}
      empty={revisions.length === 0 && copy.noRevisions}
    >
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {revisions.map((revision) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
            <div>
              <p className="font-medium text-ink">
                {copy.revisionLabel(revision.version)}:{" "}
                {copy.revisionAction[revision.action] ?? revision.action}
              </p>
              <p className="text-slate-700">
                {formatDateTime(revision.createdAt)}
                {revision.actorName ? ` ${copy.by(revision.actorName)}` : ""}
              </p>
            </div>
            {revision.version === version ? null : (
              <IntentButton
                intent="restore"
                fields={{ revisionId: revision.id, version }}
                action={action}
                busy={busy}
              >
                {copy.restore}
                <span className="sr-only"> {copy.revisionLabel(revision.version)}</span>
              </IntentButton>
            )}
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}
