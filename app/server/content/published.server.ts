// Public reads of the content store (docs/website-content.md): every published item of a kind, memoised per
// public content version, so a page reads the database only after a change, never per request (and the page
// cache serves most requests before any loader runs).
import { and, asc, eq, sql } from "drizzle-orm";
import { type ContentData, type ContentKind, SINGLETON_KEY } from "~/lib/content/kinds";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { contentEntries } from "../db/schema.server";
import { publicContentVersionOf } from "../public-content.server";
import { ensureContentSeeded } from "./seeds.server";

export interface PublishedItem<K extends ContentKind = ContentKind> {
  key: string;
  data: ContentData<K>;
  /** The last publish; null for an item imported at first start and not published since. */
  publishedAt: Date | null;
  updatedAt: Date;
}

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
