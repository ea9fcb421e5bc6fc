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
    <details name={name} className={cn("accordion-item", className)}>
      <summary className="accordion-trigger">
        <span>{summary}</span>
        <ChevronDown className="accordion-chevron" aria-hidden="true" />
      </summary>
      <div className="accordion-content">{children}</div>
    </details>
  );
}
