// The shape of a lead type in the registry. Everything a screen, mail or export says about a lead of one type
// comes from its entry: labels, the labelled fields with their formatters, the workflow, the list summary.
import type { LeadStatus, Workflow } from "./status";

/** One labelled value of a lead, as the detail page, the e-mails and the CSV show it. */
export interface LeadField<R> {
  label: string;
  value: (record: R) => string | null | undefined;
  /** For staff only (detail page, CSV): left out of the visitor's confirmation e-mail. */
  staffOnly?: boolean;
  /** Only in lists and the CSV: the detail page and the mails show it another way (e.g. as the line table). */
  exportOnly?: boolean;
  /** Left out when empty instead of shown as "–" (a delivery address means nothing for pickup). */
  omitEmpty?: boolean;
}

/** Lines of a lead (the articles of an order) as a table for the detail page and both e-mails. */
export interface LeadLineTable {
  caption: string;
  head: string[];
  /** Per column: right-aligned numbers. */
  numeric: boolean[];
  rows: string[][];
  /** The closing row: its first cell under the first column, its last under the last (e.g. the total). */
  foot?: string[];
}

/** Who to contact about a lead: the inbox columns and the detail page's call/mail/WhatsApp links. */
export interface LeadContact {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
}

/** A status change that means more than a label: its button text and the notice after it. */
export interface StatusAction {
  button: string;
  notice: string;
}

export interface LeadTypeDefinition<T extends string, R> {
  type: T;
  label: string;
  pluralLabel: string;
  workflow: Workflow;
  statusActions?: Partial<Record<LeadStatus, StatusAction>>;
  /** Heading of the detail page. */
  title: (record: R) => string;
  contact: (record: R) => LeadContact;
  /** One line for lists: the inbox, the overview and the customer's dashboard. */
  subject: (record: R) => string | null;
  fields: readonly LeadField<R>[];
  /** The lead's lines, for types that have them (work-wear orders). */
  lineTable?: (record: R) => LeadLineTable;
  /** The amount in cents, for types that have one (the order total): the export's number column. */
  amountCents?: (record: R) => number;
}

export function defineLeadType<T extends string, R>(definition: LeadTypeDefinition<T, R>) {
  return definition;
}

export type Row = readonly [label: string, value: string];

/** Who reads the rows: staff on the detail page and in the shop's mail, the visitor, or a list/CSV export. */
export type RowAudience = "staff" | "visitor" | "export";

/** The fields as labelled rows, "–" for empty values (the detail page and the mails show every field). */
export function labelledRows<R>(
  fields: readonly LeadField<R>[],
  record: R,
  audience: RowAudience = "staff",
): Row[] {
  return fields
    .filter((f) => audience !== "visitor" || !f.staffOnly)
    .filter((f) => audience === "export" || !f.exportOnly)
    .flatMap((f) => {
      const value = f.value(record);
      if (value?.trim()) return [[f.label, value] as const];
      return f.omitEmpty && audience !== "export" ? [] : [[f.label, "–"] as const];
    });
}
