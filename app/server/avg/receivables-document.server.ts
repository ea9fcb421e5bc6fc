// The art. 15 download's section on what the shop claimed for the person's invoices: each reminder with what it
// stated, each dispute and each interest charge, with dates and amounts (export-document.server.ts renders the rest).
import { INVOICE_RETENTION_YEARS } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { reminderStepLabel } from "~/lib/receivables/reminder-letter";
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import { escapeHtml as e } from "../mail/templates.server";
import type { PersonReceivables } from "./receivables.server";

export function receivablesSection(found: PersonReceivables): string {
  const { reminders, disputes, interestCharges } = found;
  if (!reminders.length && !disputes.length && !interestCharges.length)
    return "<p>Geen herinneringen, betwistingen of rente.</p>";
  const reminderItems = reminders.map((r) => {
    const stated = [
      `open: ${formatEuro(r.openCents)}`,
      r.interestCents !== null ? `wettelijke handelsrente tot dan: ${formatEuro(r.interestCents)}` : null,
      r.collectionCostsCents !== null
        ? `incassokosten bij niet betalen: ${formatEuro(r.collectionCostsCents)}`
        : null,
      r.letterDeadline ? `uiterlijk te betalen op ${dutchDay(r.letterDeadline)}` : null,
    ].filter(Boolean);
    return `<li>${e(reminderStepLabel(r.step))} voor factuur ${e(r.invoiceNumber)}, verstuurd op ${e(dutchDay(r.sentOn))}; ${e(stated.join(", "))}</li>`;
  });
  const disputeItems = disputes.map(
    (d) =>
      `<li>Factuur ${e(d.invoiceNumber)} betwist sinds ${e(formatDateTime(d.disputedAt))}: ${e(d.reason)}</li>`,
  );
  const chargeItems = interestCharges.map(
    (c) =>
      `<li>Wettelijke handelsrente op factuur ${e(c.invoiceNumber)} tot en met ${e(dutchDay(c.countedTo))}: ${e(formatEuro(c.cents))}${c.provisional ? " (voorlopig)" : ""}, vastgelegd op ${e(formatDateTime(c.chargedAt))}</li>`,
  );
  return `<p>Herinneringen die we stuurden en rente die we berekenden, horen bij de factuur. Die bewaren we ${INVOICE_RETENTION_YEARS} jaar (fiscale bewaarplicht).</p><ul>${[...reminderItems, ...disputeItems, ...chargeItems].join("")}</ul>`;
}
