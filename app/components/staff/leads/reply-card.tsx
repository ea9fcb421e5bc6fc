import { Form } from "react-router";
import { SelectField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { replyClockCopy as copy } from "~/content/reply-clock";
import type { ReplyView } from "~/lib/leads/reply-clock";
import { ReplyStateText } from "./reply-state";

/** The lead's reply promise (due by, time left or late, the first response) and whom it is assigned to. */
export function ReplyCard({
  reply,
  staff,
  assignedTo,
  error,
  busy,
}: {
  reply: ReplyView & { due: string | null; firstResponse: string | null };
  staff: { id: string; name: string }[];
  assignedTo: string | null;
  error?: string;
  busy: boolean;
}) {
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.card.title}</h2>
      {reply.due ? (
        <p className="text-slate-900">
          {copy.card.due} {reply.due}: <ReplyStateText reply={reply} />
        </p>
      ) : null}
      {reply.firstResponse ? <p className="mt-1 text-slate-700">{reply.firstResponse}</p> : null}
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="assign" />
        <SelectField
          label={copy.card.assign}
          name="assigned_to"
          defaultValue={assignedTo ?? ""}
          error={error}
        >
          <option value="">{copy.card.nobody}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="sm" variant="outline" busy={busy}>
          {copy.card.assignSubmit}
        </Button>
      </Form>
    </Card>
  );
}
