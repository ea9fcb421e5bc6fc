import { describe, expect, it } from "vitest";
import { printableText } from "./pdf-text";

// A font with ASCII, "é" and "€" only.
const covered = new Set([..."é€"].map((char) => char.codePointAt(0)!));
const hasGlyph = (codePoint: number) => (codePoint >= 0x20 && codePoint < 0x7f) || covered.has(codePoint);

describe("printableText", () => {
  it("keeps what the font has, and line breaks", () => {
    expect(printableText("café € 5\nvolgende", hasGlyph)).toBe("café € 5\nvolgende");
  });

  it("drops an accent the font lacks, writes ? for a character it cannot show at all", () => {
    expect(printableText("Łódź 😀 Ünal", hasGlyph)).toBe("?odz ? Unal");
  });

  it("composes decomposed accents first, and removes control characters", () => {
    expect(printableText("cafe\u0301", hasGlyph)).toBe("café");
    expect(printableText("a\u0000b\u200bc\u0301x", hasGlyph)).toBe("abcx");
  });

  it("turns Windows line ends and tabs into a line break and a space", () => {
    expect(printableText("Regel\r\nvolgende\rderde\tvierde", hasGlyph)).toBe("Regel\nvolgende\nderde vierde");
  });
});
