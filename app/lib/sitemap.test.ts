import { describe, expect, it } from "vitest";
import { clothingPrintingAliases } from "~/routes";
import { sitemapEntries, sitemapXml } from "./sitemap";

const site = { url: "https://www.printshop-breda.example" };
const posts = [
  { slug: "van-ontwerp-tot-gedrukt", date: "2026-01-20" },
  { slug: "10-fouten-kledingbedrukking", date: "2026-03-12" },
];

describe("sitemap", () => {
  const entries = sitemapEntries(site, posts);
  const locs = entries.map((e) => e.loc);

  it("lists every public canonical page on the www host", () => {
    expect(locs.slice(0, 16)).toEqual([
      "https://www.printshop-breda.example/",
      "https://www.printshop-breda.example/diensten",
      "https://www.printshop-breda.example/kledingbedrukking",
      "https://www.printshop-breda.example/borduren",
      "https://www.printshop-breda.example/voertuigbelettering",
      "https://www.printshop-breda.example/stickers",
      "https://www.printshop-breda.example/spandoeken",
      "https://www.printshop-breda.example/werkkleding",
      "https://www.printshop-breda.example/werkkleding/bestellen",
      "https://www.printshop-breda.example/particulieren",
      "https://www.printshop-breda.example/over-ons",
      "https://www.printshop-breda.example/reviews",
      "https://www.printshop-breda.example/portfolio",
      "https://www.printshop-breda.example/blog",
      "https://www.printshop-breda.example/privacy",
      "https://www.printshop-breda.example/algemene-voorwaarden",
    ]);
  });

  it("adds every post with its date as lastmod, and dates the overview by the newest post", () => {
    expect(entries).toContainEqual({
      loc: "https://www.printshop-breda.example/blog/10-fouten-kledingbedrukking",
      lastmod: "2026-03-12",
    });
    expect(entries).toContainEqual({
      loc: "https://www.printshop-breda.example/blog/van-ontwerp-tot-gedrukt",
      lastmod: "2026-01-20",
    });
    expect(entries.find((e) => e.loc.endsWith("/blog"))?.lastmod).toBe("2026-03-12");
  });

  it("takes a post's last change with its zone, the same value as its dateModified, and the newest by instant", () => {
    const changed = sitemapEntries(site, [
      { slug: "a", date: "2026-03-01", modified: "2026-03-02T00:30:00+01:00" },
      { slug: "b", date: "2026-03-01", modified: "2026-03-01T23:45:00Z" },
    ]);
    expect(changed).toContainEqual({
      loc: "https://www.printshop-breda.example/blog/a",
      lastmod: "2026-03-02T00:30:00+01:00",
    });
    // 23:45 UTC is 00:45 in Amsterdam: later than a's change, although its text sorts first.
    expect(changed.find((e) => e.loc.endsWith("/blog"))?.lastmod).toBe("2026-03-01T23:45:00Z");
  });

  it("leaves out aliases, the thank-you page and account pages", () => {
    for (const alias of clothingPrintingAliases) expect(locs.join("\n")).not.toContain(`/${alias}`);
    for (const path of ["/bedankt", "/auth", "/employee"])
      expect(locs.some((l) => l.endsWith(path))).toBe(false);
  });

  it("renders valid, escaped XML", () => {
    const xml = sitemapXml([{ loc: "https://x.example/?a=1&b=2", lastmod: "2026-01-01" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://x.example/?a=1&amp;b=2</loc><lastmod>2026-01-01</lastmod></url>",
    );
  });
});
