// How long personal data is kept: the settings (RETENTION_* and ANALYTICS_RETENTION_MONTHS), the moments before
// which each rule applies, and the Dutch wording the staff AVG page and the privacy statement share, so the
// statement always names the periods in force.
import { INVOICE_RETENTION_YEARS } from "./invoices/document";
import type { Workflow } from "./leads/status";
import { UNUSED_INVITATION_DAYS } from "./reviews/rules";

export interface RetentionSettings {
  /** Spam-flagged leads are deleted this many days after they arrived. */
  spamDays: number;
  /** Sent (or given-up) e-mails lose subject and body this many days after sending; the row stays as a record. */
  mailBodyDays: number;
  /** Leads closed as lost or cancelled, and quotes not accepted, are anonymized this many months after their last change. */
  lostMonths: number;
  /** Won leads and accepted quotes (a sale: fiscal duty) are anonymized this many months after their last change. */
  wonMonths: number;
  /** Page views are deleted after this many months (the analytics rules). */
  analyticsMonths: number;
  /** Rows handled per transaction, so no rule holds a lock for long. */
  batchSize: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  spamDays: 30,
  mailBodyDays: 30,
  lostMonths: 24,
  wonMonths: 84,
  analyticsMonths: 13,
  batchSize: 500,
};

export interface RetentionCutoffs {
  spam: Date;
  mailBody: Date;
  lost: Date;
  won: Date;
  analytics: Date;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Rows older than these moments (created, sent or last changed before) fall under each rule. */
export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  return {
    spam: daysBefore(now, settings.spamDays),
    mailBody: daysBefore(now, settings.mailBodyDays),
    lost: monthsBefore(now, settings.lostMonths),
    won: monthsBefore(now, settings.wonMonths),
    analytics: monthsBefore(now, settings.analyticsMonths),
  };
}

/** "lost" | "won" for a status that ends a lead of this workflow; null while the lead is open. */
export function leadEnding(workflow: Workflow, status: string): "lost" | "won" | null {
  if ((workflow.endings.lost as readonly string[]).includes(status)) return "lost";
  if ((workflow.endings.won as readonly string[]).includes(status)) return "won";
  return null;
}

export function formatDays(days: number): string {
  return days === 1 ? "1 dag" : `${days} dagen`;
}

/** Whole years when the months make whole years ("2 jaar"), else months ("13 maanden"). */
export function formatMonths(months: number): string {
  if (months % 12 === 0) return `${months / 12} jaar`;
  return months === 1 ? "1 maand" : `${months} maanden`;
}

export interface RetentionRule {
  /** What is kept. */
  subject: string;
  period: string;
  /** What happens afterwards. */
  effect: string;
}

/** The rules in force, in Dutch, for the staff page and the privacy statement. */
export function retentionRules(settings: RetentionSettings): RetentionRule[] {
  return [
    {
      subject: "Aanvragen die als spam zijn herkend",
      period: formatDays(settings.spamDays),
      effect: "verwijderd",
    },
    {
      subject: "Inhoud van verstuurde e-mails",
      period: formatDays(settings.mailBodyDays),
      effect: "onderwerp en tekst gewist; alleen dat er een e-mail is verstuurd blijft bewaard",
    },
    {
      subject:
        "Aanvragen en offertes die niet tot een opdracht leiden (verloren, geannuleerd, afgewezen of verlopen)",
      period: formatMonths(settings.lostMonths),
      effect: "geanonimiseerd (naam, contactgegevens, berichten, notities en bijlagen verwijderd)",
    },
    {
      subject: "Opdrachten (gewonnen aanvragen en geaccepteerde offertes), vanwege de fiscale bewaarplicht",
      period: formatMonths(settings.wonMonths),
      effect: "geanonimiseerd",
    },
    {
      subject: "Facturen en betalingen, vanwege de fiscale bewaarplicht",
      period: formatMonths(INVOICE_RETENTION_YEARS * 12),
      effect:
        "mogen daarna weg; de website wijzigt of verwijdert zelf nooit een uitgereikte factuur (een correctie is een creditfactuur)",
    },
    {
      subject: "Reviewuitnodigingen waarmee geen review is geschreven",
      period: formatDays(UNUSED_INVITATION_DAYS),
      effect: "verwijderd",
    },
    {
      subject: "Reviewuitnodigingen waarmee een review is geschreven",
      period: formatMonths(settings.wonMonths),
      effect:
        "e-mailadres en naam verwijderd; de review blijft staan onder voornaam en initiaal, tot je vraagt hem te verwijderen",
    },
    {
      subject: "Websitestatistieken (paginabezoeken)",
      period: formatMonths(settings.analyticsMonths),
      effect: "verwijderd",
    },
  ];
}

/** The privacy statement's {…Retention} tokens (app/content/legal.ts) with the periods in force. */
export function retentionTokens(settings: RetentionSettings): Record<string, string> {
  return {
    "{spamRetention}": formatDays(settings.spamDays),
    "{mailRetention}": formatDays(settings.mailBodyDays),
    "{lostRetention}": formatMonths(settings.lostMonths),
    "{wonRetention}": formatMonths(settings.wonMonths),
    "{analyticsRetention}": formatMonths(settings.analyticsMonths),
  };
}

/** Replaces every token of `tokens` in `text`. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return Object.entries(tokens).reduce((out, [token, value]) => out.replaceAll(token, value), text);
}
