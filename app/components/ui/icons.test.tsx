import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
    expect(lucideMasks()[iconClass!]).toMatch(
      /^url\("data:image\/svg\+xml,<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' /,
    );
  });

  it("draws the filled star filled and the others as outlines", () => {
    expect(lucideMasks()["star-filled"]).toContain("fill='red'");
    expect(lucideMasks()["star"]).toContain("fill='none'");
  });

  it("keeps the data URL valid inside a quoted CSS url(): no raw quote, # or %", () => {
    for (const mask of Object.values(lucideMasks())) {
      const data = mask.slice('url("'.length, -'")'.length);
      expect(data).not.toMatch(/["#]|%(?![0-9A-F]{2})/);
    }
  });
});
