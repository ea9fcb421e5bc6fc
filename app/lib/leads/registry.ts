// The lead registry: every lead type the shop receives, in inbox order, one line each. A type's definition
// (~/lib/leads/<type>.ts) holds its labels, fields, workflow, summary and forms (path, schema, messages); screens,
// mails, exports, the route table and the lead route iterate over this list, and the form keys, records and
// form lookups below are derived from it. The server half is ~/server/leads/registry.server.ts. README:
// "Adding a lead type".
import type { ReplyPromise } from "../reply-promise";
import { appointmentLead } from "./appointment";
import {
  labelledRows,
  type LeadContact,
  type LeadFormDefinition,
  type LeadLineTable,
  type LeadTypeDefinition,
  type Row,
  type RowAudience,
} from "./define";
import { errorForCodeIn, formErrorFor, type FormError, type FormIssue } from "./messages";
import { partnershipLead } from "./partnership";
import { quoteLead } from "./quote";
import { hasEnded, isLeadStatus, nextStatusesIn, type LeadStatus } from "./status";
import { workwearOrderLead } from "./workwear";

export const leadTypes = {
  quote: quoteLead,
  appointment: appointmentLead,
  partnership: partnershipLead,
  workwear: workwearOrderLead,
} as const;

type Types = typeof leadTypes;
export type LeadType = keyof Types;

/** What a stored lead of each type holds besides the columns every lead has (from its definition's fields). */
export type LeadRecords = {
  [T in LeadType]: Types[T]["title"] extends (record: infer R) => string ? R : never;
};

type FormsOf<T extends LeadType> = Types[T]["forms"];

/** The keys of a type's forms. */
export type LeadFormsOf<T extends LeadType> = keyof FormsOf<T> & string;

/** One map of a union of maps (each type's forms), keyed by every key of any of them. */
type Merged<U> = { [K in U extends unknown ? keyof U : never]: U extends { [P in K]: infer V } ? V : never };

/** Every form of every type by its key, with the key and the type it sends. */
type LeadFormMap = Merged<
  { [T in LeadType]: { [K in keyof FormsOf<T>]: FormsOf<T>[K] & { form: K; type: T } } }[LeadType]
>;

/** Every form's key (quote, quick, appointment, ...): its one name in code, URLs and the lead route. */
export type LeadForm = keyof LeadFormMap & string;

/** A form's definition with its key and the type it sends. */
export type LeadFormEntry<F extends LeadForm> = LeadFormMap[F];

export const LEAD_TYPES = Object.keys(leadTypes) as LeadType[];

/** Every form of every type by its key, in registry order. */
export const leadForms = Object.fromEntries(
  LEAD_TYPES.flatMap((type) =>
    Object.entries(leadTypes[type].forms as Record<string, LeadFormDefinition>).map(([form, definition]) => [
      form,
      { ...definition, form, type },
    ]),
  ),
) as LeadFormMap;

export const LEAD_FORMS = Object.keys(leadForms) as LeadForm[];

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}

/** Where a form posts (its component's action; the route table maps it onto the lead route). */
export function leadFormPath(form: LeadForm): string {
  return leadForms[form].path;
}

/**
 * What a page needs of a form to send it: where it posts and its name in the conversion events. Pages get it
 * from the root loader (~/components/form/lead-fields `useLeadFormLink`), not by importing this registry, which
 * holds the schemas and would bring zod into every page with a form.
 */
export interface LeadFormLink {
  path: string;
  tracking: string;
}

export function leadFormLinks(): Record<LeadForm, LeadFormLink> {
  return Object.fromEntries(
    LEAD_FORMS.map((form) => [form, { path: leadFormPath(form), tracking: leadFormTrackingName(form) }]),
  ) as Record<LeadForm, LeadFormLink>;
}

/** The form a path belongs to (the lead route's lookup), or null. */
export function leadFormAt(path: string): LeadForm | null {
  return LEAD_FORMS.find((form) => leadForms[form].path === path) ?? null;
}

/** The form's name in the conversion events (~/lib/tracking): its `tracking` name, else its key. */
export function leadFormTrackingName(form: LeadForm): string {
  const entry: LeadFormDefinition = leadForms[form];
  return entry.tracking ?? form;
}

const messagesOf = (form: LeadForm) => (leadForms[form] as LeadFormDefinition).messages;

/** The form's error for its schema's issues (docs/behaviour.md#validation-and-messages order), with a message per failing field. */
export function leadFormError(form: LeadForm, issues: readonly FormIssue[]): FormError {
  return formErrorFor(messagesOf(form), issues);
}

/** The failure toasts of docs/behaviour.md#validation-and-messages ({phone} is the shop's number). */
export function failureError(form: LeadForm, phone: string): FormError {
  return messagesOf(form).failure(phone);
}

/** Message for a ?fout=<code> after a form was sent without JavaScript (the page shows it in the form). */
export function errorForCode(form: LeadForm, code: string, phone: string): FormError | undefined {
  return errorForCodeIn(messagesOf(form), code, phone);
}

/** A form sent without JavaScript came back with ?formulier=<form>&fout=<code>: that form and its error. */
export function noJsFormError(
  params: URLSearchParams,
  phone: string,
): { form: LeadForm; error: FormError } | null {
  const form = params.get("formulier");
  if (!isLeadForm(form)) return null;
  const error = errorForCode(form, params.get("fout") ?? "", phone);
  return error ? { form, error } : null;
}

/** Success toasts of docs/behaviour.md#validation-and-messages, with the reply time where the spec does not fix the sentence. */
export function successMessage(form: LeadForm, reply: ReplyPromise): FormError {
  return messagesOf(form).success(reply);
}

/** What /bedankt says after this form: its heading and what was sent (the reply sentence follows). */
export function thanksFor(form: LeadForm): { heading: string; text: string } {
  return messagesOf(form).thanks;
}

/** The sentence that says when we answer a request sent with this form (/bedankt, confirmation mails). */
export function replySentence(form: LeadForm, reply: ReplyPromise): string {
  return messagesOf(form).reply(reply);
}

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === "string" && Object.hasOwn(leadTypes, value);
}

/** The entry of a type, typed for any of its records (callers hold a record of that type). */
export function leadType<T extends LeadType>(type: T): LeadTypeDefinition<T, LeadRecords[T]> {
  return leadTypes[type] as unknown as LeadTypeDefinition<T, LeadRecords[T]>;
}

export function leadTypeLabel(type: string): string {
  return isLeadType(type) ? leadTypes[type].label : type;
}

/** The form a lead came in through (its stored `form` value, for types with more than one form), by its label. */
export function leadFormLabel(type: LeadType, stored: string | null): string {
  const forms = Object.values(leadTypes[type].forms as Record<string, LeadFormDefinition>);
  const form = stored ? forms.find((f) => f.stored === stored) : undefined;
  return form?.label ?? (stored && forms.length > 1 ? stored : leadTypes[type].label);
}

/** Statuses a lead of this type can have, in workflow order (for filters and counts). */
export function statusesFor(type: LeadType): LeadStatus[] {
  return [...leadTypes[type].workflow.order];
}

export function nextStatuses(type: LeadType, current: string): LeadStatus[] {
  return nextStatusesIn(leadTypes[type].workflow, current);
}

export function canTransition(type: LeadType, from: string, to: string): boolean {
  return isLeadStatus(to) && nextStatuses(type, from).includes(to);
}

/** A lead that owes nobody a reply: its status is one of its type's endings, or it is spam. */
export function leadHasEnded(type: LeadType, lead: { status: string; isSpam?: boolean }): boolean {
  return Boolean(lead.isSpam) || hasEnded(leadType(type).workflow, lead.status);
}

/** The short description lists show for a lead. */
export interface LeadSummary extends LeadContact {
  type: LeadType;
  typeLabel: string;
  subject: string | null;
}

export function summarize<T extends LeadType>(type: T, record: LeadRecords[T]): LeadSummary {
  const entry = leadType(type);
  return { type, typeLabel: entry.label, ...entry.contact(record), subject: entry.subject(record) };
}

export function leadRows<T extends LeadType>(
  type: T,
  record: LeadRecords[T],
  audience: RowAudience = "staff",
): Row[] {
  return labelledRows(leadType(type).fields, record, audience);
}

/** The lead's lines as a table (work-wear orders), or null for types without lines. */
export function leadLineTable<T extends LeadType>(type: T, record: LeadRecords[T]): LeadLineTable | null {
  return leadType(type).lineTable?.(record) ?? null;
}

/** The lead's amount in cents (a work-wear order's total), or null for types without one. */
export function leadAmountCents<T extends LeadType>(type: T, record: LeadRecords[T]): number | null {
  return leadType(type).amountCents?.(record) ?? null;
}

/**
 * The seam for tests (tests/leads/fixture-type.test.ts): a type defined outside this list joins every look-up above
 * as if it had its line in `leadTypes`, until the returned function removes it. Production code never calls it.
 */
export function registerLeadTypeForTest(
  definition: LeadTypeDefinition<string, never, Record<string, LeadFormDefinition>>,
): () => void {
  const type = definition.type;
  if (Object.hasOwn(leadTypes, type)) throw new Error(`Lead type ${type} is registered already`);
  const forms = Object.keys(definition.forms);
  const types = leadTypes as unknown as Record<string, unknown>;
  const entries = leadForms as unknown as Record<string, unknown>;
  types[type] = definition;
  (LEAD_TYPES as string[]).push(type);
  for (const form of forms) {
    entries[form] = { ...definition.forms[form], form, type };
    (LEAD_FORMS as string[]).push(form);
  }
  return () => {
    delete types[type];
    LEAD_TYPES.splice(LEAD_TYPES.indexOf(type as LeadType), 1);
    for (const form of forms) {
      delete entries[form];
      LEAD_FORMS.splice(LEAD_FORMS.indexOf(form as LeadForm), 1);
    }
  };
}
