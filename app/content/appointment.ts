// Copy of the appointment form, shared by the dialog (components/appointment-form.tsx) and the page without
// JavaScript (routes/afspraak.tsx), so the two say the same thing.

export const appointmentForm = {
  title: "Plan een online gesprek",
  intro:
    "Kies een moment op een werkdag; we nemen {reactie-overig} contact met je op. Velden met * zijn verplicht.",
  detailsLegend: "Jouw gegevens",
  messageLabel: "Waar wil je het over hebben?",
  dateLabel: "Datum",
  /** When the slots are (lib/appointment-slots): true for any OPENING_HOURS. */
  dateHint: "Op dagen dat we open zijn, tot een uur voor sluitingstijd (Nederlandse tijd).",
  /** The /afspraak page for a date the shop is closed: the holiday's or closure's name when known. */
  closedDay: (reason: string | null) =>
    reason
      ? `Op deze dag zijn we gesloten (${reason}). Kies een andere datum.`
      : "Op deze dag zijn we gesloten. Kies een andere datum.",
  noFreeSlots: "Op deze dag zijn geen tijden meer vrij. Kies een andere datum.",
  submit: "Afspraak aanvragen",
};
