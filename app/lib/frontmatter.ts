// A deliberately small frontmatter parser for our own Markdown posts: flat `key: value` pairs between
// `---` fences. No YAML dependency: the posts only need strings and numbers.

export interface ParsedFrontmatter {
  data: Record<string, string>;
  body: string;
}

const FENCE = /^---\s*$/;

/** Splits a Markdown file into its frontmatter fields and body. Files without frontmatter have no fields. */
export function parseFrontmatter(source: string): ParsedFrontmatter {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return { data: {}, body: lines.join("\n") };

  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) throw new Error("Frontmatter is not closed with ---");

  const data: Record<string, string> = {};
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    // Split on the first colon only: titles may contain colons themselves.
    const match = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!match) throw new Error(`Invalid frontmatter line ${offset + 2}: ${line}`);
    data[match[1]!] = unquote(match[2]!.trim());
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join("\n")
      .replace(/^\n+/, ""),
  };
}

function unquote(value: string): string {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
    const inner = value.slice(1, -1);
    return quote === '"' ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
  }
  return value;
}
