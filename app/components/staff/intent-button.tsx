// One small outline button that posts an intent for one row (an account, a file, a closure day, a revision): the
// forms in the staff tables' action columns, each a plain form post that works without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export function IntentButton({
  intent,
  fields,
  busy,
  confirm,
  action,
  "aria-label": ariaLabel,
  children,
}: {
  intent: string;
  /** The row's hidden fields (its id, a date). */
  fields: Record<string, string | number>;
  busy?: boolean;
  /** Asked first (window.confirm); the post goes only when the user agrees. */
  confirm?: string;
  /** Where the form posts (defaults to the current page). */
  action?: string;
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={action}
      onSubmit={
        confirm
          ? (event) => {
              if (!window.confirm(confirm)) event.preventDefault();
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant="outline" busy={busy} aria-label={ariaLabel}>
        {children}
      </Button>
    </Form>
  );
}
