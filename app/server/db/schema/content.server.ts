// Owner-edited content (issue 31): one row per item of a kind (a blog post, the FAQ, the price list, ...), its
// revisions, and the 301 redirects a changed blog slug leaves behind. Re-exported from ../schema.server.ts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../schema.server";

/**
 * An item of a content kind (app/lib/content/kinds.ts); singletons have key "main". `data` is what the public
 * site shows (null until first published); `draft` is a saved change not yet public (the one to publish at
 * `publish_at` when scheduled). `version` is the optimistic lock: every save bumps it.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").$type<unknown>(),
    draft: jsonb("draft").$type<unknown>(),
    /** "draft" | "scheduled" | "published": what happens with the latest saved change. */
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_entries_kind_key_idx").on(t.kind, t.key),
    // The scheduling worker's lookup of due items.
    index("content_entries_scheduled_idx")
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/** Every saved version of an item, newest last; "Terugzetten" copies one into a new revision. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    /** The entry's version this save made. */
    version: integer("version").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    /** "seed" | "draft" | "publish" | "schedule" | "scheduled_publish" | "restore" */
    action: text("action").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_revisions_entry_version_idx").on(t.entryId, t.version)],
);

/** An old public path that answers 301 to its item's current path (a blog post's slug changed). */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    fromPath: text("from_path").primaryKey(),
    toPath: text("to_path").notNull(),
    entryId: uuid("entry_id").references(() => contentEntries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_redirects_entry_idx").on(t.entryId)],
);
