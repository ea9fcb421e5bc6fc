// The artwork check's rules (docs/files-and-uploads.md#artwork-checked-at-upload): given what a file is (read on
// the server by app/server/preflight) and, when known, the ordered print size and whether it is cut from vinyl,
// the Dutch findings a visitor and staff read, each with its level and the fix. Pure: no file is opened here.

export type ArtworkKind = "raster" | "pdf" | "vector" | "other";
export type ColourSpace = "rgb" | "cmyk" | "grey" | "other";

/** A PDF page box, width and height in points (1/72 inch). */
export interface PageBox {
  width: number;
  height: number;
}

export interface PdfPage {
  mediaBox: PageBox;
  trimBox?: PageBox;
  bleedBox?: PageBox;
}

export interface PdfFont {
  name: string;
  embedded: boolean;
}

/** What the server could read from one file. */
export type ArtworkFacts =
  | { kind: "unreadable" }
  | {
      kind: "raster";
      /** Pixels. */
      width: number;
      height: number;
      colourSpace: ColourSpace;
      hasAlpha: boolean;
    }
  | {
      kind: "pdf";
      pages: PdfPage[];
      fonts: PdfFont[];
      /** The colour space of every image XObject on the pages. */
      imageColourSpaces: ColourSpace[];
    }
  | { kind: "vector" }
  | { kind: "other" };

export interface PrintOrder {
  /** The ordered print size (width × height, millimetres); either orientation fits. */
  printSizeMm?: { width: number; height: number };
  /** Cut from vinyl (lettering): needs a shape without background. */
  vinylCut?: boolean;
}

export type FindingLevel = "error" | "warning" | "ok";
export type FindingCheck = "readable" | "resolution" | "colour" | "bleed" | "fonts" | "transparency" | "kind";

export interface Finding {
  check: FindingCheck;
  level: FindingLevel;
  message: string;
  /** What to do about it; every error and warning has one. */
  fix?: string;
}

/** Below these effective resolutions (dots per inch at the printed size) a raster image prints soft. */
export const WARN_BELOW_DPI = 150;
export const ERROR_BELOW_DPI = 100;
/** Bleed the shop asks for on each side of a page. */
export const BLEED_MM = 3;
/** How far a PDF's size may be off and still count as the ordered one. */
const SIZE_TOLERANCE_MM = 1;

const MM_PER_INCH = 25.4;
const MM_PER_POINT = MM_PER_INCH / 72;

const LEVEL_RANK: Record<FindingLevel, number> = { ok: 0, warning: 1, error: 2 };

/** The worst level of the findings: what a file's line says at a glance. */
export function worstLevel(findings: readonly Pick<Finding, "level">[]): FindingLevel {
  return findings.reduce<FindingLevel>(
    (worst, f) => (LEVEL_RANK[f.level] > LEVEL_RANK[worst] ? f.level : worst),
    "ok",
  );
}

const nl = (value: number, digits = 0) => value.toLocaleString("nl-NL", { maximumFractionDigits: digits });
const mmSize = (w: number, h: number) => `${nl(w, 1)} × ${nl(h, 1)} mm`;
const cmSize = (w: number, h: number) => `${nl(w / 10)} × ${nl(h / 10)} cm`;

/** The ordered size turned to the file's orientation (a landscape file for a landscape print). */
function oriented(size: { width: number; height: number }, landscape: boolean) {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  return landscape ? { width: long, height: short } : { width: short, height: long };
}

/** Dots per inch a raster image gets when printed at `sizeMm` (the lower of the two directions). */
export function effectiveDpi(
  pixels: { width: number; height: number },
  sizeMm: { width: number; height: number },
): number {
  const print = oriented(sizeMm, pixels.width > pixels.height);
  return Math.min(pixels.width / (print.width / MM_PER_INCH), pixels.height / (print.height / MM_PER_INCH));
}

/** The largest print (millimetres) at which the image still has `dpi`. */
export function largestPrintMm(pixels: { width: number; height: number }, dpi = WARN_BELOW_DPI) {
  return { width: (pixels.width / dpi) * MM_PER_INCH, height: (pixels.height / dpi) * MM_PER_INCH };
}

function resolutionFinding(
  pixels: { width: number; height: number },
  sizeMm: PrintOrder["printSizeMm"],
): Finding {
  const largest = largestPrintMm(pixels);
  const suitable = `Geschikt tot ca. ${cmSize(largest.width, largest.height)} bij ${WARN_BELOW_DPI} dpi`;
  if (!sizeMm) {
    return {
      check: "resolution",
      level: "ok",
      message: `${nl(pixels.width)} × ${nl(pixels.height)} pixels. ${suitable}.`,
    };
  }
  const dpi = Math.round(effectiveDpi(pixels, sizeMm));
  const print = oriented(sizeMm, pixels.width > pixels.height);
  const at = `bij ${cmSize(print.width, print.height)}`;
  if (dpi >= WARN_BELOW_DPI) {
    return { check: "resolution", level: "ok", message: `Resolutie ${at}: ca. ${dpi} dpi, scherp genoeg.` };
  }
  const needed = {
    width: Math.ceil((print.width / MM_PER_INCH) * WARN_BELOW_DPI),
    height: Math.ceil((print.height / MM_PER_INCH) * WARN_BELOW_DPI),
  };
  return {
    check: "resolution",
    level: dpi < ERROR_BELOW_DPI ? "error" : "warning",
    message:
      dpi < ERROR_BELOW_DPI
        ? `Resolutie ${at}: ca. ${dpi} dpi. Dat is te laag (minder dan ${ERROR_BELOW_DPI} dpi): de afdruk wordt zichtbaar korrelig. ${suitable}.`
        : `Resolutie ${at}: ca. ${dpi} dpi. Dat is aan de lage kant (minder dan ${WARN_BELOW_DPI} dpi): van dichtbij minder scherp. ${suitable}.`,
    fix: `Stuur een groter bestand (minstens ${nl(needed.width)} × ${nl(needed.height)} pixels), liever een vectorbestand (PDF, AI, EPS of SVG), of kies een kleiner formaat.`,
  };
}

function colourFinding(spaces: readonly ColourSpace[], what: "file" | "images"): Finding | null {
  if (!spaces.length) return null;
  if (spaces.includes("rgb")) {
    return {
      check: "colour",
      level: "warning",
      message:
        what === "file"
          ? "Het bestand is in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen."
          : "De PDF bevat afbeeldingen in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen.",
      fix: "Zet het ontwerp om naar CMYK (bijvoorbeeld met het profiel FOGRA39) voordat je het stuurt, of laat ons dat doen.",
    };
  }
  if (spaces.every((s) => s === "cmyk" || s === "grey")) {
    return {
      check: "colour",
      level: "ok",
      message: spaces.includes("cmyk")
        ? "Kleuren in CMYK: goed voor drukwerk."
        : "Grijswaarden: goed voor drukwerk.",
    };
  }
  return null;
}

const pointsToMm = (box: PageBox) => ({ width: box.width * MM_PER_POINT, height: box.height * MM_PER_POINT });

function bleedFinding(page: PdfPage, sizeMm: PrintOrder["printSizeMm"]): Finding {
  const media = pointsToMm(page.mediaBox);
  const outer = page.bleedBox ? pointsToMm(page.bleedBox) : media;
  const trim = page.trimBox ? pointsToMm(page.trimBox) : outer;
  const bleedEach = Math.min(outer.width - trim.width, outer.height - trim.height) / 2;
  const fix = (w: number, h: number) =>
    `Voeg ${BLEED_MM} mm afloop toe aan elke kant (de pagina wordt dan ${mmSize(w + 2 * BLEED_MM, h + 2 * BLEED_MM)}) en laat achtergrond en foto's tot over de rand doorlopen.`;

  if (!sizeMm) {
    if (bleedEach >= BLEED_MM - 0.5) {
      return {
        check: "bleed",
        level: "ok",
        message: `Paginaformaat ${mmSize(trim.width, trim.height)} met ${nl(bleedEach, 1)} mm afloop rondom.`,
      };
    }
    return {
      check: "bleed",
      level: "warning",
      message: `Paginaformaat ${mmSize(outer.width, outer.height)}, zonder ${BLEED_MM} mm afloop. Loopt de achtergrond tot de rand, dan kan er na het snijden een wit randje te zien zijn.`,
      fix: fix(trim.width, trim.height),
    };
  }

  const ordered = oriented(sizeMm, trim.width > trim.height);
  const close = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM;
  const matches = (s: { width: number; height: number }, w: number, h: number) =>
    close(s.width, w) && close(s.height, h);
  const withBleed = { width: ordered.width + 2 * BLEED_MM, height: ordered.height + 2 * BLEED_MM };
  const orderedText = mmSize(ordered.width, ordered.height);

  if (
    matches(outer, withBleed.width, withBleed.height) ||
    (matches(trim, ordered.width, ordered.height) && bleedEach >= BLEED_MM - 0.5)
  ) {
    return {
      check: "bleed",
      level: "ok",
      message: `Paginaformaat ${mmSize(outer.width, outer.height)}: het bestelde formaat (${orderedText}) met ${BLEED_MM} mm afloop rondom.`,
    };
  }
  if (matches(outer, ordered.width, ordered.height) || matches(trim, ordered.width, ordered.height)) {
    const each = Math.max(0, (outer.width - ordered.width) / 2);
    return {
      check: "bleed",
      level: "warning",
      message:
        each < 0.5
          ? `De pagina is ${mmSize(outer.width, outer.height)}: precies het bestelde formaat, zonder afloop.`
          : `De pagina heeft ${nl(each, 1)} mm afloop; we hebben ${BLEED_MM} mm nodig.`,
      fix: fix(ordered.width, ordered.height),
    };
  }
  const sameShape =
    Math.abs(trim.width / trim.height - ordered.width / ordered.height) <=
    0.02 * (ordered.width / ordered.height);
  return {
    check: "bleed",
    level: sameShape ? "warning" : "error",
    message: sameShape
      ? `De pagina is ${mmSize(trim.width, trim.height)}; besteld is ${orderedText}. De verhouding klopt, dus we schalen het ontwerp, maar het heeft geen afloop.`
      : `De pagina is ${mmSize(trim.width, trim.height)}; besteld is ${orderedText}. De verhouding klopt niet: het ontwerp past niet zonder stukken weg te snijden of witruimte.`,
    fix: `Maak de pagina ${mmSize(withBleed.width, withBleed.height)}: het bestelde formaat plus ${BLEED_MM} mm afloop aan elke kant.`,
  };
}

function fontsFinding(fonts: readonly PdfFont[]): Finding | null {
  if (!fonts.length) return null;
  const missing = [...new Set(fonts.filter((f) => !f.embedded).map((f) => f.name))];
  if (!missing.length) return { check: "fonts", level: "ok", message: "Alle lettertypen zijn ingesloten." };
  return {
    check: "fonts",
    level: "error",
    message: `${missing.length === 1 ? "Dit lettertype is" : "Deze lettertypen zijn"} niet ingesloten: ${missing.join(", ")}. Bij ons kan de tekst er dan anders uitzien.`,
    fix: "Zet tekst om naar contouren of sluit de lettertypen in.",
  };
}

function transparencyFinding(hasAlpha: boolean): Finding {
  return hasAlpha
    ? {
        check: "transparency",
        level: "ok",
        message: "Transparante achtergrond: geschikt om uit folie te snijden.",
      }
    : {
        check: "transparency",
        level: "warning",
        message:
          "Het bestand heeft geen transparante achtergrond. Voor gesneden folie (belettering) snijden we de vorm van je logo, zonder achtergrond.",
        fix: "Stuur een PNG met transparante achtergrond, of liever een vectorbestand (PDF, AI, EPS of SVG).",
      };
}

export const UNREADABLE_FINDING: Finding = {
  check: "readable",
  level: "warning",
  message: "We konden dit bestand niet lezen of niet op tijd controleren. We bekijken het zelf.",
  fix: "Heb je het bestand ook als PDF, PNG of JPG, stuur het dan gerust nog een keer mee.",
};

/** The findings for one file, in a fixed order: readable, resolution, colour, page size and bleed, fonts, background. */
export function artworkFindings(facts: ArtworkFacts, order: PrintOrder = {}): Finding[] {
  switch (facts.kind) {
    case "unreadable":
      return [UNREADABLE_FINDING];
    case "raster":
      return [
        resolutionFinding(facts, order.printSizeMm),
        colourFinding([facts.colourSpace], "file"),
        order.vinylCut ? transparencyFinding(facts.hasAlpha) : null,
      ].filter((f): f is Finding => f !== null);
    case "pdf": {
      const [first] = facts.pages;
      return [
        first ? bleedFinding(first, order.printSizeMm) : null,
        colourFinding(facts.imageColourSpaces, "images"),
        fontsFinding(facts.fonts),
      ].filter((f): f is Finding => f !== null);
    }
    case "vector":
      return [{ check: "kind", level: "ok", message: "Vectorbestand: blijft op elk formaat scherp." }];
    case "other":
      return [{ check: "kind", level: "ok", message: "Dit soort bestand controleren we zelf." }];
  }
}

/** What is kept per file (JSON on the attachment row) and shown to the visitor and staff. */
export interface ArtworkReport {
  level: FindingLevel;
  findings: Finding[];
}

export function artworkReport(facts: ArtworkFacts, order: PrintOrder = {}): ArtworkReport {
  const findings = artworkFindings(facts, order);
  return { level: worstLevel(findings), findings };
}
