// Appointment requests: an online meeting in a free slot (docs/behaviour.md#data, #validation-and-messages, #business-rules).
import { z } from "../zod";
import { isValidSlot, isWithinHorizon } from "../appointment-slots";
import { meetingCopy } from "../../content/appointment-change";
import { dutchDate } from "../shop-time";
import { meetingLabel, meetingOf } from "../appointments/meeting";
import { defineLeadForm, defineLeadType } from "./define";
import { fieldLabels } from "./labels";
import { invalidEmail, MISSING_CODE } from "./messages";
import { appointmentWorkflow } from "./status";
import { CONTACT_MAX, emailField, optionalText, requiredText } from "./text-fields";

export const appointmentSchema = z.object({
  name: requiredText(CONTACT_MAX.name, fieldLabels.name),
  email: emailField(),
  company: optionalText(CONTACT_MAX.company, fieldLabels.company),
  phone: optionalText(CONTACT_MAX.phone, fieldLabels.phone),
  preferred_date: z
    .string({ error: MISSING_CODE })
    .trim()
    .min(1, { error: MISSING_CODE })
    // Whether the shop is open that day (holidays, closure days) the server checks against its calendar.
    .refine((v) => isWithinHorizon(v), { error: "date" }),
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
  /** Stored with the appointment once staff confirm it (./appointments/meeting). */
  meetingKind?: string | null;
  meetingUrl?: string | null;
  /** The .ics invite's SEQUENCE last mailed. */
  inviteSequence?: number;
  /** "yyyy-MM-dd HH:mm" before the visitor last moved it. */
  movedFrom?: string | null;
}

/** "maandag 2 maart 2026 om 10:30" */
export function appointmentMoment(r: Pick<AppointmentRecord, "preferredDate" | "preferredTime">): string {
  return `${dutchDate(r.preferredDate)} om ${r.preferredTime}`;
}

/** The slot as stored in movedFrom and the audit log: "yyyy-MM-dd HH:mm". */
export function slotKey(r: Pick<AppointmentRecord, "preferredDate" | "preferredTime">): string {
  return `${r.preferredDate} ${r.preferredTime}`;
}

export function splitSlot(key: string): Pick<AppointmentRecord, "preferredDate" | "preferredTime"> {
  const [preferredDate = "", preferredTime = ""] = key.split(" ");
  return { preferredDate, preferredTime };
}

export const appointmentForms = {
  // The dialog, and the /afspraak page that works without JavaScript (it is the form: no anchor).
  appointment: defineLeadForm({
    path: "/api/afspraak",
    schema: appointmentSchema,
    anchor: "",
    attachments: false,
    keep: ["name", "email", "phone", "company", "message", "preferred_date", "preferred_time"],
    messages: {
      missing: { code: "velden", title: "Vul alle verplichte velden in" },
      invalidEmail,
      invalidTitle: "Controleer je gegevens",
      failure: () => ({ code: "server", title: "Er ging iets mis. Probeer het opnieuw." }),
      success: ({ when }) => ({
        code: "ok",
        title: `Jouw afspraakverzoek is succesvol verzonden! We nemen ${when} contact met je op.`,
      }),
      reply: ({ when }) => `We nemen ${when} contact met je op om de afspraak te bevestigen.`,
      thanks: {
        heading: "Bedankt voor je afspraakverzoek!",
        text: "We hebben je verzoek voor een online gesprek ontvangen.",
      },
    },
  }),
};

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
    { label: fieldLabels.name, value: (r) => r.name },
    { label: fieldLabels.email, value: (r) => r.email },
    { label: fieldLabels.phone, value: (r) => r.phone },
    { label: fieldLabels.company, value: (r) => r.company },
    { label: "Datum", value: (r) => dutchDate(r.preferredDate) },
    { label: "Tijd", value: (r) => r.preferredTime },
    { label: "Bericht", value: (r) => r.message },
    // The visitor reads the meeting in their mails' sentences; staff see it and a move as rows.
    { label: meetingCopy.label, value: (r) => meetingLabel(meetingOf(r)), staffOnly: true, omitEmpty: true },
    {
      label: meetingCopy.movedFromLabel,
      value: (r) => (r.movedFrom ? appointmentMoment(splitSlot(r.movedFrom)) : null),
      staffOnly: true,
      omitEmpty: true,
    },
  ],
  forms: appointmentForms,
});
