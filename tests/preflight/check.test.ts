// The artwork check on real files: the facts sharp and pdf-lib read, the Dutch verdicts, and the time limit.
import { describe, expect, it } from "vitest";
import { checkArtwork, checkStoredArtwork } from "~/server/preflight/check.server";
import type { FileStorage } from "~/server/storage.server";
import {
  bigImagePdf,
  cmykTiff,
  goodPdf,
  jpeg72,
  manyObjectPdf,
  pdfWithoutBleed,
  pdfWithUnembeddedFont,
  transparentPng,
} from "./artwork-files";

const A4 = { printSizeMm: { width: 210, height: 297 } };

describe("checkArtwork", () => {
  it("a 72 dpi JPEG: too low at A4, RGB, and the size it prints well at", async () => {
    const report = await checkArtwork({ bytes: await jpeg72(595, 842) }, A4);
    expect(report.level).toBe("error");
    expect(report.findings.map((f) => [f.check, f.level])).toEqual([
      ["resolution", "error"],
      ["colour", "warning"],
    ]);
    expect(report.findings[0]!.message).toBe(
      "Resolutie bij 21 × 30 cm: ca. 72 dpi. Dat is te laag (minder dan 100 dpi): de afdruk wordt zichtbaar korrelig. Geschikt tot ca. 10 × 14 cm bij 150 dpi.",
    );
    const unknownSize = await checkArtwork({ bytes: await jpeg72() });
    expect(unknownSize.findings[0]!.message).toBe(
      "600 × 400 pixels. Geschikt tot ca. 10 × 7 cm bij 150 dpi.",
    );
  });

  it("a CMYK TIFF is fine for print", async () => {
    const report = await checkArtwork({ bytes: await cmykTiff() }, A4);
    expect(report).toEqual({
      level: "ok",
      findings: [
        {
          check: "resolution",
          level: "ok",
          message: "Resolutie bij 21 × 30 cm: ca. 150 dpi, scherp genoeg.",
        },
        { check: "colour", level: "ok", message: "Kleuren in CMYK: goed voor drukwerk." },
      ],
    });
  });

  it("a PDF without bleed, with pdf-lib's Helvetica that is not embedded", async () => {
    const report = await checkArtwork({ bytes: await pdfWithoutBleed() }, A4);
    expect(report.findings).toEqual([
      {
        check: "bleed",
        level: "warning",
        message: "De pagina is 210 × 297 mm: precies het bestelde formaat, zonder afloop.",
        fix: "Voeg 3 mm afloop toe aan elke kant (de pagina wordt dan 216 × 303 mm) en laat achtergrond en foto's tot over de rand doorlopen.",
      },
      {
        check: "fonts",
        level: "error",
        message: "Dit lettertype is niet ingesloten: Helvetica. Bij ons kan de tekst er dan anders uitzien.",
        fix: "Zet tekst om naar contouren of sluit de lettertypen in.",
      },
    ]);
  });

  it("a PDF whose TrueType font is declared but not embedded", async () => {
    const report = await checkArtwork({ bytes: await pdfWithUnembeddedFont() });
    expect(report.level).toBe("error");
    expect(report.findings.find((f) => f.check === "fonts")?.message).toBe(
      "Dit lettertype is niet ingesloten: Arial. Bij ons kan de tekst er dan anders uitzien.",
    );
    expect(report.findings.find((f) => f.check === "bleed")?.level).toBe("ok");
  });

  it("a print-ready PDF: bleed, embedded fonts (TrueType and Type 0), CMYK image", async () => {
    const report = await checkArtwork({ bytes: await goodPdf() }, A4);
    expect(report).toEqual({
      level: "ok",
      findings: [
        {
          check: "bleed",
          level: "ok",
          message: "Paginaformaat 216 × 303 mm: het bestelde formaat (210 × 297 mm) met 3 mm afloop rondom.",
        },
        { check: "colour", level: "ok", message: "Kleuren in CMYK: goed voor drukwerk." },
        { check: "fonts", level: "ok", message: "Alle lettertypen zijn ingesloten." },
      ],
    });
  });

  it("a transparent PNG for vinyl cut, and a JPEG without transparency", async () => {
    const png = await checkArtwork({ bytes: await transparentPng() }, { vinylCut: true });
    expect(png.findings.find((f) => f.check === "transparency")?.level).toBe("ok");
    const photo = await checkArtwork({ bytes: await jpeg72() }, { vinylCut: true });
    expect(photo.findings.find((f) => f.check === "transparency")).toMatchObject({
      level: "warning",
      fix: "Stuur een PNG met transparante achtergrond, of liever een vectorbestand (PDF, AI, EPS of SVG).",
    });
  });

  it("a file it cannot read says so instead of failing", async () => {
    const broken = Buffer.from("%PDF-1.7\nhier staat geen pdf in\n");
    const report = await checkArtwork({ bytes: broken });
    expect(report).toEqual({
      level: "warning",
      findings: [
        {
          check: "readable",
          level: "warning",
          message: "We konden dit bestand niet lezen of niet op tijd controleren. We bekijken het zelf.",
          fix: "Heb je het bestand ook als PDF, PNG of JPG, stuur het dan gerust nog een keer mee.",
        },
      ],
    });
    const notAnImage = await checkArtwork({ bytes: Buffer.from("\x89PNG\r\n\x1a\nkapot"), kind: "png" });
    expect(notAnImage.findings[0]!.check).toBe("readable");
  });

  it("checks 50 MB files within 10 seconds", { timeout: 60_000 }, async () => {
    for (const [label, bytes] of [
      ["PDF with one large image", await bigImagePdf(50)],
      ["JPEG", Buffer.concat([await jpeg72(6000, 4000), Buffer.alloc(50 * 1024 * 1024)])],
    ] as const) {
      const started = performance.now();
      const report = await checkArtwork({ bytes });
      const took = performance.now() - started;
      console.info(
        `artwork check of a ${(bytes.length / 1024 / 1024).toFixed(0)} MB ${label}: ${Math.round(took)} ms`,
      );
      expect(took).toBeLessThan(10_000);
      expect(report.findings[0]!.check).not.toBe("readable");
    }
  });

  it("a PDF too heavy to read in time is cut off at the deadline", { timeout: 60_000 }, async () => {
    // 50 MB of small objects: the parser's worst case, slower than the limit on a busy machine.
    const heavy = manyObjectPdf(50);
    const started = performance.now();
    const report = await checkArtwork({ bytes: heavy }, {}, { timeoutMs: 300 });
    const took = performance.now() - started;
    console.info(`artwork check of a 50 MB object-heavy PDF, cut at 300 ms: ${Math.round(took)} ms`);
    expect(report.findings[0]!.check).toBe("readable");
    expect(took).toBeLessThan(1_500);
  });

  it("files read back from storage share one deadline; one that never arrives is noted", async () => {
    const jpeg = await jpeg72();
    const storage = {
      read: (key: string) =>
        key === "leads/hangt.jpg"
          ? new Promise(() => {})
          : Promise.resolve({ body: new Blob([new Uint8Array(jpeg)]).stream(), size: jpeg.length }),
    } as unknown as FileStorage;
    const started = performance.now();
    const reports = await checkStoredArtwork(
      storage,
      [
        { key: "leads/goed.jpg", kind: "jpeg" },
        { key: "leads/hangt.jpg", kind: "jpeg" },
      ],
      {},
      { timeoutMs: 300 },
    );
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(reports.map((r) => r.findings[0]!.check)).toEqual(["resolution", "readable"]);
  });
});
