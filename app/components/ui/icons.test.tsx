import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, spriteIconNames } from "~/styles/icon-sprite";
import { lucideMasks } from "~/styles/lucide-masks";
import * as icons from "./icons";

const rendered = Object.entries(icons).map(([name, Icon]) => [name, renderToStaticMarkup(<Icon />)] as const);

describe("icons", () => {
  it("render as an empty span with the icon's class", () => {
    expect(renderToStaticMarkup(<icons.ArrowRight className="size-4 text-brand-700" />)).toBe(
      '<span class="i i-arrow-right size-4 text-brand-700"></span>',
    );
  });

  // A class without a mask would paint the icon as a full square of the text colour.
  it.each(rendered)("%s has a lucide shape for its mask", (_name, markup) => {
    const iconClass = /class="i i-([a-z0-9-]+)"/.exec(markup)?.[1];
    expect(iconClass).toBeDefined();
    const { path, svg } = iconSprite();
    expect(lucideMasks()[iconClass!]).toBe(`url("${path}#${iconClass}")`);
    // The sprite has a view of that name over a cell holding a lucide shape.
    expect(svg).toMatch(
      new RegExp(
        `<view id="${iconClass}" viewBox="\\d+ 0 24 24"/><g [^>]+><(path|circle|rect|line|polyline|polygon|ellipse) `,
      ),
    );
  });

  it("draws the filled star filled and the others as outlines", () => {
    const { svg } = iconSprite();
    expect(svg).toMatch(/<view id="star-filled" viewBox="\d+ 0 24 24"\/><g transform="[^"]+" fill="red">/);
    expect(svg).toMatch(/<view id="star" viewBox="\d+ 0 24 24"\/><g transform="[^"]+" fill="none">/);
  });

  it("holds every icon icons.tsx names once, each in a cell of its own, behind a content-hashed file name", () => {
    const { path, svg, names } = iconSprite();
    expect(names).toEqual(spriteIconNames());
    const offsets = [...svg.matchAll(/<view id="[^"]+" viewBox="(\d+) 0 24 24"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toEqual(names.map((_, i) => i * 32));
    expect(path).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
  });
});
