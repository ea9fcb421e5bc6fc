// Real test files for the artwork check, made on the fly (no binaries in the repository): sharp for the raster
// images, pdf-lib for the PDFs, with font dictionaries written by hand where a case needs one.
import { PDFDocument, PDFName, StandardFonts, type PDFPage } from "pdf-lib";
import sharp from "sharp";

const MM = 72 / 25.4;

/** A 72 dpi JPEG photo of `width` × `height` pixels (RGB). */
export function jpeg72(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ density: 72 })
    .jpeg()
    .toBuffer();
}

/** A CMYK TIFF, large enough for A4 at 150 dpi. */
export function cmykTiff(width = 1241, height = 1754): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .toColourspace("cmyk")
    .tiff()
    .toBuffer();
}

/** A PNG logo with a transparent background. */
export function transparentPng(width = 3000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

/** A TrueType font dictionary; with `embedded` its descriptor carries a FontFile2 stream. */
function addTrueTypeFont(doc: PDFDocument, page: PDFPage, key: string, name: string, embedded: boolean) {
  const descriptor = {
    Type: "FontDescriptor",
    FontName: name,
    Flags: 32,
    FontBBox: [0, 0, 1000, 1000],
    ItalicAngle: 0,
    Ascent: 800,
    Descent: -200,
    CapHeight: 700,
    StemV: 80,
    ...(embedded ? { FontFile2: doc.context.register(doc.context.stream(new Uint8Array(64))) } : {}),
  };
  const font = doc.context.obj({
    Type: "Font",
    Subtype: "TrueType",
    BaseFont: name,
    FirstChar: 32,
    LastChar: 126,
    FontDescriptor: doc.context.register(doc.context.obj(descriptor)),
  });
  page.node.setFontDictionary(PDFName.of(key), doc.context.register(font));
}

/** A composite (Type 0) font whose descendant CIDFont has its program embedded. */
function addEmbeddedType0Font(doc: PDFDocument, page: PDFPage) {
  const descriptor = doc.context.obj({
    Type: "FontDescriptor",
    FontName: "ABCDEF+NotoSans",
    Flags: 32,
    FontFile2: doc.context.register(doc.context.stream(new Uint8Array(64))),
  });
  const cid = doc.context.obj({
    Type: "Font",
    Subtype: "CIDFontType2",
    BaseFont: "ABCDEF+NotoSans",
    FontDescriptor: doc.context.register(descriptor),
  });
  const font = doc.context.obj({
    Type: "Font",
    Subtype: "Type0",
    BaseFont: "ABCDEF+NotoSans",
    Encoding: "Identity-H",
    DescendantFonts: [doc.context.register(cid)],
  });
  page.node.setFontDictionary(PDFName.of("F9"), doc.context.register(font));
}

/** An A4 flyer exactly at its size: no bleed, and Helvetica used but not embedded (pdf-lib's standard font). */
export async function pdfWithoutBleed(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([210 * MM, 297 * MM]);
  page.drawText("Flyer zonder afloop", { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** A4 with 3 mm bleed, but its text in an Arial that is declared and not embedded. */
export async function pdfWithUnembeddedFont(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([216 * MM, 303 * MM]);
  page.setTrimBox(3 * MM, 3 * MM, 210 * MM, 297 * MM);
  addTrueTypeFont(doc, page, "F1", "Arial", false);
  page.pushOperators();
  return doc.save();
}

/** A print-ready A4: 3 mm bleed (TrimBox and BleedBox), every font embedded, a CMYK image. */
export async function goodPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([216 * MM, 303 * MM]);
  page.setTrimBox(3 * MM, 3 * MM, 210 * MM, 297 * MM);
  page.setBleedBox(0, 0, 216 * MM, 303 * MM);
  addTrueTypeFont(doc, page, "F1", "ABCDEF+Montserrat-Bold", true);
  addEmbeddedType0Font(doc, page);
  const image = doc.context.stream(new Uint8Array(4 * 4 * 4), {
    Type: "XObject",
    Subtype: "Image",
    Width: 4,
    Height: 4,
    ColorSpace: "DeviceCMYK",
    BitsPerComponent: 8,
  });
  page.node.setXObject(PDFName.of("Im1"), doc.context.register(image));
  return doc.save();
}

/** A PDF of about `megabytes` MB that is one large CMYK image (what a big print file usually is). */
export async function bigImagePdf(megabytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([216 * MM, 303 * MM]);
  page.setTrimBox(3 * MM, 3 * MM, 210 * MM, 297 * MM);
  const image = doc.context.stream(new Uint8Array(megabytes * 1024 * 1024).fill(7), {
    Type: "XObject",
    Subtype: "Image",
    Width: 3620,
    Height: 3620,
    ColorSpace: "DeviceCMYK",
    BitsPerComponent: 8,
  });
  page.node.setXObject(PDFName.of("Im1"), doc.context.register(image));
  return doc.save({ useObjectStreams: false });
}

/**
 * A PDF of about `megabytes` MB made of many small objects: the parser's worst case (a 50 MB PDF of a few
 * large images reads in milliseconds), written as text so making it takes no time.
 */
export function manyObjectPdf(megabytes: number): Buffer {
  const parts = [
    "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>\nendobj\n",
  ];
  let size = parts.join("").length;
  for (let n = 4; size < megabytes * 1024 * 1024; n++) {
    const part = `${n} 0 obj\n<< /Type /Annot /Subtype /Text /Rect [0 0 10 10] /Contents (regel ${n}) >>\nendobj\n`;
    parts.push(part);
    size += part.length;
  }
  parts.push("trailer\n<< /Root 1 0 R >>\n%%EOF\n");
  return Buffer.from(parts.join(""));
}
