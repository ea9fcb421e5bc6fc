// zod as this app uses it: without its JIT. The JIT builds parsers with `new Function`, which the enforced CSP
// (no 'unsafe-eval') refuses in the browser, leaving a violation on every page that validates a form.
import { z } from "zod";

z.config({ jitless: true });

export { z };
