// A quote's life after the concept: staff send it (number, link, PDF mail), send it again, withdraw it or make
// a new version; the customer views, ticks optional lines, accepts or declines; the worker expires it and
// sends one reminder. Every change is one transaction with its row locked, its mails and its audit entry, and
// the lead's status follows (sent → offerte verstuurd, accepted → gewonnen, declined or expired → verloren).
import { createHash } from "node:crypto";
import { and, eq, gte, inArray, isNull, lt, lte, ne } from "drizzle-orm";
import type { ClosureDay } from "~/lib/business-calendar";
import { expectedReadyDate } from "~/lib/business-days";
import { listClosures } from "../calendar/calendar.server";
import { recordFirstResponse } from "../leads/reply-clock.server";
import { prepaymentAmount } from "~/lib/invoices/compose";
import { bankTransfer } from "~/lib/payments/bank-transfer";
import type { DocumentTotals } from "~/lib/money";
import { isLeadType } from "~/lib/leads/registry";
import { orderStatusLabels } from "~/lib/orders/status";
import type { LeadStatus } from "~/lib/leads/status";
import { quoteLinesProblem } from "~/lib/quotes/lines";
import { staffQuoteHref } from "~/lib/quotes/list";
import { QUOTE_SERIES, quoteNumber, versionedQuoteNumber } from "~/lib/quotes/number";
import { canMakeNewVersion, currentStatus, isOpen, type QuoteStatus } from "~/lib/quotes/status";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import type { quoteRequests } from "../db/schema.server";
import { leadNotes, orderEvents, quoteLines, quoteLinks, quotes } from "../db/schema.server";
import { getEnv } from "../env.server";
import { leadStorage } from "../leads/registry.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import {
  type AcceptedPayment,
  quoteAcceptedMails,
  quoteDeclinedMail,
  quoteReminderMail,
  quoteSentMail,
  quoteWithdrawnMail,
} from "./mails.server";
import { nextInSeries } from "./numbering.server";
import { hashQuoteToken, isQuoteTokenShape, newQuoteToken, quoteUrl } from "./links.server";
import { renderQuotePdf } from "./pdf.server";
import {
  addDays,
  getQuote,
  insertLines,
  isQuoteId,
  linesOf,
  quoteDocument,
  shopToday,
  supplierOf,
  toQuoteLine,
  totalsColumns,
  type QuoteRow,
  type StoredQuote,
} from "./store.server";

async function lockQuote(tx: Tx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return row;
}

async function lockedWithLines(tx: Tx, id: string): Promise<StoredQuote | null> {
  const row = await lockQuote(tx, id);
  return row ? { ...row, lines: await linesOf(tx, id) } : null;
}

/**
 * A new link to the version, mailed to the customer or opened from their account (older links keep working):
 * only hashes are stored, so a link cannot be shown again, only made anew.
 */
export async function addLink(tx: Tx, quoteId: string): Promise<string> {
  const token = newQuoteToken();
  await tx.insert(quoteLinks).values({ tokenHash: hashQuoteToken(token), quoteId });
  return token;
}

/**
 * The lead follows its quote. Set directly, not through the staff workflow: the quote is the reason. A note
 * on the lead says why (with the customer's reason for a decline), so the lead's history reads on its own.
 */
export async function followLead(
  tx: Tx,
  quote: QuoteRow,
  to: LeadStatus,
  actorId: string | null,
  noteText: string,
): Promise<void> {
  if (!quote.leadType || !quote.leadId || !isLeadType(quote.leadType)) return;
  const table = leadStorage[quote.leadType].table as typeof quoteRequests;
  const [lead] = await tx
    .select({ status: table.status, isSpam: table.isSpam })
    .from(table)
    .where(eq(table.id, quote.leadId))
    .for("update");
  if (!lead) return;
  if (lead.status !== to && !lead.isSpam) {
    await tx.update(table).set({ status: to }).where(eq(table.id, quote.leadId));
    await audit(tx, {
      actorId,
      action: "lead.status",
      targetType: quote.leadType,
      targetId: quote.leadId,
      details: { from: lead.status, to, quote: displayNumberOf(quote) },
    });
  }
  await tx
    .insert(leadNotes)
    .values({ leadType: quote.leadType, leadId: quote.leadId, authorId: actorId, body: noteText });
}

function displayNumberOf(quote: Pick<QuoteRow, "number" | "version">): string {
  return quote.number ? versionedQuoteNumber(quote.number, quote.version) : "concept";
}

async function pdfOf(quote: StoredQuote): Promise<Buffer> {
  return renderQuotePdf(quoteDocument(quote), supplierOf(getMailSettings().site));
}

/** Runs `work` in a transaction whose mails go into the outbox with it; the worker is woken after the commit. */
export async function withMail<T>(
  db: Database,
  work: (tx: Tx, queue: (mails: OutgoingMail[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await db.transaction((tx) =>
    work(tx, async (mails) => {
      await enqueueMail(tx, mails);
      queued ||= mails.length > 0;
    }),
  );
  if (queued) nudgeOutbox();
  return result;
}

export type SendResult =
  | { ok: true; number: string }
  | {
      ok: false;
      reason: "not-found" | "not-concept" | "no-lines" | "no-customer" | "valid-until-past" | "invalid";
      message?: string;
    };

/**
 * Sends a concept: a first version takes the next number of this year's series; a later version replaces the
 * open one before it. The customer gets the link and the PDF; the lead moves to "offerte verstuurd".
 */
export async function sendQuote(
  input: { actorId: string; id: string; now?: Date },
  db: Database = getDb(),
): Promise<SendResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  const now = input.now ?? new Date();
  const today = shopToday(now);
  return withMail(db, async (tx, queue) => {
    const quote = await lockedWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (quote.status !== "concept") return { ok: false as const, reason: "not-concept" as const };
    if (!quote.lines.length) return { ok: false as const, reason: "no-lines" as const };
    if (!quote.customerName.trim() || !quote.customerEmail.trim())
      return { ok: false as const, reason: "no-customer" as const };
    if (quote.validUntil < today) return { ok: false as const, reason: "valid-until-past" as const };
    const problem = quoteLinesProblem(quote.lines.map(toQuoteLine));
    if (problem) return { ok: false as const, reason: "invalid" as const, message: problem };

    const number = quote.number ?? quoteNumber(Number(today.slice(0, 4)), await nextSequence(tx, today));
    if (quote.version > 1)
      await tx
        .update(quotes)
        .set({ status: "vervangen", closedAt: now })
        .where(
          and(
            eq(quotes.number, number),
            ne(quotes.id, quote.id),
            inArray(quotes.status, ["verstuurd", "bekeken"]),
          ),
        );
    const [sent] = await tx
      .update(quotes)
      .set({ number, status: "verstuurd", sentAt: now, ...totalsColumns(quote.lines.map(toQuoteLine)) })
      .where(eq(quotes.id, quote.id))
      .returning();
    const stored = { ...sent!, lines: quote.lines };
    const token = await addLink(tx, quote.id);
    const mails = [await sentMail(stored, token)];
    await queue(mails);
    const shown = displayNumberOf(stored);
    await followLead(tx, stored, "offerte verstuurd", input.actorId, `Offerte ${shown} verstuurd.`);
    // A quote sent answers the request it came from (the reply promise's first response).
    if (stored.leadType && stored.leadId && isLeadType(stored.leadType))
      await recordFirstResponse(tx, { type: stored.leadType, id: stored.leadId, kind: "quote" });
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.send",
      targetType: "quote",
      targetId: quote.id,
      details: { number: shown, grossCents: stored.grossCents },
    });
    return { ok: true as const, number: shown };
  });
}

function nextSequence(tx: Tx, today: string): Promise<number> {
  return nextInSeries(tx, QUOTE_SERIES, Number(today.slice(0, 4)));
}

async function sentMail(quote: StoredQuote, token: string, again = false): Promise<OutgoingMail> {
  const settings = getMailSettings();
  return quoteSentMail(
    { doc: quoteDocument(quote), url: quoteUrl(settings.site.url, token), pdf: await pdfOf(quote), settings },
    again,
  );
}

export type StaffQuoteResult = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" };

/** Sends an open quote again (the customer lost the mail): a fresh link, the same version. */
export async function resendQuote(
  input: { actorId: string; id: string },
  db: Database = getDb(),
): Promise<StaffQuoteResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  return withMail(db, async (tx, queue) => {
    const quote = await lockedWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (!isOpen(currentStatus(quote, shopToday())))
      return { ok: false as const, reason: "not-allowed" as const };
    const mails = [await sentMail(quote, await addLink(tx, quote.id), true)];
    await queue(mails);
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
  return withMail(db, async (tx, queue) => {
    const quote = await lockedWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (!isOpen(quote.status)) return { ok: false as const, reason: "not-allowed" as const };
    await tx
      .update(quotes)
      .set({ status: "ingetrokken", closedAt: input.now ?? new Date() })
      .where(eq(quotes.id, quote.id));
    const mails = [
      quoteWithdrawnMail({
        doc: quoteDocument({ ...quote, status: "ingetrokken" }),
        settings: getMailSettings(),
      }),
    ];
    await queue(mails);
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
    const quote = await lockedWithLines(tx, input.id);
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

/**
 * The order an accepted quote becomes: a private customer prepays PREPAYMENT_PERCENT of the total first; an
 * approved business customer (payment terms) goes straight into production, ready within docs/behaviour.md#business-rules's working days.
 */
export function orderStart(
  quote: Pick<QuoteRow, "paymentTerms" | "rush">,
  totals: DocumentTotals,
  today: string,
  closures: readonly ClosureDay[] = [],
) {
  if (quote.paymentTerms)
    return {
      orderStatus: "in productie" as const,
      prepaymentCents: 0,
      readyBy: expectedReadyDate(today, quote.rush, closures),
    };
  return {
    orderStatus: "wacht op betaling" as const,
    // A deposit the prepayment invoice can state to the cent (its VAT is rounded per rate on the net).
    prepaymentCents: prepaymentAmount(totals.vat, getEnv().PREPAYMENT_PERCENT),
    readyBy: null,
  };
}

/**
 * What the acceptance mail says about paying: with Mollie, that the customer pays with iDEAL on their page; without
 * it, the bank-transfer instructions the page shows (amount, IBAN, name, reference), so a customer who closed the
 * tab still knows how to pay. Nothing for an order that asks no prepayment (payment terms).
 */
function acceptedPayment(
  order: ReturnType<typeof orderStart>,
  reference: string,
  site: { iban: string; brand: string },
): AcceptedPayment | null {
  if (order.orderStatus !== "wacht op betaling" || order.prepaymentCents <= 0) return null;
  if (getEnv().MOLLIE_API_KEY) return { kind: "ideal", amountCents: order.prepaymentCents };
  return { kind: "bank", transfer: bankTransfer(site, order.prepaymentCents, reference) };
}

// ---- The customer's side: /offerte/{token} ----

/** The version a link points to, or null (a malformed or unknown token: the page's 404). */
export async function quoteByToken(token: unknown, db: Database = getDb()): Promise<StoredQuote | null> {
  if (!isQuoteTokenShape(token)) return null;
  const [link] = await db
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  return link ? getQuote(link.quoteId, db) : null;
}

/** The first view turns "verstuurd" into "bekeken" for staff; later views change nothing. */
export async function recordQuoteView(
  quote: QuoteRow,
  db: Database = getDb(),
  now = new Date(),
): Promise<void> {
  if (quote.status !== "verstuurd") return;
  await db
    .update(quotes)
    .set({ status: "bekeken", viewedAt: now })
    .where(and(eq(quotes.id, quote.id), eq(quotes.status, "verstuurd")));
}

export type CustomerAnswer =
  | { ok: true; already?: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "address-missing" }
  | { ok: false; reason: "closed"; status: QuoteStatus };

/** Applies the customer's ticks to the optional lines (ids of the ticked ones); other lines are untouched. */
async function applyChoices(tx: Tx, quote: StoredQuote, included: ReadonlySet<string>): Promise<StoredQuote> {
  const lines = [];
  for (const line of quote.lines) {
    if (!line.optional) {
      lines.push(line);
      continue;
    }
    const want = included.has(line.id);
    if (want !== line.included)
      await tx.update(quoteLines).set({ included: want }).where(eq(quoteLines.id, line.id));
    lines.push({ ...line, included: want });
  }
  const totals = totalsColumns(lines.map(toQuoteLine));
  await tx.update(quotes).set(totals).where(eq(quotes.id, quote.id));
  return { ...quote, ...totals, lines };
}

/** Locks the version a token points to, open or not. */
async function lockByToken(tx: Tx, token: string): Promise<StoredQuote | null> {
  if (!isQuoteTokenShape(token)) return null;
  const [link] = await tx
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  return link ? lockedWithLines(tx, link.quoteId) : null;
}

/** "Bijwerken" without accepting: the customer's choice of optional lines, totals recomputed by the server. */
export async function chooseOptionalLines(
  input: { token: string; included: string[]; now?: Date },
  db: Database = getDb(),
): Promise<CustomerAnswer> {
  return db.transaction(async (tx) => {
    const quote = await lockByToken(tx, input.token);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    const status = currentStatus(quote, shopToday(input.now));
    if (!isOpen(status)) return { ok: false as const, reason: "closed" as const, status };
    await applyChoices(tx, quote, new Set(input.included));
    return { ok: true as const };
  });
}

export interface Acceptance {
  token: string;
  /** The full name the customer typed. */
  name: string;
  /** Ids of the optional lines ticked when "Akkoord" was pressed. */
  included: string[];
  ip: string | null;
  userAgent: string | null;
  /** The billing address the customer gave (billingAddressText), for a quote that has none. */
  address?: string | null;
  now?: Date;
}

/** Whether the customer must give a billing address to accept: the quote names none, and an invoice must. */
export function needsBillingAddress(quote: Pick<QuoteRow, "customerAddress">): boolean {
  return !quote.customerAddress?.trim();
}

/**
 * "Akkoord": one acceptance per version, whatever the number of clicks or tabs (the row lock orders them and
 * the second finds it accepted). Stores the evidence (name, time, IP, user agent, the exact lines and totals,
 * the PDF's SHA-256) and mails the PDF to the customer and the news to the shop.
 */
export async function acceptQuote(input: Acceptance, db: Database = getDb()): Promise<CustomerAnswer> {
  const now = input.now ?? new Date();
  return withMail(db, async (tx, queue) => {
    const locked = await lockByToken(tx, input.token);
    if (!locked) return { ok: false as const, reason: "not-found" as const };
    const status = currentStatus(locked, shopToday(now));
    if (status === "geaccepteerd") return { ok: true as const, already: true };
    if (!isOpen(status)) return { ok: false as const, reason: "closed" as const, status };
    // Every invoice names the customer's address: an order is never made without one (docs/quotes.md).
    const address = locked.customerAddress?.trim() || input.address?.trim() || null;
    if (!address) return { ok: false as const, reason: "address-missing" as const };
    const chosen = { ...(await applyChoices(tx, locked, new Set(input.included))), customerAddress: address };
    const accepted: StoredQuote = {
      ...chosen,
      status: "geaccepteerd",
      acceptedName: input.name,
      closedAt: now,
    };
    const doc = quoteDocument(accepted);
    const order = orderStart(chosen, doc.totals, shopToday(now), await listClosures(tx));
    const pdf = await renderQuotePdf(doc, supplierOf(getMailSettings().site));
    await tx
      .update(quotes)
      .set({
        status: "geaccepteerd",
        closedAt: now,
        acceptedName: input.name,
        customerAddress: address,
        acceptedIp: input.ip,
        acceptedUserAgent: input.userAgent?.slice(0, 500) ?? null,
        acceptedSnapshot: {
          number: doc.number,
          lines: doc.lines,
          totals: doc.totals,
          validUntil: doc.validUntil,
        },
        acceptedPdfSha256: createHash("sha256").update(pdf).digest("hex"),
        ...order,
      })
      .where(eq(quotes.id, locked.id));
    await tx.insert(orderEvents).values({
      quoteId: locked.id,
      kind: "status",
      // No name here: the order history outlives the anonymization of the quote (the evidence keeps it).
      text: `Offerte digitaal geaccepteerd door de klant; order: ${orderStatusLabels[order.orderStatus].toLowerCase()}.`,
    });
    const settings = getMailSettings();
    const mails = quoteAcceptedMails({
      doc,
      pdf,
      settings,
      url: quoteUrl(settings.site.url, input.token),
      staffUrl: settings.site.url + staffQuoteHref(locked.id),
      payment: acceptedPayment(order, doc.number ?? "", settings.site),
    });
    await queue(mails);
    await followLead(
      tx,
      accepted,
      "gewonnen",
      null,
      `Offerte ${doc.number} digitaal geaccepteerd door ${input.name}.`,
    );
    await audit(tx, {
      actorId: null,
      action: "quote.accept",
      targetType: "quote",
      targetId: locked.id,
      details: { number: doc.number, grossCents: doc.totals.grossCents },
    });
    return { ok: true as const };
  });
}

/** "Afwijzen", with an optional reason: the shop is told and the lead is lost with that reason. */
export async function declineQuote(
  input: { token: string; reason: string | null; now?: Date },
  db: Database = getDb(),
): Promise<CustomerAnswer> {
  const now = input.now ?? new Date();
  return withMail(db, async (tx, queue) => {
    const quote = await lockByToken(tx, input.token);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    const status = currentStatus(quote, shopToday(now));
    if (status === "afgewezen") return { ok: true as const, already: true };
    if (!isOpen(status)) return { ok: false as const, reason: "closed" as const, status };
    const reason = input.reason?.trim() || null;
    await tx
      .update(quotes)
      .set({ status: "afgewezen", closedAt: now, declineReason: reason })
      .where(eq(quotes.id, quote.id));
    const declined: StoredQuote = { ...quote, status: "afgewezen", closedAt: now, declineReason: reason };
    const settings = getMailSettings();
    const mails = [
      quoteDeclinedMail({
        doc: quoteDocument(declined),
        settings,
        staffUrl: settings.site.url + staffQuoteHref(quote.id),
      }),
    ];
    await queue(mails);
    const shown = displayNumberOf(quote);
    await followLead(
      tx,
      declined,
      "verloren",
      null,
      `Offerte ${shown} afgewezen door de klant${reason ? `: ${reason}` : " (geen reden opgegeven)"}.`,
    );
    await audit(tx, {
      actorId: null,
      action: "quote.decline",
      targetType: "quote",
      targetId: quote.id,
      details: { number: shown },
    });
    return { ok: true as const };
  });
}

// ---- The background worker ----

/** Open quotes past their last valid day become "verlopen"; their leads are lost ("offerte verlopen"). */
export async function expireQuotes(now = new Date(), db: Database = getDb()): Promise<number> {
  const today = shopToday(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "verlopen", closedAt: now })
      .where(and(inArray(quotes.status, ["verstuurd", "bekeken"]), lt(quotes.validUntil, today)))
      .returning();
    for (const quote of expired)
      await followLead(
        tx,
        quote,
        "verloren",
        null,
        `Offerte ${displayNumberOf(quote)} is verlopen zonder reactie.`,
      );
    return expired.length;
  });
}

/**
 * One reminder per open quote, QUOTE_REMINDER_DAYS before it expires (not for a quote sent less than a day
 * ago). The update claims the row, so two instances never both send it.
 */
export async function sendQuoteReminders(now = new Date(), db: Database = getDb()): Promise<number> {
  const today = shopToday(now);
  const horizon = addDays(today, getEnv().QUOTE_REMINDER_DAYS);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  return withMail(db, async (tx, queue) => {
    const due = await tx
      .update(quotes)
      .set({ reminderSentAt: now })
      .where(
        and(
          inArray(quotes.status, ["verstuurd", "bekeken"]),
          isNull(quotes.reminderSentAt),
          lte(quotes.validUntil, horizon),
          gte(quotes.validUntil, today),
          lt(quotes.sentAt, dayAgo),
          isNull(quotes.anonymizedAt),
        ),
      )
      .returning({ id: quotes.id });
    const settings = getMailSettings();
    const out: OutgoingMail[] = [];
    for (const { id } of due) {
      const quote = (await getQuote(id, tx))!;
      const token = await addLink(tx, id);
      out.push(
        quoteReminderMail({ doc: quoteDocument(quote), url: quoteUrl(settings.site.url, token), settings }),
      );
    }
    await queue(out);
    return out.length;
  });
}

/** Sent quotes without a reaction for QUOTE_FOLLOW_UP_DAYS: the staff's follow-up list. */
export function followUpCondition(now = new Date()) {
  const since = new Date(now.getTime() - getEnv().QUOTE_FOLLOW_UP_DAYS * 24 * 3600_000);
  return and(
    inArray(quotes.status, ["verstuurd", "bekeken"]),
    lt(quotes.sentAt, since),
    gte(quotes.validUntil, shopToday(now)),
  );
}
