// The art. 15 download: ONE self-contained HTML file. It reads as a summary in any browser (no scripts, no
// external resources) and carries the complete data, the sent files included (base64), as JSON in a
// <script type="application/json" id="avg-gegevens"> block that a program can extract. One file instead of a zip:
// nothing to unpack for the person who asked, no archive library on the server, and the readable part and the
// machine-readable part can never get separated.
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import { formatFileSize } from "~/lib/leads/attachments";
import { statusLabel } from "~/lib/leads/status";
import { invoiceKindLabel, invoiceTitle, INVOICE_RETENTION_YEARS } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { quoteStatusLabels, isQuoteStatus } from "~/lib/quotes/status";
import { sourceLabel } from "~/lib/visit-source";
import { avgReviewCopy } from "~/content/reviews";
import { receivablesSection } from "./receivables-document.server";
import { escapeHtml } from "../mail/templates.server";
import type { FileStorage } from "../storage.server";
import type { PersonData } from "./lookup.server";

export const EXPORT_DATA_ID = "avg-gegevens";

async function base64Of(files: FileStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  const stored = await files.read(key);
  if (!stored) return null;
  return Buffer.from(await new Response(stored.body).arrayBuffer()).toString("base64");
}

/** The export as data: the lookup with each attachment's bytes, without internal storage keys. */
export async function exportData(person: PersonData, files: FileStorage, reference: string, at: Date) {
  return {
    reference,
    generatedAt: at.toISOString(),
    email: person.email,
    leads: await Promise.all(
      person.leads.map(async (lead) => ({
        type: lead.type,
        typeLabel: lead.typeLabel,
        id: lead.id,
        status: lead.status,
        createdAt: lead.createdAt,
        source: lead.source,
        landingPage: lead.landingPage,
        fields: Object.fromEntries(lead.rows),
        lines: lead.lines,
        notes: lead.notes,
        attachments: await Promise.all(
          lead.attachments.map(async ({ storageKey, ...file }) => ({
            ...file,
            contentBase64: await base64Of(files, storageKey),
          })),
        ),
      })),
    ),
    quotes: person.quotes,
    invoices: person.invoices,
    payments: person.payments,
    statementLines: person.statementLines,
    receivables: person.receivables,
    reviews: person.reviews,
    withdrawals: person.withdrawals,
    account: person.account,
    mails: person.mails,
    audit: person.audit,
  };
}

const e = escapeHtml;

function table(rows: readonly (readonly [string, string])[]): string {
  return `<table>${rows.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join("")}</table>`;
}

/** JSON inside <script>: "<" escaped so no "</script>" in the data can end the block. */
function embeddedJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/</g, "\\u003c");
}

function quoteSection(quote: PersonData["quotes"][number]): string {
  const doc = quote.document;
  const status = isQuoteStatus(quote.status) ? quoteStatusLabels[quote.status] : quote.status;
  const accepted = quote.acceptance;
  return `<section>
<h3>Offerte ${e(doc.number ?? "(concept)")} van ${e(formatDateTime(quote.createdAt))}</h3>
${table([
  ["Status", status],
  ["Naam", doc.customer.name],
  ["E-mailadres", doc.customer.email],
  ["Telefoon", doc.customer.phone ?? "–"],
  ["Bedrijf", doc.customer.company ?? "–"],
  ["Adres", doc.customer.address ?? "–"],
  ["KvK-nummer", doc.customer.kvk ?? "–"],
  ["Btw-nummer", doc.customer.btw ?? "–"],
  ["Onderwerp", doc.subject ?? "–"],
  ["Geldig tot en met", doc.validUntil],
  ["Verstuurd", quote.sentAt ? formatDateTime(quote.sentAt) : "–"],
  ["Bekeken", quote.viewedAt ? formatDateTime(quote.viewedAt) : "–"],
  ...(doc.note ? ([["Toelichting", doc.note]] as const) : []),
  ...(doc.declined?.reason ? ([["Reden van afwijzen", doc.declined.reason]] as const) : []),
])}
<table><caption>Regels</caption><tr><th>Omschrijving</th><th>Aantal</th><th>Prijs excl. btw</th><th>Btw</th><th>Optioneel</th></tr>${doc.lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}</td><td>${l.quantity}</td><td>${e(formatEuro(l.unitPriceCents))}</td><td>${l.vatRate}%</td><td>${l.optional ? (l.included ? "ja, gekozen" : "ja, niet gekozen") : "nee"}</td></tr>`,
    )
    .join("")}</table>
${table([
  ["Totaal excl. btw", formatEuro(doc.totals.netCents)],
  ["Btw", formatEuro(doc.totals.vatCents)],
  ["Totaal incl. btw", formatEuro(doc.totals.grossCents)],
])}
${
  accepted
    ? `<h4>Digitaal geaccepteerd</h4>${table([
        ["Naam", accepted.name ?? "–"],
        ["Moment", accepted.at ? formatDateTime(accepted.at) : "–"],
        ["IP-adres", accepted.ip ?? "–"],
        ["Browser", accepted.userAgent ?? "–"],
        ["Controlegetal van de pdf (SHA-256)", accepted.pdfSha256 ?? "–"],
      ])}`
    : ""
}
${quote.proofs.map(proofSection).join("\n")}
</section>`;
}

const proofDecisionLabels: Record<string, string> = {
  approved: "Goedgekeurd",
  change_requested: "Wijziging gevraagd",
};

function proofSection(proof: PersonData["quotes"][number]["proofs"][number]): string {
  const decisions = proof.decisions.length
    ? `<ul>${proof.decisions
        .map(
          (d) =>
            `<li>${e(proofDecisionLabels[d.kind] ?? d.kind)} op ${e(formatDateTime(d.at))}${d.name ? ` door ${e(d.name)}` : ""}${d.comment ? `: ${e(d.comment)}` : ""}${d.pin ? ` (plek ${Math.round(d.pin.x * 100)}% van links, ${Math.round(d.pin.y * 100)}% van boven)` : ""}</li>`,
        )
        .join("")}</ul>`
    : "<p>Nog geen reactie.</p>";
  return `<h4>Drukproef versie ${proof.version} van ${e(formatDateTime(proof.createdAt))}</h4>${table([
    ["Bestand", proof.fileName],
    ["Controlegetal (SHA-256)", proof.fileSha256],
    ["Toelichting", proof.note ?? "–"],
  ])}${decisions}`;
}

function reviewsSection(person: PersonData["reviews"]): string {
  const items = person.invitations.map((invitation) => {
    const line = avgReviewCopy.invitation({
      at: formatDateTime(invitation.createdAt),
      sent: invitation.sentAt ? formatDateTime(invitation.sentAt) : avgReviewCopy.notSent,
    });
    const review = invitation.review;
    const written = review
      ? `<br>${e(avgReviewCopy.review({ rating: review.rating, name: review.displayName, hidden: review.hidden }))}<pre>${e(review.body)}</pre>`
      : "";
    return `<li>${e(line)}${written}</li>`;
  });
  const list = items.length ? `<ul>${items.join("")}</ul>` : `<p>${e(avgReviewCopy.none)}</p>`;
  return person.optedOut ? `${list}<p>${e(avgReviewCopy.optedOut)}</p>` : list;
}

function withdrawalsSection(withdrawals: PersonData["withdrawals"]): string {
  if (!withdrawals.length) return "<p>Geen herroepingen.</p>";
  return withdrawals
    .map(
      (w) =>
        `<section>${table([
          ["Ontvangen op", formatDateTime(w.receivedAt)],
          ["Naam", w.name],
          ["Bestelling", w.reference],
          ["Herroepen", w.scope === "alles" ? "De hele bestelling" : (w.items ?? "Een deel")],
        ])}</section>`,
    )
    .join("");
}

export function renderExport(
  data: Awaited<ReturnType<typeof exportData>>,
  person: PersonData,
  brand: string,
): string {
  const when = formatDateTime(new Date(data.generatedAt));
  const leads = person.leads.length
    ? person.leads
        .map(
          (lead) => `<section>
<h3>${e(lead.typeLabel)} van ${e(formatDateTime(lead.createdAt))}</h3>
${table([
  ["Status", statusLabel(lead.status)],
  ...lead.rows,
  ["Binnengekomen via", lead.source ? sourceLabel(lead.source) : "–"],
  ["Eerste pagina", lead.landingPage ?? "–"],
])}
${
  lead.lines
    ? `<table><caption>${e(lead.lines.caption)}</caption><tr>${lead.lines.head.map((h) => `<th>${e(h)}</th>`).join("")}</tr>${lead.lines.rows
        .map((r) => `<tr>${r.map((c) => `<td>${e(c)}</td>`).join("")}</tr>`)
        .join("")}</table>`
    : ""
}
${lead.notes.length ? `<h4>Notities van medewerkers</h4><ul>${lead.notes.map((n) => `<li>${e(formatDateTime(n.createdAt))}: ${e(n.body)}</li>`).join("")}</ul>` : ""}
${lead.attachments.length ? `<h4>Meegestuurde bestanden</h4><ul>${lead.attachments.map((a) => `<li>${e(a.fileName)} (${e(formatFileSize(a.size))})</li>`).join("")}</ul>` : ""}
</section>`,
        )
        .join("\n")
    : "<p>Geen aanvragen.</p>";
  const quotes = person.quotes.length ? person.quotes.map(quoteSection).join("\n") : "<p>Geen offertes.</p>";
  const invoices = person.invoices.length
    ? `<p>Facturen bewaren we ${INVOICE_RETENTION_YEARS} jaar (fiscale bewaarplicht), zoals ze zijn uitgereikt.</p><ul>${person.invoices
        .map(
          (i) =>
            `<li>${e(invoiceTitle(i))} (${e(invoiceKindLabel(i.kind))}) van ${e(dutchDay(i.issuedOn))}: ${e(formatEuro(i.grossCents))} incl. btw${i.dueCents > 0 ? `, open: ${e(formatEuro(i.dueCents))}` : ""}; op naam van ${e(i.customer.name)}${i.customer.address ? `, ${e(i.customer.address.replace(/\n/g, ", "))}` : ""}</li>`,
        )
        .join("")}</ul>`
    : "<p>Geen facturen.</p>";
  const payments = person.payments.length
    ? `<ul>${person.payments
        .map(
          (p) =>
            `<li>${e(formatDateTime(p.paidAt ?? p.createdAt))}: ${e(formatEuro(p.amountCents))} via ${e(p.provider === "mollie" ? `iDEAL/Mollie${p.method ? ` (${p.method})` : ""}` : "bankoverschrijving")}, status ${e(p.status)}${p.refundedCents ? `, terugbetaald ${e(formatEuro(p.refundedCents))}` : ""}</li>`,
        )
        .join("")}</ul>`
    : "<p>Geen betalingen.</p>";
  const statementLines = person.statementLines.length
    ? `<p>Bijschrijvingen op onze bankrekening waarmee je betaalde, zoals de bank ze doorgeeft. Die bewaren we ${INVOICE_RETENTION_YEARS} jaar (fiscale bewaarplicht), net als de betalingen.</p><ul>${person.statementLines
        .map(
          (l) =>
            `<li>${e(dutchDay(l.bookingDate))}: ${e(formatEuro(l.amountCents))} van ${e([l.payerName, l.payerIban].filter(Boolean).join(", ") || "–")}${l.remittance ? `, omschrijving „${e(l.remittance)}”` : ""}</li>`,
        )
        .join("")}</ul>`
    : "<p>Geen bijschrijvingen.</p>";
  const account = person.account
    ? table([
        ["E-mailadres", person.account.email],
        [
          "Naam",
          [person.account.firstName, person.account.lastName].filter(Boolean).join(" ") ||
            person.account.name ||
            "–",
        ],
        ["Account aangemaakt", formatDateTime(person.account.createdAt)],
        ["E-mailadres bevestigd", person.account.emailVerified ? "ja" : "nee"],
        ["Tweestapsverificatie", person.account.twoFactorEnabled ? "aan" : "uit"],
      ])
    : "<p>Geen account.</p>";
  const mails = person.mails.length
    ? `<ul>${person.mails
        .map(
          (m) =>
            `<li><strong>${e(m.subject || "(inhoud na de bewaartermijn gewist)")}</strong> aan ${e(m.to)}, ${e(formatDateTime(m.sentAt ?? m.createdAt))}${m.text ? `<pre>${e(m.text)}</pre>` : ""}</li>`,
        )
        .join("")}</ul>`
    : "<p>Geen e-mails.</p>";
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jouw gegevens bij ${e(brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f5f5f5;padding:.5rem}</style>
</head>
<body>
<h1>Jouw gegevens bij ${e(brand)}</h1>
<p>Overzicht van alle gegevens die we hebben opgeslagen bij het e-mailadres ${e(person.email)}, gemaakt op ${e(when)} (kenmerk ${e(data.reference)}). De volledige gegevens, ook de bestanden die je hebt meegestuurd, staan in machineleesbare vorm (JSON) in dit bestand, in het blok met id &quot;${EXPORT_DATA_ID}&quot;.</p>
<h2>Aanvragen en bestellingen</h2>
${leads}
<h2>Offertes</h2>
${quotes}
<h2>Facturen</h2>
${invoices}
<h2>Betalingen</h2>
${payments}
<h2>Bankbijschrijvingen</h2>
${statementLines}
<h2>Herinneringen, betwistingen en rente</h2>
${receivablesSection(person.receivables)}
<h2>${e(avgReviewCopy.heading)}</h2>
${reviewsSection(person.reviews)}
<h2>Herroepingen</h2>
${withdrawalsSection(person.withdrawals)}
<h2>Account</h2>
${account}
<h2>E-mails</h2>
${mails}
<h2>Vermeldingen in ons logboek</h2>
<p>${person.audit.length} ${person.audit.length === 1 ? "vermelding" : "vermeldingen"} (handelingen van medewerkers met je aanvragen of account).</p>
<script type="application/json" id="${EXPORT_DATA_ID}">${embeddedJson(data)}</script>
</body>
</html>
`;
}
