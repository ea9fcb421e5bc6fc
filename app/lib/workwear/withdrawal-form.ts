// The withdrawal function's form at /herroepen (docs/workwear.md, "Right of withdrawal"): name, e-mail address, the
// order or quote number, and whether the whole order or some articles are withdrawn. One schema for both steps
// (check, then confirm); the server is the authority, every message Dutch and at its field. A plain object with
// refinements (no transform of the whole), so the intent dispatcher can hand back the submitted values; the items
// of a whole-order withdrawal are dropped by the server (`withdrawnItems`).
import { WITHDRAWAL_LIMITS as limits, withdrawalErrors as copy } from "~/content/withdrawal";
import { EMAIL_PATTERN } from "../email";
import { z } from "../zod";
import { parseOrderReference } from "./withdrawal";

const noNul = (v: string) => !v.includes("\u0000");

/** An offer number as the quotes module issues them: OFF-2026-0007. */
const QUOTE_NUMBER = /^OFF-\d{4}-\d{1,6}$/i;

export type WithdrawalReference =
  { kind: "order"; idPrefix: string; text: string } | { kind: "quote"; number: string; text: string };

/** The reference a customer typed, read as an order reference (WK-…) or a quote number (OFF-…); null otherwise. */
export function readReference(text: string): WithdrawalReference | null {
  const trimmed = text.trim();
  const prefix = parseOrderReference(trimmed);
  if (prefix) return { kind: "order", idPrefix: prefix, text: `WK-${prefix.toUpperCase()}` };
  if (QUOTE_NUMBER.test(trimmed))
    return { kind: "quote", number: trimmed.toUpperCase(), text: trimmed.toUpperCase() };
  return null;
}

const text = (max: number, missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong })
    .refine(noNul, { error: copy.invalid });

export const withdrawalSchema = z
  .object({
    name: text(limits.name, copy.nameMissing, copy.nameTooLong),
    email: z
      .string({ error: copy.emailMissing })
      .trim()
      .min(1, { error: copy.emailMissing })
      .max(limits.email, { error: copy.emailInvalid })
      .regex(EMAIL_PATTERN, { error: copy.emailInvalid })
      .transform((v) => v.toLowerCase()),
    reference: text(limits.reference, copy.referenceMissing, copy.referenceInvalid).transform((v, ctx) => {
      const reference = readReference(v);
      if (!reference) {
        ctx.addIssue({ code: "custom", message: copy.referenceInvalid });
        return z.NEVER;
      }
      return reference;
    }),
    scope: z.enum(["alles", "deels"], { error: copy.scopeMissing }),
    items: z
      .string()
      .trim()
      .max(limits.items, { error: copy.itemsTooLong })
      .refine(noNul, { error: copy.invalid })
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.scope === "deels" && !v.items)
      ctx.addIssue({ code: "custom", message: copy.itemsMissing, path: ["items"] });
  });

export type WithdrawalInput = z.output<typeof withdrawalSchema>;

/** The articles a notice names: none for the whole order. */
export function withdrawnItems(input: Pick<WithdrawalInput, "scope" | "items">): string | null {
  return input.scope === "alles" ? null : input.items;
}
