// Disclosure accordion on native <details>: server-rendered, keyboard and screen-reader support built in,
// and no JavaScript needed. Items sharing a `name` form an exclusive group (one open at a time, and the
// open one can be collapsed; baseline in every browser since 2024). Chosen over Radix Accordion to keep
// ~8 KB of JS off the home page's first visit.
import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";

export function AccordionItem({
  name,
  summary,
  children,
  className,
}: {
  /** Group name: opening one item closes the others in the same group. */
  name: string;
  summary: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <details name={name} className={cn("group border-b border-slate-200 last:border-b-0", className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-left font-semibold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="pb-5 pr-8 leading-relaxed text-slate-700">{children}</div>
    </details>
  );
}
