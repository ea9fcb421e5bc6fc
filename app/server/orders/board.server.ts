// The staff's orders board (/employee-dashboard/orders): every open order in the column of its state, and the
// orders delivered or cancelled in the last weeks. A card shows what staff look for first: the number, the
// customer, the total, whether the prepayment is in, and the date it should be ready (overdue when past).
import { proofStateLabel } from "~/lib/proofs/state";
import { orderPayment, type OrderPayment } from "~/lib/orders/state-text";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES, isOrderStatus, type OrderStatus } from "~/lib/orders/status";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { paidCents } from "../payments/store.server";
import { proofStatesFor } from "../proofs/store.server";
import { displayNumber, shopToday } from "../quotes/store.server";

/** Delivered and cancelled orders stay on the board this long. */
export const DONE_WEEKS = 4;

export interface OrderCard {
  id: string;
  number: string;
  status: OrderStatus;
  customerName: string;
  customerCompany: string | null;
  grossCents: number;
  /** What the order's payment stands at: the one reading the order page and the state texts use too. */
  paid: OrderPayment;
  paidCents: number;
  readyBy: string | null;
  /** The ready date has passed and the order is not ready yet. */
  overdue: boolean;
  /** When it last changed state (the acceptance for a new order). */
  movedAt: Date;
  /** "Drukproef: wacht op klant / goedgekeurd op … / wijziging gevraagd / niet nodig" (docs/proofs.md). */
  proof: string;
}

/** Not ready yet: a ready date in the past is a promise broken. */
const BEFORE_READY: readonly OrderStatus[] = ["wacht op betaling", "in productie"];

/** Whether an order's ready date has passed (the card and the order page show it in red). */
export function isOverdue(status: string, readyBy: string | null, today: string): boolean {
  return Boolean(readyBy && readyBy < today && (BEFORE_READY as readonly string[]).includes(status));
}

export interface OrdersBoard {
  columns: { status: OrderStatus; cards: OrderCard[] }[];
  done: OrderCard[];
  doneWeeks: number;
}

export async function ordersBoard(now = new Date(), db: Database = getDb()): Promise<OrdersBoard> {
  const today = shopToday(now);
  const since = new Date(now.getTime() - DONE_WEEKS * 7 * 86_400_000);
  // Table names spelled out: drizzle leaves columns unqualified in a select, which inside the subquery would
  // read order_events' own id.
  const movedAt = sql<Date>`coalesce((select max(e.created_at) from order_events e
    where e.quote_id = "quotes"."id" and e.kind = 'status'), "quotes"."closed_at", "quotes"."created_at")`;
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      version: quotes.version,
      orderStatus: quotes.orderStatus,
      customerName: quotes.customerName,
      customerCompany: quotes.customerCompany,
      grossCents: quotes.grossCents,
      paymentTerms: quotes.paymentTerms,
      prepaymentCents: quotes.prepaymentCents,
      readyBy: quotes.readyBy,
      proofWaivedAt: quotes.proofWaivedAt,
      movedAt,
    })
    .from(quotes)
    .where(and(isNotNull(quotes.orderStatus), eq(quotes.status, "geaccepteerd")))
    .orderBy(sql`${quotes.readyBy} asc nulls last`, asc(quotes.closedAt));
  const proofs = await proofStatesFor(rows, db);
  const cards: OrderCard[] = [];
  for (const row of rows) {
    if (!isOrderStatus(row.orderStatus)) continue;
    const moved = new Date(row.movedAt);
    const open = (OPEN_ORDER_STATUSES as readonly string[]).includes(row.orderStatus);
    if (!open && moved < since) continue;
    const paid = await paidCents(row.id, db);
    cards.push({
      id: row.id,
      number: displayNumber(row) ?? "",
      status: row.orderStatus,
      customerName: row.customerName,
      customerCompany: row.customerCompany,
      grossCents: row.grossCents,
      paid: orderPayment(row, paid),
      paidCents: paid,
      readyBy: row.readyBy,
      overdue: isOverdue(row.orderStatus, row.readyBy, today),
      movedAt: moved,
      proof: proofStateLabel(proofs.get(row.id) ?? { kind: "none" }),
    });
  }
  return {
    columns: OPEN_ORDER_STATUSES.map((status) => ({
      status,
      cards: cards.filter((card) => card.status === status),
    })),
    done: cards
      .filter((card) => !(OPEN_ORDER_STATUSES as readonly string[]).includes(card.status))
      .sort((a, b) => b.movedAt.getTime() - a.movedAt.getTime()),
    doneWeeks: DONE_WEEKS,
  };
}
