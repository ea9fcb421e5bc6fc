// Changing the portfolio's projects (staff page): create at the top, edit, move up or down, show or hide, delete
// with their photos. Each change is written with its audit entry in one transaction.
import { asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { variantKeys, type PortfolioItemInput } from "~/lib/portfolio";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { portfolioItems, portfolioPhotos } from "../db/schema.server";
import { ensurePortfolioSeeded } from "../portfolio.server";
import type { FileStorage } from "../storage.server";
import { changed, isId, lockPortfolioOrder, removeObjects } from "./shared.server";

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
