// The embedded database as a logical dump: the live rows of every table in COPY text format, plus an index of the
// tables (in foreign-key order), their columns and the number of migrations applied. Unlike a copy of the data
// directory it holds no deleted rows (dead tuples, old WAL segments), so data erased before a backup does not
// live on in it, and it loads into a fresh database of any PGlite version.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { databaseTableEntry, orderByForeignKeys, type DatabaseIndex } from "~/lib/backups";

export interface LogicalDump {
  index: DatabaseIndex;
  /** One per table of the index, in its order. */
  tables: { entry: string; rows: Blob }[];
}

/** The migrations' bookkeeping: dumped, but on restore the fresh database's own (from migrating) is kept. */
const MIGRATIONS_TABLE = { schema: "drizzle", name: "__drizzle_migrations" } as const;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const qualified = (table: { schema: string; name: string }) => `${quote(table.schema)}.${quote(table.name)}`;

async function migrationCount(tx: Pick<Transaction, "query">): Promise<number> {
  const exists = await tx.query<{ found: string | null }>(
    `select to_regclass('${MIGRATIONS_TABLE.schema}.${MIGRATIONS_TABLE.name}')::text as found`,
  );
  if (!exists.rows[0]?.found) return 0;
  const counted = await tx.query<{ n: number }>(
    `select count(*)::int as n from ${qualified(MIGRATIONS_TABLE)}`,
  );
  return counted.rows[0]!.n;
}

/** Every base table outside the system schemas with its insertable columns, parents before children. */
async function tablesOf(
  tx: Pick<Transaction, "query">,
): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const columns = await tx.query<{ schema: string; name: string; column: string }>(`
    select c.table_schema as schema, c.table_name as name, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.is_generated = 'NEVER'
    order by 1, 2, c.ordinal_position`);
  const tables = new Map<string, { schema: string; name: string; columns: string[] }>();
  for (const row of columns.rows) {
    const key = `${row.schema}.${row.name}`;
    const table = tables.get(key) ?? { schema: row.schema, name: row.name, columns: [] };
    table.columns.push(row.column);
    tables.set(key, table);
  }
  const references = await tx.query<{ child: string; parent: string }>(`
    select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where k.contype = 'f'`);
  return orderByForeignKeys(
    [...tables.values()],
    references.rows.map((r) => [r.child, r.parent] as const),
  );
}

/**
 * Dumps every table inside one transaction, so the rows are consistent with each other. PGlite runs one query
 * at a time, so visitors' queries wait while it copies (COPY is fast: well under a second for a shop's tables);
 * the archive is written after the transaction ends.
 */
export async function dumpDatabase(client: PGlite): Promise<LogicalDump> {
  return client.transaction(async (tx) => {
    await tx.exec("set transaction isolation level repeatable read, read only");
    const migrations = await migrationCount(tx);
    const index: DatabaseIndex = { migrations, tables: [] };
    const tables: LogicalDump["tables"] = [];
    for (const table of await tablesOf(tx)) {
      const columnList = table.columns.map(quote).join(", ");
      const result = await tx.query(`copy ${qualified(table)} (${columnList}) to '/dev/blob'`);
      const counted = await tx.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
      index.tables.push({ ...table, rows: counted.rows[0]!.n });
      tables.push({
        entry: databaseTableEntry(table.schema, table.name),
        rows: result.blob ?? new Blob([]),
      });
    }
    return { index, tables };
  });
}

export class DumpTooNewError extends Error {
  override name = "DumpTooNewError";
  constructor(
    readonly dumpMigrations: number,
    readonly codeMigrations: number,
  ) {
    super(`dump has ${dumpMigrations} migrations, code ${codeMigrations}`);
  }
}

/**
 * Loads a dump into `client`, a database the app's migrations have just created (empty tables): each table with
 * COPY FROM and the dump's own column list (a dump of an older schema, with fewer columns, still loads; new
 * columns take their defaults), foreign-key triggers off during the load, then every sequence set past its
 * column's largest value. One transaction: it loads completely or not at all. Throws DumpTooNewError when the
 * dump comes from a schema with more migrations than this code has.
 */
export async function loadDatabase(
  client: PGlite,
  index: DatabaseIndex,
  rowsOf: (entry: string) => Promise<Blob>,
): Promise<void> {
  await client.transaction(async (tx) => {
    const codeMigrations = await migrationCount(tx);
    if (index.migrations > codeMigrations) throw new DumpTooNewError(index.migrations, codeMigrations);
    await tx.exec("set local session_replication_role = replica");
    for (const table of index.tables) {
      if (table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name) continue;
      const exists = await tx.query<{ found: string | null }>("select to_regclass($1)::text as found", [
        qualified(table),
      ]);
      // A table a later migration dropped: its rows went with it, as they would have on the live database.
      if (!exists.rows[0]?.found) continue;
      const columnList = table.columns.map(quote).join(", ");
      await tx.query(`copy ${qualified(table)} (${columnList}) from '/dev/blob'`, [], {
        blob: await rowsOf(databaseTableEntry(table.schema, table.name)),
      });
    }
    const sequences = await tx.query<{ tbl: string; col: string; seq: string }>(`
      select format('%I.%I', n.nspname, c.relname) as tbl, a.attname as col,
        pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and n.nspname not in ('pg_catalog', 'information_schema', '${MIGRATIONS_TABLE.schema}')
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`);
    for (const { tbl, col, seq } of sequences.rows)
      await tx.query(`select setval($1, coalesce((select max(${quote(col)}) from ${tbl}), 0) + 1, false)`, [
        seq,
      ]);
  });
}
