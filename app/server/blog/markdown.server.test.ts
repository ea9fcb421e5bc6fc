// The blog's Markdown rendering: headings and links come through, and nothing that runs script does, whatever is
// typed (raw HTML, event handlers, javascript: and data: links, iframes); links to our own pages that do not
// exist are found.
import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { activeContent } from "../../../tests/helpers/active-content";
import { brokenInternalLinks, renderMarkdown } from "./markdown.server";

const ATTACKS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  "[klik](javascript:alert(1))",
  "[klik](JaVaScRiPt:alert(1))",
  "[klik](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '<a href="javascript:alert(1)">x</a>',
  "![x](javascript:alert(1))",
  '<svg onload="alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "[x](//evil.example/pad)",
  '<object data="x.swf"></object>',
  "<form action=/x><button>x</button></form>",
];

describe("blog Markdown", () => {
  it("renders headings, emphasis, lists and links, with site tokens filled in", () => {
    const html = renderMarkdown(
      "## Kopje\n\nBel **{phone}** of lees [kledingbedrukking](/kledingbedrukking).\n\n- een\n- twee\n",
      defaultSite,
    );
    expect(html).toContain("<h2>Kopje</h2>");
    expect(html).toContain(`<strong>${defaultSite.phone}</strong>`);
    expect(html).toContain('<a href="/kledingbedrukking">kledingbedrukking</a>');
    expect(html).toContain("<ul>\n<li>een</li>");
  });

  it.each(ATTACKS)("lets nothing active through: %s", (attack) => {
    const html = renderMarkdown(`Tekst ${attack} meer\n\n${attack}\n`);
    expect(activeContent(html), html).toEqual([]);
  });

  it("is caught by the tests' own XSS detector when something does get through", () => {
    expect(activeContent('<p><a href=" javascript:x">a</a><img src=x onerror=y></p>')).toHaveLength(3);
  });

  it("shows raw HTML as text", () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script>\n\n<div onclick="x">blok</div>\n');
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<div");
  });

  it("flags links to our own pages that do not exist, not external ones", () => {
    const html = renderMarkdown(
      "[a](/kledingbedrukking) [b](/bestaat-niet) [c](https://example.nl/x) [d](https://printshop.test/ook-niet#x) [e](/blog/?q=1) [f](mailto:a@b.nl)",
    );
    const known = (path: string) => ["/kledingbedrukking", "/blog"].includes(path);
    expect(brokenInternalLinks(html, "https://printshop.test", known)).toEqual([
      "/bestaat-niet",
      "https://printshop.test/ook-niet#x",
    ]);
  });
});
