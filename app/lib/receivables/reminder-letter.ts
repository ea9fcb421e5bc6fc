// What a reminder says (docs/receivables.md, "Reminders"): the friendly first reminder, the second, and for a
// consumer the statutory 14-day letter (BW 6:96 lid 6) in its place. One text for the PDF and the mail, so the two
// never state different amounts or dates. Pure: the worker fills in the figures.
import { formatEuro } from "../money";
import { dutchDay } from "../shop-time";
import type { ReminderStep } from "./reminders";

/** A step as stored: a consumer's second step is the statutory letter. */
export const STORED_REMINDER_STEPS = ["first", "second", "statutory_letter"] as const;
export type StoredReminderStep = (typeof STORED_REMINDER_STEPS)[number];

export function storedStep(step: ReminderStep, business: boolean): StoredReminderStep {
  return step === "second" && !business ? "statutory_letter" : step;
}

/** The schedule's step a stored one fills (reminderDue counts the statutory letter as the second). */
export function scheduleStep(stored: string): ReminderStep {
  return stored === "first" ? "first" : "second";
}

export const reminderStepLabels: Record<StoredReminderStep, string> = {
  first: "Herinnering",
  second: "Tweede herinnering",
  statutory_letter: "Veertiendagenbrief (aanmaning)",
};

export function reminderStepLabel(step: string): string {
  return Object.hasOwn(reminderStepLabels, step) ? reminderStepLabels[step as StoredReminderStep] : step;
}

export interface ReminderLetterInput {
  step: StoredReminderStep;
  /** yyyy-MM-dd: the day it is sent (an e-mail counts as received that day). */
  sentOn: string;
  invoiceNumber: string;
  issuedOn: string;
  dueOn: string;
  openCents: number;
  /** The shop's name and IBAN: the transfer's beneficiary. */
  brand: string;
  iban: string;
  /** A business: the statutory commercial interest so far (shown, not charged). */
  interest?: { cents: number; provisional: boolean } | null;
  /** The statutory letter: the collection costs and the last day to pay. */
  collectionCostsCents?: number | null;
  deadline?: string | null;
}

export interface ReminderLetter {
  title: string;
  subject: string;
  paragraphs: string[];
  /** The payment instruction, printed in bold. */
  payment: string;
}

/** The transfer as the invoice asks it: amount, IBAN, name, the invoice number as reference. */
export function transferSentence(input: {
  cents: number;
  iban: string;
  brand: string;
  reference: string;
  by?: string | null;
}): string {
  return `Graag ${formatEuro(input.cents)} overmaken${input.by ? ` uiterlijk ${dutchDay(input.by)}` : ""} naar IBAN ${input.iban} ten name van ${input.brand}, onder vermelding van ${input.reference}.`;
}

export function reminderLetter(input: ReminderLetterInput): ReminderLetter {
  const open = formatEuro(input.openCents);
  const term = `De betaaltermijn van factuur ${input.invoiceNumber} van ${dutchDay(input.issuedOn)} is op ${dutchDay(input.dueOn)} verlopen. Er staat nog ${open} open.`;
  const paragraphs: string[] = [];
  let title: string;
  if (input.step === "statutory_letter") {
    if (input.collectionCostsCents == null || !input.deadline)
      throw new Error("the statutory letter needs its collection costs and deadline");
    const deadline = dutchDay(input.deadline);
    title = `Aanmaning factuur ${input.invoiceNumber}`;
    paragraphs.push(
      term,
      `Je hebt 14 dagen om dit bedrag te betalen, gerekend vanaf de dag na ontvangst van deze brief: betaal uiterlijk ${deadline}.`,
      `Betaal je niet uiterlijk ${deadline}, dan brengen we incassokosten in rekening: ${formatEuro(input.collectionCostsCents)}, berekend volgens de wettelijke staffel (Besluit vergoeding voor buitengerechtelijke incassokosten). Over de incassokosten rekenen we geen btw.`,
    );
  } else {
    title = `${input.step === "first" ? "Herinnering" : "Tweede herinnering"} factuur ${input.invoiceNumber}`;
    paragraphs.push(
      input.step === "first"
        ? `Misschien is het je ontgaan: ${term.charAt(0).toLowerCase()}${term.slice(1)}`
        : `We stuurden je eerder een herinnering. ${term}`,
      "Wil je het bedrag zo snel mogelijk overmaken? Heb je intussen al betaald, dan kun je deze herinnering als niet verzonden beschouwen.",
    );
    if (input.interest && input.interest.cents > 0)
      paragraphs.push(
        `Over een te late betaling is de wettelijke handelsrente verschuldigd (art. 6:119a BW). Tot en met ${dutchDay(input.sentOn)} is dat ${formatEuro(input.interest.cents)}${input.interest.provisional ? " (voorlopig berekend)" : ""}. Die brengen we nu niet in rekening; we behouden ons het recht daarop voor.`,
      );
  }
  return {
    title,
    subject: title,
    paragraphs,
    payment: transferSentence({
      cents: input.openCents,
      iban: input.iban,
      brand: input.brand,
      reference: input.invoiceNumber,
      by: input.step === "statutory_letter" ? input.deadline : null,
    }),
  };
}
