// The orders board: a column per open state (stacked on a phone, side by side on a wide screen), each order a
// card that links to its page, and the orders finished in the last weeks folded away under a summary (a
// <details>, so it opens without JavaScript).
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/staff/orders/order-status-badge";
import { Badge } from "~/components/staff/status-badge";
import { staffOrdersCopy as copy } from "~/content/orders";
import { cn } from "~/lib/cn";
import { dutchDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { orderStatusLabels, staffOrderHref, type OrderStatus } from "~/lib/orders/status";

export interface BoardCard {
  id: string;
  number: string;
  status: OrderStatus;
  customerName: string;
  customerCompany: string | null;
  grossCents: number;
  paid: "paid" | "partly" | "unpaid" | "terms";
  paidCents: number;
  proof: string;
  readyBy: string | null;
  overdue: boolean;
}

export function OrderColumns({ columns }: { columns: { status: OrderStatus; cards: BoardCard[] }[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {columns.map(({ status, cards }) => (
        <section
          key={status}
          aria-labelledby={`column-${slug(status)}`}
          className="min-w-0 rounded-2xl bg-slate-100 p-3"
          data-testid={`order-column-${slug(status)}`}
        >
          <h2
            id={`column-${slug(status)}`}
            className="mb-3 flex items-center justify-between gap-2 px-1 text-lg font-semibold text-ink"
          >
            {orderStatusLabels[status]}
            <span className="text-sm font-medium text-slate-700">{copy.count(cards.length)}</span>
          </h2>
          {cards.length ? (
            <ul className="space-y-3">
              {cards.map((card) => (
                <li key={card.id}>
                  <OrderCardView card={card} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-1 pb-2 text-sm text-slate-700">{copy.emptyColumn}</p>
          )}
        </section>
      ))}
    </div>
  );
}

export function DoneOrders({ cards, weeks }: { cards: BoardCard[]; weeks: number }) {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-ink">
        {copy.doneTitle(weeks)} ({copy.count(cards.length)})
      </summary>
      {cards.length ? (
        <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <OrderCardView card={card} withStatus />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{copy.doneEmpty}</p>
      )}
    </details>
  );
}

function OrderCardView({ card, withStatus = false }: { card: BoardCard; withStatus?: boolean }) {
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      aria-labelledby={`order-${card.id}`}
    >
      <h3 id={`order-${card.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
        <Link className="text-brand-700 underline" to={staffOrderHref(card.id)}>
          {card.number}
        </Link>
        {withStatus ? <OrderStatusBadge status={card.status} /> : null}
      </h3>
      <p className="mt-1 text-sm break-words text-slate-900">
        {card.customerName}
        {card.customerCompany ? <span className="text-slate-700"> · {card.customerCompany}</span> : null}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{copy.total}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatEuro(card.grossCents)}</dd>
        <dt className="text-slate-700">{copy.paymentLabel}</dt>
        <dd className="text-right">
          <PaidBadge paid={card.paid} paidCents={card.paidCents} />
        </dd>
        <dt className="text-slate-700">{copy.readyBy}</dt>
        <dd className={cn("text-right", card.overdue && "font-semibold text-red-800")}>
          {card.readyBy ? dutchDay(card.readyBy) : copy.noReadyBy}
          {card.overdue ? ` (${copy.overdue})` : null}
        </dd>
      </dl>
      {card.status === "wacht op betaling" ? (
        <p className="mt-2 text-sm text-slate-800" data-testid="board-proof">
          {card.proof}
        </p>
      ) : null}
    </article>
  );
}

export function PaidBadge({ paid, paidCents }: { paid: BoardCard["paid"]; paidCents: number }) {
  switch (paid) {
    case "paid":
      return <Badge label={copy.paid} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />;
    case "terms":
      return <Badge label={copy.onInvoice} tone="bg-sky-50 text-sky-900 ring-sky-200" />;
    case "partly":
      return (
        <Badge
          label={copy.partlyPaid(formatEuro(paidCents))}
          tone="bg-amber-50 text-amber-900 ring-amber-200"
        />
      );
    default:
      return <Badge label={copy.notPaid} tone="bg-amber-50 text-amber-900 ring-amber-200" />;
  }
}

function slug(status: string): string {
  return status.replace(/\s+/g, "-");
}
