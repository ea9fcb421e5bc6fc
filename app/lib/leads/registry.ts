// The lead registry: every lead type the shop receives, in inbox order. Screens, mails and exports iterate over
// it; a new lead type is one entry here (plus its table and mails on the server).
import { appointmentLead, type AppointmentRecord } from "./appointment";
import {
  labelledRows,
  type LeadContact,
  type LeadLineTable,
  type LeadTypeDefinition,
  type Row,
  type RowAudience,
} from "./define";
import { partnershipLead, type PartnershipRecord } from "./partnership";
import { quoteFormLabel, quoteLead, type QuoteRecord } from "./quote";
import { isLeadStatus, nextStatusesIn, type LeadStatus } from "./status";
import { workwearOrderLead, type WorkwearOrderRecord } from "./workwear";

export const leadTypes = {
  quote: quoteLead,
  appointment: appointmentLead,
  partnership: partnershipLead,
  workwear: workwearOrderLead,
} as const;

export type LeadType = keyof typeof leadTypes;

/** What a stored lead of each type holds besides the columns every lead has. */
export interface LeadRecords {
  quote: QuoteRecord;
  appointment: AppointmentRecord;
  partnership: PartnershipRecord;
  workwear: WorkwearOrderRecord;
}

export const LEAD_TYPES = Object.keys(leadTypes) as LeadType[];

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

/** The form a lead came in through: quote requests have two (the modal and the quick form), others one. */
export function leadFormLabel(type: LeadType, form: string | null): string {
  return type === "quote" && form ? quoteFormLabel(form) : leadTypes[type].label;
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
