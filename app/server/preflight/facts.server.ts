// What a file is, as far as the artwork check needs it (app/lib/preflight/findings.ts): a raster image's pixels,
// colour space and alpha from sharp's metadata (the header only, no decoding), a PDF's page boxes, fonts and
// image colour spaces from pdf-lib's object tree (no rendering). Anything that fails to read is "unreadable".
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRef,
  PDFStream,
  type PDFObject,
  type PDFPage,
} from "pdf-lib";
import sharp from "sharp";
import { IMAGE_KINDS, type FileKind } from "~/lib/file-kind";
import type { ArtworkFacts, ColourSpace, PageBox, PdfFont, PdfPage } from "~/lib/preflight/findings";

/** sharp's colour space names (libvips interpretations) in the check's terms. */
function rasterSpace(space: string | undefined): ColourSpace {
  if (space === "cmyk") return "cmyk";
  if (space === "b-w" || space === "grey16") return "grey";
  if (space === "srgb" || space === "rgb" || space === "rgb16" || space === "scrgb") return "rgb";
  return "other";
}

async function rasterFacts(bytes: Uint8Array): Promise<ArtworkFacts> {
  const meta = await sharp(bytes, { failOn: "none" }).metadata();
  if (!meta.width || !meta.height) return { kind: "unreadable" };
  return {
    kind: "raster",
    width: meta.width,
    height: meta.height,
    colourSpace: rasterSpace(meta.space),
    hasAlpha: meta.hasAlpha ?? false,
  };
}

/** The most objects of a page's resource tree the reader visits (form XObjects nest). */
const MAX_VISITS = 5000;

function asBox(array: PDFArray | undefined): PageBox | undefined {
  if (!array) return undefined;
  const { width, height } = array.asRectangle();
  return { width: Math.abs(width), height: Math.abs(height) };
}

function pageBoxes(page: PDFPage): PdfPage {
  const leaf = page.node;
  return {
    mediaBox: asBox(leaf.MediaBox())!,
    trimBox: asBox(leaf.TrimBox()),
    bleedBox: asBox(leaf.BleedBox()),
  };
}

function nameOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFName ? value.decodeText() : undefined;
}

/** A font is embedded when its descriptor holds the font program; a Type 3 font is drawn by the PDF itself. */
function fontOf(doc: PDFDocument, font: PDFDict): PdfFont {
  const name = (nameOf(font.get(PDFName.of("BaseFont"))) ?? "Onbekend lettertype").replace(/^[A-Z]{6}\+/, "");
  const subtype = nameOf(font.get(PDFName.of("Subtype")));
  if (subtype === "Type3") return { name, embedded: true };
  let holder = font;
  if (subtype === "Type0") {
    const descendants = doc.context.lookupMaybe(font.get(PDFName.of("DescendantFonts")), PDFArray);
    const first = descendants && doc.context.lookupMaybe(descendants.get(0), PDFDict);
    if (first) holder = first;
  }
  const descriptor = doc.context.lookupMaybe(holder.get(PDFName.of("FontDescriptor")), PDFDict);
  const embedded = ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor?.has(PDFName.of(key)));
  return { name, embedded };
}

function imageSpace(doc: PDFDocument, value: PDFObject | undefined): ColourSpace {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  const name = nameOf(resolved);
  if (name === "DeviceCMYK") return "cmyk";
  if (name === "DeviceRGB" || name === "CalRGB") return "rgb";
  if (name === "DeviceGray" || name === "CalGray") return "grey";
  if (resolved instanceof PDFArray) {
    const family = nameOf(resolved.get(0));
    if (family === "ICCBased") {
      const profile = doc.context.lookupMaybe(resolved.get(1), PDFStream);
      const n = profile?.dict.lookupMaybe(PDFName.of("N"), PDFNumber)?.asNumber();
      return n === 4 ? "cmyk" : n === 3 ? "rgb" : n === 1 ? "grey" : "other";
    }
    // Indexed and separation colours: the base (or alternate) space says what it prints as.
    if (family === "Indexed") return imageSpace(doc, resolved.get(1));
    if (family === "Separation" || family === "DeviceN") return imageSpace(doc, resolved.get(2));
  }
  return "other";
}

/** Fonts and image colour spaces of one resource dictionary and the form XObjects inside it. */
function walkResources(
  doc: PDFDocument,
  resources: PDFDict | undefined,
  out: { fonts: PdfFont[]; spaces: ColourSpace[]; seen: Set<PDFObject> },
) {
  if (!resources || out.seen.has(resources) || out.seen.size > MAX_VISITS) return;
  out.seen.add(resources);
  const fonts = doc.context.lookupMaybe(resources.get(PDFName.of("Font")), PDFDict);
  for (const [, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookupMaybe(ref, PDFDict);
    if (font && !out.seen.has(font)) {
      out.seen.add(font);
      out.fonts.push(fontOf(doc, font));
    }
  }
  const xobjects = doc.context.lookupMaybe(resources.get(PDFName.of("XObject")), PDFDict);
  for (const [, ref] of xobjects?.entries() ?? []) {
    const stream = doc.context.lookupMaybe(ref, PDFStream);
    if (!stream || out.seen.has(stream)) continue;
    out.seen.add(stream);
    const subtype = nameOf(stream.dict.get(PDFName.of("Subtype")));
    if (subtype === "Image") {
      // A stencil mask has no colour of its own.
      if (!stream.dict.has(PDFName.of("ImageMask")))
        out.spaces.push(imageSpace(doc, stream.dict.get(PDFName.of("ColorSpace"))));
    } else if (subtype === "Form") {
      walkResources(doc, doc.context.lookupMaybe(stream.dict.get(PDFName.of("Resources")), PDFDict), out);
    }
  }
}

/** Objects the parser reads between two turns of the event loop (where it also notices the deadline). */
const OBJECTS_PER_TICK = 2000;

/**
 * PDFDocument.load, stoppable: the parser yields every OBJECTS_PER_TICK objects through its
 * `shouldWaitForTick`, which here also throws once `signal` is aborted, so a huge PDF stops using the CPU at
 * the deadline instead of parsing on after its answer stopped mattering.
 */
async function loadPdf(bytes: Uint8Array, signal: AbortSignal): Promise<PDFDocument> {
  const parser = PDFParser.forBytesWithOptions(bytes, OBJECTS_PER_TICK, false);
  const hooks = parser as unknown as { shouldWaitForTick: () => boolean };
  const tick = hooks.shouldWaitForTick;
  hooks.shouldWaitForTick = () => {
    signal.throwIfAborted();
    return tick();
  };
  const context = await parser.parseDocument();
  // What PDFDocument.load does after parsing (its constructor is private): no encryption check, no metadata.
  return Reflect.construct(PDFDocument, [context, true, false]) as PDFDocument;
}

async function pdfFacts(bytes: Uint8Array, signal: AbortSignal): Promise<ArtworkFacts> {
  const doc = await loadPdf(bytes, signal);
  const pages = doc.getPages();
  if (!pages.length) return { kind: "unreadable" };
  const out = { fonts: [] as PdfFont[], spaces: [] as ColourSpace[], seen: new Set<PDFObject>() };
  for (const page of pages) {
    signal.throwIfAborted();
    walkResources(doc, page.node.Resources(), out);
  }
  return { kind: "pdf", pages: pages.map(pageBoxes), fonts: out.fonts, imageColourSpaces: out.spaces };
}

/** The facts of a file of this kind (decided by its bytes); a file that does not read is "unreadable". */
export async function readArtworkFacts(
  bytes: Uint8Array,
  kind: FileKind | null,
  signal: AbortSignal = new AbortController().signal,
): Promise<ArtworkFacts> {
  try {
    if (kind && (IMAGE_KINDS as readonly string[]).includes(kind)) return await rasterFacts(bytes);
    if (kind === "pdf") return await pdfFacts(bytes, signal);
    if (kind === "svg" || kind === "postscript") return { kind: "vector" };
    return { kind: "other" };
  } catch {
    return { kind: "unreadable" };
  }
}
