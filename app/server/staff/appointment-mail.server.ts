// Dutch e-mails to the visitor when staff confirm or cancel an appointment. Visitor text is escaped in HTML.
import type { SiteConfig } from "~/content/site";
import {
  dutchDate,
  escapeHtml,
  mailFooter,
  type MailContent,
  subjectLine,
} from "~/server/mail/templates.server";

export interface AppointmentForMail {
  name: string;
  preferredDate: string;
  preferredTime: string;
}

function render(subject: string, paragraphs: string[], site: SiteConfig): MailContent {
  const footer = mailFooter(site);
  const text = [...paragraphs, "", footer].join("\n\n");
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: subjectLine(subject), text, html };
}

export function appointmentConfirmedMail(a: AppointmentForMail, site: SiteConfig): MailContent {
  const when = `${dutchDate(a.preferredDate)} om ${a.preferredTime}`;
  return render(
    `Je afspraak bij ${site.brand} is bevestigd: ${when}`,
    [
      `Beste ${a.name},`,
      `Goed nieuws: je online gesprek op ${when} is bevestigd. We nemen op dat moment contact met je op.`,
      `Lukt het toch niet? Laat het ons weten via ${site.phone} of ${site.email}.`,
      `Met vriendelijke groet,\n${site.brand}`,
    ],
    site,
  );
}

export function appointmentCancelledMail(a: AppointmentForMail, site: SiteConfig): MailContent {
  const when = `${dutchDate(a.preferredDate)} om ${a.preferredTime}`;
  return render(
    `Je afspraak bij ${site.brand} op ${when} gaat niet door`,
    [
      `Beste ${a.name},`,
      `Helaas kunnen we je online gesprek op ${when} niet laten doorgaan. Excuses voor het ongemak.`,
      `Plan gerust een nieuw moment via onze website, of bel ons op ${site.phone}.`,
      `Met vriendelijke groet,\n${site.brand}`,
    ],
    site,
  );
}
