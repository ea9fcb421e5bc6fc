// Changing a project's photos (staff page): add a processed upload, put one first, edit its alt text, remove it.
// Stored variants go with their row; an upload's original (with its EXIF) is never kept.
import { asc, desc, eq } from "drizzle-orm";
import { variantKeys } from "~/lib/portfolio";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { portfolioItems, portfolioPhotos } from "../db/schema.server";
import type { UploadedFile } from "../http/upload.server";
import { processPhoto, type ProcessedPhoto } from "../images/photos.server";
import type { FileStorage } from "../storage.server";
import { changed, isId, lockPortfolioOrder, removeObjects } from "./shared.server";

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
