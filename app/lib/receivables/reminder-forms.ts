// The staff forms of the reminders (docs/receivables.md): the schedule, a dispute's reason. Shared with the page for
// its field constraints.
import { invoicePageCopy, reminderSettingsCopy } from "~/content/reminders";
import { z } from "~/lib/zod";
import { isValidSchedule, MAX_REMINDER_DAYS } from "./reminders";

const days = z.coerce
  .number({ error: reminderSettingsCopy.dayRequired })
  .int({ error: reminderSettingsCopy.invalid })
  .min(1, { error: reminderSettingsCopy.invalid })
  .max(MAX_REMINDER_DAYS, { error: reminderSettingsCopy.invalid });

export const reminderScheduleSchema = z
  .object({ firstAfterDays: days, secondAfterDays: days })
  .refine(isValidSchedule, { error: reminderSettingsCopy.invalid, path: ["secondAfterDays"] });

export const disputeSchema = z.object({
  reason: z
    .string({ error: invoicePageCopy.reasonRequired })
    .trim()
    .min(1, { error: invoicePageCopy.reasonRequired })
    .max(500),
});
