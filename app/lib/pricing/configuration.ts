// A calculator's choice as a query string and back (issue 41): the GET form's fields are these names, so an
// answer page's address is the choice (shareable), and the quote request posts the same fields. Numbers that are
// no whole number become NaN, which the rules answer as out of range ("Vul een heel getal in.").
import { SIDE_UNIT, type AreaProduct, type Configuration, type PricedProduct } from "./rules";

/** "zakelijk, excl. btw" or incl. (consumers, the default): which price comes first. */
export type VatMode = "incl" | "excl";
export const VAT_COOKIE = "prijs-btw";

export const CALCULATOR_FIELDS = {
  area: ["materiaal", "breedte", "hoogte", "aantal"],
  textile: ["kledingstuk", "techniek", "aantal", "posities", "kleuren", "formaat"],
} as const;

/** The calculator's product of a service page, if it has one. */
export const CALCULATOR_OF_PAGE: Partial<Record<string, PricedProduct>> = {
  stickers: "stickers",
  kledingbedrukking: "textile",
  spandoeken: "banners",
};

/** The page each calculator is on (its answers' shared links lead there). */
export const CALCULATOR_PAGE_PATH: Partial<Record<PricedProduct, string>> = {
  stickers: "/stickers",
  textile: "/kledingbedrukking",
  banners: "/spandoeken",
};

/** The quote dialog's service for a calculator's product (~/lib/quote-services). */
export const CALCULATOR_SERVICE = {
  stickers: "stickers",
  textile: "kledingbedrukking",
  banners: "spandoeken",
} as const satisfies Record<PricedProduct, string>;

export function isPricedProduct(value: string | undefined): value is PricedProduct {
  return value === "stickers" || value === "textile" || value === "banners";
}

function whole(value: string | null): number {
  const text = (value ?? "").trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** Whether a query asks for a price (the form was sent), rather than only showing the page. */
export function asksForPrice(params: URLSearchParams): boolean {
  return params.has("aantal");
}

/** The choice a query describes; `fallback` fills what the query leaves out (the form's starting values). */
export function configurationFromQuery(
  product: PricedProduct,
  params: URLSearchParams,
  fallback: Configuration,
): Configuration {
  const get = (name: string, or: string | number) => (params.has(name) ? params.get(name) : String(or));
  if (product === "textile") {
    const base = fallback.product === "textile" ? fallback : null;
    const technique = get("techniek", base?.technique === "embroidery" ? "borduren" : "bedrukken");
    const common = {
      product,
      garment: get("kledingstuk", base?.garment ?? "") ?? "",
      quantity: whole(get("aantal", base?.quantity ?? 1)),
      positions: whole(get("posities", base?.positions ?? 1)),
    };
    return technique === "borduren"
      ? {
          ...common,
          technique: "embroidery",
          stitchSize: get("formaat", base?.technique === "embroidery" ? base.stitchSize : "") ?? "",
        }
      : {
          ...common,
          technique: "print",
          colours: whole(get("kleuren", base?.technique === "print" ? base.colours : 1)),
        };
  }
  const base = fallback.product === product ? fallback : null;
  // The sides as typed, in the product's unit (cm for banners), into mm.
  const unit = SIDE_UNIT[product as AreaProduct].mm;
  return {
    product: product as AreaProduct,
    material: get("materiaal", base && "material" in base ? base.material : "") ?? "",
    widthMm: whole(get("breedte", base && "widthMm" in base ? base.widthMm / unit : 0)) * unit,
    heightMm: whole(get("hoogte", base && "heightMm" in base ? base.heightMm / unit : 0)) * unit,
    quantity: whole(get("aantal", base?.quantity ?? 1)),
  };
}

/** The query of a choice (the order of the form's fields), e.g. "materiaal=vinyl-glans&breedte=50&…". */
export function configurationQuery(config: Configuration): URLSearchParams {
  const numbers = (n: number) => (Number.isFinite(n) ? String(n) : "");
  if (config.product === "textile") {
    const params = new URLSearchParams({
      kledingstuk: config.garment,
      techniek: config.technique === "print" ? "bedrukken" : "borduren",
      aantal: numbers(config.quantity),
      posities: numbers(config.positions),
    });
    if (config.technique === "print") params.set("kleuren", numbers(config.colours));
    else params.set("formaat", config.stitchSize);
    return params;
  }
  const unit = SIDE_UNIT[config.product].mm;
  return new URLSearchParams({
    materiaal: config.material,
    breedte: numbers(config.widthMm / unit),
    hoogte: numbers(config.heightMm / unit),
    aantal: numbers(config.quantity),
  });
}

/** The VAT mode: the query's (the form's switch), else the remembered cookie's, else incl. */
export function vatModeOf(params: URLSearchParams, cookieHeader: string | null): VatMode {
  const asked = params.get("btw");
  if (asked === "excl" || asked === "incl") return asked;
  const match = new RegExp(`(?:^|;\\s*)${VAT_COOKIE}=(incl|excl)`).exec(cookieHeader ?? "");
  return (match?.[1] as VatMode | undefined) ?? "incl";
}

/** The starting choice of a product's calculator: its first material or garment at a common size. */
export function defaultConfiguration(
  product: PricedProduct,
  first: { material?: string; garment?: string; stitchSize?: string },
): Configuration {
  if (product === "textile")
    return {
      product,
      garment: first.garment ?? "",
      quantity: 25,
      technique: "print",
      positions: 1,
      colours: 1,
    };
  return product === "stickers"
    ? { product, material: first.material ?? "", widthMm: 50, heightMm: 50, quantity: 250 }
    : { product, material: first.material ?? "", widthMm: 2000, heightMm: 1000, quantity: 1 };
}

/** The header the script sends with the first request of a typing stream: only that one counts as a use. */
export const STREAM_START_HEADER = "X-Prijs-Nieuw";

/** The hidden field with the total incl. VAT (cents) the answer page showed. */
export const SHOWN_CENTS_FIELD = "shownCents";

/** The choice posted with the request: the calculator's field names, anything missing out of range. */
export function postedConfiguration(product: PricedProduct, fields: Record<string, unknown>): Configuration {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (typeof value === "string") params.set(key, value);
  const missing: Configuration =
    product === "textile"
      ? {
          product,
          garment: "",
          quantity: Number.NaN,
          technique: "print",
          positions: Number.NaN,
          colours: Number.NaN,
        }
      : { product, material: "", widthMm: Number.NaN, heightMm: Number.NaN, quantity: Number.NaN };
  return configurationFromQuery(product, params, missing);
}

/** Where a calculator's "Offerte aanvragen met deze prijs" posts without JavaScript (the request page). */
export const PRICED_REQUEST_PATH = "/offerte-met-prijs";
