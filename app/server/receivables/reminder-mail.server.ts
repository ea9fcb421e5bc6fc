// The mail that carries a reminder to the customer, with its PDF attached and the link to their order's page.
import type { ReminderLetter } from "~/lib/receivables/reminder-letter";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { reminderFileName } from "./reminder-pdf.server";

export function reminderMail(
  input: { to: string; name: string; step: string; letter: ReminderLetter; pdf: Buffer; pageUrl: string },
  settings: MailSettings,
): OutgoingMail {
  const { letter } = input;
  return {
    kind: `invoice-reminder.${input.step}`,
    to: input.to,
    replyTo: settings.shopEmail,
    attachments: [
      {
        filename: reminderFileName(letter),
        contentType: "application/pdf",
        content: input.pdf.toString("base64"),
        encoding: "base64",
      },
    ],
    ...renderMail(
      {
        subject: `${letter.subject} van ${settings.site.brand}`,
        greeting: `Beste ${input.name},`,
        intro: [...letter.paragraphs, letter.payment],
        link: { label: "Bekijk je factuur en bestelling", url: input.pageUrl },
        outro: [
          "Deze brief zit ook als PDF bij deze e-mail.",
          `Klopt er iets niet aan de factuur? Beantwoord deze e-mail of bel ons op ${settings.site.phone}; zolang we het samen uitzoeken, sturen we geen herinneringen.`,
        ],
      },
      settings.site,
    ),
  };
}
