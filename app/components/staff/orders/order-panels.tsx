// The order page's own cards: the state with the moves this role may make (plain forms, so they work without
// JavaScript: a button per move, "Verzonden" with its track-and-trace field, cancelling behind a tick), the
// expected ready date and the link, and the order's history.
import { Form } from "react-router";
import { ConfirmField } from "~/components/form/confirm-field";
import { Field, FormFields } from "~/components/form/field";
import { OrderStatusBadge } from "~/components/staff/orders/order-status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { staffOrdersCopy as copy } from "~/content/orders";
import { cn } from "~/lib/cn";
import { dutchDate, formatDateTime } from "~/lib/shop-time";
import type { FieldConstraint } from "~/lib/form-constraints";
import { orderStatusLabels, type OrderStatus } from "~/lib/orders/status";
import { PaidBadge, type BoardCard } from "./order-board";
import { StaffSection } from "~/components/staff/staff-section";

export interface MoveOptions {
  buttons: OrderStatus[];
  waitsFor: "payment" | "proof" | null;
  ship: boolean;
  relink: boolean;
  cancel: boolean;
  cancelAdminOnly: boolean;
}

export function StatusCard(props: {
  status: OrderStatus;
  headline: string;
  moves: MoveOptions;
  trackingUrl: string | null;
  shipConstraints: Record<string, FieldConstraint>;
  shipError?: string;
  shipValue?: string;
  cancelError?: string;
  busy: boolean;
}) {
  const { status, moves, busy } = props;
  const none = !moves.buttons.length && !moves.ship && !moves.relink && !moves.cancel;
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold text-ink">{copy.statusTitle}</h2>
      <p className="mb-4">
        <OrderStatusBadge status={status} label={props.headline} />
      </p>
      <h3 className="mb-2 font-semibold text-ink">{copy.nextTitle}</h3>
      {none && !moves.waitsFor ? <p className="text-sm text-slate-700">{copy.noMoves}</p> : null}
      {moves.waitsFor ? (
        <p className="mb-3 text-sm text-slate-700" data-testid="production-waits">
          {copy.productionWaits[moves.waitsFor]}
        </p>
      ) : null}
      {moves.buttons.length ? (
        <Form method="post" className="space-y-3" aria-label={copy.nextTitle}>
          <input type="hidden" name="intent" value="move" />
          {moves.buttons.map((to) => {
            // Back into production from ready or shipped: a correction, not the next step.
            const back = to === "in productie" && status !== "wacht op betaling";
            const hint = back ? copy.backHint : copy.moveHints[to];
            return (
              <div key={to}>
                <Button
                  type="submit"
                  name="to"
                  value={to}
                  size="sm"
                  variant={back ? "outline" : "default"}
                  busy={busy}
                >
                  {copy.moveTo(orderStatusLabels[to])}
                </Button>
                {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
              </div>
            );
          })}
        </Form>
      ) : null}
      {moves.ship || moves.relink ? (
        <Form
          method="post"
          className={cn("space-y-3", moves.buttons.length && "mt-4 border-t border-slate-200 pt-4")}
          aria-label={copy.shipped}
        >
          <input type="hidden" name="intent" value="ship" />
          <FormFields
            constraints={props.shipConstraints}
            errors={props.shipError ? { trackingUrl: props.shipError } : undefined}
            values={{ trackingUrl: props.shipValue ?? props.trackingUrl ?? "" }}
          >
            <Field
              name="trackingUrl"
              label={copy.trackingLabel}
              hint={copy.trackingHint}
              type="url"
              inputMode="url"
              autoComplete="off"
            />
          </FormFields>
          <Button type="submit" size="sm" variant={moves.relink ? "outline" : "default"} busy={busy}>
            {moves.relink ? copy.saveTracking : copy.moveTo(copy.shipped)}
          </Button>
          {!moves.relink ? <p className="text-sm text-slate-700">{copy.moveHints.verzonden}</p> : null}
        </Form>
      ) : null}
      {moves.cancel ? <CancelForm error={props.cancelError} busy={busy} /> : null}
      {moves.cancelAdminOnly ? (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">{copy.cancelAdminOnly}</p>
      ) : null}
    </Card>
  );
}

function CancelForm({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <Form
      method="post"
      className="mt-4 space-y-2 border-t border-slate-200 pt-4"
      aria-labelledby="cancel-order-heading"
    >
      <input type="hidden" name="intent" value="cancel" />
      <h3 id="cancel-order-heading" className="font-semibold text-ink">
        {copy.cancelTitle}
      </h3>
      <p className="text-sm text-slate-700">{copy.cancelIntro}</p>
      <ConfirmField id="cancel-confirm" label={copy.cancelConfirmLabel} error={error} />
      <div>
        <Button type="submit" size="sm" variant="outline" busy={busy}>
          {copy.cancel}
        </Button>
      </div>
    </Form>
  );
}

export function FactsCard(props: {
  readyBy: string | null;
  readyAfterProof: boolean;
  overdue: boolean;
  trackingUrl: string | null;
  paid: BoardCard["paid"];
  paidCents: number;
}) {
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold text-ink">{copy.readyByTitle}</h2>
      <p
        className={cn("font-semibold", props.overdue ? "text-red-800" : "text-ink")}
        data-testid="order-ready-by"
      >
        {props.readyBy
          ? dutchDate(props.readyBy)
          : props.readyAfterProof
            ? copy.readyByAfterProof
            : copy.readyByNone}
      </p>
      {props.overdue ? <p className="text-sm font-medium text-red-800">{copy.readyByPast}</p> : null}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-700">{copy.paymentLabel}</dt>
        <dd className="flex flex-wrap items-center justify-end gap-2">
          <PaidBadge paid={props.paid} paidCents={props.paidCents} />
        </dd>
        {props.trackingUrl ? (
          <>
            <dt className="text-slate-700">{copy.trackingTitle}</dt>
            <dd className="text-right break-all">
              <a
                className="font-semibold text-brand-700 underline"
                href={props.trackingUrl}
                rel="noreferrer noopener"
                target="_blank"
              >
                {props.trackingUrl}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

export function HistoryCard({
  events,
}: {
  events: { id: string; at: Date | string; kind: string; text: string; actor: string }[];
}) {
  return (
    <StaffSection card title={copy.historyTitle} empty={events.length ? null : copy.historyEmpty}>
      <ol className="space-y-3 text-sm" data-testid="order-history">
        {events.map((event) => (
          <li key={event.id} className="border-l-2 border-slate-300 pl-3">
            <p className="break-words text-slate-900">{event.text}</p>
            <p className="text-slate-700">
              {formatDateTime(event.at)} · {event.actor}
            </p>
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}
