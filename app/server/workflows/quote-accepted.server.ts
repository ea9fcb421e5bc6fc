// The customer presses "Akkoord": the quote is accepted with its evidence (name, time, IP, user agent, the exact
// lines and totals, the PDF's SHA-256), becomes an order (waiting for its prepayment, none on payment terms, and its proof), the lead
// is won, and both sides get a mail with the PDF. One acceptance per version, whatever the number of clicks or
// tabs: the row lock orders them and the second finds it accepted.
//
// The PDF is rendered before the lock is taken, from the quote as read then; under the lock the quote is read
// again, and when the document it gives is not the one rendered (staff or another tab changed it in between),
// it is rendered again. So no PDF is rendered while the row is locked, and the stored hash is the mailed PDF's.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { bankTransfer } from "~/lib/payments/bank-transfer";
import { orderStatusLabels } from "~/lib/orders/status";
import { staffQuoteHref } from "~/lib/quotes/list";
import { currentStatus, isOpen } from "~/lib/quotes/status";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { orderEvents, quotes } from "../db/schema.server";
import { getEnv } from "../env.server";
import { followLead } from "../leads/follow.server";
import { getMailSettings } from "../mail/outbox.server";
import { orderStart, type OrderStart } from "../orders/start.server";
import {
  lockByToken,
  quoteByToken,
  storeChoices,
  withChoices,
  type CustomerAnswer,
} from "../quotes/customer-actions.server";
import { quoteUrl } from "../quotes/links.server";
import { type AcceptedPayment, quoteAcceptedMails } from "../quotes/mails.server";
import { renderQuotePdf } from "../quotes/pdf.server";
import { leadSource, quoteDocument, shopToday, supplierOf, type StoredQuote } from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";

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

/** Renders again at most this often when the quote keeps changing under the customer's click. */
const ATTEMPTS = 3;

type Checked = { answer: CustomerAnswer } | { accepted: StoredQuote };

/** The quote as accepting it now would make it, or the answer when it cannot be accepted. */
function acceptedVersion(quote: StoredQuote | null, input: Acceptance, now: Date): Checked {
  if (!quote) return { answer: { ok: false, reason: "not-found" } };
  const status = currentStatus(quote, shopToday(now));
  if (status === "geaccepteerd") return { answer: { ok: true, already: true } };
  if (!isOpen(status)) return { answer: { ok: false, reason: "closed", status } };
  // Every invoice names the customer's address: an order is never made without one (docs/quotes.md).
  const address = quote.customerAddress?.trim() || input.address?.trim() || null;
  if (!address) return { answer: { ok: false, reason: "address-missing" } };
  const chosen = withChoices(quote, new Set(input.included));
  return {
    accepted: {
      ...chosen,
      customerAddress: address,
      status: "geaccepteerd",
      acceptedName: input.name,
      closedAt: now,
    },
  };
}

export async function acceptQuote(input: Acceptance, db: Database = getDb()): Promise<CustomerAnswer> {
  const now = input.now ?? new Date();
  const supplier = supplierOf(getMailSettings().site);
  for (let attempt = 1; ; attempt++) {
    const seen = acceptedVersion(await quoteByToken(input.token, db), input, now);
    if ("answer" in seen) return seen.answer;
    const rendered = quoteDocument(seen.accepted);
    const pdf = await renderQuotePdf(rendered, supplier);
    const result = await inUnitOfWork(db, async ({ tx, mail }) => {
      const locked = await lockByToken(tx, input.token);
      const current = acceptedVersion(locked, input, now);
      if ("answer" in current) return current.answer;
      const doc = quoteDocument(current.accepted);
      if (JSON.stringify(doc) !== JSON.stringify(rendered)) return "changed" as const;
      const accepted = current.accepted;
      const order = orderStart(accepted, doc.totals);
      await storeChoices(tx, locked!, accepted);
      await tx
        .update(quotes)
        .set({
          status: "geaccepteerd",
          closedAt: now,
          acceptedName: input.name,
          customerAddress: accepted.customerAddress,
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
        .where(eq(quotes.id, accepted.id));
      await tx.insert(orderEvents).values({
        quoteId: accepted.id,
        kind: "status",
        // No name here: the order history outlives the anonymization of the quote (the evidence keeps it).
        text: `Offerte digitaal geaccepteerd door de klant; order: ${orderStatusLabels[order.orderStatus].toLowerCase()}.`,
      });
      const settings = getMailSettings();
      await mail(
        quoteAcceptedMails({
          doc,
          pdf,
          settings,
          url: quoteUrl(settings.site.url, input.token),
          staffUrl: settings.site.url + staffQuoteHref(accepted.id),
          payment: acceptedPayment(order, doc.number ?? "", settings.site),
        }),
      );
      await followLead(
        tx,
        leadSource(accepted),
        "gewonnen",
        null,
        `Offerte ${doc.number} digitaal geaccepteerd door ${input.name}.`,
      );
      await audit(tx, {
        actorId: null,
        action: "quote.accept",
        targetType: "quote",
        targetId: accepted.id,
        details: { number: doc.number, grossCents: doc.totals.grossCents },
      });
      return { ok: true as const };
    });
    if (result !== "changed") return result;
    if (attempt === ATTEMPTS) return { ok: false, reason: "closed", status: "vervangen" };
  }
}

/**
 * What the acceptance mail says about paying: with Mollie, that the customer pays with iDEAL on their page; without
 * it, the bank-transfer instructions the page shows (amount, IBAN, name, reference), so a customer who closed the
 * tab still knows how to pay. Nothing for an order that asks no prepayment (payment terms).
 */
function acceptedPayment(
  order: OrderStart,
  reference: string,
  site: { iban: string; brand: string },
): AcceptedPayment | null {
  if (order.orderStatus !== "wacht op betaling" || order.prepaymentCents <= 0) return null;
  if (getEnv().MOLLIE_API_KEY) return { kind: "ideal", amountCents: order.prepaymentCents };
  return { kind: "bank", transfer: bankTransfer(site, order.prepaymentCents, reference) };
}
