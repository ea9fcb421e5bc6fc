// The simple e-mail pattern of docs/behaviour.md#validation-and-messages: something@something.tld, no spaces. Deliverability is the mail server's job.
// Every e-mail address the app accepts (lead forms, accounts, create-admin, SITE_EMAIL) is checked against it.
import { z } from "./zod";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const INVALID_EMAIL = "Vul een geldig e-mailadres in.";

/** An e-mail address in an account form: trimmed and lower-cased, as better-auth stores it. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL })
  .regex(EMAIL_PATTERN, { error: INVALID_EMAIL })
  .toLowerCase();
