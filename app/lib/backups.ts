// The rules of backups, without I/O: how a backup file is named, which backups rotation keeps (N daily, M weekly),
// when the nightly backup runs, and what a valid manifest looks like. app/server/backups does the writing.
import { z } from "zod";
import { amsterdamOffsetMinutes, isoWeek, shopToday } from "./shop-time";

/**
 * Raised when the archive layout changes; restore refuses formats it does not know. Version 1 held the embedded
 * database as a physical copy of its data directory; version 2 holds a logical dump of the live rows.
 */
export const BACKUP_FORMAT_VERSION = 2;
/** Written into every manifest, so a backup of another application is refused. */
export const BACKUP_APP_NAME = "printshop-breda";
/** The archive entry holding the manifest; written last, since it carries every other entry's checksum. */
export const MANIFEST_ENTRY = "manifest.json";
/**
 * The embedded database's logical dump: this index (tables in load order, their columns, the number of
 * migrations applied) plus one entry per table with its live rows in COPY text format (`databaseTableEntry`).
 * A logical dump holds no deleted rows, unlike a copy of the data files (dead tuples, old WAL segments), so data
 * erased before a backup is not in it; and it loads into any PGlite version.
 */
export const DATABASE_ENTRY = "database/index.json";
/** Every part of the database dump lives under this folder. */
export const DATABASE_PREFIX = "database/";

const IDENTIFIER = /^[a-z_][a-z0-9_$]{0,62}$/i;
const TABLE_ENTRY_PATTERN = /^database\/([a-z_][a-z0-9_$]{0,62})\.([a-z_][a-z0-9_$]{0,62})\.copy$/i;

/** The archive entry holding one table's rows: database/<schema>.<table>.copy. */
export function databaseTableEntry(schema: string, table: string): string {
  return `${DATABASE_PREFIX}${schema}.${table}.copy`;
}

/** Whether `path` names a part of the database dump (the index or a table's rows). */
export function isDatabaseEntry(path: string): boolean {
  return path === DATABASE_ENTRY || TABLE_ENTRY_PATTERN.test(path);
}

export const databaseIndexSchema = z.object({
  /** Rows in drizzle.__drizzle_migrations when the dump was taken: a restore refuses a newer schema. */
  migrations: z.number().int().min(0),
  /** In an order that satisfies foreign keys (parents first). */
  tables: z
    .array(
      z.object({
        schema: z.string().regex(IDENTIFIER),
        name: z.string().regex(IDENTIFIER),
        columns: z.array(z.string().regex(IDENTIFIER)).min(1),
        rows: z.number().int().min(0),
      }),
    )
    .max(10_000),
});
export type DatabaseIndex = z.infer<typeof databaseIndexSchema>;

/**
 * `tables` ordered so that every table comes after the tables its foreign keys point to (self-references and
 * cycles ignored: a cycle keeps the input order). `references` lists [child, parent] pairs of "schema.name".
 */
export function orderByForeignKeys<T extends { schema: string; name: string }>(
  tables: readonly T[],
  references: readonly (readonly [string, string])[],
): T[] {
  const key = (t: T) => `${t.schema}.${t.name}`;
  const parents = new Map<string, Set<string>>();
  for (const [child, parent] of references)
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const ordered: T[] = [];
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) if (byKey.has(parent)) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(byKey.get(name)!);
  };
  for (const table of tables) visit(key(table));
  return ordered;
}
/**
 * DATA_DIR/auth-secret, when the server created one (production on the embedded database without
 * BETTER_AUTH_SECRET): it encrypts the TOTP secrets, so a database restored without it locks staff out.
 */
export const AUTH_SECRET_ENTRY = "secrets/auth-secret";
/** Stored files are kept under this folder in the archive, by storage key. */
export const FILES_PREFIX = "files/";
/** Storage keys under this prefix are backup copies in the bucket, never part of a backup themselves. */
export const BACKUP_STORAGE_PREFIX = "backups/";

const NAME_PATTERN = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

/** backup-2026-11-23T02-00-00-000Z.tar.gz: sortable, safe in a URL and on every file system. */
export function backupFileName(createdAt: Date): string {
  return `backup-${createdAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** The moment a backup file was made, or null when `name` is not a backup file's name (e.g. a path). */
export function parseBackupFileName(name: string): Date | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!));
  return backupFileName(date) === name ? date : null;
}

export interface RotationPolicy {
  daily: number;
  weekly: number;
}

/**
 * Backups made in the 24 hours before the newest one are all kept, up to this many: an admin's backup from just
 * before an upgrade must survive the backup made after it the same day (the per-day rule keeps only one).
 */
export const RECENT_BACKUPS_KEPT = 5;
const RECENT_MS = 24 * 3_600_000;

/**
 * The backups rotation keeps: the newest of each of the `daily` most recent days that have a backup, and the
 * newest of each of the `weekly` most recent weeks, in the shop's time zone, and every backup of the 24 hours
 * before the newest (at most RECENT_BACKUPS_KEPT). The newest backup is always kept. Everything else may be
 * deleted.
 */
export function backupsToKeep<T extends { createdAt: Date }>(
  backups: readonly T[],
  policy: RotationPolicy,
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>();
  const newest = newestFirst[0];
  if (!newest) return keep;
  for (const backup of newestFirst.slice(0, RECENT_BACKUPS_KEPT))
    if (newest.createdAt.getTime() - backup.createdAt.getTime() < RECENT_MS) keep.add(backup);
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    const day = shopToday(backup.createdAt);
    const week = isoWeek(day);
    if (!days.has(day) && days.size < policy.daily) keep.add(backup);
    if (!weeks.has(week) && weeks.size < policy.weekly) keep.add(backup);
    days.add(day);
    weeks.add(week);
  }
  return keep;
}

/**
 * How long an erased person can still be in an older backup, for the privacy statement: rotation deletes every
 * backup older than the last `weekly` weeks (or, without weekly backups, the last `daily` days).
 */
export function backupRetentionText(policy: RotationPolicy): string {
  if (policy.weekly > 0) return policy.weekly === 1 ? "ongeveer 1 week" : `ongeveer ${policy.weekly} weken`;
  return policy.daily === 1 ? "ongeveer 1 dag" : `ongeveer ${policy.daily} dagen`;
}

/** "HH:MM" on a 24-hour clock. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The next moment after `now` at which the shop's clock shows `time` ("03:00"). On the night the clocks
 * go back a time that occurs twice runs once; on the night they go forward a skipped time runs an hour later.
 */
export function nextBackupAt(now: Date, time: string): Date {
  const match = BACKUP_TIME_PATTERN.exec(time);
  if (!match) throw new Error(`Invalid backup time: ${time}`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const [y, m, d] = shopToday(now).split("-").map(Number) as [number, number, number];
  for (let dayOffset = 0; dayOffset < 3; dayOffset++) {
    const wallClock = Date.UTC(y, m - 1, d + dayOffset, hour, minute);
    // Two passes settle the offset on the day itself (it may differ from the offset at the guess).
    let candidate = wallClock - amsterdamOffsetMinutes(new Date(wallClock)) * 60_000;
    candidate = wallClock - amsterdamOffsetMinutes(new Date(candidate)) * 60_000;
    if (candidate > now.getTime()) return new Date(candidate);
  }
  throw new Error("unreachable: a day always has the time");
}

const sha256Pattern = /^[0-9a-f]{64}$/;

/** A path inside the archive: relative, "/"-separated, no "..", "." or empty segments. */
function isSafeEntryPath(value: string): boolean {
  if (!value || value.length > 1024 || value.startsWith("/") || value.includes("\\") || value.includes("\0"))
    return false;
  return value.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT_VERSION),
  app: z.literal(BACKUP_APP_NAME),
  createdAt: z.iso.datetime(),
  /** "pglite": the embedded database is in DATABASE_ENTRY and its tables; "none": it was PostgreSQL (pg_dump). */
  database: z.enum(["pglite", "none"]),
  entries: z
    .array(
      z.object({
        path: z.string().refine(isSafeEntryPath),
        size: z.number().int().min(0),
        sha256: z.string().regex(sha256Pattern),
      }),
    )
    .max(10_000_000),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = BackupManifest["entries"][number];

/** Why a manifest is not one of ours, in Dutch for the command line; null when it is valid. */
export function manifestProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return "Het manifest van de back-up is onleesbaar.";
  const candidate = value as Record<string, unknown>;
  if (candidate.app !== BACKUP_APP_NAME) return "Dit is geen back-up van deze website.";
  if (candidate.format === 1)
    return (
      "Deze back-up heeft de oude indeling (versie 1, een kopie van de databasemap) en kan met deze versie van " +
      "de website niet worden hersteld. Gebruik een nieuwere back-up, of herstel hem met de versie van de " +
      "website waarmee hij is gemaakt."
    );
  if (candidate.format !== BACKUP_FORMAT_VERSION)
    return `Deze back-up heeft een onbekende indeling (versie ${String(candidate.format)}).`;
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) return "Het manifest van de back-up is ongeldig.";
  const paths = new Set<string>();
  for (const entry of parsed.data.entries) {
    if (paths.has(entry.path)) return "Het manifest van de back-up noemt een bestand twee keer.";
    if (
      !isDatabaseEntry(entry.path) &&
      entry.path !== AUTH_SECRET_ENTRY &&
      !entry.path.startsWith(FILES_PREFIX)
    )
      return "Het manifest van de back-up noemt een onbekend onderdeel.";
    paths.add(entry.path);
  }
  const hasDump = [...paths].some(isDatabaseEntry);
  if (
    (parsed.data.database === "pglite") !== paths.has(DATABASE_ENTRY) ||
    (hasDump && !paths.has(DATABASE_ENTRY))
  )
    return "Het manifest van de back-up klopt niet met de database erin.";
  return null;
}

/** What a backup holds, for the staff list: number of files and bytes of files, and whether the database is in. */
export function describeManifest(manifest: BackupManifest): { fileCount: number; hasDatabase: boolean } {
  return {
    fileCount: manifest.entries.filter((e) => e.path.startsWith(FILES_PREFIX)).length,
    hasDatabase: manifest.database === "pglite",
  };
}
