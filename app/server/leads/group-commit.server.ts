// Group commit for new leads. Every statement costs a protocol round trip, a plan and a commit (WAL written to
// disk), and on our side building the SQL, a socket write and reading the answer: under a burst of leads that
// per-statement work, not the rows, is what the server spends its time on. The embedded database runs one
// statement at a time in one WebAssembly instance anyway; on PostgreSQL the app's own CPU per statement was the
// limit (bench:leads: 357-385 leads/s one statement each, 455-556 grouped). So the leads that arrive while the
// previous write runs are written together as one statement, one commit. Each caller is answered only when the
// statement holding its row has committed; when a grouped statement fails, its members are written again one by
// one, so one bad lead neither loses nor wrongly confirms the others.
import { sql, type SQL } from "drizzle-orm";
import { CoalescingQueue } from "~/lib/coalescing-queue";
import type { Database } from "../db/client.server";
import { jsonInserts } from "../db/json-insert.server";
import { outbox } from "../db/schema.server";
import { outboxRows, type OutgoingMail } from "../mail/outbox.server";
import type { LeadTable } from "./define.server";

/** One lead row and its e-mails: what `storeLead` writes in the common case (no child rows, no files). */
export interface LeadWrite {
  table: LeadTable;
  row: Record<string, unknown>;
  mails: OutgoingMail[];
}

/**
 * All `writes` as one statement (atomic on its own): the lead rows, one multi-row insert per table, as
 * data-modifying CTEs, then the e-mails into the outbox. The rows travel as JSON (db/json-insert.server.ts).
 */
export function leadWriteStatement(writes: readonly LeadWrite[]): SQL {
  const rowsByTable = new Map<LeadTable, Record<string, unknown>[]>();
  for (const write of writes) {
    const rows = rowsByTable.get(write.table);
    if (rows) rows.push(write.row);
    else rowsByTable.set(write.table, [write.row]);
  }
  const inserts = [...rowsByTable].flatMap(([table, rows]) => jsonInserts(table, rows));
  const mails = writes.flatMap((write) => write.mails);
  if (mails.length) inserts.push(...jsonInserts(outbox, outboxRows(mails)));
  const last = inserts.pop()!;
  if (inserts.length === 0) return last;
  const ctes = inserts.map((insert, i) => sql`${sql.identifier(`lead${i}`)} as (${insert})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${last}`;
}

/** A group of at most this many leads: a statement of a few hundred kB. */
const MAX_GROUP = 64;

interface Pending {
  write: LeadWrite;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  /** Statements that held more than one lead. */
  groups: number;
  /** Leads written in those statements. */
  groupedLeads: number;
  /** Grouped statements that failed, whose members were then written one by one. */
  retriedGroups: number;
}

export class GroupCommit {
  readonly stats: GroupCommitStats = { groups: 0, groupedLeads: 0, retriedGroups: 0 };
  private readonly pending = new CoalescingQueue<Pending, Pending[]>(
    (waiting) => waiting.splice(0, MAX_GROUP),
    (group) => this.commit(group),
  );

  constructor(private readonly db: Database) {}

  /** Resolves once `write` is committed; rejects with the database's error if it could not be. */
  write(write: LeadWrite): Promise<void> {
    return new Promise((resolve, reject) => this.pending.add({ write, resolve, reject }));
  }

  private async commit(group: Pending[]) {
    if (group.length > 1) {
      this.stats.groups++;
      this.stats.groupedLeads += group.length;
    }
    try {
      await this.db.execute(leadWriteStatement(group.map((p) => p.write)));
      for (const p of group) p.resolve();
      return;
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      this.stats.retriedGroups++;
    }
    // Nothing of the failed statement was written: each member now gets its own statement and its own answer.
    for (const p of group) {
      try {
        await this.db.execute(leadWriteStatement([p.write]));
        p.resolve();
      } catch (error) {
        p.reject(error);
      }
    }
  }
}

const groupCommits = new WeakMap<Database, GroupCommit>();

/** The group commit of `db` (one per database handle, so one statement under way at a time per process). */
export function groupCommitFor(db: Database): GroupCommit {
  let groupCommit = groupCommits.get(db);
  if (!groupCommit) groupCommits.set(db, (groupCommit = new GroupCommit(db)));
  return groupCommit;
}
