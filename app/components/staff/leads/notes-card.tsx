import { useRef } from "react";
import { Form } from "react-router";
import { FieldFrame, SelectField, useField } from "~/components/form/field";
import { contactNoteCopy } from "~/content/reply-clock";
import { formatDateTime } from "~/lib/shop-time";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { useSubmitFinished } from "~/hooks/use-sending";
import { constraintsFrom } from "~/lib/form-constraints";
import { CONTACT_WAYS, noteSchema } from "~/lib/staff/lead-forms";

export interface NoteView {
  id: string;
  body: string;
  createdAt: Date | string;
  authorEmail: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}

const noteConstraints = constraintsFrom(noteSchema);

/**
 * A lead's internal notes and the box for a new one (intent "note"). A refused note keeps its text, with the
 * reason below the box (an alert: the focus stays on the button, so it is read out at once).
 */
export function NotesCard({
  notes,
  error,
  value,
  busy,
}: {
  notes: NoteView[];
  error?: string;
  /** The refused text, for a page sent without JavaScript. */
  value?: string;
  busy: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  // The page stays mounted after the save's redirect, so the box would keep the saved text and a second
  // click would save it again; a refused note keeps its text to be corrected.
  useSubmitFinished("note", () => {
    if (!error) form.current?.reset();
  });
  const field = useField({ id: "note-body", name: "body", label: copy.noteLabel, error });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.notes}</h2>
      {notes.length ? (
        <ol className="mb-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="text-xs text-slate-700">
                {[note.authorFirstName, note.authorLastName].filter(Boolean).join(" ") ||
                  note.authorEmail ||
                  copy.unknownAuthor}{" "}
                ·{" "}
                <time dateTime={new Date(note.createdAt).toISOString()}>
                  {formatDateTime(note.createdAt)}
                </time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-4 text-slate-700">{copy.noNotes}</p>
      )}
      <Form method="post" className="space-y-3" aria-label={copy.noteForm} ref={form}>
        <input type="hidden" name="intent" value="note" />
        <FieldFrame field={field} label={copy.noteLabel} errorRole="alert">
          <Textarea
            {...field.control}
            rows={3}
            maxLength={noteConstraints.body.maxLength}
            required={noteConstraints.body.required}
            defaultValue={value}
          />
        </FieldFrame>
        <SelectField label={contactNoteCopy.label} name="contact" defaultValue="">
          <option value="">{contactNoteCopy.none}</option>
          {CONTACT_WAYS.map((way) => (
            <option key={way} value={way}>
              {contactNoteCopy.options[way]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="sm" busy={busy}>
          {copy.saveNote}
        </Button>
      </Form>
    </Card>
  );
}
