// A PDF read back the way a customer's reader does (pdf.js, through unpdf): its text items with their positions,
// the fonts the pages use, the XMP metadata and the embedded files.
import { getDocumentProxy, getMeta } from "unpdf";

/** A run of text where pdf.js places it: x and y of its baseline start in points from the bottom left. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  /** The font size. */
  size: number;
}

/** The first page's text runs (empty runs left out). */
export async function textItems(pdf: Buffer, pageNumber = 1): Promise<PlacedText[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(pageNumber);
  const { items } = await page.getTextContent();
  return items.flatMap((item) =>
    "str" in item && item.str.trim() !== ""
      ? [
          {
            str: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            size: Math.hypot(item.transform[0] as number, item.transform[1] as number),
          },
        ]
      : [],
  );
}

/** Every font the pages draw with: its name and whether its file is inside the PDF. */
export async function fontsUsed(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const fonts = new Map<string, { name: string; embedded: boolean }>();
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    await page.getOperatorList();
    const { styles } = await page.getTextContent();
    for (const id of Object.keys(styles)) {
      const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
      fonts.set(font.name, { name: font.name, embedded: !font.missingFile });
    }
  }
  return [...fonts.values()];
}

/** The XMP metadata's values by name ("pdfaid:part", "dc:title"), as pdf.js parses the packet. */
export async function xmp(pdf: Buffer): Promise<Record<string, unknown>> {
  const { metadata } = await getMeta(new Uint8Array(pdf));
  return Object.fromEntries(metadata ? [...(metadata as Iterable<[string, unknown]>)] : []);
}

/** The embedded files by name, as text. */
export async function attachments(
  pdf: Buffer,
): Promise<Record<string, { description: string; text: string }>> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const found = ((await doc.getAttachments()) ?? new Map()) as Map<string, { description: string }>;
  const out: Record<string, { description: string; text: string }> = {};
  for (const [name, { description }] of found) {
    const content = (await doc.getAttachmentContent(name)) as Uint8Array;
    out[name] = { description, text: new TextDecoder().decode(content) };
  }
  return out;
}
