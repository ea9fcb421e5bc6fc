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

let files: { regular: Buffer; bold: Buffer } | undefined;
/** The code points Inter has a glyph for (Regular and Bold cover the same set). */
let glyphs: Set<number> | undefined;

/** Registers Regular and Bold with a new document and selects Regular. The files are read once per process. */
export function registerInter(pdf: Pdf): void {
  files ??= {
    regular: readFileSync(path.join(FONT_DIR, "Inter-Regular.ttf")),
    bold: readFileSync(path.join(FONT_DIR, "Inter-Bold.ttf")),
  };
  pdf.registerFont(REGULAR, files.regular).registerFont(BOLD, files.bold).font(REGULAR);
  // pdfkit keeps the fontkit font it parsed as `_font.font`; its character set is the font's cmap.
  glyphs ??= new Set(
    (pdf as unknown as { _font: { font: { characterSet: number[] } } })._font.font.characterSet,
  );
}

/** Text from a document or the site as Inter can show it (app/lib/pdf-text.ts); after a first registerInter. */
export function printable(text: string): string {
  if (!glyphs) throw new Error("printable() before registerInter()");
  const known = glyphs;
  return printableText(text, (codePoint) => known.has(codePoint));
}
