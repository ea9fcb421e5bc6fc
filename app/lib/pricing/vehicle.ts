// The guide prices of vehicle lettering (issue 41): it stays "op aanvraag" (every vehicle and design differs), but
// /voertuigbelettering shows per vehicle type an indicative range from the rules the owners edit in the price
// editor. Incl. VAT rounded to whole euros, because an indication in cents would suggest a precision it lacks.
import { vehicleRuleSeed } from "~/content/price-rules";
import { formatEuroCompact, vatOn } from "~/lib/money";
import { PRICE_VAT_RATE, type PriceRules, type VehicleGuide, type VehicleRule } from "./rules";

/** The rules' vehicle guide, or the defaults for rules stored before it existed. */
export function vehicleRuleOf(rules: PriceRules): VehicleRule {
  return rules.vehicle ?? vehicleRuleSeed;
}

/** Incl. VAT, rounded half up to whole euros. */
export function grossEuros(netCents: number): number {
  const gross = netCents + vatOn(netCents, PRICE_VAT_RATE);
  return Math.floor((gross + 50) / 100) * 100;
}

export interface VehicleGuideRow {
  id: string;
  name: string;
  /** "€151 - €545" incl. VAT, and the same excl. VAT (exact). */
  partial: { incl: string; excl: string };
  wrap: { incl: string; excl: string };
}

function range(from: number, to: number) {
  return {
    incl: `${formatEuroCompact(grossEuros(from))} - ${formatEuroCompact(grossEuros(to))}`,
    excl: `${formatEuroCompact(from)} - ${formatEuroCompact(to)}`,
  };
}

export function vehicleGuideRows(rules: PriceRules): VehicleGuideRow[] {
  return vehicleRuleOf(rules).vehicles.map((v: VehicleGuide) => ({
    id: v.id,
    name: v.name,
    partial: range(v.partialFromCents, v.partialToCents),
    wrap: range(v.wrapFromCents, v.wrapToCents),
  }));
}
