// The storage side of the lead registry: one line per lead type, keyed like ~/lib/leads/registry. The union of
// lead tables is derived from it.
import type { LeadType } from "~/lib/leads/registry";
import { appointmentStorage } from "./appointment.server";
import type { LeadStorage } from "./define.server";
import { partnershipStorage } from "./partnership.server";
import { quoteStorage } from "./quote.server";
import { workwearStorage } from "./workwear.server";

const storages = {
  quote: quoteStorage,
  appointment: appointmentStorage,
  partnership: partnershipStorage,
  workwear: workwearStorage,
};

/** Every lead table (each has the lead columns: id, status, visit, spam flag, e-mail address). */
export type LeadTable = (typeof storages)[LeadType]["table"];

export const leadStorage: { [T in LeadType]: LeadStorage<T> } = storages;
