// The customer's choice of optional lines as a form posts it: a checkbox per optional line, named `optional`,
// its value the line's id. Zod-free, for the document component in the browser as well as the server.

/** The name the optional lines' checkboxes post under, one value (a line id) per ticked line. */
export const OPTIONAL_LINE_FIELD = "optional";

/** The ticked ids from the comma-joined field (unknown ids are ignored: only the quote's own lines count). */
export function tickedIds(value: string | undefined): string[] {
  return (value ?? "").split(",").filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}
