// Text for pdfkit's standard fonts (Helvetica and the other 13 need no font files, which keeps a PDF small and
// fast to make), which only know the WinAnsi encoding: Latin-1 plus €, curly quotes, dashes and a few more.
// Quotes use it now; invoices (issue 29) can use it too.

/** Characters outside WinAnsi that Dutch shop texts plausibly contain, written the nearest way WinAnsi can. */
const REPLACEMENTS = new Map([
  ["\u2010", "-"],
  ["\u2011", "-"],
  ["\u2212", "-"],
  ["\u2192", "->"],
  ["\u2190", "<-"],
  ["\u2264", "<="],
  ["\u2265", ">="],
]);
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Text as the standard fonts can show it: pdfkit writes a character outside WinAnsi as its raw code, which
 * garbles the line, so accents it lacks are dropped ("ő" → "o"), a few symbols spelled out, control
 * characters removed, and anything else becomes "?". Line breaks stay.
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (char === "\n" || inWinAnsi(char)) out += char;
    else if (REPLACEMENTS.has(char)) out += REPLACEMENTS.get(char);
    else if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) continue;
    else {
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain !== "" && [...plain].every(inWinAnsi) ? plain : "?";
    }
  }
  return out;
}
