// The zod schemas of the forms on a lead's staff page: the server validates with them, the note box takes its
// required/maxLength from them (constraintsFrom).
import { replyMailCopy } from "~/content/reply-clock";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { NOTE_MAX } from "~/lib/leads/status";
import { z } from "~/lib/zod";

/** How contact outside the site was made; a note naming one is the lead's first response. */
export const CONTACT_WAYS = ["gebeld", "whatsapp", "e-mail"] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];

export const noteSchema = z.object({
  body: z.string().trim().min(1, { error: copy.noteEmpty }).max(NOTE_MAX, { error: copy.noteTooLong }),
  contact: z.enum(["", ...CONTACT_WAYS]).default(""),
});

/** The subject and text of a reply mail to the customer; the lengths a mail subject and a message allow. */
export const REPLY_SUBJECT_MAX = 180;
export const REPLY_BODY_MAX = 5000;
export const replyMailSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: replyMailCopy.subjectRequired })
    .max(REPLY_SUBJECT_MAX, { error: replyMailCopy.tooLong(REPLY_SUBJECT_MAX) }),
  body: z
    .string()
    .trim()
    .min(1, { error: replyMailCopy.bodyRequired })
    .max(REPLY_BODY_MAX, { error: replyMailCopy.tooLong(REPLY_BODY_MAX) }),
});

/** Whom a lead is assigned to: a staff member's id, or "" for nobody. */
export const assignSchema = z.object({ assigned_to: z.string().max(100).default("") });

/** The status a button asks for; the lead's workflow decides whether it may (a hidden field). */
export const statusSchema = z.object({ status: z.string().default("") });

/** "Geen spam" names no fields on the lead's page, and the lead by type and id on the held lists. */
export const releaseSchema = z.object({ type: z.string().default(""), id: z.string().default("") });

/**
 * "Sjabloon gebruiken" posted without JavaScript: the template and the reply fields as typed so far (kept, so
 * their length is only bounded here; sending checks the real limits).
 */
export const replyTemplateSchema = z.object({
  sjabloon: z.string().max(40),
  subject: z.string().max(REPLY_SUBJECT_MAX * 4, { error: replyMailCopy.tooLong(REPLY_SUBJECT_MAX) }),
  body: z.string().max(REPLY_BODY_MAX * 2, { error: replyMailCopy.tooLong(REPLY_BODY_MAX) }),
});
