// What a visitor typed into a lead form sent without JavaScript, carried back to the form after an error. It
// travels in a short-lived cookie, never in the URL (personal data would end up in access logs and browser
// history). The cookie comes back from the browser as untrusted input: decoding keeps only the form's known
// fields (leadForms[form].keep), strings only, each length-capped, and gives up on anything else.
import { isLeadForm, leadForms, type LeadForm } from "./registry";

export interface KeptInput {
  form: LeadForm;
  values: Record<string, string>;
  /** Files were sent and not kept: a browser cannot put them back into a file input. */
  fileLost: boolean;
}

/** Browsers keep about 4 KB per cookie, name and attributes included: the value stays well below. */
export const MAX_KEPT_INPUT_CHARS = 3400;
/** The longest value any lead form accepts (a quote's message); longer ones were an error anyway. */
export const MAX_KEPT_VALUE_CHARS = 5000;

const keptFields = (form: LeadForm): readonly string[] => leadForms[form].keep;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** A value as it may go back into a field: no NUL bytes (no field accepts them), at most the longest field. */
const cleanValue = (value: string) => value.replaceAll("\u0000", "").slice(0, MAX_KEPT_VALUE_CHARS);

/**
 * The cookie value for a form's submitted fields (only its known, non-empty text fields), or null when there is
 * nothing to give back. When it would not fit, the longest values go first (a free-text message), so a long
 * message costs the message, not the whole form.
 */
export function encodeKeptInput(
  form: LeadForm,
  fields: Readonly<Record<string, unknown>>,
  fileLost = false,
): string | null {
  const values: Record<string, string> = {};
  for (const name of keptFields(form)) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === "string" && value !== "") values[name] = cleanValue(value);
  }
  if (!Object.keys(values).length && !fileLost) return null;
  for (;;) {
    const encoded = toBase64Url(JSON.stringify({ f: form, v: values, ...(fileLost ? { l: 1 } : {}) }));
    if (encoded.length <= MAX_KEPT_INPUT_CHARS) return encoded;
    const longest = Object.keys(values).reduce((a, b) => (values[b]!.length > values[a]!.length ? b : a));
    delete values[longest];
  }
}

/** The kept input in a cookie value, or null for anything that is not what encodeKeptInput writes. */
export function decodeKeptInput(raw: string | undefined | null): KeptInput | null {
  if (!raw || raw.length > MAX_KEPT_INPUT_CHARS || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(raw));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const { f: form, v: rawValues, l: lost } = parsed as Record<string, unknown>;
  if (!isLeadForm(form)) return null;
  if (!rawValues || typeof rawValues !== "object" || Array.isArray(rawValues)) return null;
  const values: Record<string, string> = {};
  for (const name of keptFields(form)) {
    const value = Object.hasOwn(rawValues, name) ? (rawValues as Record<string, unknown>)[name] : undefined;
    if (typeof value === "string" && value !== "") values[name] = cleanValue(value);
  }
  return { form, values, fileLost: lost === 1 };
}
