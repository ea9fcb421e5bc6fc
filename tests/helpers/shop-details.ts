// The shop's legal details every invoice names (docs/invoices.md): without them no invoice is issued, so the tests
// set them, as production does. Vitest's setup file (vitest.config.ts), run before each test file; a file's own
// vi.hoisted settings run after it and win.
export const SHOP_LEGAL_DETAILS = {
  SITE_STREET: "Haagweg 14",
  SITE_POSTAL_CODE: "4814 GB",
  SITE_CITY: "Breda",
  SITE_KVK: "12345678",
  SITE_BTW: "NL123456789B01",
  SITE_IBAN: "NL91 ABNA 0417 1643 00",
} as const;

for (const [name, value] of Object.entries(SHOP_LEGAL_DETAILS)) process.env[name] ??= value;

/** A customer's billing address as the quote page stores it. */
export const TEST_BILLING_ADDRESS = "Ginnekenweg 12\n4818 JG Breda";
