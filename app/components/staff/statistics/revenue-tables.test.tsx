import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Revenue } from "./revenue-tables";

const cells = (html: string, key: string) =>
  [
    ...(new RegExp(`<tr[^>]*data-revenue="${key}"[^>]*>(.*?)</tr>`, "s").exec(html)?.[1] ?? "").matchAll(
      /<td[^>]*>(.*?)<\/td>/gs,
    ),
  ].map((m) => m[1]);

describe("Revenue", () => {
  it("shows per source and per form how many quotes were accepted, their value and the average", () => {
    const html = renderToStaticMarkup(
      <Revenue
        quotes={{
          accepted: 3,
          grossCents: 302_500,
          bySource: [
            { key: "instagram", label: "Instagram", accepted: 2, grossCents: 181_500 },
            {
              key: "zonder-aanvraag",
              label: "Zonder aanvraag (telefoon of e-mail)",
              accepted: 1,
              grossCents: 121_000,
            },
          ],
          byForm: [{ key: "Offerteformulier", label: "Offerteformulier", accepted: 3, grossCents: 302_500 }],
        }}
      />,
    );
    expect(html).toContain("<h2");
    expect(html).toContain("Omzet uit offertes");
    expect(cells(html, "instagram")).toEqual(["Instagram", "2", "€\u00a01.815,00", "€\u00a0907,50"]);
    expect(cells(html, "Offerteformulier")).toEqual([
      "Offerteformulier",
      "3",
      "€\u00a03.025,00",
      "€\u00a01.008,33",
    ]);
    expect(html).toContain("Geaccepteerde offertes en hun waarde per bron");
  });

  it("says so when nothing was accepted in the period", () => {
    const html = renderToStaticMarkup(
      <Revenue quotes={{ accepted: 0, grossCents: 0, bySource: [], byForm: [] }} />,
    );
    expect(html).toContain("Nog geen geaccepteerde offertes in deze periode.");
    expect(html).not.toContain("<table");
  });
});
