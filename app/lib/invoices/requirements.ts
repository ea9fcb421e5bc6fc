// What an invoice cannot be issued without (the Belastingdienst's factuurvereisten): the shop's own legal details
// and the customer's name and address. The SITE_* settings fall back to obvious placeholders (app/content/site.ts)
// so the site runs before they are set; an invoice never carries a placeholder. docs/invoices.md
import { invoiceRequirementsCopy as copy } from "~/content/invoices";
import { defaultSite, type SiteVariables } from "~/content/site";

/** The shop's settings every invoice names, in the order the admin's notice lists them. */
export const LEGAL_SETTINGS = [
  "SITE_STREET",
  "SITE_POSTAL_CODE",
  "SITE_CITY",
  "SITE_KVK",
  "SITE_BTW",
  "SITE_IBAN",
] as const;
export type LegalSetting = (typeof LEGAL_SETTINGS)[number];

/**
 * Placeholders that are never a real value (a street that does not exist, all-zero numbers). The default postal
 * code and city are real places in Breda, so for them only "not set" counts.
 */
const PLACEHOLDERS: Partial<Record<LegalSetting, string>> = {
  SITE_STREET: defaultSite.street,
  SITE_KVK: defaultSite.kvk,
  SITE_BTW: defaultSite.btw,
  SITE_IBAN: defaultSite.iban,
};

const normalised = (value: string) => value.replace(/[\s.]/g, "").toUpperCase();

/** The legal settings not set (empty counts as not set) or set to their placeholder. */
export function missingLegalSettings(variables: SiteVariables): LegalSetting[] {
  return LEGAL_SETTINGS.filter((name) => {
    const value = variables[name]?.trim();
    if (!value) return true;
    const placeholder = PLACEHOLDERS[name];
    return placeholder !== undefined && normalised(value) === normalised(placeholder);
  });
}

/** Why an invoice for `customer` cannot be issued now (Dutch, for staff), or null when it can. */
export function invoiceBlocker(
  missing: readonly LegalSetting[],
  customer: { name?: string | null; address?: string | null },
): string | null {
  if (missing.length) return copy.shopIncomplete(missing.map((name) => copy.settings[name]));
  if (!customer.name?.trim() || !customer.address?.trim()) return copy.customerAddressMissing;
  return null;
}
