// The storage half of a lead type: its table and the e-mails it sends. The pure half (labels, fields, workflow)
// is its entry in ~/lib/leads/registry.
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SiteConfig } from "~/content/site";
import type { LeadRecords, LeadType } from "~/lib/leads/registry";
import type { LeadStatus } from "~/lib/leads/status";
import type { Database, Tx } from "../db/client.server";
import type {
  appointmentRequests,
  b2bRegistrations,
  quoteRequests,
  workwearOrders,
} from "../db/schema.server";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import type { ReceivedAttachment } from "./attachments.server";

/** Every lead table has the lead columns (id, status, visit, spam flag) and an e-mail address. */
export type LeadTable =
  typeof quoteRequests | typeof appointmentRequests | typeof b2bRegistrations | typeof workwearOrders;

export interface LeadStorage<T extends LeadType> {
  type: T;
  table: LeadTable;
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
    settings: MailSettings,
    attachments: readonly ReceivedAttachment[],
  ) => OutgoingMail[];
  /**
   * The e-mail to the visitor that goes with a status change, if any; `lead` is the stored lead's id and the
   * status it leaves (a reopened lead is not mailed as if it were new).
   */
  statusMail?: (
    record: LeadRecords[T],
    status: LeadStatus,
    site: SiteConfig,
    lead: { id: string; from: string },
  ) => OutgoingMail | null;
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

export function defineLeadStorage<T extends LeadType>(storage: LeadStorage<T>): LeadStorage<T> {
  return storage;
}
