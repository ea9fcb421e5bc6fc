// The simple e-mail pattern of spec §5: something@something.tld, no spaces. Deliverability is the mail server's job.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Same rule as a string for the `pattern` attribute of an <input>. */
export const EMAIL_PATTERN_ATTR = "[^\\s@]+@[^\\s@]+\\.[^\\s@]+";

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
