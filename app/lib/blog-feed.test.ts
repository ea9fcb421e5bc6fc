import { describe, expect, it } from "vitest";
import { blogFeedXml } from "./blog-feed";

describe("blog feed", () => {
  it("lists posts as RSS items with escaped text, canonical links and RFC 822 dates", () => {
    const xml = blogFeedXml(
      { url: "https://www.printshop.test", brand: "Printshop" },
      [
        {
          slug: "dtf-of-htv",
          title: "DTF & HTV <vergelijking>",
          description: "Wat kies je?",
          date: "2026-03-12",
          author: "Team Printshop",
        },
      ],
      { title: "Blog van Printshop", description: "Tips" },
    );
    expect(xml).toContain("<title>DTF &amp; HTV &lt;vergelijking&gt;</title>");
    expect(xml).toContain("<link>https://www.printshop.test/blog/dtf-of-htv</link>");
    expect(xml).toContain("<pubDate>Thu, 12 Mar 2026 12:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://www.printshop.test/blog/feed.xml" rel="self"');
    expect(xml).toContain("<lastBuildDate>Thu, 12 Mar 2026 12:00:00 GMT</lastBuildDate>");
  });
});
