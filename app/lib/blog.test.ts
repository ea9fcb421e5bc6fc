import { describe, expect, it } from "vitest";
import { slugFromPath, sortNewestFirst, toPostMeta } from "./blog";
import { formatPostDate } from "./post-date";

const valid = {
  title: "Van ontwerp tot gedrukt",
  description: "Zo werkt het.",
  date: "2026-01-20",
  author: "Team {brand}",
  readingMinutes: "4",
};

describe("blog metadata", () => {
  it("derives the slug from the file name", () => {
    expect(slugFromPath("../content/blog/van-ontwerp-tot-gedrukt.md")).toBe("van-ontwerp-tot-gedrukt");
  });

  it("validates frontmatter and turns reading time into a number", () => {
    expect(toPostMeta("van-ontwerp-tot-gedrukt", valid)).toEqual({
      slug: "van-ontwerp-tot-gedrukt",
      ...valid,
      readingMinutes: 4,
    });
  });

  it("keeps an optional shorter SEO title", () => {
    expect(toPostMeta("x", { ...valid, seoTitle: "Kort" }).seoTitle).toBe("Kort");
    expect(toPostMeta("x", valid)).not.toHaveProperty("seoTitle");
  });

  it("names the post and field when frontmatter is wrong", () => {
    expect(() => toPostMeta("kapot", { ...valid, date: "20-01-2026" })).toThrow(/kapot.*date/);
    expect(() => toPostMeta("kapot", { ...valid, date: "2026-02-31" })).toThrow(/not a real date/);
    const { title: _title, ...withoutTitle } = valid;
    expect(() => toPostMeta("kapot", withoutTitle)).toThrow(/title/);
  });

  it("lists posts newest first", () => {
    const posts = [
      { title: "B", date: "2025-12-04" },
      { title: "A", date: "2026-06-18" },
      { title: "C", date: "2026-03-12" },
      { title: "D", date: "2026-03-12" },
    ];
    expect(sortNewestFirst(posts).map((p) => p.title)).toEqual(["A", "C", "D", "B"]);
    expect(posts[0]!.title).toBe("B");
  });

  it("formats dates in Dutch", () => {
    expect(formatPostDate("2026-03-12")).toBe("12 maart 2026");
  });
});
