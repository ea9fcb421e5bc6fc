// The zod building blocks every lead form shares. Issues carry short codes; messages.ts turns them into the
// form's exact Dutch toast. NUL bytes are refused here: PostgreSQL cannot store them in text.
import { z } from "../zod";
import { EMAIL_PATTERN } from "../email";
import { deliveryMethods, fieldLabels } from "./labels";
import { EMAIL_CODE, INVALID_CODE, MISSING_CODE } from "./messages";

const noNul = (v: string) => !v.includes("\u0000");

/** The longest name, e-mail address, phone number and company name any lead form accepts (also the inputs' maxLength). */
export const CONTACT_MAX = { name: 100, email: 254, phone: 40, company: 120 } as const;

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: MISSING_CODE })
    .trim()
    .min(1, { error: MISSING_CODE })
    .max(max, { error: `long:${label}:${max}` })
    .refine(noNul, { error: INVALID_CODE });

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `type:${label}` })
    .trim()
    .max(max, { error: `long:${label}:${max}` })
    .refine(noNul, { error: INVALID_CODE })
    .optional()
    .transform((v) => (v ? v : null));

export const emailField = () =>
  z
    .string({ error: MISSING_CODE })
    .trim()
    .min(1, { error: MISSING_CODE })
    .max(CONTACT_MAX.email, { error: `long:${fieldLabels.email}:${CONTACT_MAX.email}` })
    .regex(EMAIL_PATTERN, { error: EMAIL_CODE });

export const deliveryFields = {
  delivery_method: z
    .enum(
      deliveryMethods.map((d) => d.value),
      { error: "delivery" },
    )
    .optional()
    .transform((v) => (v ? v : null)),
  delivery_location: optionalText(200, fieldLabels.deliveryLocation),
};

/** The location only means something when the order is shipped (docs/behaviour.md#states). */
export function dropLocationUnlessShipping<
  T extends { delivery_method: string | null; delivery_location: string | null },
>(value: T): T {
  return value.delivery_method === "shipping" ? value : { ...value, delivery_location: null };
}
