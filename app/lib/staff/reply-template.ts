// "Sjabloon gebruiken" on a lead's reply mail: puts a template in the subject and message fields without losing
// what staff already typed. Runs in the browser (in place, no reload) and on the server (the same form posted
// without JavaScript), so both give the same text. Pure.

export interface ReplyText {
  subject: string;
  body: string;
}

/** The sign-off the templates end with: typed text goes above it. */
const SIGN_OFF = "\n\nMet vriendelijke groet";

/** A template's text for one lead: {naam} the customer, {merk} the shop. */
export function fillReplyTemplate(template: ReplyText, names: { name: string; brand: string }): ReplyText {
  const fill = (text: string) => text.replaceAll("{naam}", names.name).replaceAll("{merk}", names.brand);
  return { subject: fill(template.subject), body: fill(template.body) };
}

/**
 * The fields after choosing `template`. A field that is empty or still holds one of the templates' own text
 * (another template picked before) takes the template's; one staff typed in keeps its text: the subject as it is,
 * the message inside the template, above its sign-off (or after the template when it has none).
 */
export function applyReplyTemplate(
  typed: ReplyText,
  template: ReplyText,
  templates: readonly ReplyText[],
): ReplyText {
  const untouched = (value: string, key: keyof ReplyText) =>
    value.trim() === "" || templates.some((t) => t[key].trim() === value.trim());
  const subject = untouched(typed.subject, "subject") ? template.subject : typed.subject;
  if (untouched(typed.body, "body")) return { subject, body: template.body };
  const own = typed.body.trim();
  const at = template.body.lastIndexOf(SIGN_OFF);
  const body =
    at === -1
      ? `${template.body.trimEnd()}\n\n${own}`
      : `${template.body.slice(0, at).trimEnd()}\n\n${own}${template.body.slice(at)}`;
  return { subject, body };
}
