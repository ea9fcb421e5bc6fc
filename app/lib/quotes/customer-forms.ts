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

/** "Afwijzen", with an optional reason. */
export const declineSchema = z.object({ reason: optionalText(QUOTE_ANSWER_MAX.reason, copy.reasonTooLong) });

/** "Vraag een nieuwe offerte aan", with an optional message. */
export const renewSchema = z.object({ message: optionalText(QUOTE_ANSWER_MAX.message, copy.messageTooLong) });
