// The storage half of a lead type: its table, how its forms' data becomes a stored record, and the e-mails it
// sends. The pure half (labels, fields, workflow, forms) is its definition in ~/lib/leads/<type>.ts.
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SiteConfig } from "~/content/site";
import type { LeadData } from "~/lib/leads/forms";
import type { LeadForm, LeadFormsOf, LeadRecords, LeadType } from "~/lib/leads/registry";
import type { LeadStatus } from "~/lib/leads/status";
import type { ReplyPromise } from "~/lib/reply-promise";
import type { Database, Tx } from "../db/client.server";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import type { ReceivedAttachment } from "./attachments.server";
import type { LeadTable } from "./registry.server";
import type { LeadMeta } from "./store.server";

// Every lead table has the lead columns (id, status, visit, spam flag) and an e-mail address; the union of the
// registered tables is derived from the registry (~/server/leads/registry.server).
export type { LeadTable };

/** What a new lead's mails are written with: the mail settings and when the visitor hears from us. */
export interface LeadMailSettings extends MailSettings {
  reply: ReplyPromise;
}

export interface LeadStorage<T extends LeadType, Table extends PgTable = LeadTable> {
  type: T;
  table: Table;
  /**
   * How each of the type's forms becomes a record (the checked fields; prices, defaults, which form sent it). A
   * record that needs stored data (the published work-wear catalogue) may be read from `db`, and refused by
   * throwing a LeadRejection.
   */
  records: {
    [F in LeadFormsOf<T>]: (
      data: LeadData<Extract<F, LeadForm>>,
      db: Database,
    ) => LeadRecords[T] | Promise<LeadRecords[T]>;
  };
  /** Stores a record where a type checks more than every lead (the appointment's slot); else storeLead. */
  store?: (db: Database, record: LeadRecords[T], meta: LeadMeta) => Promise<{ id: string }>;
  /** Which form sent a lead, for types with more than one form (statistics per form). */
  formColumn?: AnyPgColumn;
  /** Columns the inbox search looks in, besides the e-mail address. */
  searchColumns: AnyPgColumn[];
  /**
   * Every column that holds the person's data (the e-mail address included). AVG erasure and the retention rules
   * blank exactly these when they anonymize a lead (~/server/leads/personal-data.server); child rows (order
   * lines) hold none.
   */
  personalColumns: AnyPgColumn[];
  /** For types that book a slot in the agenda: the slot's date (a confirmed future slot survives an erasure). */
  agendaDateColumn?: AnyPgColumn;
  /**
   * The shop's notification and the visitor's confirmation of a new lead. A type whose forms take files lists
   * them in the shop's mail with `attachmentMailLines` (names, sizes, a link to the lead; never the files).
   */
  mails: (
    record: LeadRecords[T],
    id: string,
    settings: LeadMailSettings,
    attachments: readonly ReceivedAttachment[],
    /** The visitor's secret link minted with the lead (visitorLink), for types that have one. */
    link?: string,
  ) => OutgoingMail[];
  /**
   * For types whose visitor gets a secret link with the arrival mail (an appointment's move/cancel page): mints it
   * in the transaction that stores the lead (or releases it from the bot traps) and returns its URL.
   */
  visitorLink?: (tx: Tx, id: string) => Promise<string>;
  /**
   * The e-mail to the visitor that goes with a status change, if any; `lead` is the stored lead's id, the
   * status it leaves (a reopened lead is not mailed as if it were new) and the visitor's link (visitorLink).
   */
  statusMail?: (
    record: LeadRecords[T],
    status: LeadStatus,
    site: SiteConfig,
    lead: { id: string; from: string; link?: string },
  ) => OutgoingMail | null;
  /**
   * Columns written with a status change: what staff gave with it (an appointment's meeting) and what follows
   * from it (the invite's revision). Null refuses the change: it lacks what the status needs.
   */
  statusColumns?: (
    record: LeadRecords[T],
    status: LeadStatus,
    given: Record<string, unknown>,
  ) => Record<string, unknown> | null;
  /**
   * For types whose record has rows in a second table (an order's lines): the lead row's own columns, and the
   * child rows written in the same transaction as the lead.
   */
  children?: {
    columns: (record: LeadRecords[T]) => Record<string, unknown>;
    insert: (tx: Tx, leadId: string, record: LeadRecords[T]) => Promise<void>;
    /** Completes stored rows with their children, so a read lead is a whole record again. */
    attach: <L extends { id: string }>(db: Database, leads: L[]) => Promise<L[]>;
  };
}

export function defineLeadStorage<T extends LeadType, Table extends PgTable>(
  storage: LeadStorage<T, Table>,
): LeadStorage<T, Table> {
  return storage;
}
