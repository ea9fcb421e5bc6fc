// The PDFs' font: Inter, the site's own (OFL, app/server/pdf/fonts/SOURCE.txt), Regular and Bold, embedded by
// pdfkit as subsets with a ToUnicode map, so "Łukasz Wiśniewski" prints and copies as written (the standard
// Helvetica knew WinAnsi only and printed "?ukasz Wisniewski"), and PDF/A, which allows no unembedded font, is
// possible. The files sit beside this module in the source tree (tests, the development server) and beside the
// server bundle in a build (build/server/fonts, copied there by vite.config.ts), hence the path from import.meta.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printableText } from "~/lib/pdf-text";

type Pdf = PDFKit.PDFDocument;

export const REGULAR = "Inter";
export const BOLD = "Inter-Bold";

export const FONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fonts");

/** fontkit's parsed font, as pdfkit keeps it and accepts it back in place of the file's bytes. */
interface ParsedFont {
  characterSet: number[];
  layout: unknown;
}

/** pdfkit's font of one document: the parsed font and its cache of laid-out words. */
interface EmbeddedFont {
  font: ParsedFont;
  layoutCache: Record<string, unknown>;
}

/**
 * Inter parsed once per process, and the words it laid out shared by the documents: shaping a word (Inter's
 * contextual alternates and kerning) is most of the work, and doing it again for each document made a 20-line
 * quote take 240 ms of CPU instead of 12. A document's subset, widths and ToUnicode map stay its own. The shared
 * words are dropped every few hundred documents, so customers' texts do not pile up in memory.
 */
let sources: { regular: Buffer | ParsedFont; bold: Buffer | ParsedFont } | undefined;
let layouts = { regular: {}, bold: {}, documents: 0 };
const LAYOUT_CACHE_DOCUMENTS = 200;
/** The code points Inter has a glyph for (Regular and Bold cover the same set). */
let glyphs: Set<number> | undefined;

const current = (pdf: Pdf) => (pdf as unknown as { _font: EmbeddedFont })._font;

/** Registers Regular and Bold with a new document and selects Regular. */
export function registerInter(pdf: Pdf): void {
  sources ??= {
    regular: readFileSync(path.join(FONT_DIR, "Inter-Regular.ttf")),
    bold: readFileSync(path.join(FONT_DIR, "Inter-Bold.ttf")),
  };
  // pdfkit takes a parsed font wherever it takes a file (PDFFontFactory.open); its types only list files.
  pdf.registerFont(REGULAR, sources.regular as never).registerFont(BOLD, sources.bold as never);
  // Bold, then Regular, in every document: the order names the fonts (F1, F2) and their subsets, so the first
  // document of a process has the same bytes as the ones after it. A font that draws nothing is not written.
  const bold = current(pdf.font(BOLD));
  const regular = current(pdf.font(REGULAR));
  sources = { regular: regular.font, bold: bold.font };
  glyphs ??= new Set(regular.font.characterSet);
  if (++layouts.documents > LAYOUT_CACHE_DOCUMENTS) layouts = { regular: {}, bold: {}, documents: 1 };
  regular.layoutCache = layouts.regular;
  bold.layoutCache = layouts.bold;
}

/** Text from a document or the site as Inter can show it (app/lib/pdf-text.ts); after a first registerInter. */
export function printable(text: string): string {
  if (!glyphs) throw new Error("printable() before registerInter()");
  const known = glyphs;
  return printableText(text, (codePoint) => known.has(codePoint));
}
