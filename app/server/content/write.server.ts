// The one write path of the content store (docs/website-content.md): an editor's save (draft, publish,
// schedule), a restored revision and the worker's scheduled publish all go through applyWrite, which writes the
// entry, its revision and the audit entry, and runs the kind's publish hooks when the item goes public, in the
// caller's transaction. An editor's save is validated by the kind's schema and guarded by the entry's version: a
// second editor's save is refused with the newer entry, and their input stays in their form.
import { and, asc, eq, lte } from "drizzle-orm";
import {
  contentKindDefinition,
  type ContentData,
  type ContentKind,
  type ContentSaveAction,
  type ContentStatus,
  SINGLETON_KEY,
} from "~/lib/content/kinds";
import { contentEditorCopy } from "~/content/content-editor";
import { audit, type AuditAction } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { contentEntries, contentRevisions } from "../db/schema.server";
import { publicContentChanged, publicContentTransaction } from "../public-content.server";
import { type ContentEntry, readEntry } from "./entries.server";
import { runPublishHooks } from "./hooks.server";
import { ensureContentSeeded } from "./seeds.server";

/** Field path ("cover.alt", "items.2.answer") → its first Dutch message. */
export type ContentFieldErrors = Record<string, string>;

export type SaveResult<K extends ContentKind> =
  | { ok: true; entry: ContentEntry<K> }
  /** Someone saved in between: `conflict` is their entry; nothing was written. */
  | { ok: false; conflict: ContentEntry<K> }
  /** The data or the schedule is refused; nothing was written. */
  | { ok: false; errors: ContentFieldErrors };

export interface SaveContentInput<K extends ContentKind> {
  kind: K;
  key?: string;
  /** The form's data; validated with the kind's schema here. */
  data: unknown;
  /** The version the editor loaded (0 for a new item). */
  expectedVersion: number;
  actor: { id: string } | null;
  action: ContentSaveAction;
  /** Required for "schedule": a moment in the future. */
  publishAt?: Date | null;
  now?: Date;
  /**
   * Checks the kind's rules that need the database (a blog slug must be unique), inside the save's transaction;
   * returns field errors to refuse the save.
   */
  check?: (tx: Tx, data: ContentData<K>, entryId: string | null) => Promise<ContentFieldErrors | null>;
}

/** The first message per field path of a failed parse. */
export function fieldErrorsOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
): ContentFieldErrors {
  const errors: ContentFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

const auditActions: Record<string, AuditAction> = {
  draft: "content.draft",
  publish: "content.publish",
  schedule: "content.schedule",
  restore: "content.restore",
  scheduled_publish: "content.scheduled_publish",
};

function itemLabel(kind: ContentKind, key: string, data: unknown): string {
  const label = contentKindDefinition(kind).label;
  const title = (data as { title?: unknown } | null)?.title;
  if (typeof title === "string" && title) return `${label}: ${title}`;
  return key === SINGLETON_KEY ? label : `${label}: ${key}`;
}

/** Thrown inside the transaction to roll it back and answer with `result`. */
class Refused {
  constructor(
    readonly result: { ok: false; conflict: ContentEntry } | { ok: false; errors: ContentFieldErrors },
  ) {}
}

/** Saves an item as draft, publishes it, or schedules it (see SaveResult). */
export async function saveContent<K extends ContentKind>(
  db: Database,
  input: SaveContentInput<K>,
): Promise<SaveResult<K>> {
  const definition = contentKindDefinition(input.kind);
  const parsed = definition.schema.safeParse(input.data);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const now = input.now ?? new Date();
  if (input.action === "schedule" && !(input.publishAt && input.publishAt.getTime() > now.getTime())) {
    return { ok: false, errors: { publishAt: contentEditorCopy.scheduleMissing } };
  }
  return guardedWrite(db, {
    kind: input.kind,
    key: input.key ?? SINGLETON_KEY,
    data: parsed.data as ContentData<K>,
    expectedVersion: input.expectedVersion,
    actorId: input.actor?.id ?? null,
    action: input.action,
    revisionAction: input.action,
    publishAt: input.action === "schedule" ? input.publishAt! : null,
    now,
    check: input.check,
  });
}

/**
 * "Terugzetten": an old revision's data becomes the item's draft as a new revision (history is never rewritten);
 * publishing it is the editor's next step. Guarded by the version like any save.
 */
export async function restoreRevision<K extends ContentKind>(
  db: Database,
  input: {
    kind: K;
    key?: string;
    revisionId: string;
    expectedVersion: number;
    actor: { id: string } | null;
    now?: Date;
  },
): Promise<(SaveResult<K> & { restored?: number }) | { ok: false; notFound: true }> {
  const key = input.key ?? SINGLETON_KEY;
  const [revision] = await db
    .select({ data: contentRevisions.data, version: contentRevisions.version })
    .from(contentRevisions)
    .innerJoin(contentEntries, eq(contentEntries.id, contentRevisions.entryId))
    .where(
      and(
        eq(contentRevisions.id, input.revisionId),
        eq(contentEntries.kind, input.kind),
        eq(contentEntries.key, key),
      ),
    );
  if (!revision) return { ok: false, notFound: true };
  const result = await guardedWrite(db, {
    kind: input.kind,
    key,
    data: revision.data as ContentData<K>,
    expectedVersion: input.expectedVersion,
    actorId: input.actor?.id ?? null,
    action: "draft",
    revisionAction: "restore",
    publishAt: null,
    now: input.now ?? new Date(),
  });
  // Which version came back, for the editor's notice.
  return result.ok ? { ...result, restored: revision.version } : result;
}

/**
 * Publishes every scheduled item whose moment has come. Rows are claimed with FOR UPDATE SKIP LOCKED, so two
 * instances running this at once publish each item once. Returns how many were published.
 */
export async function publishDueContent(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  return publicContentTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.status, "scheduled"), lte(contentEntries.publishAt, now)))
      .orderBy(asc(contentEntries.publishAt))
      .limit(50)
      .for("update", { skipLocked: true });
    for (const entry of due) {
      await applyWrite(tx, entry, {
        kind: entry.kind as ContentKind,
        key: entry.key,
        data: entry.draft as ContentData<ContentKind>,
        // The change is the editor's who scheduled it; the worker only carries it out.
        actorId: entry.updatedBy,
        action: "publish",
        revisionAction: "scheduled_publish",
        publishAt: null,
        scheduledFor: entry.publishAt ?? now,
        now,
      });
    }
    if (due.length) await publicContentChanged(tx);
    return due.length;
  });
}

// ---- The write itself ----

interface Write<K extends ContentKind> {
  kind: K;
  key: string;
  data: ContentData<K>;
  /** Whose change it is: the revision's author and the entry's updatedBy. */
  actorId: string | null;
  action: ContentSaveAction;
  revisionAction: string;
  /** The moment a scheduled save goes public; null otherwise. */
  publishAt: Date | null;
  /** Set by the scheduling worker: the moment the item was scheduled for (its publishedAt). */
  scheduledFor?: Date;
  now: Date;
}

type EntryRow = typeof contentEntries.$inferSelect;

/** Entry row, revision and audit entry; when the item goes public, the kind's publish hooks. Returns the id. */
async function applyWrite<K extends ContentKind>(
  tx: Tx,
  current: EntryRow | undefined,
  write: Write<K>,
): Promise<string> {
  const publishing = write.action === "publish";
  const version = (current?.version ?? 0) + 1;
  const values = {
    data: publishing ? write.data : (current?.data ?? null),
    draft: publishing ? null : write.data,
    status: (publishing ? "published" : write.action === "schedule" ? "scheduled" : "draft") as ContentStatus,
    publishAt: write.publishAt,
    publishedAt: publishing ? (write.scheduledFor ?? write.now) : (current?.publishedAt ?? null),
    version,
    updatedBy: write.actorId,
    updatedAt: write.now,
  };
  const [saved] = current
    ? await tx
        .update(contentEntries)
        .set(values)
        .where(and(eq(contentEntries.id, current.id), eq(contentEntries.version, current.version)))
        .returning({ id: contentEntries.id })
    : await tx
        .insert(contentEntries)
        .values({ kind: write.kind, key: write.key, createdAt: write.now, ...values })
        .returning({ id: contentEntries.id });
  await tx.insert(contentRevisions).values({
    entryId: saved!.id,
    version,
    data: write.data,
    action: write.revisionAction,
    publishAt: write.scheduledFor ?? write.publishAt,
    actorId: write.actorId,
    createdAt: write.now,
  });
  await audit(tx, {
    // The worker acts on its own; the editor who scheduled the item is its revision's author.
    actorId: write.scheduledFor ? null : write.actorId,
    action: auditActions[write.revisionAction] ?? "content.draft",
    targetType: "content",
    targetId: `${write.kind}/${write.key}`,
    targetLabel: itemLabel(write.kind, write.key, write.data),
    details: { version, ...(write.publishAt ? { publishAt: write.publishAt.toISOString() } : {}) },
  });
  if (publishing) {
    await runPublishHooks(tx, {
      kind: write.kind,
      key: write.key,
      entryId: saved!.id,
      previous: current?.data ?? null,
      next: write.data,
    });
  }
  return saved!.id;
}

/** An editor's write: the version guard and the kind's database checks first, then applyWrite. */
async function guardedWrite<K extends ContentKind>(
  db: Database,
  write: Write<K> & { expectedVersion: number; check?: SaveContentInput<K>["check"] },
): Promise<SaveResult<K>> {
  await ensureContentSeeded(db);
  try {
    return await publicContentTransaction(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, write.kind), eq(contentEntries.key, write.key)))
        .for("update");
      if ((current?.version ?? 0) !== write.expectedVersion) {
        const conflict = current ? await readEntry(write.kind, write.key, tx) : null;
        // An item someone else removed is "not found" to the caller: nothing to show as theirs.
        throw new Refused(
          conflict
            ? { ok: false, conflict: conflict as ContentEntry }
            : { ok: false, errors: { form: contentEditorCopy.notFound } },
        );
      }
      const errors = write.check ? await write.check(tx, write.data, current?.id ?? null) : null;
      if (errors && Object.keys(errors).length) throw new Refused({ ok: false, errors });
      await applyWrite(tx, current, write);
      if (write.action === "publish") await publicContentChanged(tx);
      return { ok: true as const, entry: (await readEntry(write.kind, write.key, tx))! };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result as SaveResult<K>;
    // Two editors creating the same new item at once: the unique (kind, key) index refuses the second.
    if (write.expectedVersion === 0 && isUniqueViolation(error)) {
      const conflict = await readEntry(write.kind, write.key, db);
      if (conflict) return { ok: false, conflict };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  while (cause && typeof cause === "object") {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
