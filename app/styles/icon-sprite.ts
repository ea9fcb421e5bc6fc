// The site's icons as one SVG sprite file, `/assets/icons-<content hash>.svg`: each lucide shape that
// app/components/ui/icons.tsx names sits in a cell of its own with a `<view id="<name>">`, so a mask image
// `url(/assets/icons-….svg#arrow-right)` shows just that icon. A file rather than data URLs in the stylesheet: the
// browser made a new image of a data URL for every icon element while computing styles (on the home page's ~90
// icons about half of the style recalculation of the first paint), while a file's shapes are loaded once.
// Build-time code: the Tailwind plugin (lucide-masks.ts) names the URL, the Vite plugin (vite.config.ts) emits
// the file and serves it in development.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Icons also drawn filled (the hero's rating stars): `i-<name>-filled`. */
const FILLED = new Set(["star"]);
/** A cell's width: the 24-unit icon plus a gap, so a stroke on an icon's edge never shows in its neighbour. */
const CELL = 32;

const iconsSource = fileURLToPath(new URL("../components/ui/icons.tsx", import.meta.url));

/** The icon names icons.tsx gives to maskIcon("i-…"), "-filled" variants included, in file order. */
export function spriteIconNames(source = readFileSync(iconsSource, "utf8")): string[] {
  return [...source.matchAll(/maskIcon\("i-([a-z0-9-]+)"\)/g)].map((m) => m[1]!);
}

let lucideShapes: Map<string, string> | undefined;
/** Every lucide icon's inner SVG markup by its kebab-case name (~2,000 icons; rendering them takes ~0.4 s). */
function shapesByName(): Map<string, string> {
  if (lucideShapes) return lucideShapes;
  lucideShapes = new Map();
  for (const Icon of Object.values(icons)) {
    const markup = renderToStaticMarkup(createElement(Icon));
    const [, name, inner] = /class="lucide lucide-([a-z0-9-]+)[^"]*"[^>]*>(.*)<\/svg>$/s.exec(markup) ?? [];
    if (name && inner !== undefined) lucideShapes.set(name, inner);
  }
  return lucideShapes;
}

/** The lucide shape of a sprite name ("star-filled" is the star), or undefined for a name lucide lacks. */
function shapeOf(name: string): { inner: string; filled: boolean } | undefined {
  const base = name.endsWith("-filled") && FILLED.has(name.slice(0, -"-filled".length));
  const inner = shapesByName().get(base ? name.slice(0, -"-filled".length) : name);
  return inner === undefined ? undefined : { inner, filled: base };
}

export interface IconSprite {
  /** The file's URL path, with the content hash. */
  path: string;
  svg: string;
  /** The names it holds (an unknown name in icons.tsx is left out, and its class paints nothing). */
  names: string[];
}

let built: IconSprite | undefined;
export function iconSprite(): IconSprite {
  if (built) return built;
  const names: string[] = [];
  const cells: string[] = [];
  for (const name of spriteIconNames()) {
    const shape = shapeOf(name);
    if (!shape || names.includes(name)) continue;
    const x = names.length * CELL;
    names.push(name);
    // Only what a mask needs: its alpha (any opaque colour), no size, class or ARIA attributes.
    const inner = shape.inner.replace(/><\/(?:path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
    cells.push(
      `<view id="${name}" viewBox="${x} 0 24 24"/><g transform="translate(${x} 0)" fill="${shape.filled ? "red" : "none"}">${inner}</g>`,
    );
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${names.length * CELL} 24" stroke="red" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${cells.join("")}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  built = { path: `/assets/icons-${hash}.svg`, svg, names };
  return built;
}
