/**
 * Joins class names, skipping empty and false ones. No tailwind-merge: it cost ~12 KB gzipped on every first
 * visit (page budget 120 KB), and no clsx either: string parts are all this code base uses. A caller that
 * overrides a base utility of a component marks it important, e.g. `p-4!`.
 */
export function cn(...parts: (string | false | null | undefined | 0)[]): string {
  return parts.filter(Boolean).join(" ");
}
