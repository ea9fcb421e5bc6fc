// Tables of one area, re-exported from ../schema.server.ts (drizzle-kit reads them from there): the business
// calendar's closure days and the admin's override of the OPENING_HOURS setting (lib/business-calendar). The
// reply clock's columns are on every lead table (leadColumns in ../schema.server.ts).
import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../schema.server";

/** A day the shop is closed besides weekends and public holidays ("Tussen kerst en oud en nieuw gesloten"). */
export const closureDays = pgTable("closure_days", {
  date: date("date", { mode: "string" }).primaryKey(),
  label: text("label").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
});

/** The admin's weekly opening hours in the OPENING_HOURS format; one row (id 1), absent: the setting holds. */
export const openingHours = pgTable("opening_hours", {
  id: integer("id").primaryKey(),
  hours: text("hours").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});
