import { Form } from "react-router";
import { Field, FormFields, SelectField, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { replyMailCopy as copy } from "~/content/reply-clock";
import { constraintsFrom, type FieldErrors } from "~/lib/form-constraints";
import { replyMailSchema } from "~/lib/staff/lead-forms";

const constraints = constraintsFrom(replyMailSchema);

/**
 * The reply mail to the customer (intent "reply"). A template is picked with a GET form (no JavaScript needed):
 * the page comes back with its subject and text in the fields, to edit before sending.
 */
export function ReplyMailCard({
  templates,
  chosen,
  values,
  errors,
  busy,
}: {
  templates: { id: string; label: string }[];
  chosen: string | null;
  values: { subject: string; body: string };
  errors?: FieldErrors;
  busy: boolean;
}) {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-semibold text-ink">{copy.title}</h2>
      <p className="mb-4 text-sm text-slate-700">{copy.intro}</p>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
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
        <Button type="submit" size="sm" variant="outline">
          {copy.useTemplate}
        </Button>
      </Form>
      <FormFields constraints={constraints} errors={errors} values={values}>
        {/* Keyed by the template, so a newly chosen one replaces what the fields show. */}
        <Form method="post" className="space-y-3" key={chosen ?? ""}>
          <input type="hidden" name="intent" value="reply" />
          <Field label={copy.subject} name="subject" />
          <TextAreaField label={copy.body} name="body" rows={8} />
          <Button type="submit" size="sm" busy={busy}>
            {copy.submit}
          </Button>
        </Form>
      </FormFields>
    </Card>
  );
}
