// Moving an order through its states (~/lib/orders/status): one unit of work with the quote row locked, so two
// clicks or two staff members change it once. Production starts only once the prepayment is in (or for a
// customer on payment terms) and the latest proof is approved or waived; shipping needs a track-and-trace link; delivery issues the final invoice in the
// same unit of work (its PDF rendered and mailed after the commit); only an admin cancels. Each change writes the order's history, an audit entry and a short
// mail to the customer through the outbox. The lead stays "gewonnen" once delivered (the sale happened); a
// cancelled order loses it.
import { eq } from "drizzle-orm";
import { invoiceRequirementsCopy } from "~/content/invoices";
import { orderMoveCopy as copy } from "~/content/orders";
import { expectedReadyDate } from "~/lib/business-days";
import { dutchDay } from "~/lib/shop-time";
import { invoiceKindLabels } from "~/lib/invoices/number";
import { isLeadType, statusesFor } from "~/lib/leads/registry";
import { formatEuro } from "~/lib/money";
import { parseTrackingUrl } from "~/lib/orders/forms";
import {
  canMoveOrder,
  isOrderStatus,
  mayMoveOrder,
  orderStatusLabels,
  type OrderStatus,
} from "~/lib/orders/status";
import { orderPayment, productionWaitsFor } from "~/lib/orders/state-text";
import { audit } from "../audit.server";
import { listClosures } from "../calendar/calendar.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { InvoiceError, issueFinalInvoice, orderInvoiceBlocker } from "../invoices/compose.server";
import { followLead } from "../leads/follow.server";
import { getMailSettings } from "../mail/outbox.server";
import { addOrderEvent } from "../orders/history.server";
import { orderMailKinds, orderStatusMail } from "../orders/mails.server";
import { paidCents } from "../payments/store.server";
import { proofStateFor } from "../proofs/store.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import {
  displayNumber,
  isQuoteId,
  leadSource,
  lockQuoteWithLines,
  shopToday,
  type StoredQuote,
} from "../quotes/store.server";
import { scheduleReviewInvitation } from "../reviews/invitations.server";
import { inUnitOfWork, type UnitOfWork } from "../unit-of-work.server";

export interface MoveOrderInput {
  actorId: string;
  /** The actor's role: an employee may not cancel. */
  role: string;
  quoteId: string;
  /** The state asked for (as posted; checked here). */
  to: string;
  /** The carrier's link, with "verzonden". */
  trackingUrl?: string | null;
  now?: Date;
}

export type MoveOrderRefusal = {
  ok: false;
  reason: "not-found" | "forbidden" | "not-allowed" | "not-paid" | "no-proof" | "invalid";
  /** The HTTP status the page answers with. */
  status: 400 | 403 | 404 | 409;
  message: string;
  /** The form field the message belongs to. */
  field?: "trackingUrl";
};

export type MoveOrderResult = { ok: true; status: OrderStatus; already?: boolean } | MoveOrderRefusal;

const refuse = (
  reason: MoveOrderRefusal["reason"],
  status: MoveOrderRefusal["status"],
  message: string,
  field?: "trackingUrl",
): MoveOrderRefusal => ({ ok: false, reason, status, message, ...(field ? { field } : {}) });

/**
 * Whether production may start: the prepayment is in (or the customer pays on invoice), and the latest proof is
 * approved or staff waived it for a reorder (docs/proofs.md). Asked here, so every path (board, order page, a
 * forged post) meets it.
 */
async function productionRefusal(tx: Tx, quote: StoredQuote): Promise<MoveOrderRefusal | null> {
  const paid = await paidCents(quote.id, tx);
  const proof = await proofStateFor(quote, tx);
  const waitsFor = productionWaitsFor(orderPayment(quote, paid), proof.kind);
  if (waitsFor === "payment")
    return refuse("not-paid", 409, copy.notPaid(formatEuro(paid), formatEuro(quote.prepaymentCents ?? 0)));
  return waitsFor === "proof" ? refuse("no-proof", 409, copy.noProof) : null;
}

/** A cancelled order is a lost sale: "verloren", or "geannuleerd" where the lead's workflow has that. */
function cancelledLeadStatus(leadType: string | null) {
  return isLeadType(leadType) && statusesFor(leadType).includes("geannuleerd") ? "geannuleerd" : "verloren";
}

export async function moveOrder(input: MoveOrderInput, db: Database = getDb()): Promise<MoveOrderResult> {
  if (!isQuoteId(input.quoteId)) return refuse("not-found", 404, copy.notFound);
  if (!isOrderStatus(input.to)) return refuse("invalid", 400, copy.unknownStatus);
  const to = input.to;
  // Asked before anything is read or locked: an employee's cancel changes nothing at all.
  if (!mayMoveOrder(input.role, to)) return refuse("forbidden", 403, copy.adminOnly);
  let trackingUrl: string | null = null;
  if (to === "verzonden") {
    const parsed = parseTrackingUrl(input.trackingUrl);
    if (!parsed.ok) return refuse("invalid", 400, parsed.message, "trackingUrl");
    trackingUrl = parsed.url;
  }
  const now = input.now ?? new Date();

  try {
    return await inUnitOfWork(db, (unit) => move(unit, input, to, trackingUrl, now));
  } catch (error) {
    if (error instanceof InvoiceError) return refuse("invalid", 409, error.message);
    throw error;
  }
}

async function move(
  unit: UnitOfWork,
  input: MoveOrderInput,
  to: OrderStatus,
  trackingUrl: string | null,
  now: Date,
): Promise<MoveOrderResult> {
  const { tx } = unit;
  const today = shopToday(now);
  const quote = await lockQuoteWithLines(tx, input.quoteId);
  if (!quote || !isOrderStatus(quote.orderStatus)) return refuse("not-found", 404, copy.notFound);
  const row = quote;
  const from: OrderStatus = quote.orderStatus;
  // A second click, or a second tab, finds the move made: the same answer, nothing sent twice. A shipped
  // order given another link is a correction: the customer gets the right one.
  const relink = from === "verzonden" && to === "verzonden" && trackingUrl !== row.trackingUrl;
  if (from === to && !relink) return { ok: true as const, status: to, already: true };
  if (from !== to && !canMoveOrder(from, to))
    return refuse("not-allowed", 409, copy.notAllowed(orderStatusLabels[from], orderStatusLabels[to]));
  if (to === "in productie" && from === "wacht op betaling") {
    const refusal = await productionRefusal(tx, quote);
    if (refusal) return refusal;
  }

  // The ready date is set when paid (payments) or at acceptance on terms; an order started without one
  // (a prepayment of nothing) counts the working days from today.
  const readyBy =
    to === "in productie" && !row.readyBy
      ? expectedReadyDate(today, row.rush, await listClosures(tx))
      : row.readyBy;
  // Back in production, the parcel did not go: its link no longer describes the order.
  const tracking = to === "verzonden" ? trackingUrl : to === "in productie" ? null : row.trackingUrl;
  await tx
    .update(quotes)
    .set({ orderStatus: to, readyBy, trackingUrl: tracking })
    .where(eq(quotes.id, row.id));

  const number = displayNumber(row) ?? "";
  const moved: StoredQuote = { ...quote, orderStatus: to, readyBy, trackingUrl: tracking };
  await addOrderEvent(
    tx,
    row.id,
    "status",
    eventText(from, to, { trackingUrl: tracking, readyBy, relink }),
    input.actorId,
  );
  // The final invoice (or the term invoice) at delivery or pickup. When the shop's legal details or the customer's
  // address are missing it waits (the history says why; "Eindfactuur maken" on the order page issues it later): the
  // delivery happened either way.
  if (to === "afgeleverd") {
    const blocked = orderInvoiceBlocker(row);
    if (blocked)
      await addOrderEvent(
        tx,
        row.id,
        "invoice",
        invoiceRequirementsCopy.waiting(invoiceKindLabels[row.paymentTerms ? "invoice" : "final"], blocked),
        input.actorId,
      );
    else await issueFinalInvoice(unit, moved, input.actorId, { now });
  }

  const settings = getMailSettings();
  const mail = orderStatusMail({
    to,
    number,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    readyBy,
    trackingUrl: tracking,
    url: quoteUrl(settings.site.url, await addLink(tx, row.id)),
    settings,
  });
  if (orderMailKinds[to]) {
    await unit.mail([mail]);
    await addOrderEvent(tx, row.id, "mail", `E-mail aan de klant: ‘${mail.subject}’.`, input.actorId);
  }

  if (to === "afgeleverd") {
    await followLead(tx, leadSource(row), "gewonnen", input.actorId, `Order ${number} afgeleverd.`);
    // A delivered order's customer is invited to write a review (at most once per address per 90 days).
    await scheduleReviewInvitation(tx, {
      email: row.customerEmail,
      name: row.customerName,
      source: "order",
      sourceRef: number,
      now,
    });
  }
  if (to === "geannuleerd")
    await followLead(
      tx,
      leadSource(row),
      cancelledLeadStatus(row.leadType),
      input.actorId,
      `Order ${number} geannuleerd.`,
    );
  await audit(tx, {
    actorId: input.actorId,
    action: "order.status",
    targetType: "order",
    targetId: row.id,
    targetLabel: number,
    details: { from, to, ...(relink ? { tracking: "gewijzigd" } : {}) },
  });
  return { ok: true as const, status: to };
}

function eventText(
  from: OrderStatus,
  to: OrderStatus,
  facts: { trackingUrl: string | null; readyBy: string | null; relink: boolean },
): string {
  if (facts.relink) return `Track-en-trace-link gewijzigd: ${facts.trackingUrl}.`;
  const parts = [`Status: ${orderStatusLabels[from]} → ${orderStatusLabels[to]}.`];
  if (to === "verzonden" && facts.trackingUrl) parts.push(`Track en trace: ${facts.trackingUrl}.`);
  if (to === "in productie" && facts.readyBy) parts.push(`Verwacht klaar: ${dutchDay(facts.readyBy)}.`);
  return parts.join(" ");
}
