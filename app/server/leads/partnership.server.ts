// Partnership applications in b2b_registrations, and their two e-mails.
import type { PartnershipInput, PartnershipRecord } from "~/lib/leads/partnership";
import { leadRows, replySentence } from "~/lib/leads/registry";
import { b2bRegistrations } from "../db/schema.server";
import { renderMail } from "../mail/templates.server";
import { openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";

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

export const partnershipStorage = defineLeadStorage({
  type: "partnership",
  table: b2bRegistrations,
  records: { partnership: partnershipRecord },
  searchColumns: [
    b2bRegistrations.companyName,
    b2bRegistrations.contactPerson,
    b2bRegistrations.phone,
    b2bRegistrations.employees,
    b2bRegistrations.printVolume,
  ],
  personalColumns: [
    b2bRegistrations.companyName,
    b2bRegistrations.contactPerson,
    b2bRegistrations.email,
    b2bRegistrations.phone,
    b2bRegistrations.sessionId,
  ],
  mails: (p, id, { site, shopEmail, reply }) => [
    {
      kind: "partnership.shop",
      to: shopEmail,
      replyTo: p.email,
      ...renderMail(
        {
          subject: `Nieuwe aanmelding zakelijk partner: ${p.companyName}`,
          intro: ["Er is een nieuwe aanmelding als zakelijk partner binnengekomen."],
          rows: leadRows("partnership", p, "visitor"),
          link: openLeadLink(site.url, "partnership", id),
        },
        site,
      ),
    },
    {
      kind: "partnership.confirmation",
      to: p.email,
      ...renderMail(
        {
          subject: `Je aanmelding als zakelijk partner bij ${site.brand}`,
          greeting: `Beste ${p.contactPerson},`,
          intro: [`Bedankt voor je aanmelding als zakelijk partner. ${replySentence("partnership", reply)}`],
          rows: leadRows("partnership", p, "visitor"),
          outro: [`Vragen? Bel ons op ${site.phone}.`, "Met vriendelijke groet,", site.brand],
        },
        site,
      ),
    },
  ],
});
