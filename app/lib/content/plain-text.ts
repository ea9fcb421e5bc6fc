// Plain text fields of site content (FAQ answers, price notes, page texts): rendered as text, never as markup, so
// what an editor types cannot change the layout. Control characters (a NUL cannot even reach PostgreSQL) are
// refused rather than stored.
import { contentFieldMessages as copy } from "~/content/site-content-editor";
import { z } from "~/lib/zod";

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A required text of at most `max` characters, trimmed; `label` names it in the message ("de vraag"). */
export function plainText({ max, label }: { max: number; label: string }) {
  return z
    .string({ error: copy.required(label) })
    .trim()
    .min(1, copy.required(label))
    .max(max, copy.tooLong(label, max))
    .refine((value) => !CONTROL.test(value), copy.control);
}

/** Replaces every string of a plain data structure (a page's copy) by `fill(string)`. */
export function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fill)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fill)])) as T;
  }
  return value;
}
