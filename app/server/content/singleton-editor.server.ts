// The loader and action of an editor page for one-item kinds (the FAQ, the price list, the page texts): the item's
// form values, status and revisions; a save through the shared editor actions (role per kind, save bar, optimistic
// lock, revision and audit), answered with a 303 to the page itself on success (a reload sends nothing twice), or
// with the form's own input, the errors at their fields and the conflict notice when refused.
import { data, redirect } from "react-router";
import { contentEditorCopy } from "~/content/content-editor";
import { savedNotice, savedPath, type ContentAnswer } from "~/lib/content/editor";
import type { ContentData, RegisteredContentKind } from "~/lib/content/kinds";
import { readForm, type FormFields } from "../http/form.server";
import { handleContentRestore, handleContentSave, requireContentEditor } from "./editor-actions.server";
import { editableData, entryStatus, getContentEntry, listRevisions } from "./entries.server";

/** What the page needs: the form's starting values, the status, the revisions and the notice of the last save. */
export async function singletonEditorData<K extends RegisteredContentKind>(
  user: { role: string },
  kind: K,
  url: URL,
  toForm: (data: ContentData<K>) => FormFields,
) {
  requireContentEditor(user, kind);
  const entry = await getContentEntry(kind);
  if (!entry) throw data(contentEditorCopy.notFound, { status: 404 });
  return {
    values: toForm(editableData(entry) as ContentData<K>),
    entry: entryStatus(entry),
    revisions: await listRevisions(kind),
    notice: savedNotice(url),
  };
}

/** How a page turns its posted fields into the kind's data, and a schema error's path into a field's name. */
export type FromForm = (fields: FormFields) => {
  data: unknown;
  /** Fields refused before the schema runs (an amount that is no amount). */
  errors?: Record<string, string>;
  fieldOf: (path: string) => string;
};

/** `url`: the page's own address (React Router's `url` argument, without a data request's ".data"). */
export async function singletonEditorAction<K extends RegisteredContentKind>(
  request: Request,
  url: URL,
  user: { id: string; role: string },
  kind: K,
  fromForm: FromForm,
) {
  requireContentEditor(user, kind);
  const fields = await readForm(request);
  if (fields.intent === "restore") {
    const result = await handleContentRestore({ user, kind, fields });
    return data<ContentAnswer>(result.body, { status: result.status });
  }
  const form = fromForm(fields);
  if (form.errors && Object.keys(form.errors).length > 0) {
    return data<ContentAnswer>(
      { formError: contentEditorCopy.invalid, errors: form.errors, values: fields },
      { status: 400 },
    );
  }
  const result = await handleContentSave({ user, kind, fields, data: form.data });
  if (result.status === 200 && result.entry) {
    // A save that succeeded had a valid save-bar intent (the store checked it).
    throw redirect(savedPath(url.pathname, String(fields.intent)), 303);
  }
  const errors = result.body.errors
    ? Object.fromEntries(
        Object.entries(result.body.errors).map(([path, message]) => [form.fieldOf(path), message]),
      )
    : undefined;
  return data<ContentAnswer>({ ...result.body, errors }, { status: result.status });
}
