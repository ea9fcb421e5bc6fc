import { Form } from "react-router";
import { Field, FormFields, SelectField, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { replyMailCopy as copy } from "~/content/reply-clock";
import { constraintsFrom, type FieldErrors } from "~/lib/form-constraints";
import { replyMailSchema } from "~/lib/staff/lead-forms";
import { applyReplyTemplate, type ReplyText } from "~/lib/staff/reply-template";

const constraints = constraintsFrom(replyMailSchema);

type Template = ReplyText & { id: string; label: string };

/**
 * "Sjabloon gebruiken" with JavaScript: the template goes into the fields in place, keeping what was typed
 * (lib/staff/reply-template). Without it the button posts the form as intent "template" and the server answers
 * with the same text in the fields.
 */
function templateInserter(templates: readonly Template[]) {
  return (event: React.MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    // Enter in the subject field "clicks" the form's first submit button, this one: that sends the mail, as it
    // did before the picker moved into this form.
    if (event.detail === 0 && document.activeElement !== event.currentTarget) {
      event.preventDefault();
      form.requestSubmit(form.querySelector<HTMLButtonElement>("button[data-send]"));
      return;
    }
    const field = (name: string) => form.elements.namedItem(name);
    const select = field("sjabloon");
    const subject = field("subject");
    const body = field("body");
    const chosen = templates.find((t) => t.id === (select as HTMLSelectElement | null)?.value);
    if (!chosen || !(subject instanceof HTMLInputElement) || !(body instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    const next = applyReplyTemplate({ subject: subject.value, body: body.value }, chosen, templates);
    subject.value = next.subject;
    body.value = next.body;
    body.focus();
  };
}

/**
 * The reply mail to the customer (intent "reply"), with a template to start from. One form: the template's button
 * comes first in it, so its intent is the one read (the first `intent` field wins), and it skips validation.
 */
export function ReplyMailCard({
  templates,
  chosen,
  values,
  errors,
  busy,
}: {
  templates: Template[];
  chosen: string | null;
  values: { subject: string; body: string };
  errors?: FieldErrors;
  busy: boolean;
}) {
  const insertTemplate = templateInserter(templates);
  return (
    <Card>
      <h2 className="mb-2 text-xl font-semibold text-ink">{copy.title}</h2>
      <p className="mb-4 text-sm text-slate-700">{copy.intro}</p>
      <FormFields constraints={constraints} errors={errors} values={values}>
        {/* Keyed by the text, so a template the server put in (without JavaScript) shows in the fields. */}
        <Form method="post" className="space-y-3" key={`${chosen ?? ""}-${values.subject}-${values.body}`}>
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label={copy.template}
              name="sjabloon"
              defaultValue={chosen ?? ""}
              className="min-w-0 flex-1"
            >
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.label}
                </option>
              ))}
            </SelectField>
            <Button
              type="submit"
              name="intent"
              value="template"
              formNoValidate
              size="sm"
              variant="outline"
              onClick={insertTemplate}
            >
              {copy.useTemplate}
            </Button>
          </div>
          <input type="hidden" name="intent" value="reply" />
          <Field label={copy.subject} name="subject" />
          <TextAreaField label={copy.body} name="body" rows={8} />
          <Button type="submit" size="sm" busy={busy} data-send="">
            {copy.submit}
          </Button>
        </Form>
      </FormFields>
    </Card>
  );
}
