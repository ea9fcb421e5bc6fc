// The frame every quote and invoice PDF shares, read back through pdf.js: a PDF/A-3b file whose every font is an
// embedded subset of Inter, XMP metadata that stays valid XML whatever the shop is called, an embedded file that
// comes out as it went in, and the same bytes for the same input.
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { attachments, fontsUsed, xmp } from "../../../tests/helpers/pdf";
import { testSupplier } from "../../../tests/helpers/quote-document";
import { BOLD, REGULAR } from "./fonts.server";
import { renderDocument, type PdfFrame } from "./frame.server";

const frame: PdfFrame = {
  title: "Offerte OFF-2026-0007",
  subject: "Borden & banners <buiten>",
  supplier: { ...testSupplier, brand: "Print & Sign Breda" },
  createdAt: new Date("2026-03-02T00:00:00Z"),
};

const render = (extra: Partial<PdfFrame> = {}) =>
  renderDocument({ ...frame, ...extra }, (pdf) => {
    pdf.font(REGULAR).fontSize(10).text("Łukasz Wiśniewski");
    pdf.font(BOLD).text("Şahin");
  });

// The first document of this test file's process: the fonts are parsed for it, the later ones reuse them.
const firstEver = render();

describe("the PDF frame", () => {
  it("declares PDF/A-3b in valid XMP, in PDF 1.7 with an sRGB output intent", async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 8).toString()).toBe("%PDF-1.7");
    const metadata = await xmp(pdf);
    expect(metadata).toMatchObject({
      "pdfaid:part": "3",
      "pdfaid:conformance": "B",
      // Escaped in the packet, read back as written.
      "dc:title": "Offerte OFF-2026-0007",
      "dc:description": "Borden & banners <buiten>",
      "xmp:creatortool": "Print & Sign Breda",
    });
    // pdf.js does not expose output intents; pdfkit writes them uncompressed.
    expect(pdf.includes("/S /GTS_PDFA1")).toBe(true);
    expect(pdf.includes("/OutputConditionIdentifier (sRGB IEC61966-2.1)")).toBe(true);
  });

  it("embeds every font it draws with: subsets of Inter Regular and Bold", async () => {
    const pdf = await render();
    const fonts = await fontsUsed(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "Inter-Bold",
      "Inter-Regular",
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    // The letterhead, the body and the footer read back as written.
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Print & Sign Breda");
    expect(text).toContain("Łukasz Wiśniewski");
    expect(text).toContain("Şahin");
    expect(text).toContain("Print & Sign Breda · Offerte OFF-2026-0007");
  });

  it("embeds an attachment as an associated file with the document's own date", async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><Name>Dvořák €</Name></Invoice>`;
    const pdf = await render({
      attachment: {
        name: "factuur-F2026-0001.xml",
        content,
        mimeType: "text/xml",
        description: "De factuur als UBL",
        relationship: "Alternative",
      },
    });
    expect(await attachments(pdf)).toEqual({
      "factuur-F2026-0001.xml": { description: "De factuur als UBL", text: content },
    });
    expect(pdf.includes("/AFRelationship /Alternative")).toBe(true);
    expect(pdf.includes("/Subtype /text#2Fxml")).toBe(true);
    expect(pdf.includes("/ModDate (D:20260302000000Z)")).toBe(true);
  });

  it("gives the same bytes for the same input, the process's first document too", async () => {
    const first = await firstEver;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await render()).equals(first)).toBe(true);
    expect((await render({ title: "Offerte OFF-2026-0008" })).equals(first)).toBe(false);
  });
});
