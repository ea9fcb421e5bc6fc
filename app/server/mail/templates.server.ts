// The layout every e-mail shares: paragraphs, an optional table of labelled rows, the shop's footer. Everything
// a visitor typed is escaped before it goes into HTML. What a mail says lives with its sender (leads/*.server.ts).
import type { SiteConfig } from "~/content/site";
import type { LeadLineTable, Row } from "~/lib/leads/define";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Subjects are single header lines: no control characters, bounded length. */
export function subjectLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 180);
}

/** The shop's facts under every mail. */
export function mailFooter(site: SiteConfig): string {
  return `${site.brand} · ${site.street}, ${site.postalCode} ${site.city} · ${site.phone} · ${site.email}`;
}

export interface MailBody {
  subject: string;
  /** "Beste Sanne,": a paragraph of its own, followed by a blank line in the plain-text part. */
  greeting?: string;
  intro: string[];
  rows?: readonly Row[];
  /** A table of lines (an order's articles), after the rows. */
  table?: LeadLineTable | null;
  outro?: string[];
  /** A link the reader acts on (a shop mail's "Open in het beheer"), after the rows and table. */
  link?: MailLink;
}

export interface MailLink {
  label: string;
  url: string;
}

/** The line table as text: a header line, one line per row, the closing row. */
function tableText(table: LeadLineTable): string[] {
  return [
    `${table.caption}:`,
    table.head.join(" | "),
    ...table.rows.map((row) => row.join(" | ")),
    ...(table.foot ? [table.foot.join(" | ")] : []),
  ];
}

function tableHtml(table: LeadLineTable): string {
  const cell = (tag: "th" | "td", value: string, numeric: boolean | undefined) =>
    `<${tag} align="${numeric ? "right" : "left"}" style="border-bottom:1px solid #e2e8f0">${escapeHtml(value)}</${tag}>`;
  const head = table.head.map((h, i) => cell("th", h, table.numeric[i])).join("");
  const body = table.rows
    .map((row) => `<tr>${row.map((v, i) => cell("td", v, table.numeric[i])).join("")}</tr>`)
    .join("");
  // The closing row spans the columns between its first and last cell, so the total sits under the subtotals.
  const foot = table.foot?.length
    ? `<tfoot><tr><th align="left">${escapeHtml(table.foot[0]!)}</th><td colspan="${table.head.length - 2}" align="right">${escapeHtml(table.foot.slice(1, -1).join(" "))}</td><th align="right">${escapeHtml(table.foot.at(-1)!)}</th></tr></tfoot>`
    : "";
  return `<table cellpadding="6" style="border-collapse:collapse;margin-top:12px"><caption style="text-align:left;font-weight:bold">${escapeHtml(table.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${foot}</table>\n`;
}

function linkHtml(link: MailLink): string {
  return `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#be123c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>\n`;
}

export function renderMail(
  { subject, greeting, intro, rows = [], table = null, outro = [], link }: MailBody,
  site: SiteConfig,
): MailContent {
  const text = [
    ...(greeting ? [greeting, ""] : []),
    ...intro,
    ...(rows.length ? ["", ...rows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(table ? ["", ...tableText(table)] : []),
    ...(link ? ["", `${link.label}: ${link.url}`] : []),
    ...(outro.length ? ["", ...outro] : []),
    "",
    mailFooter(site),
  ].join("\n");
  const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const rowsTable = rows.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>\n`
    : "";
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs(greeting ? [greeting, ...intro] : intro)}
${rowsTable}${table ? tableHtml(table) : ""}${link ? linkHtml(link) : ""}${paragraphs(outro)}
<p style="color:#64748b;font-size:12px">${escapeHtml(mailFooter(site))}</p>
</body></html>`;
  return { subject: subjectLine(subject), text, html };
}
