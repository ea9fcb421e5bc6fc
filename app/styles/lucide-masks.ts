// Tailwind plugin: the utility `i-<lucide name>` (`i-arrow-right`) gives an element that icon's shape as a CSS
// mask in `--icon`, and the `.i` rule of app.css paints the mask in the text colour. Tailwind emits a utility only
// when the sources name it, so the stylesheet holds the icons app/components/ui/icons.tsx lists and no others.
// The shapes come from lucide-react, rendered once per build.
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import plugin from "tailwindcss/plugin";

/** Icons also drawn filled (the hero's rating stars): `i-<name>-filled`. */
const FILLED = new Set(["star"]);

/**
 * The icon as a small SVG data URL: only what a mask needs (its alpha), so any opaque stroke and none of
 * lucide's size, class or ARIA attributes. Inside a quoted CSS url() only `%`, `#` and the quote need escaping.
 */
function maskUrl(inner: string, { filled = false } = {}): string {
  const shapes = inner.replace(/><\/(?:path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? "red" : "none"}' stroke='red' ` +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes.replace(/"/g, "'")}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[%#]/g, encodeURIComponent)}")`;
}

let masks: Record<string, string> | undefined;
/** Every lucide icon's mask by its kebab-case name (~2,000 icons; rendering them all takes ~0.4 s). */
export function lucideMasks(): Record<string, string> {
  if (masks) return masks;
  masks = {};
  for (const Icon of Object.values(icons)) {
    const markup = renderToStaticMarkup(createElement(Icon));
    const [, name, inner] = /class="lucide lucide-([a-z0-9-]+)[^"]*"[^>]*>(.*)<\/svg>$/s.exec(markup) ?? [];
    if (!name || inner === undefined) continue;
    masks[name] = maskUrl(inner);
    if (FILLED.has(name)) masks[`${name}-filled`] = maskUrl(inner, { filled: true });
  }
  return masks;
}

export default plugin(({ matchUtilities }) => {
  matchUtilities({ i: (mask: string) => ({ "--icon": mask }) }, { values: lucideMasks() });
});
