// Where does a string (an erased e-mail address) still occur? Every row of every table, all columns cast to text,
// and every file's bytes under a folder. The AVG erase test uses it on the live database and DATA_DIR; the same
// functions check a backup: restore it into a fresh database (or unpack its archive) and call them there.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** Every base table outside the system schemas (the migrations' own bookkeeping included). */
export async function allTables(db: Database): Promise<{ schema: string; name: string }[]> {
  const result = await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  return rowsOf<{ schema: string; name: string }>(result);
}

/** "schema.table: row" for each row whose text (every column, cast to text) contains `needle`, any case. */
export async function databaseTraces(db: Database, needle: string): Promise<string[]> {
  const lower = needle.toLowerCase();
  const found: string[] = [];
  for (const table of await allTables(db)) {
    const result = await db.execute(sql`
      select t::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t
      where strpos(lower(t::text), ${lower}) > 0`);
    for (const { row } of rowsOf<{ row: string }>(result))
      found.push(`${table.schema}.${table.name}: ${row}`);
  }
  return found;
}

/** The full text dump the traces search: one line per row of every table (to inspect what a test saw). */
export async function databaseDump(db: Database): Promise<string> {
  const lines: string[] = [];
  for (const table of await allTables(db)) {
    const result = await db.execute(
      sql`select t::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    );
    for (const { row } of rowsOf<{ row: string }>(result))
      lines.push(`${table.schema}.${table.name}: ${row}`);
  }
  return lines.join("\n");
}

/** Files under `root` whose bytes contain `needle` (as UTF-8 or UTF-16LE, any ASCII case). */
export async function fileTraces(root: string, needle: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const lower = needle.toLowerCase();
  const found: string[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const text = bytes.toString("latin1").toLowerCase();
    const wide = bytes.toString("utf16le").toLowerCase();
    if (text.includes(lower) || wide.includes(lower)) found.push(path.relative(root, file));
  }
  return found;
}
