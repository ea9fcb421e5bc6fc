// The storage side of the lead registry: one line per lead type, keyed like ~/lib/leads/registry. The union of
// lead tables is derived from it.
import type { PgTable } from "drizzle-orm/pg-core";
import type { LeadType } from "~/lib/leads/registry";
import { appointmentStorage } from "./appointment.server";
import type { LeadStorage } from "./define.server";
import { partnershipStorage } from "./partnership.server";
import { quoteStorage } from "./quote.server";
import { workwearStorage } from "./workwear.server";

// Getters, not values: a lead type's module may be mid-import (an import circle through the lead forms) when this
// one is evaluated; each storage is read when first used, by then complete.
const storages = {
  get quote() {
    return quoteStorage;
  },
  get appointment() {
    return appointmentStorage;
  },
  get partnership() {
    return partnershipStorage;
  },
  get workwear() {
    return workwearStorage;
  },
};

/** Every lead table (each has the lead columns: id, status, visit, spam flag, e-mail address). */
export type LeadTable = (typeof storages)[LeadType]["table"];

export const leadStorage: { [T in LeadType]: LeadStorage<T> } = storages;

/** The seam for tests, beside ~/lib/leads/registry's: a test type's storage, until the returned function. */
export function registerLeadStorageForTest(storage: LeadStorage<never, PgTable>): () => void {
  const storages = leadStorage as unknown as Record<string, unknown>;
  storages[storage.type] = storage;
  return () => {
    delete storages[storage.type];
  };
}
