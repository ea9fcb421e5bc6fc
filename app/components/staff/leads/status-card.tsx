import { useRef } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { releaseCopy } from "~/content/held-leads";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { useSubmitFinished } from "~/hooks/use-sending";

/** The next statuses of a lead's workflow as buttons (intent "status"), or why there are none. */
export function StatusCard({
  next,
  held,
  busy,
  children,
}: {
  next: { status: string; label: string }[];
  held: boolean;
  busy: boolean;
  /** A status with a form of its own (an appointment's confirmation with its meeting), above the buttons. */
  children?: React.ReactNode;
}) {
  // A status change replaces the status buttons, and the pressed one takes the keyboard focus with it: once
  // the new ones are shown, focus goes to the card's heading, from where Tab reaches them.
  const heading = useRef<HTMLHeadingElement>(null);
  useSubmitFinished("status", () => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) heading.current?.focus();
  });
  return (
    <Card>
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold text-ink">
        {copy.status}
      </h2>
      {children}
      {next.length ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {next.map(({ status, label }) => (
            <Form method="post" key={status}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={status} />
              <Button
                type="submit"
                size="sm"
                variant={status === "geannuleerd" || status === "verloren" ? "outline" : "default"}
                busy={busy}
              >
                {label}
              </Button>
            </Form>
          ))}
        </div>
      ) : children ? null : (
        <p className="text-slate-700">{held ? releaseCopy.statusWaits : copy.closed}</p>
      )}
    </Card>
  );
}
