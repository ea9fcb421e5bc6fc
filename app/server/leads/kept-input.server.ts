// The cookie that carries a no-JavaScript form's input back to the form after an error (~/lib/leads/kept-input):
// set on the error redirect, read and cleared by the next page render. Short-lived and HttpOnly; the page that
// shows it is rendered per request (it has ?formulier=…&fout=…), never from the page cache.
import { decodeKeptInput, encodeKeptInput, type KeptInput } from "~/lib/leads/kept-input";
import type { LeadForm } from "~/lib/leads/messages";

export const KEPT_INPUT_COOKIE = "lead_input";
/** Long enough for the redirect and a slow page load; the next render clears it anyway. */
const MAX_AGE_SECONDS = 120;

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${KEPT_INPUT_COOKIE}=([^;]*)`);

function attributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie line that keeps a form's fields for the page the error redirect leads to (null: nothing to keep). */
export function keepInputCookie(
  request: Request,
  form: LeadForm,
  fields: Readonly<Record<string, unknown>>,
  fileLost: boolean,
): string | null {
  const value = encodeKeptInput(form, fields, fileLost);
  return value ? `${KEPT_INPUT_COOKIE}=${value}; ${attributes(request, MAX_AGE_SECONDS)}` : null;
}

/**
 * The kept input for this page render, and the Set-Cookie line that clears the cookie (null when there is none).
 * It is shown only on the error page of the form it belongs to (?formulier=<form>&fout=…): on any other page it
 * is just cleared.
 */
export function takeKeptInput(
  request: Request,
  url: URL,
): { kept: KeptInput | null; clearCookie: string | null } {
  const match = COOKIE_PATTERN.exec(request.headers.get("cookie") ?? "");
  if (!match) return { kept: null, clearCookie: null };
  const clearCookie = `${KEPT_INPUT_COOKIE}=; ${attributes(request, 0)}`;
  const kept = decodeKeptInput(match[1]);
  const shown =
    kept && url.searchParams.get("formulier") === kept.form && url.searchParams.has("fout") ? kept : null;
  return { kept: shown, clearCookie };
}
