import { describe, expect, it } from "vitest";
import { altTextSchema, photoView, portfolioItemSchema, srcSet, variantKeys } from "./portfolio";

const variants = {
  avif: [
    { width: 1200, key: "portfolio/a-1200.avif" },
    { width: 480, key: "portfolio/a-480.avif" },
  ],
  webp: [{ width: 480, key: "portfolio/a-480.webp" }],
  jpeg: { width: 800, key: "portfolio/a-800.jpg" },
};

describe("portfolio photos", () => {
  it("lists variants narrowest first as a srcset of /media URLs", () => {
    expect(srcSet(variants.avif)).toBe(
      "/media/portfolio/a-480.avif 480w, /media/portfolio/a-1200.avif 1200w",
    );
  });

  it("renders processed photos with sources and static seed images as a plain image", () => {
    expect(photoView({ variants, staticSrc: null, width: 1200, height: 900, altText: "Bus" })).toEqual({
      alt: "Bus",
      width: 1200,
      height: 900,
      src: "/media/portfolio/a-800.jpg",
      avifSrcSet: "/media/portfolio/a-480.avif 480w, /media/portfolio/a-1200.avif 1200w",
      webpSrcSet: "/media/portfolio/a-480.webp 480w",
    });
    expect(
      photoView({
        variants: null,
        staticSrc: "/images/portfolio/x.svg",
        width: 800,
        height: 600,
        altText: "X",
      }),
    ).toMatchObject({ src: "/images/portfolio/x.svg", avifSrcSet: "", webpSrcSet: "" });
    expect(variantKeys(variants)).toHaveLength(4);
    expect(variantKeys(null)).toEqual([]);
  });

  it("requires every field and an alt text, in Dutch", () => {
    const parsed = portfolioItemSchema.safeParse({
      title: " ",
      sector: "Bouw",
      service: "borduren",
      description: "x",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe("Vul een titel in (maximaal 120 tekens).");
    expect(
      portfolioItemSchema.safeParse({ title: "A", sector: "B", service: "drukwerk", description: "C" }).error!
        .issues[0]!.message,
    ).toBe("Kies een dienst.");
    expect(altTextSchema.safeParse("").error!.issues[0]!.message).toBe(
      "Beschrijf wat er op de foto te zien is (alt-tekst, maximaal 300 tekens).",
    );
    expect(altTextSchema.safeParse("a\u0000b").success).toBe(false);
    expect(altTextSchema.parse("  Witte bus  ")).toBe("Witte bus");
  });
});
