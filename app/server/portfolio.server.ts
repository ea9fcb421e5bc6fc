// The portfolio staff maintain (/employee-dashboard/portfolio) and the public pages show (/portfolio, the home
// page, each service page): this module seeds, reads and serves it. Every change goes through server/portfolio/
// (items.server, photos.server): written with its audit entry in one transaction, stored photo variants removed
// when their row goes, the public content version bumped after (public-content.server) so cached pages show it.
// The illustrated projects of app/content/portfolio.ts are seeded once (content_seeds records it), so a
// shop that deleted them does not get them back at the next start.
import { and, asc, eq, inArray, desc } from "drizzle-orm";
import { portfolioProjects } from "~/content/portfolio";
import { MEDIA_KEY_PATTERN, photoView, type PortfolioCard } from "~/lib/portfolio";
import type { ServiceSlug } from "~/content/services";
import type { Database, Tx } from "./db/client.server";
import { contentSeeds, portfolioItems, portfolioPhotos } from "./db/schema.server";
import { variantContentType } from "./images/photos.server";
import type { FileStorage } from "./storage.server";

// ---- Seed ----

export const PORTFOLIO_SEED = "portfolio.illustrations";

const seeded = new WeakMap<Database, Promise<void>>();

/**
 * Inserts the illustrated seed projects once per database. The marker row and the items are one transaction,
 * and the marker's primary key makes a second instance starting at the same time insert nothing.
 */
export function ensurePortfolioSeeded(db: Database): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seedPortfolio(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function seedPortfolio(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(contentSeeds)
      .values({ name: PORTFOLIO_SEED })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (!marker) return;
    // Items staff made before the first list (rare: the pages list, and so seed, first) stay on top.
    const [last] = await tx
      .select({ position: portfolioItems.position })
      .from(portfolioItems)
      .orderBy(desc(portfolioItems.position))
      .limit(1);
    const start = (last?.position ?? -1) + 1;
    for (const [index, project] of portfolioProjects.entries()) {
      const [item] = await tx
        .insert(portfolioItems)
        .values({
          title: project.title,
          sector: project.sector,
          service: project.service,
          description: project.description,
          position: start + index,
        })
        .returning({ id: portfolioItems.id });
      await tx.insert(portfolioPhotos).values({
        itemId: item!.id,
        position: 0,
        staticSrc: project.image.src,
        width: project.image.width,
        height: project.image.height,
        altText: project.image.alt,
      });
    }
  });
}

// ---- Reading ----

type ItemRow = typeof portfolioItems.$inferSelect;
type PhotoRow = typeof portfolioPhotos.$inferSelect;

async function photosOf(db: Database | Tx, itemIds: string[]): Promise<Map<string, PhotoRow[]>> {
  const byItem = new Map<string, PhotoRow[]>();
  if (!itemIds.length) return byItem;
  const rows = await db
    .select()
    .from(portfolioPhotos)
    .where(inArray(portfolioPhotos.itemId, itemIds))
    .orderBy(asc(portfolioPhotos.itemId), asc(portfolioPhotos.position), asc(portfolioPhotos.createdAt));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}

function card(item: ItemRow, photos: PhotoRow[]): PortfolioCard {
  return {
    id: item.id,
    title: item.title,
    sector: item.sector,
    service: item.service as ServiceSlug,
    description: item.description,
    photos: photos.map(photoView),
  };
}

/**
 * Visible items with at least one photo, in staff order; `service` narrows to one service page's items,
 * `limit` to the first few (the home page).
 */
export async function listPublicPortfolio(
  db: Database,
  { service, limit }: { service?: ServiceSlug; limit?: number } = {},
): Promise<PortfolioCard[]> {
  await ensurePortfolioSeeded(db);
  const where = service
    ? and(eq(portfolioItems.visible, true), eq(portfolioItems.service, service))
    : eq(portfolioItems.visible, true);
  const items = await db
    .select()
    .from(portfolioItems)
    .where(where)
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
  const photos = await photosOf(
    db,
    items.map((i) => i.id),
  );
  const cards = items.filter((i) => photos.has(i.id)).map((i) => card(i, photos.get(i.id)!));
  return limit === undefined ? cards : cards.slice(0, limit);
}

export interface StaffPortfolioItem extends PortfolioCard {
  visible: boolean;
  photoIds: string[];
}

/** Every item for the staff page, in order, hidden ones and those without photos included. */
export async function listStaffPortfolio(db: Database): Promise<StaffPortfolioItem[]> {
  await ensurePortfolioSeeded(db);
  const items = await db
    .select()
    .from(portfolioItems)
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
  const photos = await photosOf(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => {
    const rows = photos.get(item.id) ?? [];
    return { ...card(item, rows), visible: item.visible, photoIds: rows.map((r) => r.id) };
  });
}

// ---- Serving ----

/**
 * A processed variant as a public, immutable response (its key is unique and never rewritten), or null for a
 * key that is no portfolio variant (originals and visitors' files are never served here) or is missing.
 */
export async function mediaResponse(storage: FileStorage, key: string): Promise<Response | null> {
  if (!MEDIA_KEY_PATTERN.test(key)) return null;
  const file = await storage.read(key);
  if (!file) return null;
  return new Response(file.body, {
    headers: {
      "Content-Type": variantContentType(key),
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
