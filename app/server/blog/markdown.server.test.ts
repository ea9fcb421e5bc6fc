import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { getPost, listPosts, renderMarkdown } from "./blog.server";

describe("blog posts", () => {
  it("lists the bundled posts newest first, tokens filled", () => {
    const posts = listPosts(defaultSite);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.map((p) => p.slug)).toEqual(
      expect.arrayContaining(["10-fouten-kledingbedrukking", "van-ontwerp-tot-gedrukt"]),
    );
    for (const post of posts) expect(`${post.title}${post.author}`).not.toMatch(/\{brand\}/);
  });

  it("keeps every post's <title> within 60 characters (set seoTitle for long titles)", () => {
    for (const post of listPosts(defaultSite)) {
      expect(`${post.seoTitle ?? post.title} | ${defaultSite.brand}`.length, post.slug).toBeLessThanOrEqual(
        60,
      );
    }
  });

  it("renders a post to HTML with headings and no unfilled tokens", () => {
    const post = getPost("10-fouten-kledingbedrukking", defaultSite);
    expect(post?.html).toContain("<h2>1. Een logo met een te lage resolutie aanleveren</h2>");
    expect(post?.html).not.toMatch(/\{(brand|phone|email|address|city|kvk)\}/);
  });

  it("returns nothing for an unknown slug", () => {
    expect(getPost("bestaat-niet", defaultSite)).toBeUndefined();
  });

  it("shows raw HTML as text instead of markup", () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script>\n\n<div onclick="x">blok</div>\n');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<div");
    expect(html).toContain("&lt;script&gt;");
  });
});
