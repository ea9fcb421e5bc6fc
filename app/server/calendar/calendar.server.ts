// The business calendar as the server knows it: the weekly hours (the admin's override, else the OPENING_HOURS
// setting) and the closure days staff entered. Memoised per public content version like the content store: every
// change here bumps that version (the footer, contact page and structured data show the hours), so a page or a
// form never reads these tables per request, and every instance sees a change within a second.
import { asc, eq, sql } from "drizzle-orm";
import {
  addDays,
  type BusinessCalendar,
  type ClosureDay,
  formatOpeningHours,
  parseOpeningHours,
  type WeeklyHours,
} from "~/lib/business-calendar";
import type { SiteConfig } from "~/content/site";
import { siteOpeningHours } from "~/lib/opening-hours";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { closureDays, openingHours } from "../db/schema.server";
import { getEnv, getSite } from "../env.server";
import { logger } from "../logger.server";
import {
  publicContentChanged,
  publicContentTransaction,
  publicContentVersionOf,
} from "../public-content.server";

/** A range of closure days entered at once is at most this long (a holiday is weeks, not a year). */
export const MAX_CLOSURE_DAYS = 62;

/** The OPENING_HOURS setting, parsed (env.server checked it at start). */
export function settingHours(): WeeklyHours {
  return parseOpeningHours(getEnv().OPENING_HOURS)!;
}

/**
 * The closure days, read in the caller's transaction (delivery dates are set inside one; a read outside it
 * would wait for it on the embedded database).
 */
export async function listClosures(db: Database | Tx): Promise<ClosureDay[]> {
  return db
    .select({ date: closureDays.date, label: closureDays.label })
    .from(closureDays)
    .orderBy(asc(closureDays.date));
}

async function loadCalendar(db: Database): Promise<BusinessCalendar & { overridden: boolean }> {
  const [override] = await db
    .select({ hours: openingHours.hours })
    .from(openingHours)
    .where(eq(openingHours.id, 1));
  const closures = await listClosures(db);
  const hours = (override && parseOpeningHours(override.hours)) || settingHours();
  return { hours, closures, overridden: Boolean(override) };
}

const memos = new WeakMap<
  Database,
  { version: number; calendar: Promise<BusinessCalendar & { overridden: boolean }> }
>();

/** The calendar in force; from memory until the public content version changes. */
export async function getBusinessCalendar(db: Database = getDb()): Promise<BusinessCalendar> {
  return getCalendarWithSource(db);
}

/** The calendar and whether an admin overrode the OPENING_HOURS setting (the admin page says which holds). */
export async function getCalendarWithSource(
  db: Database = getDb(),
): Promise<BusinessCalendar & { overridden: boolean }> {
  const version = await publicContentVersionOf(db);
  let memo = memos.get(db);
  if (!memo || memo.version !== version) {
    memo = { version, calendar: loadCalendar(db) };
    memos.set(db, memo);
    const current = memo;
    // A failed read is tried again by the next request, not remembered.
    current.calendar.catch(() => {
      if (memos.get(db) === current) memos.delete(db);
    });
  }
  return memo.calendar;
}

/**
 * The site config as public pages show it: the opening hours (footer, contact page, structured data) from the
 * calendar. A database that cannot be read leaves the pages up with the OPENING_HOURS setting's hours.
 */
export async function publicSite(db?: Database): Promise<SiteConfig> {
  let hours = settingHours();
  try {
    hours = (await getBusinessCalendar(db ?? getDb())).hours;
  } catch (error) {
    logger.warn({ err: { message: (error as Error).message } }, "opening hours unavailable");
  }
  return { ...getSite(), ...siteOpeningHours(hours) };
}

/** Sets the weekly hours (null: back to the OPENING_HOURS setting). The text must parse; audited. */
export async function saveOpeningHours(
  db: Database,
  input: { actorId: string; hours: WeeklyHours | null },
): Promise<void> {
  await publicContentTransaction(db, async (tx) => {
    if (input.hours) {
      const text = formatOpeningHours(input.hours);
      await tx
        .insert(openingHours)
        .values({ id: 1, hours: text, updatedBy: input.actorId })
        .onConflictDoUpdate({
          target: openingHours.id,
          set: { hours: text, updatedBy: input.actorId, updatedAt: sql`now()` },
        });
    } else {
      await tx.delete(openingHours).where(eq(openingHours.id, 1));
    }
    await audit(tx, {
      actorId: input.actorId,
      action: "calendar.hours",
      targetType: "calendar",
      targetId: "opening-hours",
      details: { hours: input.hours ? formatOpeningHours(input.hours) : null },
    });
    await publicContentChanged(tx);
  });
}

/** Every day from `from` to `to` inclusive (yyyy-MM-dd), or null when the range is reversed or too long. */
export function daysOfRange(from: string, to: string): string[] | null {
  if (to < from) return null;
  const days = [from];
  while (days.at(-1)! < to) {
    if (days.length >= MAX_CLOSURE_DAYS) return null;
    days.push(addDays(days.at(-1)!, 1));
  }
  return days;
}

/** Closes the shop on each of `days` with the label (a day already closed gets the new label); audited. */
export async function addClosureDays(
  db: Database,
  input: { actorId: string; days: readonly string[]; label: string },
): Promise<void> {
  await publicContentTransaction(db, async (tx) => {
    await tx
      .insert(closureDays)
      .values(input.days.map((date) => ({ date, label: input.label, createdBy: input.actorId })))
      .onConflictDoUpdate({ target: closureDays.date, set: { label: sql`excluded.label` } });
    await audit(tx, {
      actorId: input.actorId,
      action: "calendar.closure_add",
      targetType: "calendar",
      targetId: input.days[0]!,
      details: { from: input.days[0], to: input.days.at(-1), label: input.label },
    });
    await publicContentChanged(tx);
  });
}

/** Opens a closure day again; false when it was not closed. Audited. */
export async function removeClosureDay(
  db: Database,
  input: { actorId: string; date: string },
): Promise<boolean> {
  return publicContentTransaction(db, async (tx) => {
    const removed = await tx
      .delete(closureDays)
      .where(eq(closureDays.date, input.date))
      .returning({ label: closureDays.label });
    if (removed.length === 0) return false;
    await audit(tx, {
      actorId: input.actorId,
      action: "calendar.closure_remove",
      targetType: "calendar",
      targetId: input.date,
      details: { label: removed[0]!.label },
    });
    await publicContentChanged(tx);
    return true;
  });
}
