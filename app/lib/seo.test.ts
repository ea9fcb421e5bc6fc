import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { clothingPrintingAliases } from "~/routes";
import {
  blogPostingJsonLd,
  buildMeta,
  canonicalAliases,
  canonicalPath,
  canonicalUrl,
  localBusinessJsonLd,
  offerCatalogJsonLd,
  parseDisplayPrice,
  serviceJsonLd,
} from "./seo";

describe("seo", () => {
  it("keeps the root slash and strips others", () => {
    expect(canonicalUrl(defaultSite, "/")).toBe(`${defaultSite.url}/`);
    expect(canonicalUrl(defaultSite, "/borduren/")).toBe(`${defaultSite.url}/borduren`);
    expect(canonicalUrl(defaultSite, "/blog?x=1")).toBe(`${defaultSite.url}/blog`);
  });

  it("builds title, locale, region and canonical", () => {
    const meta = buildMeta(defaultSite, { title: "Borduren", description: "d", path: "/borduren" });
    expect(meta).toContainEqual({ title: `Borduren | ${defaultSite.brand}` });
    expect(meta).toContainEqual({ property: "og:locale", content: "nl_NL" });
    expect(meta).toContainEqual({ name: "geo.region", content: "NL-NB" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${defaultSite.url}/borduren` });
  });
});

describe("structured data helpers", () => {
  it("gives the business's coordinates with five decimals, in the JSON-LD and the geo meta", () => {
    const data = localBusinessJsonLd(defaultSite) as { geo: { latitude: number; longitude: number } };
    const decimals = (n: number) => String(n).split(".")[1]?.length ?? 0;
    expect(decimals(data.geo.latitude)).toBe(5);
    expect(decimals(data.geo.longitude)).toBe(5);
    const meta = buildMeta(defaultSite, { title: "t", description: "d", path: "/" });
    expect(meta).toContainEqual({ name: "geo.position", content: "51.58862;4.77572" });
    expect(meta).toContainEqual({ name: "ICBM", content: "51.58862, 4.77572" });
  });

  it("rates the business only with reviews collected here, and not at all without them", () => {
    expect(localBusinessJsonLd(defaultSite, { average: null, reviewCount: 0 })).not.toHaveProperty(
      "aggregateRating",
    );
    expect(localBusinessJsonLd(defaultSite, { average: 13 / 3, reviewCount: 3 })).toMatchObject({
      aggregateRating: { ratingValue: "4.3", reviewCount: 3, bestRating: "5", worstRating: "1" },
    });
  });

  it("reads Dutch display prices", () => {
    expect(parseDisplayPrice("Vanaf €8")).toEqual({ min: 8 });
    expect(parseDisplayPrice("€1.200 - €2.500")).toEqual({ min: 1200, max: 2500 });
    expect(parseDisplayPrice("Vanaf €7,50 per stuk")).toEqual({ min: 7.5 });
    expect(parseDisplayPrice("Op aanvraag")).toBeUndefined();
  });

  it("describes a service with its from-price and the business as provider", () => {
    const data = serviceJsonLd(defaultSite, {
      name: "Voertuigbelettering",
      description: "d",
      path: "/voertuigbelettering",
      price: "Vanaf €150",
    }) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "Service",
      url: `${defaultSite.url}/voertuigbelettering`,
      provider: { "@id": `${defaultSite.url}/#business` },
      offers: { price: 150, priceCurrency: "EUR" },
    });
  });

  it("lists catalog offers, with prices only where a number is known", () => {
    const data = offerCatalogJsonLd(defaultSite, {
      name: "Diensten",
      path: "/diensten",
      items: [
        { name: "Full wrap", price: "€1.200 - €2.500" },
        { name: "Borduren", price: "Op aanvraag" },
      ],
    }) as { hasOfferCatalog: { itemListElement: Record<string, unknown>[] } };
    const [wrap, embroidery] = data.hasOfferCatalog.itemListElement;
    expect(wrap).toMatchObject({ priceSpecification: { minPrice: 1200, maxPrice: 2500 } });
    expect(embroidery).not.toHaveProperty("priceSpecification");
  });

  it("builds a BlogPosting with headline, dates with zone, author and publisher", () => {
    const data = blogPostingJsonLd(defaultSite, {
      slug: "van-ontwerp-tot-gedrukt",
      title: "Van ontwerp tot gedrukt",
      description: "d",
      published: "2026-01-20T00:00:00+01:00",
      modified: "2026-06-02T14:05:09+02:00",
      author: "Team Printshop Breda",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Van ontwerp tot gedrukt",
      datePublished: "2026-01-20T00:00:00+01:00",
      dateModified: "2026-06-02T14:05:09+02:00",
      author: { name: "Team Printshop Breda" },
      publisher: { name: defaultSite.brand },
      mainEntityOfPage: { "@id": `${defaultSite.url}/blog/van-ontwerp-tot-gedrukt` },
    });
  });
});

describe("canonical paths", () => {
  it("resolves the clothing-printing aliases declared in the route table", () => {
    expect(Object.keys(canonicalAliases).sort()).toEqual(clothingPrintingAliases.map((a) => `/${a}`).sort());
    for (const alias of clothingPrintingAliases)
      expect(canonicalPath(`/${alias}`)).toBe("/kledingbedrukking");
    expect(canonicalPath("/kleding-laten-bedrukken/")).toBe("/kledingbedrukking");
  });

  it("leaves other paths alone apart from a trailing slash", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/borduren/")).toBe("/borduren");
    expect(canonicalPath("/blog/x")).toBe("/blog/x");
  });
});
