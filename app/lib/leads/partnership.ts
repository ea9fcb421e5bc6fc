// Partnership applications: businesses that want to become a partner (spec §3 b2b_registrations).
import { z } from "../zod";
import { defineLeadType } from "./define";
import { salesWorkflow } from "./status";
import { CONTACT_MAX, emailField, optionalText, requiredText } from "./text-fields";

export const partnershipSchema = z.object({
  company_name: requiredText(CONTACT_MAX.company, "Bedrijfsnaam"),
  contact_person: requiredText(CONTACT_MAX.name, "Contactpersoon"),
  email: emailField(),
  phone: optionalText(CONTACT_MAX.phone, "Telefoonnummer"),
  employees: optionalText(50, "Aantal medewerkers"),
  print_volume: optionalText(200, "Printvolume"),
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

export function partnershipRecord(input: PartnershipInput): PartnershipRecord {
  return {
    companyName: input.company_name,
    contactPerson: input.contact_person,
    email: input.email,
    phone: input.phone,
    employees: input.employees,
    printVolume: input.print_volume,
  };
}

export const partnershipLead = defineLeadType({
  type: "partnership",
  label: "Partneraanvraag",
  pluralLabel: "Partneraanvragen",
  workflow: salesWorkflow,
  title: (r: PartnershipRecord) => r.companyName,
  contact: (r) => ({ name: r.contactPerson, email: r.email, phone: r.phone, company: r.companyName }),
  subject: (r) => r.companyName,
  fields: [
    { label: "Bedrijfsnaam", value: (r) => r.companyName },
    { label: "Contactpersoon", value: (r) => r.contactPerson },
    { label: "E-mail", value: (r) => r.email },
    { label: "Telefoon", value: (r) => r.phone },
    { label: "Aantal medewerkers", value: (r) => r.employees },
    { label: "Printvolume", value: (r) => r.printVolume },
  ],
});
