// A quote as the customer reads it, in one shape for the customer page, the staff preview, the PDF and the
// mails: so the four cannot show different lines, totals or dates.
import type { DocumentTotals } from "../money";
import type { QuoteLine } from "./lines";
import type { QuoteStatus } from "./status";

export interface QuoteDocumentLine extends QuoteLine {
  id: string;
  /** quantity × unit price, excl. VAT. */
  netCents: number;
}

export interface QuoteCustomer {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** Street, postal code and city as one text (lines separated by "\n"). */
  address: string | null;
  kvk: string | null;
  btw: string | null;
}

export interface QuoteDocument {
  id: string;
  /** "OFF-2026-0007" or "OFF-2026-0007-2"; null while a first concept has no number yet. */
  number: string | null;
  version: number;
  status: QuoteStatus;
  /** yyyy-MM-dd (Amsterdam) of sending; null for a concept. */
  issuedOn: string | null;
  /** Last day the quote can be accepted, yyyy-MM-dd. */
  validUntil: string;
  customer: QuoteCustomer;
  /** What the quote is for, e.g. "Kledingbedrukking" (from the lead's service). */
  subject: string | null;
  lines: QuoteDocumentLine[];
  totals: DocumentTotals;
  /** "4-9 werkdagen" or "2-3 werkdagen (spoedservice)". */
  deliveryTime: string;
  /** Free text from the shop to the customer. */
  note: string | null;
  acceptance: { name: string; at: string } | null;
  declined: { at: string; reason: string | null } | null;
}

/** The shop as a quote or invoice names it (from the site config). */
export interface Supplier {
  brand: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  url: string;
  kvk: string;
  btw: string;
  iban: string;
}
