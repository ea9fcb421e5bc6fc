import { describe, expect, it } from "vitest";
import { canEditContent, contentKindDefinition, isContentKind, registeredContentKinds } from "./kinds";
import { byPostDate, readingMinutes, slugify } from "./blog-post";
import { parseLocalDateTime, toLocalDateTime } from "./editor";

describe("content kinds", () => {
  it("lets employees edit the blog (and the FAQ once registered), admins every kind", () => {
    expect(canEditContent("employee", "blog-post")).toBe(true);
    expect(canEditContent("admin", "blog-post")).toBe(true);
    for (const kind of registeredContentKinds()) {
      expect(canEditContent("admin", kind)).toBe(true);
      expect(canEditContent("employee", kind)).toBe(contentKindDefinition(kind).editors === "staff");
    }
    for (const adminOnly of ["price-list", "page-texts", "workwear-catalogue"] as const) {
      expect(canEditContent("employee", adminOnly)).toBe(false);
    }
  });

  it("knows only registered kinds, never a prototype key", () => {
    expect(isContentKind("blog-post")).toBe(true);
    expect(isContentKind("__proto__")).toBe(false);
    expect(() => contentKindDefinition("nope" as never)).toThrow(/not registered/);
  });
});

describe("blog post helpers", () => {
  it("suggests a slug from a title and counts reading time at about 200 words a minute", () => {
    expect(slugify("DTF of HTV? Zo kies je de juiste techniek")).toBe(
      "dtf-of-htv-zo-kies-je-de-juiste-techniek",
    );
    expect(slugify("Café & crème")).toBe("cafe-creme");
    expect(readingMinutes("woord ".repeat(1045))).toBe(5);
    expect(readingMinutes("kort")).toBe(1);
  });

  it("orders the staff list by publication date, newest first, then by the latest change", () => {
    const posts = [
      { title: "oud", date: "2025-03-01", updatedAt: "2026-11-30T10:00:00.000Z" },
      { title: "nieuw", date: "2026-10-12", updatedAt: "2026-10-12T08:00:00.000Z" },
      { title: "zelfde dag, later bewerkt", date: "2026-10-12", updatedAt: "2026-10-13T08:00:00.000Z" },
      { title: "midden", date: "2026-01-15", updatedAt: "2026-01-15T08:00:00.000Z" },
    ];
    expect([...posts].sort(byPostDate).map((p) => p.title)).toEqual([
      "zelfde dag, later bewerkt",
      "nieuw",
      "midden",
      "oud",
    ]);
  });
});

describe("the save bar's moment", () => {
  it("reads a datetime-local value as Amsterdam time, summer and winter, and refuses a non-day", () => {
    expect(parseLocalDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(parseLocalDateTime("2026-12-24T09:30")?.toISOString()).toBe("2026-12-24T08:30:00.000Z");
    expect(parseLocalDateTime("2026-02-31T09:30")).toBeNull();
    expect(parseLocalDateTime("2026-02-01T25:00")).toBeNull();
    expect(parseLocalDateTime("morgen")).toBeNull();
    expect(toLocalDateTime(new Date("2026-12-24T08:30:00Z"))).toBe("2026-12-24T09:30");
  });
});
