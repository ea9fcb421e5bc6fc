// Dutch e-mails about an account: the link that verifies an address, the notice to an address's owner that
// someone tried to sign up with it, and the password reset link. All go through the outbox like every other mail.
import type { SiteConfig } from "~/content/site";
import type { Database } from "../db/client.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "./outbox.server";
import { escapeHtml, mailFooter, subjectLine, type MailContent } from "./templates.server";

function render(
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  site: SiteConfig,
) {
  const text = [...paragraphs.slice(0, 1), "", `${link.label}: ${link.url}`, "", ...paragraphs.slice(1)]
    .concat(["", mailFooter(site)])
    .join("\n");
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(paragraphs[0] ?? "")}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
${paragraphs
  .slice(1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(mailFooter(site))}</p>
</body></html>`;
  return { subject: subjectLine(subject), text, html } satisfies MailContent;
}

export function verificationMail(input: { url: string; site: SiteConfig }): MailContent {
  const { site } = input;
  return render(
    `Bevestig je e-mailadres bij ${site.brand}`,
    [
      `Welkom bij ${site.brand}! Bevestig je e-mailadres met de knop of link hieronder; daarna ben je ingelogd en zie je je aanvragen.`,
      "De link is een uur geldig. Is hij verlopen? Log dan in en vraag op je accountpagina een nieuwe link aan.",
      "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren; er gebeurt niets.",
    ],
    { label: "E-mailadres bevestigen", url: input.url },
    site,
  );
}

export function existingAccountMail(input: {
  signInUrl: string;
  forgotUrl: string;
  site: SiteConfig;
}): MailContent {
  const { site } = input;
  return render(
    `Iemand probeerde een account aan te maken bij ${site.brand}`,
    [
      `Zojuist probeerde iemand een account aan te maken bij ${site.brand} met dit e-mailadres. Je hebt al een account, dus er is niets veranderd.`,
      "Was jij dat? Log dan gewoon in met je bestaande wachtwoord.",
      `Wachtwoord vergeten? Kies een nieuw wachtwoord via ${input.forgotUrl}`,
      "Was jij het niet? Dan hoef je niets te doen; je account en je gegevens blijven zoals ze waren.",
    ],
    { label: "Inloggen", url: input.signInUrl },
    site,
  );
}

export function passwordResetMail(input: { url: string; site: SiteConfig }): MailContent {
  const { site } = input;
  return render(
    `Kies een nieuw wachtwoord voor ${site.brand}`,
    [
      `Je hebt gevraagd om een nieuw wachtwoord voor je account bij ${site.brand}. Kies het met de knop of link hieronder.`,
      "De link is een uur geldig en werkt één keer. Daarna log je in met je nieuwe wachtwoord; ben je medewerker, dan vul je ook weer de code uit je authenticator-app in.",
      "Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft zoals het was.",
    ],
    { label: "Nieuw wachtwoord kiezen", url: input.url },
    site,
  );
}

/** Queues a mail to one address and wakes the worker. Outside any transaction: the account change is already stored. */
async function send(db: Database, kind: string, to: string, content: MailContent): Promise<void> {
  await enqueueMail(db, [{ kind, to, ...content }]);
  nudgeOutbox();
}

export function sendVerificationMail(db: Database, to: string, url: string): Promise<void> {
  return send(db, "account.verify", to, verificationMail({ url, site: getMailSettings().site }));
}

export function sendExistingAccountMail(
  db: Database,
  to: string,
  signInUrl: string,
  forgotUrl: string,
): Promise<void> {
  return send(
    db,
    "account.sign_up_existing",
    to,
    existingAccountMail({ signInUrl, forgotUrl, site: getMailSettings().site }),
  );
}

export function sendPasswordResetMail(db: Database, to: string, url: string): Promise<void> {
  return send(db, "account.password_reset", to, passwordResetMail({ url, site: getMailSettings().site }));
}
