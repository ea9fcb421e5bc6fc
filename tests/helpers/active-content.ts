// What a hidden XSS is, for the tests: in HTML a page serves, a real tag (not escaped text) that can run script or
// load another document (script, iframe, object, embed, svg, img, form, style, link, meta, base), an event-handler
// or style attribute, or a link to javascript:, data:, vbscript: or another host's //address.

const ACTIVE_TAGS = /^(script|iframe|frame|object|embed|svg|math|img|form|style|link|meta|base)$/i;

/** The active things found in `html` (empty when it is safe). */
export function activeContent(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g)) {
    if (ACTIVE_TAGS.test(name!)) found.push(tag);
    for (const [attribute, attrName, , value = ""] of attributes!.matchAll(
      /([^\s=/"'>]+)(\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+))?/g,
    )) {
      const lower = attrName!.toLowerCase();
      if (lower.startsWith("on") || lower === "style" || lower === "srcdoc") found.push(attribute);
      if (["href", "src", "action", "formaction", "xlink:href"].includes(lower)) {
        const target = value
          .replace(/^["']|["']$/g, "")
          .replace(/&#x?[0-9a-f]+;?|\s/gi, "")
          .toLowerCase();
        if (/^(javascript|data|vbscript):/.test(target) || target.startsWith("//")) found.push(attribute);
      }
    }
  }
  return found;
}
