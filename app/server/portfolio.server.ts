// The portfolio staff maintain (/employee-dashboard/portfolio) and the public pages show (/portfolio, the home
// page, each service page). Every change goes through this module: it is written with its audit entry in one
// transaction, removes stored photo variants when their row goes, and ends by bumping the public content version
// (public-content.server), so cached public pages show it.
// The illustrated projects of app/content/portfolio.ts are seeded once (content_seeds records it), so a
// shop that deleted them does not get them back at the next start.
import { and, asc, eq, gt, inArray, lt, desc, sql } from "drizzle-orm";
import { portfolioProjects } from "~/content/portfolio";
import {
  MEDIA_KEY_PATTERN,
  photoView,
  variantKeys,
  type PortfolioCard,
  type PortfolioItemInput,
} from "~/lib/portfolio";
import type { ServiceSlug } from "~/content/services";
import { audit } from "./audit.server";
import type { Database, Tx } from "./db/client.server";
import { contentSeeds, portfolioItems, portfolioPhotos } from "./db/schema.server";
import type { UploadedFile } from "./http/upload.server";
import { processPhoto, variantContentType, type ProcessedPhoto } from "./images/photos.server";
import { logger } from "./logger.server";
import { publicContentChanged } from "./public-content.server";
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

// ---- Changing ----

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id would make PostgreSQL raise on the uuid cast; it simply does not exist. */
const isId = (id: string) => uuidPattern.test(id);

async function removeObjects(storage: FileStorage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  for (const result of results)
    if (result.status === "rejected")
      logger.error({ err: result.reason }, "removing a portfolio photo's object failed; it is orphaned");
}

/**
 * After a change committed: public pages (/portfolio, /, service pages) are cached per content version, so bump it.
 * After the commit, not inside: a page rendered in between shows the new content under the old version, never
 * the old content under the new one.
 */
async function changed<T>(db: Database, result: T): Promise<T> {
  await publicContentChanged(db);
  return result;
}

/**
 * A new item at the top of the list (visible): the newest work is what staff add it for, and what the site
 * shows first. Returns its id.
 */
export async function createPortfolioItem(
  db: Database,
  actorId: string,
  input: PortfolioItemInput,
): Promise<string> {
  await ensurePortfolioSeeded(db);
  const id = await db.transaction(async (tx) => {
    await lockPortfolioOrder(tx);
    const [first] = await tx
      .select({ position: portfolioItems.position })
      .from(portfolioItems)
      .orderBy(asc(portfolioItems.position))
      .limit(1);
    const [row] = await tx
      .insert(portfolioItems)
      .values({ ...input, position: (first?.position ?? 1) - 1 })
      .returning({ id: portfolioItems.id });
    await audit(tx, {
      actorId,
      action: "portfolio.create",
      targetType: "portfolio_item",
      targetId: row!.id,
      details: { title: input.title },
    });
    return row!.id;
  });
  return changed(db, id);
}

export async function updatePortfolioItem(
  db: Database,
  actorId: string,
  id: string,
  input: PortfolioItemInput,
): Promise<boolean> {
  if (!isId(id)) return false;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(portfolioItems)
      .set(input)
      .where(eq(portfolioItems.id, id))
      .returning({ id: portfolioItems.id });
    if (!row) return false;
    await audit(tx, {
      actorId,
      action: "portfolio.update",
      targetType: "portfolio_item",
      targetId: id,
      details: { title: input.title },
    });
    return true;
  });
  return updated ? changed(db, true) : false;
}

/**
 * Serialises the changes to an order (of items, or of an item's photos) until the transaction ends: two staff
 * clicking at once must not end with two items on one position, or two photos first.
 */
function lockPortfolioOrder(tx: Tx) {
  return tx.execute(sql`select pg_advisory_xact_lock(724312)`);
}

/** Where an item stands after a move: 1-based, of how many (hidden items count, as staff see them all). */
export interface PortfolioPlace {
  position: number;
  total: number;
}

/**
 * Swaps the item with its neighbour above or below and says where it stands now; false when there is no such
 * item or no neighbour.
 */
export async function movePortfolioItem(
  db: Database,
  actorId: string,
  id: string,
  direction: "up" | "down",
): Promise<PortfolioPlace | false> {
  if (!isId(id)) return false;
  const moved = await db.transaction(async (tx) => {
    await lockPortfolioOrder(tx);
    const [item] = await tx
      .select({ id: portfolioItems.id, position: portfolioItems.position })
      .from(portfolioItems)
      .where(eq(portfolioItems.id, id));
    if (!item) return false;
    const [neighbour] = await tx
      .select({ id: portfolioItems.id, position: portfolioItems.position })
      .from(portfolioItems)
      .where(
        direction === "up"
          ? lt(portfolioItems.position, item.position)
          : gt(portfolioItems.position, item.position),
      )
      .orderBy(direction === "up" ? desc(portfolioItems.position) : asc(portfolioItems.position))
      .limit(1);
    if (!neighbour) return false;
    await tx
      .update(portfolioItems)
      .set({ position: neighbour.position })
      .where(eq(portfolioItems.id, item.id));
    await tx
      .update(portfolioItems)
      .set({ position: item.position })
      .where(eq(portfolioItems.id, neighbour.id));
    const [place] = await tx
      .select({
        position:
          sql<number>`count(*) filter (where ${portfolioItems.position} <= ${neighbour.position})`.mapWith(
            Number,
          ),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(portfolioItems);
    await audit(tx, {
      actorId,
      action: "portfolio.move",
      targetType: "portfolio_item",
      targetId: id,
      details: { direction, position: place!.position },
    });
    return place!;
  });
  return moved ? changed(db, moved) : false;
}

export async function setPortfolioItemVisible(
  db: Database,
  actorId: string,
  id: string,
  visible: boolean,
): Promise<boolean> {
  if (!isId(id)) return false;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(portfolioItems)
      .set({ visible })
      .where(eq(portfolioItems.id, id))
      .returning({ id: portfolioItems.id });
    if (!row) return false;
    await audit(tx, {
      actorId,
      action: visible ? "portfolio.show" : "portfolio.hide",
      targetType: "portfolio_item",
      targetId: id,
    });
    return true;
  });
  return done ? changed(db, true) : false;
}

/** Deletes the item with its photos (rows first, then their stored variants). */
export async function deletePortfolioItem(
  db: Database,
  storage: FileStorage,
  actorId: string,
  id: string,
): Promise<boolean> {
  if (!isId(id)) return false;
  const keys = await db.transaction(async (tx) => {
    const photos = await tx
      .select({ variants: portfolioPhotos.variants })
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.itemId, id));
    const [row] = await tx
      .delete(portfolioItems)
      .where(eq(portfolioItems.id, id))
      .returning({ title: portfolioItems.title });
    if (!row) return null;
    await audit(tx, {
      actorId,
      action: "portfolio.delete",
      targetType: "portfolio_item",
      targetId: id,
      targetLabel: row.title,
      details: { title: row.title, photos: photos.length },
    });
    return photos.flatMap((p) => variantKeys(p.variants));
  });
  if (!keys) return false;
  await removeObjects(storage, keys);
  return changed(db, true);
}

/**
 * Records a processed photo at the end of the item's photos. When the item is gone or recording fails, the
 * stored variants are removed again (no orphan objects). Returns the photo id, or null for an unknown item.
 */
export async function addPortfolioPhoto(
  db: Database,
  storage: FileStorage,
  actorId: string,
  itemId: string,
  photo: ProcessedPhoto,
  altText: string,
): Promise<string | null> {
  const keys = variantKeys(photo.variants);
  let photoId: string | null;
  try {
    photoId = !isId(itemId)
      ? null
      : await db.transaction(async (tx) => {
          const [item] = await tx
            .select({ id: portfolioItems.id })
            .from(portfolioItems)
            .where(eq(portfolioItems.id, itemId))
            .for("update");
          if (!item) return null;
          const [last] = await tx
            .select({ position: portfolioPhotos.position })
            .from(portfolioPhotos)
            .where(eq(portfolioPhotos.itemId, itemId))
            .orderBy(desc(portfolioPhotos.position))
            .limit(1);
          const [row] = await tx
            .insert(portfolioPhotos)
            .values({
              itemId,
              position: (last?.position ?? -1) + 1,
              variants: photo.variants,
              width: photo.width,
              height: photo.height,
              altText,
            })
            .returning({ id: portfolioPhotos.id });
          await audit(tx, {
            actorId,
            action: "portfolio.photo_add",
            targetType: "portfolio_item",
            targetId: itemId,
            details: { photoId: row!.id, width: photo.width, height: photo.height },
          });
          return row!.id;
        });
  } catch (error) {
    await removeObjects(storage, keys);
    throw error;
  }
  if (!photoId) {
    await removeObjects(storage, keys);
    return null;
  }
  return changed(db, photoId);
}

/**
 * Puts a photo first among its item's photos: the one /portfolio, the home page and the service pages show.
 * False when there is no such photo.
 */
export async function makeCoverPhoto(db: Database, actorId: string, photoId: string): Promise<boolean> {
  if (!isId(photoId)) return false;
  const done = await db.transaction(async (tx) => {
    await lockPortfolioOrder(tx);
    const [photo] = await tx
      .select({ itemId: portfolioPhotos.itemId })
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.id, photoId));
    if (!photo) return false;
    const [first] = await tx
      .select({ position: portfolioPhotos.position })
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.itemId, photo.itemId))
      .orderBy(asc(portfolioPhotos.position))
      .limit(1);
    await tx
      .update(portfolioPhotos)
      .set({ position: (first?.position ?? 0) - 1 })
      .where(eq(portfolioPhotos.id, photoId));
    await audit(tx, {
      actorId,
      action: "portfolio.photo_cover",
      targetType: "portfolio_item",
      targetId: photo.itemId,
      details: { photoId },
    });
    return true;
  });
  return done ? changed(db, true) : false;
}

/** Replaces a photo's alt text (already validated by altTextSchema). False when there is no such photo. */
export async function updatePhotoAlt(
  db: Database,
  actorId: string,
  photoId: string,
  altText: string,
): Promise<boolean> {
  if (!isId(photoId)) return false;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(portfolioPhotos)
      .set({ altText })
      .where(eq(portfolioPhotos.id, photoId))
      .returning({ itemId: portfolioPhotos.itemId });
    if (!row) return false;
    await audit(tx, {
      actorId,
      action: "portfolio.photo_alt",
      targetType: "portfolio_item",
      targetId: row.itemId,
      details: { photoId },
    });
    return true;
  });
  return done ? changed(db, true) : false;
}

export async function removePortfolioPhoto(
  db: Database,
  storage: FileStorage,
  actorId: string,
  photoId: string,
): Promise<boolean> {
  if (!isId(photoId)) return false;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(portfolioPhotos)
      .where(eq(portfolioPhotos.id, photoId))
      .returning({ itemId: portfolioPhotos.itemId, variants: portfolioPhotos.variants });
    if (!row) return null;
    await audit(tx, {
      actorId,
      action: "portfolio.photo_remove",
      targetType: "portfolio_item",
      targetId: row.itemId,
      details: { photoId },
    });
    return { variants: row.variants };
  });
  if (!removed) return false;
  await removeObjects(storage, variantKeys(removed.variants));
  return changed(db, true);
}

/**
 * Turns an uploaded original (streamed into storage by the upload reader) into stored variants, and removes
 * the original either way: it still carries the phone's EXIF, GPS position included. Throws
 * PhotoRefusedError when it is no readable image.
 */
export async function photoFromUpload(storage: FileStorage, file: UploadedFile): Promise<ProcessedPhoto> {
  try {
    const stored = await storage.read(file.key);
    if (!stored) throw new Error("the uploaded photo is missing from storage");
    const bytes = Buffer.from(await new Response(stored.body).arrayBuffer());
    return await processPhoto(bytes, storage);
  } finally {
    await removeObjects(storage, [file.key]);
  }
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
