// The version of what public pages show. Rendered public pages are cached per version (http/page-cache), so
// every change to data a public page displays calls publicContentChanged(). The counter lives in the database,
// so several app instances agree; each instance reads it at most once a second (its own changes at once).
import { sql } from "drizzle-orm";
import type { Database, Tx } from "./db/client.server";
import { publicContentVersion } from "./db/schema.server";

/** How long an instance trusts the version it last read (changes made by other instances show up this late). */
export const CONTENT_VERSION_TTL_MS = 1000;

let known: { version: number; readAt: number } | null = null;
let reading: Promise<number> | null = null;
/** Bumped by this instance's own changes: a read that started before one is not remembered. */
let generation = 0;

async function readVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: publicContentVersion.version })
    .from(publicContentVersion)
    .where(sql`${publicContentVersion.id} = 1`);
  return row?.version ?? 0;
}

/** The current public content version (from memory when read less than a second ago). */
export async function publicContentVersionOf(db: Database, now = Date.now()): Promise<number> {
  if (known && now - known.readAt < CONTENT_VERSION_TTL_MS) return known.version;
  const started = generation;
  reading ??= readVersion(db).then(
    (version) => {
      if (started === generation) known = { version, readAt: Date.now() };
      reading = null;
      return version;
    },
    (error: unknown) => {
      reading = null;
      throw error;
    },
  );
  return reading;
}

/** Makes this instance read the version again on its next page (after a change's transaction committed). */
export function forgetPublicContentVersion(): void {
  known = null;
  reading = null;
  generation++;
}

/**
 * Call with any change to data a public page shows (marketing files, portfolio, ...), best inside the change's
 * own transaction: bumps the shared counter, so no instance serves a page rendered before the change (this one
 * at once, others within a second). Inside a transaction, call forgetPublicContentVersion() after it commits too.
 */
export async function publicContentChanged(db: Database | Tx): Promise<number> {
  const [row] = await db
    .insert(publicContentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: publicContentVersion.id,
      set: { version: sql`${publicContentVersion.version} + 1` },
    })
    .returning({ version: publicContentVersion.version });
  forgetPublicContentVersion();
  return row!.version;
}

/** Runs a change to public content in a transaction (that calls publicContentChanged); noticed here at once. */
export async function publicContentTransaction<T>(db: Database, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } finally {
    forgetPublicContentVersion();
  }
}
