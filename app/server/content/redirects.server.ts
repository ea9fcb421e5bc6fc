// 301 redirects left by changed blog slugs: the old public path answers with the post's current path. Chains are
// flattened (a post renamed twice redirects both old paths straight to the newest), and a path that is a post's
// current path again (a slug changed back) stops redirecting.
import { eq } from "drizzle-orm";
import { blogPostPath } from "~/lib/blog-paths";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { contentRedirects } from "../db/schema.server";
import type { PublishEvent } from "./hooks.server";

const slugOf = (data: unknown): string | null => {
  const slug = (data as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" ? slug : null;
};

export async function recordSlugRedirect(tx: Tx, event: PublishEvent): Promise<void> {
  const before = slugOf(event.previous);
  const after = slugOf(event.next);
  if (!after) return;
  const to = blogPostPath(after);
  await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, to));
  if (!before || before === after) return;
  await tx.update(contentRedirects).set({ toPath: to }).where(eq(contentRedirects.entryId, event.entryId));
  await tx
    .insert(contentRedirects)
    .values({ fromPath: blogPostPath(before), toPath: to, entryId: event.entryId })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: to, entryId: event.entryId } });
}

/** Where an old path now lives, or null. */
export async function redirectFor(path: string, db: Database = getDb()): Promise<string | null> {
  // PostgreSQL refuses a NUL in text: /blog/%00 is no old address, not a server error.
  if (path.includes("\0")) return null;
  const [row] = await db
    .select({ to: contentRedirects.toPath })
    .from(contentRedirects)
    .where(eq(contentRedirects.fromPath, path));
  return row?.to ?? null;
}
