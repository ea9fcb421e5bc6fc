// The staff's actions on a sent quote that stay within the quote: send it again, withdraw it, make a new version.
// Sending a concept crosses into the lead (app/server/workflows/quote-sent.server.ts). Every change is one unit of
// work with the row locked; the PDF is rendered after the commit, with no lock held.
import { eq } from "drizzle-orm";
import { versionedQuoteNumber } from "~/lib/quotes/number";
import { canMakeNewVersion, currentStatus, isOpen } from "~/lib/quotes/status";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { getEnv } from "../env.server";
import { enqueueMail, getMailSettings } from "../mail/outbox.server";
import { inUnitOfWork } from "../unit-of-work.server";
import { addLink, quoteUrl } from "./links.server";
import { quoteSentMail, quoteWithdrawnMail } from "./mails.server";
import { renderQuotePdf } from "./pdf.server";
import {
  addDays,
  insertLines,
  isQuoteId,
  lockQuoteWithLines,
  quoteDocument,
  shopToday,
  supplierOf,
  toQuoteLine,
  type StoredQuote,
} from "./store.server";

/** Renders the quote's PDF and queues the mail with its link: after the commit that made the link. */
export async function mailQuoteLink(db: Database, quote: StoredQuote, token: string, again = false) {
  const settings = getMailSettings();
  const doc = quoteDocument(quote);
  const pdf = await renderQuotePdf(doc, supplierOf(settings.site));
  await enqueueMail(db, [
    quoteSentMail({ doc, url: quoteUrl(settings.site.url, token), pdf, settings }, again),
  ]);
}

export type StaffQuoteResult = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" };

/** Sends an open quote again (the customer lost the mail): a fresh link, the same version. */
export async function resendQuote(
  input: { actorId: string; id: string },
  db: Database = getDb(),
): Promise<StaffQuoteResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  return inUnitOfWork(db, async ({ tx, afterCommit }) => {
    const quote = await lockQuoteWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (!isOpen(currentStatus(quote, shopToday())))
      return { ok: false as const, reason: "not-allowed" as const };
    const token = await addLink(tx, quote.id);
    afterCommit((db) => mailQuoteLink(db, quote, token, true));
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.resend",
      targetType: "quote",
      targetId: quote.id,
    });
    return { ok: true as const };
  });
}

/** Withdraws an open quote: its links say so and it can no longer be accepted; the customer is told. */
export async function withdrawQuote(
  input: { actorId: string; id: string; now?: Date },
  db: Database = getDb(),
): Promise<StaffQuoteResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  return inUnitOfWork(db, async ({ tx, mail }) => {
    const quote = await lockQuoteWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (!isOpen(quote.status)) return { ok: false as const, reason: "not-allowed" as const };
    await tx
      .update(quotes)
      .set({ status: "ingetrokken", closedAt: input.now ?? new Date() })
      .where(eq(quotes.id, quote.id));
    await mail([
      quoteWithdrawnMail({
        doc: quoteDocument({ ...quote, status: "ingetrokken" }),
        settings: getMailSettings(),
      }),
    ]);
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.withdraw",
      targetType: "quote",
      targetId: quote.id,
    });
    return { ok: true as const };
  });
}

export type NewVersionResult =
  { ok: true; id: string } | { ok: false; reason: "not-found" | "not-allowed" | "has-concept" };

/**
 * A change after sending: a concept copy with the next version number. The sent version stays as the
 * customer saw it (and acceptable) until the new one is sent and replaces it.
 */
export async function newQuoteVersion(
  input: { actorId: string; id: string },
  db: Database = getDb(),
): Promise<NewVersionResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const quote = await lockQuoteWithLines(tx, input.id);
    if (!quote || !quote.number)
      return quote
        ? { ok: false as const, reason: "not-allowed" as const }
        : { ok: false as const, reason: "not-found" as const };
    if (!canMakeNewVersion(currentStatus(quote, shopToday())))
      return { ok: false as const, reason: "not-allowed" as const };
    const versions = await tx
      .select({ version: quotes.version, status: quotes.status, id: quotes.id })
      .from(quotes)
      .where(eq(quotes.number, quote.number))
      .for("update");
    const concept = versions.find((v) => v.status === "concept");
    if (concept) return { ok: false as const, reason: "has-concept" as const };
    const version = Math.max(...versions.map((v) => v.version)) + 1;
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      lines,
      status: _s,
      sentAt: _sa,
      viewedAt: _v,
      reminderSentAt: _r,
      closedAt: _cl,
      acceptedName: _an,
      acceptedIp: _ai,
      acceptedUserAgent: _au,
      acceptedSnapshot: _as,
      acceptedPdfSha256: _ap,
      declineReason: _d,
      anonymizedAt: _z,
      ...copy
    } = quote;
    const today = shopToday();
    const [row] = await tx
      .insert(quotes)
      .values({
        ...copy,
        version,
        status: "concept",
        createdBy: input.actorId,
        // A new version is a new offer: valid for the default period again when the old date has passed.
        validUntil: copy.validUntil < today ? addDays(today, getEnv().QUOTE_VALID_DAYS) : copy.validUntil,
      })
      .returning({ id: quotes.id });
    await insertLines(tx, row!.id, lines.map(toQuoteLine));
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.version",
      targetType: "quote",
      targetId: row!.id,
      details: { number: versionedQuoteNumber(quote.number, version), from: quote.id },
    });
    return { ok: true as const, id: row!.id };
  });
}
