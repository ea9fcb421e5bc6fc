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

export const cancelSchema = z.object({});
