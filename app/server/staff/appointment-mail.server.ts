// Dutch e-mails to the visitor when staff confirm or cancel an appointment. Visitor text is escaped in HTML.
import type { SiteConfig } from "~/content/site";

export interface AppointmentForMail {
  name: string;
  preferredDate: string;
  preferredTime: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "2026-03-02" → "maandag 2 maart 2026" */
export function dutchDate(iso: string): string {
  return new Intl.DateTimeFormat("nl-NL", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 180);
}

function render(subject: string, paragraphs: string[], site: SiteConfig): MailContent {
  const footer = `${site.brand} · ${site.street}, ${site.postalCode} ${site.city} · ${site.phone} · ${site.email}`;
  const text = [...paragraphs, "", footer].join("\n\n");
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: singleLine(subject), text, html };
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
