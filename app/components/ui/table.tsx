import { cn } from "~/lib/cn";

/**
 * A data table that scrolls sideways on small screens instead of squeezing its columns. The scroll box is a named,
 * focusable region so keyboard users can scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable).
 * It is positioned so an sr-only text inside a cell (absolute) is clipped by it, instead of widening the page from
 * where the cell sits off-screen.
 */
export function Table({
  className,
  caption,
  children,
  ...props
}: React.ComponentProps<"table"> & { caption?: string }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function THead(props: React.ComponentProps<"thead">) {
  return <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700" {...props} />;
}

export function TBody(props: React.ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-slate-200" {...props} />;
}

export function Tr({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("align-top", className)} {...props} />;
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th scope="col" className={cn("px-3 py-2.5 font-semibold whitespace-nowrap", className)} {...props} />
  );
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 text-slate-800", className)} {...props} />;
}

/** A table head of plain column headings, in the order given (a copy object's values keep their order). */
export function HeadRow({ labels }: { labels: Readonly<Record<string, string>> | readonly string[] }) {
  return (
    <THead>
      <Tr>
        {Object.values(labels).map((label) => (
          <Th key={label}>{label}</Th>
        ))}
      </Tr>
    </THead>
  );
}

/**
 * A table of plain text cells: a heading per column, a row per entry, an optional class per column; with a
 * `heading`, in a section labelled by it.
 */
export function TextTable({
  heading,
  ...props
}: {
  heading?: { id: string; text: string; className: string };
  caption: string;
  labels: Readonly<Record<string, string>> | readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
  columnClasses?: readonly (string | undefined)[];
}) {
  const table = (
    <Table caption={props.caption}>
      <HeadRow labels={props.labels} />
      <TBody>
        {props.rows.map((row) => (
          <Tr key={row.key}>
            {row.cells.map((cell, i) => (
              <Td key={i} className={props.columnClasses?.[i]}>
                {cell}
              </Td>
            ))}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
  if (!heading) return table;
  return (
    <section aria-labelledby={heading.id} className="space-y-3">
      <h2 id={heading.id} className={heading.className}>
        {heading.text}
      </h2>
      {table}
    </section>
  );
}
