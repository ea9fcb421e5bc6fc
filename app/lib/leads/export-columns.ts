// The inbox export's columns, once: the CSV and the Excel file both iterate over this list, so a column or a
// label changes in one place. Each column says what kind of value it holds, so the Excel file can type its
// cells (a phone number stays text with its leading zero, a date is a date, an amount a number).
import { csvAmount, csvDateTime } from "../csv";
import { fieldLabels } from "./labels";
import { sourceLabel } from "../visit-source";
import { statusLabel } from "./status";

/** One exported lead: what the inbox list knows of it (server: LeadListRow). */
export interface ExportLead {
  id: string;
  typeLabel: string;
  createdAt: Date;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  details: string;
  source: string | null;
  landingPage: string | null;
  /** The order total in cents for types with one (work-wear orders), otherwise null. */
  amountCents: number | null;
}

export type ExportColumn =
  | { kind: "text"; label: string; width: number; value: (lead: ExportLead) => string | null }
  | { kind: "date"; label: string; width: number; value: (lead: ExportLead) => Date }
  | { kind: "amount"; label: string; width: number; value: (lead: ExportLead) => number | null };

export const LEAD_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { kind: "text", label: "Soort", width: 22, value: (l) => l.typeLabel },
  { kind: "date", label: "Ontvangen", width: 17, value: (l) => l.createdAt },
  { kind: "text", label: "Status", width: 16, value: (l) => statusLabel(l.status) },
  { kind: "text", label: fieldLabels.name, width: 24, value: (l) => l.name },
  { kind: "text", label: fieldLabels.email, width: 30, value: (l) => l.email },
  { kind: "text", label: fieldLabels.phone, width: 15, value: (l) => l.phone },
  { kind: "text", label: fieldLabels.company, width: 22, value: (l) => l.company },
  { kind: "text", label: "Onderwerp", width: 30, value: (l) => l.subject },
  { kind: "amount", label: "Bedrag", width: 12, value: (l) => l.amountCents },
  { kind: "text", label: "Details", width: 60, value: (l) => l.details },
  { kind: "text", label: "Bron", width: 16, value: (l) => (l.source ? sourceLabel(l.source) : null) },
  { kind: "text", label: "Landingspagina", width: 24, value: (l) => l.landingPage },
  { kind: "text", label: "ID", width: 38, value: (l) => l.id },
];

export const LEAD_EXPORT_HEADER: readonly string[] = LEAD_EXPORT_COLUMNS.map((c) => c.label);

/** A CSV cell as text: Amsterdam time ("2026-03-02 09:00"), amounts with a decimal comma as Dutch Excel reads them. */
export function csvExportValue(column: ExportColumn, lead: ExportLead): string | null {
  switch (column.kind) {
    case "date":
      return csvDateTime(column.value(lead));
    case "amount": {
      const cents = column.value(lead);
      return cents === null ? null : csvAmount(cents);
    }
    case "text":
      return column.value(lead);
  }
}
