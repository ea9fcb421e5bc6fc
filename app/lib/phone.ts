// Phone numbers as people type them ("076 000 0000", "06-12345678", "+31 6 …", "0031 …") → the international
// digits tel: and wa.me links need. Numbers are Dutch unless they say otherwise.

/** "076 000 0000" → "31760000000"; "+31 6 1234 5678" and "0031 6 …" → "31612345678". */
export function toInternationalDigits(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `31${digits.slice(1)}`;
  return digits;
}
