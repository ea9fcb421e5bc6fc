// The forms of the customer's quote page (/offerte/{token}): the server parses with these schemas, and the page
// gets their constraints from its loader (so zod stays out of the page's JavaScript). Prices and totals are
// never fields: only the ticked line ids are.
import { QUOTE_ANSWER_MAX, quotePageCopy as copy } from "~/content/quote-page";
import { z } from "../zod";
import { OPTIONAL_LINE_FIELD, tickedIds } from "./choices";
import { QUOTE_LIMITS } from "./lines";

const ticked = z
  .string()
  .max(QUOTE_LIMITS.lines * 37)
  .optional()
  .transform(tickedIds);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value || null);

/** "Bijwerken": the optional lines as ticked. */
export const chooseSchema = z.object({ [OPTIONAL_LINE_FIELD]: ticked });

/** "Akkoord": the customer's full name, the terms ticked, and the optional lines as ticked. */
export const acceptSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: copy.nameMissing })
    .max(QUOTE_ANSWER_MAX.name, { error: copy.nameTooLong }),
  terms: z.literal("on", { error: copy.termsMissing }),
  [OPTIONAL_LINE_FIELD]: ticked,
});

/** The country a billing address is in when the customer names none. */
export const DEFAULT_COUNTRY = "Nederland";

const isNetherlands = (country: string) =>
  /^(nederland|the netherlands|netherlands|nl)$/i.test(country.trim());

/**
 * "Akkoord" on a quote without the customer's address: the billing address too, which every invoice must name
 * (docs/quotes.md). A Dutch postal code is checked as one ("4811 AA"); another country's as free text.
 */
export const acceptWithAddressSchema = acceptSchema
  .extend({
    street: z
      .string({ error: copy.streetMissing })
      .trim()
      .min(1, { error: copy.streetMissing })
      .max(QUOTE_ANSWER_MAX.addressLine, { error: copy.addressTooLong })
      .regex(/\d/, { error: copy.streetNumberMissing }),
    postalCode: z
      .string({ error: copy.postalCodeMissing })
      .trim()
      .min(1, { error: copy.postalCodeMissing })
      .max(QUOTE_ANSWER_MAX.postalCode, { error: copy.postalCodeInvalid }),
    city: z
      .string({ error: copy.cityMissing })
      .trim()
      .min(1, { error: copy.cityMissing })
      .max(QUOTE_ANSWER_MAX.addressLine, { error: copy.addressTooLong }),
    country: z
      .string()
      .trim()
      .max(QUOTE_ANSWER_MAX.country, { error: copy.addressTooLong })
      .optional()
      .transform((value) => value || DEFAULT_COUNTRY),
  })
  .superRefine((value, context) => {
    if (isNetherlands(value.country) && !/^\d{4}\s?[a-z]{2}$/i.test(value.postalCode))
      context.addIssue({ code: "custom", path: ["postalCode"], message: copy.postalCodeInvalid });
  });

/**
 * The address as a quote and an invoice store it: street, then postal code and city, on lines of their own ("\n");
 * a Dutch postal code written "4811 AA"; another country on a third line.
 */
export function billingAddressText(address: {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}): string {
  const dutch = isNetherlands(address.country);
  const postalCode = dutch
    ? address.postalCode
        .replace(/\s+/g, "")
        .toUpperCase()
        .replace(/^(\d{4})/, "$1 ")
    : address.postalCode;
  return [address.street, `${postalCode} ${address.city}`, ...(dutch ? [] : [address.country])].join("\n");
}

/** The address fields of a parsed "Akkoord" (acceptWithAddressSchema), or null when it asked none. */
export function addressFields(
  fields: object,
): { street: string; postalCode: string; city: string; country: string } | null {
  const f = fields as Record<string, unknown>;
  const text = (key: string) => (typeof f[key] === "string" ? (f[key] as string) : null);
  const [street, postalCode, city, country] = ["street", "postalCode", "city", "country"].map(text);
  return street && postalCode && city && country ? { street, postalCode, city, country } : null;
}

/** "Afwijzen", with an optional reason. */
export const declineSchema = z.object({ reason: optionalText(QUOTE_ANSWER_MAX.reason, copy.reasonTooLong) });

/** "Vraag een nieuwe offerte aan", with an optional message. */
export const renewSchema = z.object({ message: optionalText(QUOTE_ANSWER_MAX.message, copy.messageTooLong) });
