// Partnership applications: businesses that want to become a partner (docs/behaviour.md#data b2b_registrations).
import { z } from "../zod";
import { defineLeadForm, defineLeadType } from "./define";
import { fieldLabels } from "./labels";
import { invalidEmail } from "./messages";
import { salesWorkflow } from "./status";
import { CONTACT_MAX, emailField, optionalText, requiredText } from "./text-fields";

/** This form's own fields, labelled once for the form, its messages, the mails and the staff's views. */
export const partnershipLabels = {
  contactPerson: "Contactpersoon",
  employees: "Aantal medewerkers",
  printVolume: "Verwacht printvolume",
} as const;

export const partnershipSchema = z.object({
  company_name: requiredText(CONTACT_MAX.company, fieldLabels.company),
  contact_person: requiredText(CONTACT_MAX.name, partnershipLabels.contactPerson),
  email: emailField(),
  phone: optionalText(CONTACT_MAX.phone, fieldLabels.phone),
  employees: optionalText(50, partnershipLabels.employees),
  print_volume: optionalText(200, partnershipLabels.printVolume),
});

export type PartnershipInput = z.output<typeof partnershipSchema>;

export interface PartnershipRecord {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string | null;
  employees: string | null;
  printVolume: string | null;
}

export const partnershipForms = {
  partnership: defineLeadForm({
    path: "/api/partner",
    schema: partnershipSchema,
    anchor: "#zakelijk-partner",
    attachments: false,
    keep: ["company_name", "contact_person", "email", "phone", "employees", "print_volume"],
    messages: {
      missing: {
        code: "velden",
        title: "Verplichte velden ontbreken",
        description: "Vul alsjeblieft alle verplichte velden in.",
      },
      invalidEmail,
      invalidTitle: "Controleer je gegevens",
      failure: (phone) => ({
        code: "server",
        title: "Er ging iets mis",
        description: `Probeer het nog eens of bel ons direct: ${phone}`,
      }),
      success: ({ when }) => ({
        code: "ok",
        title: "Aanvraag verstuurd!",
        description: `We nemen ${when} contact met je op.`,
      }),
      reply: ({ when }) => `We nemen ${when} contact met je op.`,
      thanks: {
        heading: "Bedankt voor je aanmelding!",
        text: "We hebben je aanmelding als zakelijk partner ontvangen.",
      },
    },
  }),
};

export const partnershipLead = defineLeadType({
  type: "partnership",
  label: "Partneraanvraag",
  pluralLabel: "Partneraanvragen",
  workflow: salesWorkflow,
  title: (r: PartnershipRecord) => r.companyName,
  contact: (r) => ({ name: r.contactPerson, email: r.email, phone: r.phone, company: r.companyName }),
  subject: (r) => r.companyName,
  fields: [
    { label: fieldLabels.company, value: (r) => r.companyName },
    { label: partnershipLabels.contactPerson, value: (r) => r.contactPerson },
    { label: fieldLabels.email, value: (r) => r.email },
    { label: fieldLabels.phone, value: (r) => r.phone },
    { label: partnershipLabels.employees, value: (r) => r.employees },
    { label: partnershipLabels.printVolume, value: (r) => r.printVolume },
  ],
  forms: partnershipForms,
});
