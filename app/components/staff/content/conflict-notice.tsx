// Shown when someone else saved the item after this editor loaded it: the form below keeps this editor's input,
// the newer version is in the revisions, and saving again (with the newer version) is a conscious overwrite.
import { contentEditorCopy as copy } from "~/content/content-editor";
import type { ContentConflict } from "~/lib/content/editor";
import { formatDateTime } from "~/lib/shop-time";

export function ConflictNotice({ conflict }: { conflict?: ContentConflict }) {
  if (!conflict) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{copy.conflict}</p>
      <p className="mt-1">{copy.conflictBy(conflict.updatedByName, formatDateTime(conflict.updatedAt))}</p>
    </div>
  );
}
