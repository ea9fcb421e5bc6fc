// zod as this app uses it: without its JIT. The JIT builds parsers with `new Function`, which the enforced CSP
// (no 'unsafe-eval') refuses in the browser, leaving a violation on every page that validates a form.
//
// Every message a reader sees is Dutch, and the schemas spell theirs out. A field that is missing altogether
// never happens from our own forms (a browser sends every field, empty or not), only from a bot or a hand-made
// request: without this it got zod's English default, "Invalid input: expected string, received undefined",
// next to the field. Messages a schema sets itself take precedence.
import { z } from "zod";

/** The error of a field the request did not contain at all. */
export const MISSING_FIELD_MESSAGE = "Vul dit veld in.";

z.config({
  jitless: true,
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined ? MISSING_FIELD_MESSAGE : undefined,
});

export { z };
