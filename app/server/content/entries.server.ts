// Staff reads of the content store: an item with its draft, status and version, a kind's items for a list, an
// item's revisions (docs/website-content.md).
import { and, desc, eq, sql } from "drizzle-orm";
import { type ContentData, type ContentKind, type ContentStatus, SINGLETON_KEY } from "~/lib/content/kinds";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { contentEntries, contentRevisions, users } from "../db/schema.server";
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

/** The state an editor page shows above its form (ContentStatus) and posts back as the version it saw. */
export function entryStatus(entry: ContentEntry) {
  return {
    status: entry.status,
    live: entry.data !== null,
    version: entry.version,
    publishAt: entry.publishAt?.toISOString() ?? null,
    publishedAt: entry.publishedAt?.toISOString() ?? null,
    updatedAt: entry.updatedAt.toISOString(),
    updatedByName: entry.updatedByName,
  };
}

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

export async function readEntry<K extends ContentKind>(
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
