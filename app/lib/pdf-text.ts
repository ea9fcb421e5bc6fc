// Text as one embedded font can show it (the PDFs' Inter covers Latin, Greek and Cyrillic; not emoji, CJK or
// Arabic). A character the font lacks would print as an empty box and read back as nothing useful, so it is
// written the nearest way the font can: its accent dropped when only the accented form is missing, else "?".
// Control characters go, Windows line ends and tabs become what pdfkit lays out ("\n", a space).

/** `text` with only characters for which `hasGlyph` holds, and line breaks. */
export function printableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (char === "\n") out += char;
    else if (/[\p{Cc}\p{Cf}]/u.test(char)) continue;
    else if (hasGlyph(char.codePointAt(0)!)) out += char;
    else if (/\p{M}/u.test(char)) continue;
    else {
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain !== "" && [...plain].every((c) => hasGlyph(c.codePointAt(0)!)) ? plain : "?";
    }
  }
  return out;
}
