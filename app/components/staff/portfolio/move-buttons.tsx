// "Omhoog" and "Omlaag" for one project. With JavaScript a fetcher sends them: the list reorders in place, the
// page does not scroll to the top or reload, the focus stays on the pressed button of the moved project (it
// can be pressed again at once) and the page's live region says where the project is now. Without JavaScript
// they are plain forms to the page, which answers with the same message.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { portfolioAdminCopy as copy } from "~/content/staff-portfolio";
import type { PortfolioAnswer } from "~/lib/portfolio";

type Direction = "up" | "down";

export function MoveButtons({
  id,
  title,
  first,
  last,
  onMoved,
}: {
  id: string;
  title: string;
  first: boolean;
  last: boolean;
  /** The answer's message, for the page's live region. */
  onMoved: (message: string) => void;
}) {
  const fetcher = useFetcher<PortfolioAnswer>({ key: `portfolio-move-${id}` });
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ up: null, down: null });
  const pressed = useRef<Direction | null>(null);
  const busy = fetcher.state !== "idle";

  // Once the answer is in and the list shows the new order, the moved project's button gets the focus back
  // (reordering the elements can drop it) and the message is announced.
  useEffect(() => {
    if (fetcher.state !== "idle" || !pressed.current || !fetcher.data) return;
    const direction = pressed.current;
    pressed.current = null;
    buttons.current[direction]?.focus();
    if (fetcher.data.notice) onMoved(fetcher.data.notice);
  }, [fetcher.state, fetcher.data, onMoved]);

  const button = (direction: Direction, label: string, atEnd: boolean) => (
    <fetcher.Form method="post" onSubmit={() => (pressed.current = direction)}>
      <input type="hidden" name="intent" value={direction} />
      <input type="hidden" name="id" value={id} />
      {/* At the top or bottom the button stays focusable too: a move there leaves the focus on it. */}
      <Button
        ref={(element) => {
          buttons.current[direction] = element;
        }}
        type="submit"
        size="sm"
        variant="outline"
        busy={busy}
        aria-disabled={atEnd || undefined}
        data-intent={direction}
      >
        {label}
        <span className="sr-only"> {title}</span>
      </Button>
    </fetcher.Form>
  );
  return (
    <>
      {button("up", copy.up, first)}
      {button("down", copy.down, last)}
    </>
  );
}
