// The admin's catalogue form (/employee-dashboard/website/werkkleding) as plain fields, and back: one block of
// fields per product named by its place in the list ("products.0.basePrice"), so the store's field errors (paths
// of the kind's schema) land at their field. Amounts are typed as euros ("16,95"), sizes as one comma-separated
// line, colours one per line ("Marineblauw #1e2a4a"). A product's photo is not a field here: it keeps the one
// it has (a new photo comes through its own upload form). An empty "new product" block adds nothing.
import type { UploadRules } from "../file-kind";
import { formatEuroInput, parseEuroInput } from "../money";
import { PORTFOLIO_UPLOAD } from "../portfolio";
import type { CatalogueProduct, ColorOption, ProductSafety, WorkwearCatalogue } from "./catalogue";

/** The GPSR block's form fields and the product's safety keys they hold. */
export const safetyFields = {
  safetyManufacturer: "manufacturer",
  safetyAddress: "address",
  safetyEmail: "email",
  safetyIdentifier: "identifier",
} as const satisfies Partial<Record<ProductFieldName, keyof ProductSafety>>;

/** The form field of a safety key ("email" → "safetyEmail"), for the store's error paths. */
export function safetyFieldOf(key: string): ProductFieldName | null {
  const entry = Object.entries(safetyFields).find(([, k]) => k === key);
  return entry ? (entry[0] as ProductFieldName) : null;
}

/** The four GPSR fields as a product's safety: all empty is none; anything else goes to the schema as typed. */
function safetyFromFields(read: (name: ProductFieldName) => string | undefined): ProductSafety | null {
  const safety = Object.fromEntries(
    Object.entries(safetyFields).map(([field, key]) => [key, (read(field as ProductFieldName) ?? "").trim()]),
  ) as unknown as ProductSafety;
  return Object.values(safety).some(Boolean) ? safety : null;
}

export const NEW_PRODUCT = "new";

/** A product photo as the admin uploads it: the portfolio's rules (a phone's JPEG included), field "photo". */
export const WORKWEAR_PHOTO_UPLOAD = {
  ...PORTFOLIO_UPLOAD,
  folder: "workwear-uploads",
  fileFields: ["photo"],
} as const satisfies UploadRules;

export const productFieldNames = [
  "id",
  "name",
  "description",
  "basePrice",
  "bulkPrice",
  "printFrom",
  "embroideryFrom",
  "sizes",
  "colors",
  "alt",
  "visible",
  "safetyManufacturer",
  "safetyAddress",
  "safetyEmail",
  "safetyIdentifier",
] as const;
export type ProductFieldName = (typeof productFieldNames)[number];

/** The form name of a product field: "products.2.name", or "products.new.name" for the block that adds one. */
export function productField(index: number | typeof NEW_PRODUCT, field: ProductFieldName): string {
  return `products.${index}.${field}`;
}

/** "16,95", "€ 16" → cents; NaN for anything else (the schema then says it needs an amount). */
const amount = (text: string | undefined) => parseEuroInput(text ?? "") ?? Number.NaN;

/** "zwart", "grijs-gemeleerd": a colour's id from its name (accents dropped), used in carts and orders. */
export function colorId(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function colorsText(colors: readonly ColorOption[]): string {
  return colors.map((c) => `${c.name} ${c.hex}`).join("\n");
}

/**
 * The colour lines as colours. A colour keeps its id while its name or its code stays the same (carts and stored
 * orders name colours by id); a line that is no "name #code" gives a colour the schema refuses with its message.
 */
export function parseColors(text: string | undefined, previous: readonly ColorOption[]): ColorOption[] {
  const used = new Set<string>();
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.+?)\s+(#[0-9a-fA-F]{6})$/.exec(line);
      if (!match) return { id: colorId(line) || "kleur", name: line, hex: "" };
      const [, name, hex] = match as unknown as [string, string, string];
      const kept = previous.find(
        (c) => !used.has(c.id) && (c.name === name || c.hex.toLowerCase() === hex.toLowerCase()),
      );
      const id = kept?.id ?? colorId(name);
      used.add(id);
      return { id, name, hex: hex.toLowerCase() };
    });
}

/** A product's fields as the form shows them. */
export function productFormValues(product: CatalogueProduct, index: number): Record<string, string> {
  const values: Record<ProductFieldName, string> = {
    id: product.id,
    name: product.name,
    description: product.description,
    basePrice: formatEuroInput(product.basePrice),
    bulkPrice: formatEuroInput(product.bulkPrice),
    printFrom: formatEuroInput(product.printFrom),
    embroideryFrom: formatEuroInput(product.embroideryFrom),
    sizes: product.sizes.join(", "),
    colors: colorsText(product.colors),
    alt: product.image?.alt ?? "",
    visible: product.visible ? "on" : "",
    safetyManufacturer: product.safety?.manufacturer ?? "",
    safetyAddress: product.safety?.address ?? "",
    safetyEmail: product.safety?.email ?? "",
    safetyIdentifier: product.safety?.identifier ?? "",
  };
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [`products.${index}.${field}`, value]),
  );
}

export function catalogueFormValues(catalogue: WorkwearCatalogue): Record<string, string> {
  return Object.assign({}, ...catalogue.products.map((p, i) => productFormValues(p, i))) as Record<
    string,
    string
  >;
}

/**
 * The catalogue the form describes, built on `current` (the version the editor loaded): products in the form's
 * order, each keeping its photo by id; the "new product" block is added when its name is filled in. The result is
 * unchecked: the store validates it with the kind's schema.
 */
export function catalogueFromForm(
  fields: Readonly<Record<string, string | undefined>>,
  current: WorkwearCatalogue,
): WorkwearCatalogue {
  const products: CatalogueProduct[] = [];
  const read = (index: number | typeof NEW_PRODUCT) => {
    const field = (name: ProductFieldName) => fields[productField(index, name)];
    const id = (field("id") ?? "").trim();
    const before = current.products.find((p) => p.id === id);
    const alt = (field("alt") ?? "").trim();
    return {
      id,
      name: field("name") ?? "",
      description: field("description") ?? "",
      basePrice: amount(field("basePrice")),
      bulkPrice: amount(field("bulkPrice")),
      printFrom: amount(field("printFrom")),
      embroideryFrom: amount(field("embroideryFrom")),
      sizes: (field("sizes") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      colors: parseColors(field("colors"), before?.colors ?? []),
      image: before?.image ? { ...before.image, alt } : null,
      visible: field("visible") === "on",
      safety: safetyFromFields(field),
    } satisfies CatalogueProduct;
  };
  for (let index = 0; fields[productField(index, "id")] !== undefined; index++) products.push(read(index));
  const added = read(NEW_PRODUCT);
  if (added.name.trim()) products.push({ ...added, id: added.id || colorId(added.name) });
  return { products };
}

/** The store's error paths ("products.0.colors.1.hex", "products.2.image.alt") at the form's fields. */
export function catalogueFieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const [root, index, field, sub] = path.split(".");
    if (root !== "products" || index === undefined || field === undefined) continue;
    const safety = field === "safety" && sub ? safetyFieldOf(sub) : null;
    const name =
      field === "image"
        ? productField(Number(index), "alt")
        : safety
          ? productField(Number(index), safety)
          : `products.${index}.${field}`;
    byField[name] ??= message;
  }
  return byField;
}
