// Lucide icons in server markup, shared instead of repeated. Every lucide-react icon renders ~400 bytes of SVG (the
// same eight attributes and its paths); a page repeats a handful of icons dozens of times (an arrow per card, a
// chevron per question). In one piece of server markup, the first use of an icon keeps its paths in a <symbol>
// and every use, the first too, draws it with <use>. The attributes every icon shares live in the `.i` rule of
// app.css (in the base layer, so utilities such as `fill-current` or `size-4` still win). Icons with other
// attributes (another stroke width, a label) are left as they are.

/** The attributes lucide-react gives every icon, which the `.i` rule stands in for. */
const DEFAULTS: Record<string, string> = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};

const ICON = /<svg ([^>]*\bclass="lucide [^"]*"[^>]*)>((?:(?!<\/?svg)[\s\S])*)<\/svg>/g;

/**
 * Rewrites the lucide icons of one piece of server markup to <use> references. `scope` makes the symbol ids
 * unique in a document that holds several pieces (each piece defines the symbols it uses).
 */
export function compactIcons(html: string, scope: string): string {
  const defined = new Set<string>();
  return html.replace(ICON, (whole, rawAttributes: string, inner: string) => {
    const attributes = [...rawAttributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(
      ([, name = "", value = ""]) => [name, value] as const,
    );
    const kept: string[] = [];
    let name = "";
    for (const [attribute, value] of attributes) {
      if (attribute === "class") {
        const classes = value.split(/\s+/);
        name = classes.find((c) => c.startsWith("lucide-"))?.slice("lucide-".length) ?? "";
        const rest = classes.filter((c) => c !== "lucide" && !c.startsWith("lucide-"));
        kept.unshift(`class="${["i", ...rest].join(" ")}"`);
      } else if (attribute === "aria-hidden" && value === "true") {
        kept.push('aria-hidden="true"');
      } else if (DEFAULTS[attribute] !== value) {
        return whole; // anything else is not the shared shape: leave the icon alone
      }
    }
    if (!name || !/^[a-z0-9-]+$/.test(name)) return whole;
    const id = `i-${name}-${scope}`;
    const symbol = defined.has(id) ? "" : `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`;
    defined.add(id);
    return `<svg ${kept.join(" ")}>${symbol}<use href="#${id}"></use></svg>`;
  });
}
