// What the staff's order page (/employee-dashboard/orders/:quoteId) reads and what its own forms do: the state
// with the moves this role may make, the track-and-trace link, the expected ready date, the order's lines (the
// accepted quote's document) and its history. Payments and invoices bring their own cards and intents; the
// route merges them. Each move redirects back with ?melding=status, so a reload sends nothing twice.
import { reorderMarkOf } from "../../workflows/reorder.server";
import { asc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { orderMoveCopy, staffOrdersCopy as copy } from "~/content/orders";
import { intent } from "~/lib/intent";
import { cancelOrderSchema, moveOrderSchema, shipOrderSchema } from "~/lib/orders/forms";
import {
  isOrderStatus,
  nextOrderStatuses,
  orderMovesFor,
  orderStatusLabels,
  staffOrderHref,
  type OrderStatus,
} from "~/lib/orders/status";
import { orderPayment, orderStateText, productionWaitsFor } from "~/lib/orders/state-text";
import { staffQuoteHref } from "~/lib/quotes/list";
import type { Database } from "../../db/client.server";
import { getDb } from "../../db/index.server";
import { orderEvents, users } from "../../db/schema.server";
import { getSite } from "../../env.server";
import { paidCents } from "../../payments/store.server";
import { proofStateFor } from "../../proofs/store.server";
import { getQuote, isQuoteId, quoteDocument, shopToday, supplierOf } from "../../quotes/store.server";
import { isOverdue } from "../../orders/board.server";
import { moveOrder, type MoveOrderResult } from "../../workflows/order-moved.server";

function notFound(): never {
  throw data(orderMoveCopy.notFound, { status: 404 });
}

export function orderIdParam(params: { quoteId?: string }): string {
  if (!isQuoteId(params.quoteId)) notFound();
  return params.quoteId;
}

/**
 * The moves as the page offers them: plain buttons, "verzonden" with its link field, cancelling with a tick.
 * Production is not offered while it waits for the prepayment or the proof; the page says which instead.
 */
export function moveOptions(status: OrderStatus, role: string, waitsFor: "payment" | "proof" | null = null) {
  const allowed = orderMovesFor(status, role);
  const blocked = status === "wacht op betaling" ? waitsFor : null;
  return {
    buttons: allowed.filter(
      (to) => to !== "verzonden" && to !== "geannuleerd" && !(blocked && to === "in productie"),
    ),
    /** Why "in productie" is not offered yet. */
    waitsFor: blocked,
    ship: allowed.includes("verzonden"),
    // A shipped order's link can be corrected (the customer is mailed the new one).
    relink: status === "verzonden",
    cancel: allowed.includes("geannuleerd"),
    // An employee sees why there is no cancel button.
    cancelAdminOnly: !allowed.includes("geannuleerd") && nextOrderStatuses(status).includes("geannuleerd"),
  };
}

export async function orderPage(
  quoteId: string,
  role: string,
  url: URL,
  now = new Date(),
  db: Database = getDb(),
) {
  const quote = await getQuote(quoteId, db);
  if (!quote || quote.status !== "geaccepteerd" || !isOrderStatus(quote.orderStatus)) notFound();
  const status = quote.orderStatus;
  const paid = await paidCents(quote.id, db);
  const payment = orderPayment(quote, paid);
  const proof = await proofStateFor(quote, db);
  const waitsFor = productionWaitsFor(payment, proof.kind);
  const events = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.createdAt,
      kind: orderEvents.kind,
      text: orderEvents.text,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.quoteId, quote.id))
    .orderBy(asc(orderEvents.createdAt));
  const doc = quoteDocument(quote);

  return {
    id: quote.id,
    number: doc.number ?? "",
    status,
    /** The headline beside the number: the state with the payment in it ("Betaald, klaar voor productie"). */
    headline: orderStateText({ status, payment, proof: proof.kind }).staffLabel,
    moves: moveOptions(status, role, waitsFor),
    readyBy: quote.readyBy,
    /** No date yet because the approval counts it (paid, proof open). */
    readyAfterProof: !quote.readyBy && status === "wacht op betaling" && waitsFor === "proof",
    overdue: isOverdue(status, quote.readyBy, shopToday(now)),
    trackingUrl: quote.trackingUrl,
    paymentTerms: quote.paymentTerms,
    prepaymentCents: quote.prepaymentCents,
    paidCents: paid,
    paid: payment,
    doc,
    supplier: supplierOf(getSite()),
    events: events.map(({ actorName, actorEmail, ...event }) => ({
      ...event,
      actor: actorName || actorEmail || copy.byCustomer,
    })),
    quoteHref: staffQuoteHref(quote.id),
    /** A reorder of a delivered order ("Opnieuw bestellen"): the original, so staff may waive the proof. */
    reorder: await reorderMarkOf({ type: quote.leadType, id: quote.leadId }, db),
    notice: noticeFor(url.searchParams.get("melding"), status),
  };
}

/** ?melding=… after a change made on the page. */
function noticeFor(code: string | null, status: OrderStatus): string | null {
  if (code === "status") return copy.moved(orderStatusLabels[status]);
  if (code === "drukproef-geupload") return copy.proofUploaded;
  if (code === "drukproef") return copy.proofWaived;
  return null;
}

/** A refused move's Dutch message at the top of the page (404: the page's own). */
function refused(result: Exclude<MoveOrderResult, { ok: true }>) {
  if (result.reason === "not-found") notFound();
  return { status: result.status, formError: result.message };
}

/** The page's own forms, for dispatchIntent (the route adds the payments' and invoices' intents). */
export function orderIntents(actor: { id: string; role: string }, quoteId: string) {
  const run = (to: string, trackingUrl?: string) =>
    moveOrder({ actorId: actor.id, role: actor.role, quoteId, to, trackingUrl }).then((result) => {
      if (result.ok) throw redirect(`${staffOrderHref(quoteId)}?melding=status`);
      return result;
    });
  return {
    move: intent(moveOrderSchema, async ({ to, trackingUrl }) => refused(await run(to, trackingUrl))),
    // A refused link is shown at its field, with what was typed.
    ship: intent(shipOrderSchema, async ({ trackingUrl }) => {
      const result = await run("verzonden", trackingUrl);
      return result.field
        ? { status: result.status, fieldErrors: { trackingUrl: result.message } }
        : refused(result);
    }),
    cancel: intent(cancelOrderSchema, async () => refused(await run("geannuleerd"))),
  };
}
