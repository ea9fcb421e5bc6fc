// What every content editor page's action does with its save bar and its revisions (the blog's, E's and F's
// pages alike): check the role for the kind, read the save bar (draft / publish / schedule, the version the
// form was loaded at, the moment), save through the store, and answer with a ContentAnswer: a notice, the
// field errors, or the conflict with the newer version (the form keeps what was typed). A page builds its kind's
// data from the form fields and calls handleContentSave, or handleContentRestore for "Terugzetten".
import { data } from "react-router";
import { contentEditorCopy as copy } from "~/content/content-editor";
import type { ContentAnswer } from "~/lib/content/editor";
import { saveBarSchema } from "~/lib/content/editor";
import { canEditContent, type ContentKind } from "~/lib/content/kinds";
import type { StaffRole } from "~/lib/roles";
import { z } from "~/lib/zod";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import type { FormFields } from "../http/form.server";
import type { ContentEntry } from "./entries.server";
import { restoreRevision, saveContent, type SaveContentInput } from "./write.server";

export interface EditorResult<K extends ContentKind> {
  status: number;
  body: ContentAnswer;
  /** The saved entry (a new item's page redirects to its own address). */
  entry?: ContentEntry<K>;
}

/** Refuses an employee on an admin-only kind before anything is read or written (403, Dutch). */
export function requireContentEditor(user: { role: string }, kind: ContentKind): void {
  if (!canEditContent(user.role as StaffRole, kind)) throw data(copy.forbidden, { status: 403 });
}

function conflictAnswer(entry: ContentEntry, values: FormFields): ContentAnswer {
  return {
    conflict: {
      version: entry.version,
      updatedAt: entry.updatedAt.toISOString(),
      updatedByName: entry.updatedByName,
    },
    version: entry.version,
    values,
  };
}

export async function handleContentSave<K extends ContentKind>(input: {
  user: { id: string; role: string };
  kind: K;
  key?: string;
  fields: FormFields;
  /** The kind's data built from the form's fields (validated by the store with the kind's schema). */
  data: unknown;
  check?: SaveContentInput<K>["check"];
  db?: Database;
  now?: Date;
}): Promise<EditorResult<K>> {
  requireContentEditor(input.user, input.kind);
  const bar = saveBarSchema.safeParse(input.fields);
  if (!bar.success) {
    const publishAt = bar.error.issues.find((issue) => issue.path[0] === "publishAt");
    return {
      status: 400,
      body: publishAt
        ? { errors: { publishAt: publishAt.message }, values: input.fields }
        : { formError: copy.notFound, values: input.fields },
    };
  }
  const result = await saveContent(input.db ?? getDb(), {
    kind: input.kind,
    key: input.key,
    data: input.data,
    expectedVersion: bar.data.version,
    actor: input.user,
    action: bar.data.intent,
    publishAt: bar.data.publishAt,
    now: input.now,
    check: input.check,
  });
  if (result.ok) {
    return {
      status: 200,
      body: { notice: copy.saved[bar.data.intent], version: result.entry.version },
      entry: result.entry,
    };
  }
  if ("conflict" in result) return { status: 409, body: conflictAnswer(result.conflict, input.fields) };
  const { form, ...errors } = result.errors;
  return {
    status: form ? 404 : 400,
    body: { formError: form ?? copy.invalid, errors, values: input.fields },
  };
}

const restoreSchema = z.object({
  revisionId: z.uuid({ error: copy.revisionNotFound }),
  version: z.coerce.number({ error: copy.notFound }).int().min(0, { error: copy.notFound }),
});

export async function handleContentRestore<K extends ContentKind>(input: {
  user: { id: string; role: string };
  kind: K;
  key?: string;
  fields: FormFields;
  db?: Database;
}): Promise<EditorResult<K>> {
  requireContentEditor(input.user, input.kind);
  const parsed = restoreSchema.safeParse(input.fields);
  if (!parsed.success) return { status: 404, body: { formError: copy.revisionNotFound } };
  const result = await restoreRevision(input.db ?? getDb(), {
    kind: input.kind,
    key: input.key,
    revisionId: parsed.data.revisionId,
    expectedVersion: parsed.data.version,
    actor: input.user,
  });
  if (result.ok) {
    const version = result.entry.version;
    return {
      status: 200,
      body: { notice: copy.restored(result.restored ?? version), version },
      entry: result.entry,
    };
  }
  if ("notFound" in result) return { status: 404, body: { formError: copy.revisionNotFound } };
  if ("conflict" in result) return { status: 409, body: conflictAnswer(result.conflict, {}) };
  return { status: 400, body: { formError: copy.invalid } };
}
