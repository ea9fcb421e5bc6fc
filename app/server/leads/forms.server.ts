// Storing a lead form: its type's storage turns the checked fields into a record (~/server/leads/<type>.server)
// and stores it, the common way (storeLead) or the type's own (an appointment books its slot).
import type { LeadData } from "~/lib/leads/forms";
import {
  leadForms,
  type LeadForm,
  type LeadFormsOf,
  type LeadRecords,
  type LeadType,
} from "~/lib/leads/registry";
import type { Database } from "../db/client.server";
import type { LeadStorage } from "./define.server";
import { leadStorage } from "./registry.server";
import { storeLead, type LeadMeta } from "./store.server";

export async function storeLeadForm<F extends LeadForm>(
  db: Database,
  form: F,
  data: LeadData<F>,
  meta: LeadMeta,
): Promise<{ id: string }> {
  const storage = leadStorage[leadForms[form].type] as LeadStorage<LeadType>;
  const toRecord = storage.records[form as LeadFormsOf<LeadType>] as (
    data: LeadData<F>,
    db: Database,
  ) => LeadRecords[LeadType] | Promise<LeadRecords[LeadType]>;
  const record = await toRecord(data, db);
  return storage.store ? storage.store(db, record, meta) : storeLead(db, storage, record, meta);
}
