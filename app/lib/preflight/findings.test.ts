import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  artworkFindings,
  artworkReport,
  effectiveDpi,
  largestPrintMm,
  type ArtworkFacts,
  type PdfPage,
} from "./findings";

const raster = (
  width: number,
  height: number,
  extra: Partial<Extract<ArtworkFacts, { kind: "raster" }>> = {},
) => ({ kind: "raster", width, height, colourSpace: "cmyk", hasAlpha: false, ...extra }) as const;

const mm = (v: number) => (v / 25.4) * 72;
const box = (w: number, h: number) => ({ width: mm(w), height: mm(h) });
const pdf = (page: PdfPage, extra: Partial<Extract<ArtworkFacts, { kind: "pdf" }>> = {}): ArtworkFacts => ({
  kind: "pdf",
  pages: [page],
  fonts: [],
  imageColourSpaces: [],
  ...extra,
});

describe("effective resolution", () => {
  it("is pixels divided by the print size in inches, in the file's orientation", () => {
    // 2480 px over 210 mm (8.27 in) is 300 dpi; a portrait order fits a landscape file turned.
    expect(effectiveDpi({ width: 3508, height: 2480 }, { width: 210, height: 297 })).toBeCloseTo(300, 0);
  });

  it("says a 72 dpi photo at A4 is too low, with the pixels needed", () => {
    const [resolution] = artworkFindings(raster(595, 842), { printSizeMm: { width: 210, height: 297 } });
    expect(resolution).toEqual({
      check: "resolution",
      level: "error",
      message:
        "Resolutie bij 21 × 30 cm: ca. 72 dpi. Dat is te laag (minder dan 100 dpi): de afdruk wordt zichtbaar korrelig. Geschikt tot ca. 10 × 14 cm bij 150 dpi.",
      fix: "Stuur een groter bestand (minstens 1.241 × 1.754 pixels), liever een vectorbestand (PDF, AI, EPS of SVG), of kies een kleiner formaat.",
    });
  });

  it("warns between 100 and 150 dpi and is fine from 150", () => {
    const a4 = { printSizeMm: { width: 210, height: 297 } };
    expect(artworkFindings(raster(1000, 1414), a4)[0]!.level).toBe("warning"); // ~121 dpi
    expect(artworkFindings(raster(1241, 1754), a4)[0]).toMatchObject({
      level: "ok",
      message: "Resolutie bij 21 × 30 cm: ca. 150 dpi, scherp genoeg.",
    });
  });

  it("without an ordered size says what size the file prints well at", () => {
    expect(artworkFindings(raster(2000, 1500))[0]).toEqual({
      check: "resolution",
      level: "ok",
      message: "2.000 × 1.500 pixels. Geschikt tot ca. 34 × 25 cm bij 150 dpi.",
    });
  });

  it("never gets better with fewer pixels (property)", () => {
    const rank = { ok: 0, warning: 1, error: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.integer({ min: 10, max: 5000 }),
        fc.integer({ min: 10, max: 5000 }),
        (w, h, shrink, pw, ph) => {
          const order = { printSizeMm: { width: pw, height: ph } };
          const big = artworkFindings(raster(w, h), order)[0]!;
          const small = artworkFindings(
            raster(Math.max(1, Math.floor(w * shrink)), Math.max(1, Math.floor(h * shrink))),
            order,
          )[0]!;
          expect(rank[small.level]).toBeGreaterThanOrEqual(rank[big.level]);
          if (big.level !== "ok") expect(big.fix).toBeTruthy();
        },
      ),
    );
  });

  it("the size it calls suitable prints at 150 dpi or more (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 20000 }), fc.integer({ min: 10, max: 20000 }), (w, h) => {
        const largest = largestPrintMm({ width: w, height: h });
        expect(effectiveDpi({ width: w, height: h }, largest)).toBeGreaterThanOrEqual(149.99);
      }),
    );
  });
});

describe("colour", () => {
  it("warns about RGB with the fix and accepts CMYK", () => {
    const [, rgb] = artworkFindings(raster(3000, 3000, { colourSpace: "rgb" }));
    expect(rgb).toMatchObject({
      check: "colour",
      level: "warning",
      fix: "Zet het ontwerp om naar CMYK (bijvoorbeeld met het profiel FOGRA39) voordat je het stuurt, of laat ons dat doen.",
    });
    expect(artworkFindings(raster(3000, 3000))[1]).toEqual({
      check: "colour",
      level: "ok",
      message: "Kleuren in CMYK: goed voor drukwerk.",
    });
  });

  it("warns for RGB images in a PDF", () => {
    const facts = pdf(
      { mediaBox: box(216, 303), trimBox: box(210, 297) },
      { imageColourSpaces: ["cmyk", "rgb"] },
    );
    expect(artworkFindings(facts).find((f) => f.check === "colour")?.message).toBe(
      "De PDF bevat afbeeldingen in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen.",
    );
  });
});

describe("page size and bleed", () => {
  const a4 = { printSizeMm: { width: 210, height: 297 } };

  it("accepts the ordered size plus 3 mm on each side", () => {
    expect(artworkFindings(pdf({ mediaBox: box(216, 303) }), a4)[0]).toEqual({
      check: "bleed",
      level: "ok",
      message: "Paginaformaat 216 × 303 mm: het bestelde formaat (210 × 297 mm) met 3 mm afloop rondom.",
    });
  });

  it("warns when the page is the ordered size without bleed, naming the size to make", () => {
    expect(artworkFindings(pdf({ mediaBox: box(210, 297) }), a4)[0]).toEqual({
      check: "bleed",
      level: "warning",
      message: "De pagina is 210 × 297 mm: precies het bestelde formaat, zonder afloop.",
      fix: "Voeg 3 mm afloop toe aan elke kant (de pagina wordt dan 216 × 303 mm) en laat achtergrond en foto's tot over de rand doorlopen.",
    });
  });

  it("names too little bleed in mm", () => {
    const page = { mediaBox: box(212, 299), trimBox: box(210, 297) };
    expect(artworkFindings(pdf(page), a4)[0]).toMatchObject({
      level: "warning",
      message: "De pagina heeft 1 mm afloop; we hebben 3 mm nodig.",
    });
  });

  it("is an error when the proportions do not fit the order", () => {
    expect(artworkFindings(pdf({ mediaBox: box(100, 100) }), a4)[0]).toEqual({
      check: "bleed",
      level: "error",
      message:
        "De pagina is 100 × 100 mm; besteld is 210 × 297 mm. De verhouding klopt niet: het ontwerp past niet zonder stukken weg te snijden of witruimte.",
      fix: "Maak de pagina 216 × 303 mm: het bestelde formaat plus 3 mm afloop aan elke kant.",
    });
  });

  it("without an ordered size reads the bleed from the trim box", () => {
    expect(artworkFindings(pdf({ mediaBox: box(216, 303), trimBox: box(210, 297) }))[0]).toMatchObject({
      level: "ok",
      message: "Paginaformaat 210 × 297 mm met 3 mm afloop rondom.",
    });
    expect(artworkFindings(pdf({ mediaBox: box(210, 297) }))[0]).toMatchObject({
      level: "warning",
      message:
        "Paginaformaat 210 × 297 mm, zonder 3 mm afloop. Loopt de achtergrond tot de rand, dan kan er na het snijden een wit randje te zien zijn.",
    });
  });
});

describe("fonts and background", () => {
  it("names the fonts that are not embedded", () => {
    const facts = pdf(
      { mediaBox: box(216, 303), trimBox: box(210, 297) },
      {
        fonts: [
          { name: "Arial", embedded: false },
          { name: "Roboto", embedded: true },
          { name: "Arial", embedded: false },
        ],
      },
    );
    expect(artworkReport(facts)).toEqual({
      level: "error",
      findings: [
        expect.objectContaining({ check: "bleed", level: "ok" }),
        {
          check: "fonts",
          level: "error",
          message: "Dit lettertype is niet ingesloten: Arial. Bij ons kan de tekst er dan anders uitzien.",
          fix: "Zet tekst om naar contouren of sluit de lettertypen in.",
        },
      ],
    });
  });

  it("asks for a transparent background only for vinyl cut", () => {
    expect(artworkFindings(raster(3000, 3000)).some((f) => f.check === "transparency")).toBe(false);
    expect(artworkFindings(raster(3000, 3000), { vinylCut: true })[2]).toMatchObject({
      check: "transparency",
      level: "warning",
    });
    expect(artworkFindings(raster(3000, 3000, { hasAlpha: true }), { vinylCut: true })[2]!.level).toBe("ok");
  });

  it("a file it cannot read is a warning that says so", () => {
    expect(artworkReport({ kind: "unreadable" }).findings[0]!.message).toMatch(
      /^We konden dit bestand niet lezen/,
    );
  });
});
