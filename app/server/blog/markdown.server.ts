// Staff-written Markdown → HTML for the public pages, rendered on the server and sanitised, whatever is typed:
// raw HTML in the Markdown is shown as text (marked's html renderer escapes it), and the rendered HTML then
// passes sanitize-html with an allowlist of the elements a post needs. No script, style, iframe, object, form or
// image element, no event handler or style attribute, and links only to http(s), mailto, tel or our own paths
// (so no `javascript:` or `data:` link) survive; the page shows the result through dangerouslySetInnerHTML.
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { fillSiteTokens, type SiteConfig } from "~/content/site";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "a",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], ol: ["start"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
};

/** Markdown → sanitised HTML (site tokens such as {brand} and {phone} filled in first). */
export function renderMarkdown(source: string, site?: SiteConfig): string {
  const filled = site ? fillSiteTokens(source, site) : source;
  return sanitizeHtml(markdown.parse(filled, { async: false }), SANITIZE);
}

/** The href of every link in rendered HTML, as written. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/**
 * Links to our own site (a path, or an absolute address on the site's URL) whose page does not exist: `known`
 * tells whether a path (without query or fragment) is a page. Returns the links as written.
 */
export function brokenInternalLinks(
  html: string,
  siteUrl: string,
  known: (path: string) => boolean,
): string[] {
  const origin = new URL(siteUrl).origin;
  const broken: string[] = [];
  for (const href of linkTargets(html)) {
    let url: URL;
    try {
      url = new URL(href, `${origin}/`);
    } catch {
      broken.push(href);
      continue;
    }
    const internal = href.startsWith("/") || url.origin === origin;
    if (!internal || url.origin !== origin) continue;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    if (!known(decodeURIComponentSafe(path)) && !broken.includes(href)) broken.push(href);
  }
  return broken;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
