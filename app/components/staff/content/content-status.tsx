// An item's state above its editor: the status pill, when it was (or will be) published, whether a saved change
// is not public yet, and who saved last.
import { Badge } from "~/components/staff/status-badge";
import { contentEditorCopy as copy } from "~/content/content-editor";
import type { ContentStatus as Status } from "~/lib/content/kinds";
import { formatDateTime } from "~/lib/shop-time";

const tones: Record<Status, string> = {
  draft: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-200",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

export interface ContentStatusView {
  status: Status;
  /** Whether the site shows a version of the item at all. */
  live: boolean;
  publishAt: string | Date | null;
  publishedAt: string | Date | null;
  updatedAt: string | Date;
  updatedByName: string | null;
}

export function ContentStatusBadge({ status, live }: { status: Status; live: boolean }) {
  if (status === "draft" && !live) return <Badge label={copy.notPublished} tone={tones.draft} />;
  return <Badge label={copy.status[status]} tone={tones[status]} />;
}

export function ContentStatus({ entry }: { entry: ContentStatusView }) {
  return (
    <div className="space-y-1 text-sm text-slate-700" data-content-status="">
      <p>
        <ContentStatusBadge status={entry.status} live={entry.live} />
      </p>
      {entry.status === "scheduled" && entry.publishAt ? (
        <p>{copy.scheduledFor(formatDateTime(entry.publishAt))}</p>
      ) : null}
      {entry.live && entry.publishedAt ? <p>{copy.publishedOn(formatDateTime(entry.publishedAt))}</p> : null}
      {entry.live && entry.status !== "published" ? <p>{copy.unpublishedChanges}</p> : null}
      <p>{copy.lastSaved(formatDateTime(entry.updatedAt), entry.updatedByName)}</p>
    </div>
  );
}
