// AVG art. 15: one download of everything the lookup finds about an address (lookup.server.ts).
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { hasData, lookupPerson, newRequestReference, type PersonData } from "./lookup.server";

/** Counts for the audit entry and the admin's screen: never names or addresses. */
function counts(person: PersonData) {
  return {
    leads: person.leads.length,
    quotes: person.quotes.length,
    invoices: person.invoices.length,
    payments: person.payments.length,
    statementLines: person.statementLines.length,
    reminders: person.receivables.reminders.length,
    disputes: person.receivables.disputes.length,
    interestCharges: person.receivables.interestCharges.length,
    reviews: person.reviews.invitations.filter((i) => i.review).length,
    withdrawals: person.withdrawals.length,
    attachments: person.leads.reduce((n, l) => n + l.attachments.length, 0),
    account: person.account !== null,
    mails: person.mails.length,
    auditEntries: person.audit.length,
  };
}

export type ExportResult = { found: false } | { found: true; reference: string; person: PersonData };

/** Art. 15: the person's data for the download, and an audit entry by reference (the address stays out of it). */
export async function exportPerson(db: Database, actorId: string, rawEmail: string): Promise<ExportResult> {
  const person = await lookupPerson(db, rawEmail);
  if (!hasData(person)) return { found: false };
  const reference = newRequestReference();
  await audit(db, {
    actorId,
    action: "avg.export",
    targetType: "avg",
    targetId: reference,
    details: counts(person),
  });
  return { found: true, reference, person };
}
