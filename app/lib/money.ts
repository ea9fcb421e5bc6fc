// Money as the whole app handles it: integer euro cents in code and storage, shown the Dutch way ("€ 12,50").
// One formatter, so the shop page, the cart, the staff pages and the e-mails all write amounts alike; and the
// totals of a quote or invoice (net per VAT rate, VAT rounded once per rate), for issues 28 and 29 to build on.

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

/** The Dutch VAT rates a quote or invoice line can carry (percent). */
export const VAT_RATES = [21, 9, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** A priced line: quantity × unit price excl. VAT, at one VAT rate. A discount is a line with a negative price. */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
  /** An optional line counts only while the customer has it ticked (`included`). */
  optional?: boolean;
  included?: boolean;
}

/** One VAT rate's part of a document: the net amount at that rate and its VAT, rounded once. */
export interface VatGroup {
  rate: VatRate;
  netCents: number;
  vatCents: number;
}

export interface DocumentTotals {
  /** Per rate that a counted line carries, highest rate first. */
  vat: VatGroup[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A line's amount excl. VAT (whole cents: quantities are whole pieces). */
export function lineNetCents(line: PricedLine): number {
  const net = line.quantity * line.unitPriceCents;
  if (!Number.isSafeInteger(net)) throw new RangeError("line amount must be whole cents");
  return net;
}

/** Whether a line counts toward the totals (an optional line only while ticked). */
export function lineCounts(line: PricedLine): boolean {
  return !line.optional || line.included === true;
}

/**
 * VAT at a rate on a net amount, rounded half away from zero to whole cents. In BigInt: a document's net may pass
 * 2^53 / 21 cents before the multiplication.
 */
export function vatOn(netCents: number, rate: VatRate): number {
  const abs = BigInt(Math.abs(netCents)) * BigInt(rate);
  const rounded = Number((abs + 50n) / 100n);
  return netCents < 0 ? -rounded : rounded;
}

/**
 * The VAT contained in an amount incl. VAT: gross × rate / (100 + rate), rounded once, half away from zero. A
 * consumer's amounts (a payment, a refund) are stated incl. VAT; deriving the VAT from that amount, not from a net,
 * lets a credit invoice state any amount to the cent (at 21 % no net gives € 10,00 incl. VAT). docs/invoices.md
 */
export function vatInGross(grossCents: number, rate: VatRate): number {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError("amount must be whole cents");
  const num = BigInt(Math.abs(grossCents)) * BigInt(rate);
  const den = BigInt(100 + rate);
  const rounded = Number((2n * num + den) / (2n * den));
  return grossCents < 0 ? -rounded : rounded;
}

/** One rate's part of an amount stated incl. VAT: its VAT from the gross (vatInGross), the net what is left. */
export function groupFromGross(rate: VatRate, grossCents: number): VatGroup {
  const vatCents = vatInGross(grossCents, rate);
  return { rate, netCents: grossCents - vatCents, vatCents };
}

/** The totals of VAT groups given as they are (each rate's VAT already decided), highest rate first. */
export function totalsOfGroups(groups: readonly VatGroup[]): DocumentTotals {
  const vat = VAT_RATES.flatMap((rate) => groups.filter((g) => g.rate === rate).map((g) => ({ ...g })));
  const netCents = vat.reduce((sum, group) => sum + group.netCents, 0);
  const vatCents = vat.reduce((sum, group) => sum + group.vatCents, 0);
  return { vat, netCents, vatCents, grossCents: netCents + vatCents };
}

/**
 * The totals of a quote or invoice: the counted lines' net amounts summed per VAT rate, and the VAT of each rate
 * rounded once on that sum (not per line), as the Belastingdienst's per-rate VAT on an invoice asks.
 */
export function documentTotals(lines: readonly PricedLine[]): DocumentTotals {
  const netPerRate = new Map<VatRate, number>();
  for (const line of lines) {
    if (!lineCounts(line)) continue;
    netPerRate.set(line.vatRate, (netPerRate.get(line.vatRate) ?? 0) + lineNetCents(line));
  }
  const vat = VAT_RATES.filter((rate) => netPerRate.has(rate)).map((rate) => {
    const netCents = netPerRate.get(rate)!;
    return { rate, netCents, vatCents: vatOn(netCents, rate) };
  });
  const netCents = vat.reduce((sum, group) => sum + group.netCents, 0);
  const vatCents = vat.reduce((sum, group) => sum + group.vatCents, 0);
  return { vat, netCents, vatCents, grossCents: netCents + vatCents };
}

/** A price incl. VAT (as the site and the work-wear catalogue show it) as the amount excl. VAT, rounded to cents. */
export function exclVat(grossCents: number, rate: VatRate = 21): number {
  return Math.round((grossCents * 100) / (100 + rate));
}

/**
 * An amount as staff type it, in euros: "12,50", "1.234,56", "€ 8", "12.5" (a point before one or two final
 * digits is read as the decimal sign, before three as thousands). Whole cents, or null for anything else (more
 * than two decimals, letters, a sign, more than 12 digits of euros).
 */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, "");
  let euros: string;
  let fraction = "";
  if (compact.includes(",")) {
    const match = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{0,2})$/.exec(compact);
    if (!match) return null;
    euros = match[1]!.replace(/\./g, "");
    fraction = match[2]!;
  } else {
    const decimal = /^(\d+)\.(\d{1,2})$/.exec(compact);
    const grouped = /^\d{1,3}(?:\.\d{3})+$/.test(compact);
    if (decimal) [euros, fraction] = [decimal[1]!, decimal[2]!];
    else if (grouped || /^\d+$/.test(compact)) euros = compact.replace(/\./g, "");
    else return null;
  }
  if (euros.length > 12) return null;
  return Number(euros) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as an input's value: 1250 → "12,50", 123456 → "1.234,56" (formatEuro without the sign). */
export function formatEuroInput(cents: number): string {
  return formatEuro(Math.abs(cents)).replace(/^€\u00a0/, "");
}

/** A price-list amount: whole euros without decimals, "€8", "€1.200"; else "€4,95". */
export function formatEuroCompact(cents: number): string {
  const full = formatEuro(cents).replace("\u00a0", "");
  return cents % 100 === 0 ? full.replace(/,00$/, "") : full;
}
