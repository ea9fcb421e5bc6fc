// The VAT return's figures (btw-aangifte, rubriek 1 "Prestaties binnenland") from the invoices and credit
// invoices issued in the period: the invoice date decides the period, as for the Belastingdienst's factuurstelsel.
// The VAT is the sum of what the invoices state, each rounded once per rate when it was issued, never recomputed
// from the period's total; a credit invoice's negative amounts reduce the figures. docs/bookkeeping.md.
import type { VatGroup } from "../money";

export type Rubriek = "1a" | "1b" | "1e";

/** Which rubriek a rate belongs in: 21 % high rate, 9 % low rate, 0 % (or not taxed here) in 1e. */
export const RUBRIEK_OF_RATE: Record<number, Rubriek> = { 21: "1a", 9: "1b", 0: "1e" };

export interface RubriekFigures {
  rubriek: Rubriek;
  rate: number;
  /** Omzet excl. VAT and the VAT, exact to the cent. */
  netCents: number;
  vatCents: number;
  /** Whole euros as the return asks them, rounded down: in the shop's favour (Belastingdienst). */
  netEuros: number;
  vatEuros: number;
}

export interface VatReturn {
  rubrieken: RubriekFigures[];
  /** Rubriek 5a: the VAT owed over rubriek 1, the sum of the rubrieken's VAT (exact, and of their whole euros). */
  totalVatCents: number;
  totalVatEuros: number;
}

const euros = (cents: number) => Math.floor(cents / 100);

/** The figures of rubriek 1a, 1b and 1e (always all three, zero when nothing was invoiced at that rate). */
export function vatReturn(invoices: readonly { vat: readonly VatGroup[] }[]): VatReturn {
  const rubrieken = ([21, 9, 0] as const).map((rate): RubriekFigures => {
    const groups = invoices.flatMap((invoice) => invoice.vat.filter((group) => group.rate === rate));
    const netCents = groups.reduce((sum, group) => sum + group.netCents, 0);
    const vatCents = groups.reduce((sum, group) => sum + group.vatCents, 0);
    return {
      rubriek: RUBRIEK_OF_RATE[rate]!,
      rate,
      netCents,
      vatCents,
      netEuros: euros(netCents),
      vatEuros: euros(vatCents),
    };
  });
  const totalVatCents = rubrieken.reduce((sum, r) => sum + r.vatCents, 0);
  const totalVatEuros = rubrieken.reduce((sum, r) => sum + r.vatEuros, 0);
  return { rubrieken, totalVatCents, totalVatEuros };
}
