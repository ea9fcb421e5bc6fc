// What the staff AVG page (/employee-dashboard/admin/avg) shows and does: a lookup as the page shows it (dates as
// text, no storage keys), the search, and the erasure after the address is typed again.
import { avgCopy } from "~/content/avg";
import { confirmsErasure } from "~/lib/avg";
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import { formatFileSize } from "~/lib/leads/attachments";
import { invoiceTitle, staffInvoicePdfHref } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { isQuoteStatus, quoteStatusLabels } from "~/lib/quotes/status";
import { roleLabel } from "~/lib/roles";
import { auditActionLabels, type AuditAction } from "../audit.server";
import { getDb } from "../db/index.server";
import { staffQuoteHref } from "~/lib/quotes/list";
import { getStorage } from "../storage.server";
import { erasePerson } from "./erasure.server";
import { hasData, lookupPerson, type PersonData } from "./lookup.server";

/** What the page shows of a lookup (dates as text; no storage keys). */
function summary(person: PersonData) {
  return {
    email: person.email,
    leads: person.leads.map((l) => ({
      key: `${l.type}:${l.id}`,
      href: `/employee-dashboard/leads/${l.type}/${l.id}`,
      typeLabel: l.typeLabel,
      status: l.status,
      spam: l.isSpam,
      received: formatDateTime(l.createdAt),
      rows: l.rows,
      notes: l.notes.map((n) => ({ when: formatDateTime(n.createdAt), body: n.body })),
      attachments: l.attachments.map((a) => `${a.fileName} (${formatFileSize(a.size)})`),
    })),
    quotes: person.quotes.map((q) => ({
      id: q.id,
      href: staffQuoteHref(q.id),
      title: avgCopy.result.quoteTitle(q.document.number, formatDateTime(q.createdAt)),
      status: isQuoteStatus(q.status) ? quoteStatusLabels[q.status] : q.status,
      total: formatEuro(q.document.totals.grossCents),
      accepted: q.acceptance?.name
        ? avgCopy.result.quoteAccepted(q.acceptance.name, formatDateTime(q.acceptance.at ?? q.updatedAt))
        : null,
    })),
    invoices: person.invoices.map((i) => ({
      number: i.number,
      href: staffInvoicePdfHref(i.number),
      title: avgCopy.result.invoiceTitle(invoiceTitle(i), dutchDay(i.issuedOn)),
      total: formatEuro(i.grossCents),
    })),
    payments: person.payments.map((p) => ({
      id: p.id,
      line: avgCopy.result.paymentLine(
        formatDateTime(p.paidAt ?? p.createdAt),
        formatEuro(p.amountCents),
        p.status,
      ),
    })),
    account: person.account
      ? {
          email: person.account.email,
          name:
            [person.account.firstName, person.account.lastName].filter(Boolean).join(" ") ||
            person.account.name,
          // No profile row means the default role, a customer.
          role: roleLabel(person.account.role ?? "customer"),
          since: formatDateTime(person.account.createdAt),
          sessions: person.account.sessions,
        }
      : null,
    mails: person.mails.map((m) => ({
      id: m.id,
      subject: m.subject,
      to: m.to,
      status: m.status,
      when: formatDateTime(m.sentAt ?? m.createdAt),
    })),
    audit: person.audit.map((a) => ({
      id: a.id,
      when: formatDateTime(a.createdAt),
      what: auditActionLabels[a.action as AuditAction] ?? a.action,
    })),
  };
}

export type PersonSummary = ReturnType<typeof summary>;

/** "Zoeken": everything stored about the address, or a 404 notice that nothing is. */
export async function searchPerson(email: string) {
  const person = await lookupPerson(getDb(), email);
  if (!hasData(person)) return { notice: avgCopy.notFound, email, status: 404 };
  return { result: summary(person) };
}

/** "Definitief verwijderen": only when the address was typed again; a mismatch keeps the lookup on the page. */
export async function erasePersonConfirmed(
  admin: { id: string; email: string },
  email: string,
  confirmation: string,
) {
  if (!confirmsErasure(email, confirmation)) {
    const person = await lookupPerson(getDb(), email);
    return {
      ...(hasData(person) ? { result: summary(person) } : {}),
      formError: avgCopy.confirmMismatch,
      status: 400,
    };
  }
  const erased = await erasePerson(getDb(), getStorage(), admin, email);
  if (!erased.ok) {
    const own = erased.reason === "own-account";
    return { formError: own ? avgCopy.ownAccount : avgCopy.notFound, status: own ? 400 : 404 };
  }
  return {
    notice:
      erased.quotes.kept || erased.invoicesKept || erased.statementLinesKept || erased.remindersKept
        ? avgCopy.erasedKeeping(
            erased.reference,
            erased.quotes.kept,
            erased.invoicesKept,
            erased.statementLinesKept,
            erased.remindersKept + erased.interestChargesKept,
          )
        : avgCopy.erased(erased.reference),
  };
}
