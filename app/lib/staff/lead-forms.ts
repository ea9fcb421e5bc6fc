// The zod schemas of the forms on a lead's staff page: the server validates with them, the note box takes its
// required/maxLength from them (constraintsFrom).
import { leadPageCopy as copy } from "~/content/staff-leads";
import { NOTE_MAX } from "~/lib/leads/status";
import { z } from "~/lib/zod";

export const noteSchema = z.object({
  body: z.string().trim().min(1, { error: copy.noteEmpty }).max(NOTE_MAX, { error: copy.noteTooLong }),
});

/** The status a button asks for; the lead's workflow decides whether it may (a hidden field). */
export const statusSchema = z.object({ status: z.string().default("") });

/** "Geen spam" names no fields on the lead's page, and the lead by type and id on the held lists. */
export const releaseSchema = z.object({ type: z.string().default(""), id: z.string().default("") });
