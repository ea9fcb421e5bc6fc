// The content store (issue 31): every owner-edited item (a blog post, the FAQ, the price list, ...) is a row of
// content_entries with its revisions. Public pages read the published data through getPublishedContent /
// listPublishedContent, memoised per public content version: a page reads the database only after a change, never
// per request (and the page cache serves most requests before any loader runs). Every save is validated by the
// kind's schema (app/lib/content/kinds.ts), guarded by the entry's version (a second editor's save is refused
// with the newer entry, and their input stays in their form), written with a revision and an audit entry in one
// transaction, and a publish bumps the public content version so every instance shows it within a second.
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
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
import { contentEntries, contentRevisions, users } from "../db/schema.server";
import {
  publicContentChanged,
  publicContentTransaction,
  publicContentVersionOf,
} from "../public-content.server";
import { runPublishHooks } from "./hooks.server";
import { ensureContentSeeded } from "./seeds.server";

export interface ContentEntry<K extends ContentKind = ContentKind> {
  id: string;
  kind: K;
  key: string;
  /** What the public site shows; null until first published. */
  data: ContentData<K> | null;
  /** A saved change not yet public (to be published at publishAt when scheduled). */
  draft: ContentData<K> | null;
  status: ContentStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  /** The name (or e-mail) of whoever saved last. */
  updatedByName: string | null;
}

/** What an editor form starts from: the pending change, else the published data. */
export function editableData<K extends ContentKind>(entry: ContentEntry<K>): ContentData<K> | null {
  return entry.draft ?? entry.data;
}

export interface PublishedItem<K extends ContentKind = ContentKind> {
  key: string;
  data: ContentData<K>;
  /** The last publish; null for an item imported at first start and not published since. */
  publishedAt: Date | null;
  updatedAt: Date;
}

// ---- Public reads (memoised per public content version) ----

interface Memo {
  version: number;
  kinds: Map<ContentKind, Promise<PublishedItem[]>>;
}
const memos = new WeakMap<Database, Memo>();

async function loadPublished(kind: ContentKind, db: Database): Promise<PublishedItem[]> {
  await ensureContentSeeded(db);
  const rows = await db
    .select({
      key: contentEntries.key,
      data: contentEntries.data,
      publishedAt: contentEntries.publishedAt,
      updatedAt: contentEntries.updatedAt,
    })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), sql`${contentEntries.data} is not null`))
    .orderBy(asc(contentEntries.createdAt), asc(contentEntries.key));
  return rows.map((row) => ({
    key: row.key,
    data: row.data as ContentData<ContentKind>,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  }));
}

/** Every published item of a kind (in creation order); from memory until the public content version changes. */
export async function listPublishedContent<K extends ContentKind>(
  kind: K,
  db: Database = getDb(),
): Promise<PublishedItem<K>[]> {
  const version = await publicContentVersionOf(db);
  let memo = memos.get(db);
  if (!memo || memo.version !== version) {
    memo = { version, kinds: new Map() };
    memos.set(db, memo);
  }
  let items = memo.kinds.get(kind);
  if (!items) {
    const current = memo;
    items = loadPublished(kind, db);
    current.kinds.set(kind, items);
    // A failed read is tried again by the next page, not remembered.
    items.catch(() => current.kinds.delete(kind));
  }
  return (await items) as PublishedItem<K>[];
}

/** The published data of one item (a singleton's by default), or null when it was never published. */
export async function getPublishedContent<K extends ContentKind>(
  kind: K,
  key: string = SINGLETON_KEY,
  db: Database = getDb(),
): Promise<ContentData<K> | null> {
  const items = await listPublishedContent(kind, db);
  return items.find((item) => item.key === key)?.data ?? null;
}

// ---- Staff reads ----

const entryColumns = {
  id: contentEntries.id,
  kind: contentEntries.kind,
  key: contentEntries.key,
  data: contentEntries.data,
  draft: contentEntries.draft,
  status: contentEntries.status,
  publishAt: contentEntries.publishAt,
  publishedAt: contentEntries.publishedAt,
  version: contentEntries.version,
  updatedAt: contentEntries.updatedAt,
  updatedBy: contentEntries.updatedBy,
  updatedByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown };

function toEntry<K extends ContentKind>(row: EntryRow): ContentEntry<K> {
  return row as unknown as ContentEntry<K>;
}

/** One item with its draft, status and version (null when it does not exist). */
export async function getContentEntry<K extends ContentKind>(
  kind: K,
  key: string = SINGLETON_KEY,
  db: Database = getDb(),
): Promise<ContentEntry<K> | null> {
  // Keys come from URLs: one PostgreSQL cannot store (a NUL) names no item, it is no server error.
  if (key.includes("\0")) return null;
  await ensureContentSeeded(db);
  return readEntry(kind, key, db);
}

async function readEntry<K extends ContentKind>(
  kind: K,
  key: string,
  db: Database | Tx,
): Promise<ContentEntry<K> | null> {
  const [row] = await db
    .select(entryColumns)
    .from(contentEntries)
    .leftJoin(users, eq(users.id, contentEntries.updatedBy))
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key)));
  return row ? toEntry<K>(row) : null;
}

/** Every item of a kind for the staff list, newest change first. */
export async function listContentEntries<K extends ContentKind>(
  kind: K,
  db: Database = getDb(),
): Promise<ContentEntry<K>[]> {
  await ensureContentSeeded(db);
  const rows = await db
    .select(entryColumns)
    .from(contentEntries)
    .leftJoin(users, eq(users.id, contentEntries.updatedBy))
    .where(eq(contentEntries.kind, kind))
    .orderBy(desc(contentEntries.updatedAt));
  return rows.map((row) => toEntry<K>(row));
}

export interface ContentRevision {
  id: string;
  version: number;
  action: string;
  publishAt: Date | null;
  createdAt: Date;
  actorName: string | null;
  data: unknown;
}

/** An item's revisions, newest first. */
export async function listRevisions(
  kind: ContentKind,
  key: string = SINGLETON_KEY,
  db: Database = getDb(),
): Promise<ContentRevision[]> {
  return db
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      action: contentRevisions.action,
      publishAt: contentRevisions.publishAt,
      createdAt: contentRevisions.createdAt,
      actorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .innerJoin(contentEntries, eq(contentEntries.id, contentRevisions.entryId))
    .leftJoin(users, eq(users.id, contentRevisions.actorId))
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key)))
    .orderBy(desc(contentRevisions.version));
}

// ---- Saving ----

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
  return writeContent(db, {
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

interface Write<K extends ContentKind> {
  kind: K;
  key: string;
  data: ContentData<K>;
  expectedVersion: number;
  actorId: string | null;
  action: ContentSaveAction;
  revisionAction: string;
  publishAt: Date | null;
  now: Date;
  check?: SaveContentInput<K>["check"];
}

async function writeContent<K extends ContentKind>(db: Database, write: Write<K>): Promise<SaveResult<K>> {
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

      const publishing = write.action === "publish";
      const values = {
        data: publishing ? write.data : (current?.data ?? null),
        draft: publishing ? null : write.data,
        status: (publishing
          ? "published"
          : write.action === "schedule"
            ? "scheduled"
            : "draft") as ContentStatus,
        publishAt: write.publishAt,
        publishedAt: publishing ? write.now : (current?.publishedAt ?? null),
        version: write.expectedVersion + 1,
        updatedBy: write.actorId,
        updatedAt: write.now,
      };
      const [saved] = current
        ? await tx
            .update(contentEntries)
            .set(values)
            .where(and(eq(contentEntries.id, current.id), eq(contentEntries.version, write.expectedVersion)))
            .returning({ id: contentEntries.id })
        : await tx
            .insert(contentEntries)
            .values({ kind: write.kind, key: write.key, createdAt: write.now, ...values })
            .returning({ id: contentEntries.id });
      await tx.insert(contentRevisions).values({
        entryId: saved!.id,
        version: values.version,
        data: write.data,
        action: write.revisionAction,
        publishAt: write.publishAt,
        actorId: write.actorId,
        createdAt: write.now,
      });
      await audit(tx, {
        actorId: write.actorId,
        action: auditActions[write.revisionAction] ?? "content.draft",
        targetType: "content",
        targetId: `${write.kind}/${write.key}`,
        targetLabel: itemLabel(write.kind, write.key, write.data),
        details: {
          version: values.version,
          ...(write.publishAt ? { publishAt: write.publishAt.toISOString() } : {}),
        },
      });
      if (publishing) {
        await runPublishHooks(tx, {
          kind: write.kind,
          key: write.key,
          entryId: saved!.id,
          previous: current?.data ?? null,
          next: write.data,
        });
        await publicContentChanged(tx);
      }
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
  const result = await writeContent(db, {
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

// ---- Scheduled publishing ----

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
      const version = entry.version + 1;
      await tx
        .update(contentEntries)
        .set({
          data: entry.draft,
          draft: null,
          status: "published",
          publishAt: null,
          publishedAt: entry.publishAt ?? now,
          version,
          updatedAt: now,
        })
        .where(eq(contentEntries.id, entry.id));
      await tx.insert(contentRevisions).values({
        entryId: entry.id,
        version,
        data: entry.draft,
        action: "scheduled_publish",
        publishAt: entry.publishAt,
        actorId: entry.updatedBy,
        createdAt: now,
      });
      await audit(tx, {
        actorId: null,
        action: "content.scheduled_publish",
        targetType: "content",
        targetId: `${entry.kind}/${entry.key}`,
        targetLabel: itemLabel(entry.kind as ContentKind, entry.key, entry.draft),
        details: { version },
      });
      await runPublishHooks(tx, {
        kind: entry.kind as ContentKind,
        key: entry.key,
        entryId: entry.id,
        previous: entry.data,
        next: entry.draft,
      });
    }
    if (due.length) await publicContentChanged(tx);
    return due.length;
  });
}
