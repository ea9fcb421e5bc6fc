import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "./frontmatter";

describe("parseFrontmatter", () => {
  it("reads flat key/value pairs and returns the body without the fence", () => {
    const parsed = parseFrontmatter(
      "---\ntitle: DTF of HTV? Zo kies je\ndate: 2025-12-04\nreadingMinutes: 5\n---\n\n## Kop\n\nTekst.\n",
    );
    expect(parsed.data).toEqual({ title: "DTF of HTV? Zo kies je", date: "2025-12-04", readingMinutes: "5" });
    expect(parsed.body).toBe("## Kop\n\nTekst.\n");
  });

  it("keeps colons inside values and strips matching quotes", () => {
    const parsed = parseFrontmatter(
      "---\ntitle: \"Tip: was op 30 graden\"\nauthor: 'Team {brand}'\nnote: a: b\n---\nx",
    );
    expect(parsed.data.title).toBe("Tip: was op 30 graden");
    expect(parsed.data.author).toBe("Team {brand}");
    expect(parsed.data.note).toBe("a: b");
  });

  it("handles Windows line endings, a BOM, blank lines and comments", () => {
    const parsed = parseFrontmatter("\uFEFF---\r\n# comment\r\n\r\ntitle: Hoi\r\n---\r\nBody\r\n");
    expect(parsed.data).toEqual({ title: "Hoi" });
    expect(parsed.body).toBe("Body\n");
  });

  it("treats a file without frontmatter as body only", () => {
    expect(parseFrontmatter("# Titel\n\nTekst")).toEqual({ data: {}, body: "# Titel\n\nTekst" });
  });

  it("rejects an unclosed block and malformed lines", () => {
    expect(() => parseFrontmatter("---\ntitle: x\n")).toThrow(/not closed/);
    expect(() => parseFrontmatter("---\njust text\n---\n")).toThrow(/line 2/);
  });
});
