// Disclosure accordion on native <details>: server-rendered, keyboard and screen-reader support built in,
// and no JavaScript needed. Items sharing a `name` form an exclusive group (one open at a time, and the
// open one can be collapsed; baseline in every browser since 2024). Chosen over Radix Accordion to keep
// ~8 KB of JS off the home page's first visit.

/** One question of an `.accordion` container (app.css styles the items from there). */
export function AccordionItem({
  name,
  summary,
  children,
}: {
  /** Group name: opening one item closes the others in the same group. */
  name: string;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details name={name}>
      <summary>
        <span>{summary}</span>
      </summary>
      <div>{children}</div>
    </details>
  );
}
