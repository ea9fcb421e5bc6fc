// The shape of a lead type in the registry. Everything a screen, mail or export says about a lead of one type
// comes from its entry: labels, the labelled fields with their formatters, the workflow, the list summary, and
// the forms that send it (path, schema, messages).
import type { ReplyPromise } from "../reply-promise";
import type { z } from "../zod";
import type { FormError } from "./messages";
import type { LeadStatus, Workflow } from "./status";

/** Every message one form shows (docs/behaviour.md#validation-and-messages). */
export interface FormMessages {
  missing: FormError;
  invalidEmail: FormError;
  /** Title of the other validation errors. */
  invalidTitle: string;
  /** The failure toast; {phone} is the shop's number. */
  failure: (phone: string) => FormError;
  /** The success toast, with the reply time of ~/lib/reply-promise (the sentence /bedankt and the mail show). */
  success: (reply: ReplyPromise) => FormError;
  /** When we answer, as /bedankt and the confirmation mail say it. */
  reply: (reply: ReplyPromise) => string;
  /** /bedankt after this form (?verstuurd=<form>): its heading and what was sent; the reply time follows. */
  thanks: { heading: string; text: string };
}

/** One form that sends leads of a type. Its key (in the type's `forms`) is its one name in code and URLs. */
export interface LeadFormDefinition<S extends z.ZodType = z.ZodType> {
  /** Where it posts; the route table maps every form's path onto the one lead route (routes/api.lead-form.ts). */
  path: `/api/${string}`;
  /** Its name for staff (statistics, the lead's "Formulier" row), for types with more than one form. */
  label?: string;
  /** What a lead stores in its type's form column, for types with more than one form. */
  stored?: string;
  /** Its name in the conversion events (~/lib/tracking). */
  tracking?: string;
  schema: S;
  /** The page section it sits in, for the no-JavaScript error redirect ("" when the page is the form). */
  anchor: string;
  /** Whether a visitor may attach files (a logo or design; ~/lib/leads/attachments). */
  attachments: boolean;
  /** The fields a form sent without JavaScript gets back after an error (~/lib/leads/kept-input). */
  keep: readonly string[];
  messages: FormMessages;
}

export function defineLeadForm<const D extends LeadFormDefinition>(form: D): D {
  return form;
}

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

export interface LeadTypeDefinition<
  T extends string,
  R,
  F extends Record<string, LeadFormDefinition> = Record<string, LeadFormDefinition>,
> {
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
  /** The forms that send this type, by their key (unique across types: it names the form in URLs). */
  forms: F;
}

export function defineLeadType<T extends string, R, F extends Record<string, LeadFormDefinition>>(
  definition: LeadTypeDefinition<T, R, F>,
) {
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
