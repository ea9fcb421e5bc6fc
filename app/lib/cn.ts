import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it cost ~12 KB gzipped on every first visit (page budget 120 KB).
 * A caller that overrides a base utility of a component marks it important, e.g. `p-4!`.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
