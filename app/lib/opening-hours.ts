// The business calendar as visitors read it (the footer, the contact and about pages, the structured data's
// openingHoursSpecification) and the admin's forms for it. Pure; the calendar itself is lib/business-calendar.
import {
  dayNames,
  openingHoursCopy as copy,
  openingHoursPageCopy as pageCopy,
} from "~/content/opening-hours";
import type { OpeningHours } from "~/content/site";
import { parseIsoDate } from "./appointment-slots";
import {
  addDays,
  type ClosureDay,
  openingHoursGroups,
  parseOpeningHours,
  type WeeklyHours,
} from "./business-calendar";
import { z } from "./zod";

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Maandag t/m vrijdag: 10:00 - 17:00" as the site config's opening hours, and the closed days' line. */
export function siteOpeningHours(hours: WeeklyHours): { openingHours: OpeningHours[]; closedLabel: string } {
  const groups = openingHoursGroups(hours);
  const openingHours = groups.map((g) => ({
    label: capitalized(g.from === g.to ? dayNames[g.from]! : copy.range(dayNames[g.from]!, dayNames[g.to]!)),
    days: SCHEMA_DAYS.slice(g.from, g.to + 1),
    opens: g.opens,
    closes: g.closes,
  }));
  const open = new Set(
    groups.flatMap((g) => Array.from({ length: g.to - g.from + 1 }, (_, i) => g.from + i)),
  );
  const closed = dayNames.filter((_, day) => !open.has(day));
  const closedLabel = closed.length ? capitalized(copy.closedFrom(joinDutch(closed))) : "";
  return { openingHours, closedLabel };
}

function joinDutch(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${copy.and}${items.at(-1)}`;
}

export interface ClosureRange {
  from: string;
  to: string;
  label: string;
}

/** Closure days from `today` on, consecutive days with the same label joined into one range. */
export function upcomingClosures(closures: readonly ClosureDay[], today: string): ClosureRange[] {
  const ranges: ClosureRange[] = [];
  for (const day of [...closures]
    .filter((c) => c.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))) {
    const last = ranges.at(-1);
    if (last && last.label === day.label && addDays(last.to, 1) === day.date) last.to = day.date;
    else ranges.push({ from: day.date, to: day.date, label: day.label });
  }
  return ranges;
}

/** The admin's weekly hours form: the OPENING_HOURS text. */
export const openingHoursSchema = z.object({
  hours: z
    .string()
    .trim()
    .max(200, { error: pageCopy.hoursInvalid })
    .refine((text) => parseOpeningHours(text) !== null, { error: pageCopy.hoursInvalid }),
});

const day = (error: string) =>
  z
    .string()
    .trim()
    .refine((value) => parseIsoDate(value) !== undefined, { error });

/** Adding closure days: a first day, an optional last one, and the label visitors see. */
export const closureSchema = z.object({
  from: day(pageCopy.dateRequired),
  to: z
    .string()
    .trim()
    .refine((value) => value === "" || parseIsoDate(value) !== undefined, { error: pageCopy.dateRequired })
    .default(""),
  label: z
    .string()
    .trim()
    .min(1, { error: pageCopy.labelRequired })
    .max(80, { error: pageCopy.labelTooLong })
    .refine((value) => !value.includes("\u0000"), { error: pageCopy.labelRequired }),
});

export const removeClosureSchema = z.object({ date: day(pageCopy.dateRequired) });
