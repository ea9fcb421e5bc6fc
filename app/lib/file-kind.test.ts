import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  fileTooLargeMessage,
  oversizedFileMessage,
  describeKinds,
  detectFileKind,
  displayFileName,
  MAX_FILE_NAME_LENGTH,
  withExtension,
} from "./file-kind";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("detectFileKind", () => {
  it.each([
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR")],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF")],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["tiff", bytes("II", [0x2a, 0], [8, 0, 0, 0])],
    ["tiff", bytes("MM", [0, 0x2a], [0, 0, 0, 8])],
    ["pdf", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3")],
    ["postscript", bytes("%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Adobe Illustrator")],
    ["postscript", bytes([0xc5, 0xd0, 0xd3, 0xc6, 0x20, 0, 0, 0])],
    ["zip", bytes("PK", [3, 4, 20, 0])],
    ["zip", bytes("PK", [5, 6], new Array(18).fill(0))],
    ["avif", ftyp("avif", "mif1", "miaf")],
    ["avif", ftyp("mif1", "avif", "miaf")],
    ["heic", ftyp("heic", "mif1", "heic")],
  ] as const)("recognises %s by its first bytes", (kind, head) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="10"></svg>'],
    ['\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      '<?xml version="1.0"?>\n<!-- Generator: Adobe Illustrator 27.0 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n<!ENTITY ns "x">\n]>\n<svg version="1.1">',
    ],
    ["  <SVG><script>alert(1)</script></SVG>"],
  ])("recognises an SVG document: %j", (text) => {
    expect(detectFileKind(new TextEncoder().encode(text))).toBe("svg");
  });

  it.each([
    ["HTML", "<!DOCTYPE html><html><body><svg></svg></body></html>"],
    ["HTML with an svg later", "<html><svg onload=alert(1)>"],
    ["an XML file that is not SVG", '<?xml version="1.0"?><note><svg/></note>'],
    ["plain text", "Dit is een logo, echt waar."],
    ["a Windows executable", "MZ\x90\x00\x03"],
    ["an empty file", ""],
    ["a truncated PNG signature", "\x89PN"],
    ["an element named svgfoo", "<svgfoo>"],
  ])("does not take %s for a known kind", (_what, text) => {
    expect(detectFileKind(Uint8Array.from([...text].map((c) => c.charCodeAt(0))))).toBeNull();
  });

  it("goes by the bytes, whatever the file is called", () => {
    // A PNG called logo.pdf is a PNG; a script called logo.png is nothing we know.
    expect(detectFileKind(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(detectFileKind(bytes("#!/bin/sh\nrm -rf /"))).toBeNull();
  });

  it("refuses text with NUL bytes as SVG", () => {
    expect(detectFileKind(bytes("<svg", [0], ">"))).toBeNull();
  });
});

describe("describeKinds", () => {
  it("lists the labels once each, Dutch style", () => {
    expect(describeKinds(["png", "jpeg", "svg", "pdf", "postscript"])).toBe("PNG, JPG, SVG, PDF of AI/EPS");
    expect(describeKinds(["pdf"])).toBe("PDF");
  });
});

describe("displayFileName", () => {
  it("keeps Dutch letters and drops folders", () => {
    expect(displayFileName("C:\\Users\\kim\\Logo café één.png")).toBe("Logo café één.png");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
  });

  it("removes control and bidirectional-override characters", () => {
    expect(displayFileName("factuur\u202Egpj.exe")).toBe("factuurgpj.exe");
    expect(displayFileName("a\r\nb\u0000.pdf")).toBe("ab.pdf");
  });

  it("falls back for names that end up empty or hidden", () => {
    expect(displayFileName("")).toBe("bestand");
    expect(displayFileName("..")).toBe("bestand");
    expect(displayFileName(".htaccess")).toBe("htaccess");
  });

  it("shortens a very long name, keeping the extension", () => {
    const name = displayFileName(`${"é".repeat(400)}.pdf`);
    expect([...name].length).toBe(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith("é.pdf")).toBe(true);
  });
});

describe("withExtension", () => {
  it("adds the stored file's extension when the name lacks it", () => {
    expect(withExtension("Prijslijst 2026", "pdf")).toBe("Prijslijst 2026.pdf");
    expect(withExtension("Prijslijst.PDF", "pdf")).toBe("Prijslijst.PDF");
    expect(withExtension("Logo.jpeg", "jpg")).toBe("Logo.jpeg");
    expect(withExtension("Logo.png", "svg")).toBe("Logo.png.svg");
  });
});

describe("oversizedFileMessage", () => {
  const rules = { maxFileBytes: 50 * 1024 * 1024 };

  it("names the chosen file and the limit when the file is larger", () => {
    expect(oversizedFileMessage([{ name: "brochure.pdf", size: 52 * 1024 * 1024 }], rules)).toBe(
      "Het bestand „brochure.pdf” is te groot (maximaal 50 MB).",
    );
  });

  it("lets a file of exactly the limit, a smaller one and no file at all through", () => {
    expect(oversizedFileMessage([{ name: "a.pdf", size: 50 * 1024 * 1024 }], rules)).toBeNull();
    expect(oversizedFileMessage([{ name: "b.pdf", size: 12 }], rules)).toBeNull();
    expect(oversizedFileMessage([], rules)).toBeNull();
  });

  it("says the same without a name when only the body's length is known", () => {
    expect(fileTooLargeMessage(25 * 1024 * 1024)).toBe("Het bestand is te groot (maximaal 25 MB).");
  });
});

describe("acceptAttribute", () => {
  it("filters a picker to the kinds' extensions, with the other names people's files carry", () => {
    expect(acceptAttribute(["png", "jpeg", "tiff", "pdf"])).toBe(".png,.jpg,.jpeg,.tif,.tiff,.pdf");
  });
});
