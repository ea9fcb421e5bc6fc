// The proof's mails (docs/proofs.md): the customer's "je drukproef staat klaar" with the secret link, the one
// reminder after two working days without an answer, and the shop's notice of each decision.
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";

export const PROOF_MAIL_KINDS = {
  ready: "proof.ready",
  reminder: "proof.reminder",
  decision: "proof.decision",
} as const;

interface CustomerContext {
  number: string;
  version: number;
  customerName: string;
  customerEmail: string;
  note: string | null;
  url: string;
  /** "Keur je vandaag vóór 16:00 goed, dan is het klaar op …". */
  readySentence: string;
  settings: MailSettings;
}

function customerMail(kind: string, subject: string, intro: string[], ctx: CustomerContext): OutgoingMail {
  return {
    kind,
    to: ctx.customerEmail,
    replyTo: ctx.settings.shopEmail,
    ...renderMail(
      {
        subject,
        greeting: `Beste ${ctx.customerName},`,
        intro: [...intro, ctx.readySentence],
        rows: [
          ["Bestelling", ctx.number],
          ["Versie", String(ctx.version)],
          ...(ctx.note ? ([["Toelichting", ctx.note]] as [string, string][]) : []),
        ],
        link: { label: "Bekijk je drukproef", url: ctx.url },
        outro: [`Vragen? Beantwoord deze e-mail of bel ons op ${ctx.settings.site.phone}.`],
      },
      ctx.settings.site,
    ),
  };
}

export function proofReadyMail(ctx: CustomerContext): OutgoingMail {
  return customerMail(
    PROOF_MAIL_KINDS.ready,
    `Je drukproef voor bestelling ${ctx.number} staat klaar`,
    [
      "De drukproef van je bestelling staat klaar. Bekijk hem goed: we drukken precies wat je goedkeurt.",
      "Klopt alles, keur hem dan goed. Wil je iets anders, vraag dan een wijziging; dat kan ook op een plek in de afbeelding.",
    ],
    ctx,
  );
}

export function proofReminderMail(ctx: CustomerContext): OutgoingMail {
  return customerMail(
    PROOF_MAIL_KINDS.reminder,
    `Herinnering: je drukproef voor bestelling ${ctx.number} wacht op je`,
    ["Je drukproef wacht nog op je akkoord. Pas na je akkoord gaan we drukken."],
    ctx,
  );
}

export function proofDecisionStaffMail(ctx: {
  number: string;
  version: number;
  kind: "approved" | "change_requested";
  name: string | null;
  comment: string | null;
  pinned: boolean;
  staffUrl: string;
  settings: MailSettings;
}): OutgoingMail {
  const approved = ctx.kind === "approved";
  return {
    kind: PROOF_MAIL_KINDS.decision,
    to: ctx.settings.shopEmail,
    ...renderMail(
      {
        subject: approved
          ? `Drukproef ${ctx.number} v${ctx.version} goedgekeurd`
          : `Wijziging gevraagd op drukproef ${ctx.number} v${ctx.version}`,
        intro: [
          approved
            ? "De klant heeft de drukproef goedgekeurd: de bestelling kan in productie."
            : "De klant vraagt een wijziging op de drukproef.",
        ],
        rows: [
          ["Bestelling", ctx.number],
          ["Versie", String(ctx.version)],
          ...(ctx.name ? ([["Naam", ctx.name]] as [string, string][]) : []),
          ...(ctx.comment ? ([["Opmerking", ctx.comment]] as [string, string][]) : []),
          ...(ctx.pinned ? ([["Plek", "Aangewezen op de afbeelding"]] as [string, string][]) : []),
        ],
        link: { label: "Open in het beheer", url: ctx.staffUrl },
      },
      ctx.settings.site,
    ),
  };
}
