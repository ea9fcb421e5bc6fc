// Replaces every string of a plain data structure (a page's copy): how tokens in content are filled. Kept apart
// from the schemas so public pages can fill tokens without loading zod.

/** Replaces every string of a plain data structure (a page's copy) by `fill(string)`. */
export function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fill)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fill)])) as T;
  }
  return value;
}
