// What each lead form stores: the form's checked fields become a record of its lead type.
import { appointmentRecord } from "~/lib/leads/appointment";
import type { LeadData } from "~/lib/leads/forms";
import type { LeadForm } from "~/lib/leads/messages";
import { partnershipRecord } from "~/lib/leads/partnership";
import { quoteRecord } from "~/lib/leads/quote";
import { workwearOrderRecord } from "~/lib/leads/workwear";
import type { Database } from "../db/client.server";
import { storeAppointment } from "./appointment.server";
import { partnershipStorage } from "./partnership.server";
import { quoteStorage } from "./quote.server";
import { storeLead, type LeadMeta } from "./store.server";
import { workwearStorage } from "./workwear.server";

type StoreForm<F extends LeadForm> = (
  db: Database,
  data: LeadData<F>,
  meta: LeadMeta,
) => Promise<{ id: string }>;

const storeForms: { [F in LeadForm]: StoreForm<F> } = {
  quote: (db, data, meta) => storeLead(db, quoteStorage, quoteRecord("modal", data), meta),
  quick: (db, data, meta) => storeLead(db, quoteStorage, quoteRecord("quick", data), meta),
  appointment: (db, data, meta) => storeAppointment(db, appointmentRecord(data), meta),
  partnership: (db, data, meta) => storeLead(db, partnershipStorage, partnershipRecord(data), meta),
  // Prices come from the catalogue here, whatever the browser believed.
  workwear: (db, data, meta) => storeLead(db, workwearStorage, workwearOrderRecord(data), meta),
};

export function storeLeadForm<F extends LeadForm>(
  db: Database,
  form: F,
  data: LeadData<F>,
  meta: LeadMeta,
): Promise<{ id: string }> {
  return storeForms[form](db, data, meta);
}
