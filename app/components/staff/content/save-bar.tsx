// The save bar of every content editor: the version the form was loaded at (the optimistic lock), "Concept
// opslaan", "Publiceren", and "Inplannen" with its moment. Plain submit buttons named `intent`, so the form works
// without JavaScript; the page's action reads them with saveBarSchema (~/lib/content/editor).
import { Field } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { contentEditorCopy as copy } from "~/content/content-editor";

export function ContentSaveBar({
  version,
  busy,
  publishAt,
  error,
}: {
  version: number;
  busy?: boolean;
  /** The scheduled moment to show (datetime-local value, Amsterdam time). */
  publishAt?: string;
  error?: string;
}) {
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="version" value={version} />
      <Field
        label={copy.scheduleAt}
        name="publishAt"
        type="datetime-local"
        hint={copy.scheduleHint}
        defaultValue={publishAt}
        error={error}
        className="max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="draft" variant="outline" busy={busy}>
          {copy.saveDraft}
        </Button>
        <Button type="submit" name="intent" value="publish" busy={busy}>
          {copy.publish}
        </Button>
        <Button type="submit" name="intent" value="schedule" variant="outline" busy={busy}>
          {copy.schedule}
        </Button>
      </div>
    </div>
  );
}
