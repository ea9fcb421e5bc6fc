// The storage side of the lead registry: one entry per lead type, keyed like ~/lib/leads/registry.
import type { LeadType } from "~/lib/leads/registry";
import { appointmentStorage } from "./appointment.server";
import type { LeadStorage } from "./define.server";
import { partnershipStorage } from "./partnership.server";
import { quoteStorage } from "./quote.server";
import { workwearStorage } from "./workwear.server";

export const leadStorage: { [T in LeadType]: LeadStorage<T> } = {
  quote: quoteStorage,
  appointment: appointmentStorage,
  partnership: partnershipStorage,
  workwear: workwearStorage,
};
