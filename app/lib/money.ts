// Money as the whole app handles it: integer euro cents in code and storage, shown the Dutch way ("€ 12,50").
// One formatter, so the shop page, the cart, the staff pages and the e-mails all write amounts alike.

/** Cents as Dutch euros: 1250 → "€ 12,50", 123456 → "€ 1.234,56", -500 → "-€ 5,00". */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("amount must be whole cents");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const rest = String(abs % 100).padStart(2, "0");
  // A no-break space keeps "€" and the amount on one line.
  return `${sign}€\u00a0${euros},${rest}`;
}
