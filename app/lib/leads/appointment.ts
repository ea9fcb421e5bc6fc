// Appointment requests: an online meeting in a free slot (spec §3, §5, §9).
import { z } from "../zod";
import { isBookableDate, isValidSlot } from "../appointment-slots";
import { dutchDate } from "../dutch-date";
import { defineLeadType } from "./define";
import { MISSING_CODE } from "./messages";
import { appointmentWorkflow } from "./status";
import { CONTACT_MAX, emailField, optionalText, requiredText } from "./text-fields";

export const appointmentSchema = z.object({
  name: requiredText(CONTACT_MAX.name, "Naam"),
  email: emailField(),
  company: optionalText(CONTACT_MAX.company, "Bedrijfsnaam"),
  phone: optionalText(CONTACT_MAX.phone, "Telefoonnummer"),
  preferred_date: z
    .string({ error: MISSING_CODE })
    .trim()
    .min(1, { error: MISSING_CODE })
    .refine((v) => isBookableDate(v), { error: "date" }),
  preferred_time: z
    .string({ error: MISSING_CODE })
    .trim()
    .min(1, { error: MISSING_CODE })
    .refine(isValidSlot, { error: "time" }),
  message: optionalText(5000, "Bericht"),
});

export type AppointmentInput = z.output<typeof appointmentSchema>;

export interface AppointmentRecord {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  /** yyyy-MM-dd, Amsterdam calendar day */
  preferredDate: string;
  /** HH:mm */
  preferredTime: string;
  message: string | null;
}

export function appointmentRecord(input: AppointmentInput): AppointmentRecord {
  return {
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: input.message,
  };
}

/** "maandag 2 maart 2026 om 10:30" */
export function appointmentMoment(r: Pick<AppointmentRecord, "preferredDate" | "preferredTime">): string {
  return `${dutchDate(r.preferredDate)} om ${r.preferredTime}`;
}

export const appointmentLead = defineLeadType({
  type: "appointment",
  label: "Afspraak",
  pluralLabel: "Afspraken",
  workflow: appointmentWorkflow,
  statusActions: {
    bevestigd: {
      button: "Afspraak bevestigen",
      notice: "Afspraak bevestigd. De bezoeker krijgt een e-mail.",
    },
    geannuleerd: {
      button: "Afspraak annuleren",
      notice: "Afspraak geannuleerd. De bezoeker krijgt een e-mail.",
    },
  },
  title: (r: AppointmentRecord) => r.name,
  contact: (r) => ({ name: r.name, email: r.email, phone: r.phone, company: r.company }),
  subject: (r) => appointmentMoment(r),
  fields: [
    { label: "Naam", value: (r) => r.name },
    { label: "E-mail", value: (r) => r.email },
    { label: "Telefoon", value: (r) => r.phone },
    { label: "Bedrijf", value: (r) => r.company },
    { label: "Datum", value: (r) => dutchDate(r.preferredDate) },
    { label: "Tijd", value: (r) => r.preferredTime },
    { label: "Bericht", value: (r) => r.message },
  ],
});
