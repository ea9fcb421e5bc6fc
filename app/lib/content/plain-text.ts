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
