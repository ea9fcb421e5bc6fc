import { describe, expect, it } from "vitest";
import { compactIcons } from "./compact-icons";

const arrow = (classes: string, extra = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-right ${classes}"${extra} aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>`;

describe("compactIcons", () => {
  it("keeps the paths once in a symbol and draws every use of the icon with <use>", () => {
    const html = `<a>Meer${arrow("size-4")}</a><a>Verder${arrow("size-5 text-brand-700")}</a>`;
    expect(compactIcons(html, "s1")).toBe(
      '<a>Meer<svg class="i size-4" aria-hidden="true"><symbol id="i-arrow-right-s1" viewBox="0 0 24 24">' +
        '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></symbol><use href="#i-arrow-right-s1"></use></svg></a>' +
        '<a>Verder<svg class="i size-5 text-brand-700" aria-hidden="true"><use href="#i-arrow-right-s1"></use></svg></a>',
    );
  });

  it("leaves icons with their own attributes, labels and other SVGs alone", () => {
    const thin = arrow("size-4").replace('stroke-width="2"', 'stroke-width="1.5"');
    const labelled = arrow("size-4", ' aria-label="Verder" role="img"');
    const logo = '<svg viewBox="0 0 32 32"><rect width="32" height="32"></rect></svg>';
    expect(compactIcons(thin + labelled + logo, "s")).toBe(thin + labelled + logo);
  });
});
