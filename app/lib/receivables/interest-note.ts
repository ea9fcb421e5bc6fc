// The rentenota (docs/receivables.md, "The interest note"): the statutory commercial interest an admin charges a
// business, as a note of its own, not an invoice. Interest for late payment is damages (BW 6:119a), not the price
// of a supply or service, so it is outside the scope of VAT (HvJ EG 1 juli 1982, C-222/81, BAZ Bausystem) and
// needs no VAT invoice; its own series (R2026-0001) keeps the invoice series gap-free and the VAT books clean.
import { addDays } from "../business-calendar";
import { formatEuro } from "../money";
import { dutchDay } from "../shop-time";

export const INTEREST_NOTE_SERIES = "R";
/** The note asks payment within this many days of its date. */
export const INTEREST_NOTE_TERM_DAYS = 14;

export function interestNoteNumber(year: number, sequence: number): string {
  return `${INTEREST_NOTE_SERIES}${year}-${String(sequence).padStart(4, "0")}`;
}

export function isInterestNoteNumber(value: string): boolean {
  return /^R\d{4}-\d{4,6}$/.test(value);
}

export interface InterestNoteInput {
  number: string;
  invoiceNumber: string;
  /** The day the note is dated, yyyy-MM-dd. */
  issuedOn: string;
  /** The invoice's due date: interest runs from the day after. */
  invoiceDueOn: string;
  countedTo: string;
  /** What was open on the invoice, on which the interest was counted. */
  principalCents: number;
  cents: number;
  provisional: boolean;
  iban: string;
  accountName: string;
}

export interface InterestNoteText {
  title: string;
  dueOn: string;
  facts: [string, string][];
  paragraphs: string[];
  payment: string;
}

/** What the PDF and the mail both say. */
export function interestNoteText(input: InterestNoteInput): InterestNoteText {
  const dueOn = addDays(input.issuedOn, INTEREST_NOTE_TERM_DAYS);
  const amount = formatEuro(input.cents);
  return {
    title: `Rentenota ${input.number}`,
    dueOn,
    facts: [
      ["Datum", dutchDay(input.issuedOn)],
      ["Rentenota", input.number],
      ["Factuur", input.invoiceNumber],
      ["Rente over", formatEuro(input.principalCents)],
      ["Periode", `${dutchDay(addDays(input.invoiceDueOn, 1))} t/m ${dutchDay(input.countedTo)}`],
      ["Te betalen", amount],
      ["Uiterlijk", dutchDay(dueOn)],
    ],
    paragraphs: [
      `Factuur ${input.invoiceNumber} is na de vervaldatum van ${dutchDay(input.invoiceDueOn)} nog niet (helemaal) betaald. Over het openstaande bedrag van ${formatEuro(input.principalCents)} brengen we de wettelijke handelsrente in rekening (artikel 6:119a Burgerlijk Wetboek): ${amount} tot en met ${dutchDay(input.countedTo)}.${input.provisional ? " Het rentepercentage van dit halfjaar was nog niet gepubliceerd; we rekenden met het laatst bekende." : ""}`,
      "Rente wegens te late betaling is een schadevergoeding en geen levering of dienst: er zit geen btw op deze nota.",
    ],
    payment: `Maak ${amount} uiterlijk ${dutchDay(dueOn)} over naar ${input.iban} ten name van ${input.accountName}, onder vermelding van ${input.number}. Of betaal online via de link in de e-mail.`,
  };
}

/** How the customer's page and mails name what is paid: "factuur F2026-0012" or "rentenota R2026-0001". */
export function payableLabel(number: string): string {
  return `${isInterestNoteNumber(number) ? "rentenota" : "factuur"} ${number}`;
}
