// Dutch e-mails for the lead forms: a notification to the shop with every field, and a confirmation to the visitor.
// Everything a visitor typed is escaped before it goes into HTML.
import { deliveryMethods } from "~/lib/lead-schemas";
import { quoteServices } from "~/lib/quote-services";
import type { SiteConfig } from "~/content/site";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type Row = [label: string, value: string | null | undefined];

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Subjects are single header lines: no control characters, bounded length. */
export function subjectLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 180);
}

/** The shop's facts under every mail. */
export function mailFooter(site: SiteConfig): string {
  return `${site.brand} · ${site.street}, ${site.postalCode} ${site.city} · ${site.phone} · ${site.email}`;
}

function render(
  subject: string,
  intro: string[],
  rows: Row[],
  outro: string[],
  site: SiteConfig,
): MailContent {
  const shown = rows.map(([label, value]) => [label, value?.trim() ? value : "–"] as const);
  const text = [
    ...intro,
    "",
    ...shown.map(([label, value]) => `${label}: ${value}`),
    "",
    ...outro,
    "",
    mailFooter(site),
  ].join("\n");
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<table cellpadding="6" style="border-collapse:collapse">${shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(mailFooter(site))}</p>
</body></html>`;
  return { subject: subjectLine(subject), text, html };
}

const serviceLabel = (value: string) => quoteServices.find((s) => s.value === value)?.label ?? value;
const deliveryLabel = (value: string | null) =>
  value ? (deliveryMethods.find((d) => d.value === value)?.label ?? value) : null;

export interface QuoteMailData {
  form: "modal" | "quick";
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string;
  description: string | null;
  deliveryMethod: string | null;
  deliveryLocation: string | null;
}

function quoteRows(q: QuoteMailData): Row[] {
  return [
    ["Naam", q.name],
    ["E-mail", q.email],
    ["Telefoon", q.phone],
    ["Bedrijf", q.company],
    ["Dienst", serviceLabel(q.service)],
    ["Omschrijving", q.description],
    ["Levering", deliveryLabel(q.deliveryMethod)],
    ["Leverlocatie", q.deliveryLocation],
  ];
}

export function quoteShopMail(q: QuoteMailData, site: SiteConfig): MailContent {
  const origin = q.form === "modal" ? "het offerteformulier" : "het snelle offerteformulier (contact)";
  return render(
    `Nieuwe offerteaanvraag: ${serviceLabel(q.service)} – ${q.name}`,
    [`Er is een nieuwe offerteaanvraag binnengekomen via ${origin}.`],
    quoteRows(q),
    ["Beantwoord deze e-mail om de klant direct te antwoorden."],
    site,
  );
}

export function quoteConfirmationMail(q: QuoteMailData, site: SiteConfig): MailContent {
  return render(
    `Uw offerteaanvraag bij ${site.brand}`,
    [
      `Beste ${q.name},`,
      "Bedankt voor uw offerteaanvraag. We nemen binnen 24 uur contact met u op.",
      "Uw gegevens:",
    ],
    quoteRows(q),
    [
      `Vragen of haast? Bel ons op ${site.phone} of stuur een WhatsApp-bericht.`,
      `Met vriendelijke groet,`,
      site.brand,
    ],
    site,
  );
}

export interface AppointmentMailData {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  preferredDate: string;
  preferredTime: string;
  message: string | null;
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

function appointmentRows(a: AppointmentMailData): Row[] {
  return [
    ["Naam", a.name],
    ["E-mail", a.email],
    ["Bedrijf", a.company],
    ["Telefoon", a.phone],
    ["Datum", dutchDate(a.preferredDate)],
    ["Tijd", a.preferredTime],
    ["Bericht", a.message],
  ];
}

export function appointmentShopMail(a: AppointmentMailData, site: SiteConfig): MailContent {
  return render(
    `Nieuw afspraakverzoek: ${dutchDate(a.preferredDate)} ${a.preferredTime} – ${a.name}`,
    ["Er is een nieuw verzoek voor een online gesprek binnengekomen."],
    appointmentRows(a),
    ["De agenda-uitnodiging zit als bijlage bij deze e-mail."],
    site,
  );
}

export function appointmentConfirmationMail(a: AppointmentMailData, site: SiteConfig): MailContent {
  return render(
    `Uw afspraakverzoek bij ${site.brand}: ${dutchDate(a.preferredDate)} om ${a.preferredTime}`,
    [
      `Beste ${a.name},`,
      `Bedankt voor je afspraakverzoek voor een online gesprek op ${dutchDate(a.preferredDate)} om ${a.preferredTime}. We nemen binnen 24 uur contact met je op om de afspraak te bevestigen.`,
      "Je vindt de afspraak als agenda-uitnodiging in de bijlage.",
    ],
    appointmentRows(a),
    [`Vragen? Bel ons op ${site.phone}.`, "Met vriendelijke groet,", site.brand],
    site,
  );
}

export interface PartnershipMailData {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string | null;
  employees: string | null;
  printVolume: string | null;
}

function partnershipRows(p: PartnershipMailData): Row[] {
  return [
    ["Bedrijfsnaam", p.companyName],
    ["Contactpersoon", p.contactPerson],
    ["E-mail", p.email],
    ["Telefoon", p.phone],
    ["Aantal medewerkers", p.employees],
    ["Printvolume", p.printVolume],
  ];
}

export function partnershipShopMail(p: PartnershipMailData, site: SiteConfig): MailContent {
  return render(
    `Nieuwe aanmelding zakelijk partner: ${p.companyName}`,
    ["Er is een nieuwe aanmelding als zakelijk partner binnengekomen."],
    partnershipRows(p),
    [],
    site,
  );
}

export function partnershipConfirmationMail(p: PartnershipMailData, site: SiteConfig): MailContent {
  return render(
    `Je aanmelding als zakelijk partner bij ${site.brand}`,
    [
      `Beste ${p.contactPerson},`,
      "Bedankt voor je aanmelding als zakelijk partner. We nemen binnen 24 uur contact met je op.",
    ],
    partnershipRows(p),
    [`Vragen? Bel ons op ${site.phone}.`, "Met vriendelijke groet,", site.brand],
    site,
  );
}
