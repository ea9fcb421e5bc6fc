// The schema of the price rules (stored with the price list) and the editor's form for them: lists as lines
// ("vinyl-glans | Vinyl glanzend | 60,00", "250: 30"), amounts in euros as staff type them, the rest whole numbers.
import { priceRulesMessages as copy } from "~/content/price-rules-editor";
import { formatEuroInput, parseEuroInput } from "~/lib/money";
import { z } from "~/lib/zod";
import { plainText } from "../content/plain-text";
import type {
  AreaRule,
  PriceRules,
  QuantityBreak,
  RoundingStep,
  TextileRule,
  VehicleGuide,
  VehicleRule,
} from "./rules";
import { vehicleRuleOf } from "./vehicle";

const MAX_CENTS = 10_000_000;
const cents = (min = 0) =>
  z.number({ error: copy.amount }).int(copy.amount).min(min, copy.amount).max(MAX_CENTS, copy.tooHigh);
const whole = (min: number, max: number) =>
  z.number({ error: copy.whole }).int(copy.whole).min(min, copy.whole).max(max, copy.tooHigh);
const code = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, copy.code)
  .max(40, copy.code);

const named = { id: code, name: plainText({ max: 60, label: "de naam" }) };
const material = z.object({ ...named, squareMeterCents: cents(1) }).strict();
const pricedItem = z.object({ ...named, pieceCents: cents(1) }).strict();

const items = <T extends { id: string }>(schema: z.ZodType<T>) =>
  z
    .array(schema)
    .min(1, copy.items)
    .max(20, copy.items)
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, copy.duplicateCode);

const breaks = z
  .array(z.object({ from: whole(2, 1_000_000), percent: whole(0, 90) }).strict())
  .max(12, copy.items)
  .refine(
    (list) =>
      list.every((b, i) => i === 0 || (b.from > list[i - 1]!.from && b.percent >= list[i - 1]!.percent)),
    copy.breaksOrder,
  );

const common = {
  breaks,
  minimumCents: cents(),
  maxQuantity: whole(1, 1_000_000),
  roundingCents: z.union([z.literal(1), z.literal(5), z.literal(10)], { error: copy.rounding }),
};

const areaRule = z
  .object({
    ...common,
    materials: items(material),
    pieceCents: cents(),
    setupCents: cents(),
    minSideMm: whole(1, 10_000),
    maxSideMm: whole(1, 10_000),
  })
  .strict()
  .refine((r) => r.maxSideMm > r.minSideMm, { message: copy.sides, path: ["maxSideMm"] });

const textileRule = z
  .object({
    ...common,
    garments: items(pricedItem),
    colourCents: cents(),
    screenCents: cents(),
    maxColours: whole(1, 12),
    maxPositions: whole(1, 8),
    stitchSizes: items(pricedItem),
    digitisingCents: cents(),
  })
  .strict();

const vehicleGuide = z
  .object({
    ...named,
    partialFromCents: cents(1),
    partialToCents: cents(1),
    wrapFromCents: cents(1),
    wrapToCents: cents(1),
  })
  .strict()
  .refine((v) => v.partialToCents >= v.partialFromCents && v.wrapToCents >= v.wrapFromCents, copy.range);

const vehicleRule = z.object({ vehicles: items(vehicleGuide) }).strict();

export const priceRulesSchema = z
  .object({ stickers: areaRule, banners: areaRule, textile: textileRule, vehicle: vehicleRule.optional() })
  .strict() satisfies z.ZodType<PriceRules>;

type Fields = Record<string, string>;
const AREA_NUMBERS = ["minSideMm", "maxSideMm", "maxQuantity"] as const;
const AREA_AMOUNTS = ["pieceCents", "setupCents", "minimumCents"] as const;
const TEXTILE_NUMBERS = ["maxColours", "maxPositions", "maxQuantity"] as const;
const TEXTILE_AMOUNTS = ["colourCents", "screenCents", "digitisingCents", "minimumCents"] as const;

const lines = (list: { id: string; name: string }[], priceKey: string) =>
  list
    .map(
      (i) => `${i.id} | ${i.name} | ${formatEuroInput((i as unknown as Record<string, number>)[priceKey]!)}`,
    )
    .join("\n");
const breakLines = (list: QuantityBreak[]) => list.map((b) => `${b.from}: ${b.percent}`).join("\n");

/** The rules as the editor's fields ("rules.stickers.materials", "rules.textile.screenCents", …). */
export function priceRulesToForm(rules: PriceRules): Fields {
  const fields: Fields = {};
  for (const product of ["stickers", "banners"] as const) {
    const rule = rules[product];
    const at = `rules.${product}`;
    fields[`${at}.materials`] = lines(rule.materials, "squareMeterCents");
    for (const key of AREA_NUMBERS) fields[`${at}.${key}`] = String(rule[key]);
    for (const key of AREA_AMOUNTS) fields[`${at}.${key}`] = formatEuroInput(rule[key]);
    fields[`${at}.roundingCents`] = String(rule.roundingCents);
    fields[`${at}.breaks`] = breakLines(rule.breaks);
  }
  const t = rules.textile;
  fields["rules.textile.garments"] = lines(t.garments, "pieceCents");
  fields["rules.textile.stitchSizes"] = lines(t.stitchSizes, "pieceCents");
  for (const key of TEXTILE_NUMBERS) fields[`rules.textile.${key}`] = String(t[key]);
  for (const key of TEXTILE_AMOUNTS) fields[`rules.textile.${key}`] = formatEuroInput(t[key]);
  fields["rules.textile.roundingCents"] = String(t.roundingCents);
  fields["rules.textile.breaks"] = breakLines(t.breaks);
  const range = (from: number, to: number) => `${formatEuroInput(from)} - ${formatEuroInput(to)}`;
  fields["rules.vehicle.vehicles"] = vehicleRuleOf(rules)
    .vehicles.map(
      (v) =>
        `${v.id} | ${v.name} | ${range(v.partialFromCents, v.partialToCents)} | ${range(v.wrapFromCents, v.wrapToCents)}`,
    )
    .join("\n");
  return fields;
}

/** "personenauto | Personenauto | 125,00 - 450,00 | 990,00 - 1.650,00": a vehicle's two ranges excl. VAT. */
function vehicleLines(text: string, name: string, errors: Record<string, string>): VehicleGuide[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const parts = line.split("|").map((part) => part.trim());
      const amounts = parts.slice(2).flatMap((part) => part.split(/\s+-\s+|\s*–\s*/));
      const cents = amounts.map((a) => parseEuroInput(a));
      if (parts.length !== 4 || cents.length !== 4 || cents.some((c) => c === null))
        errors[name] ??= copy.vehicleLine(index + 1);
      const [partialFromCents, partialToCents, wrapFromCents, wrapToCents] = cents.map((c) => c ?? 0);
      return {
        id: parts[0] ?? "",
        name: parts[1] ?? "",
        partialFromCents: partialFromCents ?? 0,
        partialToCents: partialToCents ?? 0,
        wrapFromCents: wrapFromCents ?? 0,
        wrapToCents: wrapToCents ?? 0,
      };
    });
}

/**
 * The rules a posted editor form describes (to be checked by priceRulesSchema). A line or amount that cannot be
 * read is refused at its field in `errors`; numbers the schema refuses are named by their path (fieldOfRulePath).
 */
export function priceRulesFromForm(fields: Fields, errors: Record<string, string>): unknown {
  const value = (name: string) => (fields[name] ?? "").trim();
  const amount = (name: string): number => {
    const cents = parseEuroInput(value(name));
    if (cents === null) errors[name] ??= copy.amount;
    return cents ?? 0;
  };
  const number = (name: string): number => {
    if (!/^\d{1,9}$/.test(value(name))) errors[name] ??= copy.whole;
    return Number(value(name)) || 0;
  };
  const itemLines = (name: string, priceKey: string) =>
    value(name)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line, index) => {
        const parts = line.split("|").map((part) => part.trim());
        const cents = parts.length === 3 ? parseEuroInput(parts[2]!) : null;
        if (cents === null) errors[name] ??= copy.itemLine(index + 1);
        return { id: parts[0] ?? "", name: parts[1] ?? "", [priceKey]: cents ?? 0 };
      });
  const breakList = (name: string): QuantityBreak[] =>
    value(name)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line, index) => {
        const match = /^(\d{1,7})\s*[:=]\s*(\d{1,2})\s*%?$/.exec(line);
        if (!match) errors[name] ??= copy.breakLine(index + 1);
        return { from: Number(match?.[1] ?? 0), percent: Number(match?.[2] ?? 0) };
      });
  const area = (product: "stickers" | "banners"): AreaRule => {
    const at = `rules.${product}`;
    return {
      materials: itemLines(`${at}.materials`, "squareMeterCents") as unknown as AreaRule["materials"],
      ...(Object.fromEntries(AREA_NUMBERS.map((key) => [key, number(`${at}.${key}`)])) as Record<
        (typeof AREA_NUMBERS)[number],
        number
      >),
      ...(Object.fromEntries(AREA_AMOUNTS.map((key) => [key, amount(`${at}.${key}`)])) as Record<
        (typeof AREA_AMOUNTS)[number],
        number
      >),
      roundingCents: number(`${at}.roundingCents`) as RoundingStep,
      breaks: breakList(`${at}.breaks`),
    };
  };
  const textile: TextileRule = {
    garments: itemLines("rules.textile.garments", "pieceCents") as unknown as TextileRule["garments"],
    stitchSizes: itemLines(
      "rules.textile.stitchSizes",
      "pieceCents",
    ) as unknown as TextileRule["stitchSizes"],
    ...(Object.fromEntries(TEXTILE_NUMBERS.map((key) => [key, number(`rules.textile.${key}`)])) as Record<
      (typeof TEXTILE_NUMBERS)[number],
      number
    >),
    ...(Object.fromEntries(TEXTILE_AMOUNTS.map((key) => [key, amount(`rules.textile.${key}`)])) as Record<
      (typeof TEXTILE_AMOUNTS)[number],
      number
    >),
    roundingCents: number("rules.textile.roundingCents") as RoundingStep,
    breaks: breakList("rules.textile.breaks"),
  };
  const vehicle: VehicleRule = {
    vehicles: vehicleLines(value("rules.vehicle.vehicles"), "rules.vehicle.vehicles", errors),
  };
  return { stickers: area("stickers"), banners: area("banners"), textile, vehicle };
}

/** The field a schema error of the rules belongs to: ["rules","stickers","materials",0,"id"] → "rules.stickers.materials". */
export function fieldOfRulePath(path: string): string | null {
  const match = /^rules\.(stickers|banners|textile|vehicle)\.(\w+)/.exec(path);
  return match ? `rules.${match[1]}.${match[2]}` : null;
}
