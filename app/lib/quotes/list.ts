// A quote as the staff's lists show it (the quotes list, the lead page's history, the customer page) and as the
// CSV export writes it: one row shape and one list of columns.
import { quoteFieldLabels } from "~/content/staff-quotes";
import { csvAmount, csvDateTime, type CsvValue } from "../csv";
import { isLeadType, leadTypeLabel } from "../leads/registry";
import { sourceLabel } from "../visit-source";
import { versionedQuoteNumber } from "./number";
import { quoteStatusLabels, type QuoteStatus } from "./status";

export interface QuoteListRow {
  id: string;
  /** "OFF-2026-0007-2", or null for a first concept. */
  number: string | null;
  version: number;
  /** As of today: an open quote past its last valid day reads "verlopen" before the worker stores it. */
  status: QuoteStatus;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  subject: string | null;
  netCents: number;
  grossCents: number;
  createdAt: Date;
  sentAt: Date | null;
  validUntil: string;
  closedAt: Date | null;
  acceptedName: string | null;
  leadType: string | null;
  leadId: string | null;
  source: string | null;
  form: string | null;
}

export function quoteRowNumber(row: { number: string | null; version: number }): string | null {
  return row.number ? versionedQuoteNumber(row.number, row.version) : null;
}

/** The staff page of a quote. */
export function staffQuoteHref(id: string): string {
  return `/employee-dashboard/offertes/${id}`;
}

interface QuoteCsvColumn {
  label: string;
  value: (row: QuoteListRow) => CsvValue;
}

const when = (value: Date | null) => (value ? csvDateTime(value) : null);

export const QUOTE_CSV_COLUMNS: readonly QuoteCsvColumn[] = [
  { label: "Nummer", value: (r) => quoteRowNumber(r) ?? "Concept" },
  { label: "Status", value: (r) => quoteStatusLabels[r.status] },
  { label: quoteFieldLabels.customerName, value: (r) => r.customerName },
  { label: quoteFieldLabels.customerCompany, value: (r) => r.customerCompany },
  { label: quoteFieldLabels.customerEmail, value: (r) => r.customerEmail },
  { label: quoteFieldLabels.customerPhone, value: (r) => r.customerPhone },
  { label: quoteFieldLabels.subject, value: (r) => r.subject },
  { label: "Totaal excl. btw", value: (r) => csvAmount(r.netCents) },
  { label: "Totaal incl. btw", value: (r) => csvAmount(r.grossCents) },
  { label: "Aangemaakt", value: (r) => when(r.createdAt) },
  { label: "Verstuurd", value: (r) => when(r.sentAt) },
  { label: quoteFieldLabels.validUntil, value: (r) => r.validUntil },
  { label: "Afgesloten", value: (r) => when(r.closedAt) },
  { label: "Geaccepteerd door", value: (r) => r.acceptedName },
  {
    label: "Aanvraag",
    value: (r) => (r.leadType && isLeadType(r.leadType) ? leadTypeLabel(r.leadType) : null),
  },
  { label: "Bron", value: (r) => (r.source ? sourceLabel(r.source) : null) },
  { label: "Formulier", value: (r) => r.form },
  { label: "ID", value: (r) => r.id },
];

export const QUOTE_CSV_HEADER: readonly string[] = QUOTE_CSV_COLUMNS.map((c) => c.label);
