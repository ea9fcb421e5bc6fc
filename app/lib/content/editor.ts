// The editor frame every /employee-dashboard/website/... page shares: what its save bar posts (the action, the
// version the form was loaded at, an optional moment to publish at) and what an editor action answers. Pure: the
// pages, the server's editor actions and their tests share it.
import { contentEditorCopy as copy } from "~/content/content-editor";
import { amsterdamToUtc } from "../appointment-slots";
import { shopNow } from "../shop-time";
import { z } from "../zod";
import type { ContentSaveAction } from "./kinds";

export const CONTENT_SAVE_ACTIONS = [
  "draft",
  "publish",
  "schedule",
] as const satisfies readonly ContentSaveAction[];

/** After a save the editor answers with a 303 to its own page and this query, so a reload posts nothing again. */
export const SAVED_PARAM = "opgeslagen";

/** The page's address after a save with `action` ("…?opgeslagen=publish"). */
export function savedPath(path: string, action: string): string {
  return `${path}?${SAVED_PARAM}=${action}`;
}

/** The notice for the page the save redirected to ("Gepubliceerd." …); null on any other visit. */
export function savedNotice(url: URL): string | null {
  const saved = url.searchParams.get(SAVED_PARAM);
  return saved === "draft" || saved === "publish" || saved === "schedule" ? copy.saved[saved] : null;
}

/** The save bar's own fields (the kind's fields travel beside them). */
export const saveBarSchema = z.object({
  intent: z.enum(CONTENT_SAVE_ACTIONS),
  version: z.coerce.number({ error: copy.notFound }).int().min(0, { error: copy.notFound }),
  publishAt: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const at = parseLocalDateTime(value);
      if (!at) ctx.addIssue({ code: "custom", message: copy.scheduleMissing });
      return at;
    }),
});

/** "2026-12-24T09:30" (a datetime-local field, Amsterdam time) → the instant; null when it is no real moment. */
export function parseLocalDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const [, day, time] = match as unknown as [string, string, string];
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || !check.toISOString().startsWith(day)) return null;
  if (Number(time.slice(0, 2)) > 23 || Number(time.slice(3)) > 59) return null;
  return amsterdamToUtc(day, time);
}

/** An instant as a datetime-local value in Amsterdam time. */
export function toLocalDateTime(at: Date): string {
  const { date, time } = shopNow(at);
  return `${date}T${time.slice(0, 5)}`;
}

/** Who changed an item in between, shown above the form that keeps the second editor's input. */
export interface ContentConflict {
  version: number;
  updatedAt: string;
  updatedByName: string | null;
}

/** What an editor action answers (a plain POST re-renders the page with it; nothing was lost from the form). */
export interface ContentAnswer {
  notice?: string;
  formError?: string;
  /** Field path → message (the kind's schema; "publishAt" for the save bar). */
  errors?: Record<string, string>;
  conflict?: ContentConflict;
  /** The version the form must send next (after a conflict: the newer one, so saving again overwrites knowingly). */
  version?: number;
  /** The submitted fields, to show what was typed after a refusal or conflict. */
  values?: Record<string, string>;
}
