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

/** A Dutch number written nationally: a 0 and nine more digits ("076-5221234", "(06) 1234 5678"). */
const DUTCH_NATIONAL = /^0[1-9]\d{8}$/;

export interface PhoneLinks {
  /** For `tel:`: "+31612345678", or the digits as typed when the number's country is unknown. */
  tel: string;
  /** For wa.me, only when the country is certain. */
  whatsapp: string | null;
}

/**
 * Links for a number a visitor typed. Unlike the shop's own configured number, a visitor's number is only
 * made international when it is a valid Dutch number or says its country (+ or 00): "12345" would otherwise
 * become the foreign +12345, so it keeps its digits as typed and gets no WhatsApp link.
 */
export function visitorPhoneLinks(phone: string): PhoneLinks | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  if (trimmed.startsWith("+") || digits.startsWith("00") || DUTCH_NATIONAL.test(digits)) {
    const international = toInternationalDigits(trimmed);
    return { tel: `+${international}`, whatsapp: international };
  }
  return { tel: digits, whatsapp: null };
}
