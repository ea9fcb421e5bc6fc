// Copy of the appointment form, shared by the dialog (components/appointment-form.tsx) and the page without
// JavaScript (routes/afspraak.tsx), so the two say the same thing.
import { ALL_SLOTS } from "~/lib/appointment-slots";

export const appointmentForm = {
  title: "Plan een Online Gesprek",
  intro:
    "Kies een moment op een werkdag; we nemen binnen 24 uur contact met je op. Velden met * zijn verplicht.",
  detailsLegend: "Jouw gegevens",
  messageLabel: "Waar wil je het over hebben?",
  dateLabel: "Datum",
  /** When the slots are: the first and last slot of lib/appointment-slots. */
  dateHint: `Maandag tot en met vrijdag, van ${ALL_SLOTS[0]} tot ${ALL_SLOTS.at(-1)} (Nederlandse tijd).`,
  noFreeSlots: "Op deze dag zijn geen tijden meer vrij. Kies een andere datum.",
  submit: "Afspraak aanvragen",
};
