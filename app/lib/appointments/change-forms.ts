// The forms of the visitor's move/cancel page (/afspraak/wijzigen/:token): the server validates with them.
import { appointmentChangeCopy as copy } from "../../content/appointment-change";
import { isValidSlot, parseIsoDate } from "../appointment-slots";
import { z } from "../zod";

export const moveSchema = z.object({
  preferred_date: z
    .string()
    .trim()
    .default("")
    .refine((value) => parseIsoDate(value) !== undefined, { error: copy.errors.date }),
  preferred_time: z.string().trim().default("").refine(isValidSlot, { error: copy.errors.time }),
});

/** The confirmation step's hidden field: a cancel without it (an old page, a replayed post) only asks again. */
export const CANCEL_CONFIRMED = "ja";

export const cancelSchema = z.object({ confirm: z.string().trim().default("") });
