// The payment forms: the customer's "Betalen met iDEAL" (no fields: the amount is the order's, never the
// browser's) and the staff's "Markeer als ontvangen" and "Terugbetalen". The server parses with these schemas;
// the staff card gets their constraints from its loader.
import { staffPaymentsCopy as copy } from "~/content/payments";
import { parseEuroInput } from "../money";
import { z } from "../zod";

export const REFUND_REASON_MAX = 500;

/** Refunding is for an admin (money leaves the shop); the card asks this to show the form, the intent to refuse. */
export function mayRefund(role: string): boolean {
  return role === "admin";
}

/** "Betalen met iDEAL" / "Opnieuw betalen": nothing but the intent. */
export const paySchema = z.object({});

/** A bank transfer seen on the account: a tick first (a confirmation that works without JavaScript). */
export const markReceivedSchema = z.object({
  confirm: z.literal("on", { error: copy.markNotConfirmed }),
});

/** A refund: an amount as staff type it ("25,00") and the reason for the credit invoice. */
export const refundSchema = z.object({
  amount: z
    .string({ error: copy.amountInvalid })
    .trim()
    .min(1, { error: copy.amountInvalid })
    .max(20, { error: copy.amountInvalid })
    .transform((value, ctx) => {
      const cents = parseEuroInput(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: copy.amountInvalid });
        return z.NEVER;
      }
      if (cents <= 0) {
        ctx.addIssue({ code: "custom", message: copy.amountZero });
        return z.NEVER;
      }
      return cents;
    }),
  reason: z
    .string({ error: copy.reasonMissing })
    .trim()
    .min(1, { error: copy.reasonMissing })
    .max(REFUND_REASON_MAX, { error: copy.reasonTooLong(REFUND_REASON_MAX) }),
});

/** "Betaal € … van factuur F…": the invoice's number only; the amount is what is open on it, never the browser's. */
export const payInvoiceSchema = z.object({
  invoice: z
    .string({ error: copy.unknown })
    .trim()
    .min(1, { error: copy.unknown })
    .max(20, { error: copy.unknown }),
});
