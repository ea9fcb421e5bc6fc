// The customer's order on /offerte/{token}: the steps from acceptance to delivery (done, current, to come; the
// current one marked for screen readers too), the track-and-trace link once shipped, the expected ready date,
// and where and when to pick up a ready order. Plain markup: the page ships no JavaScript.
import { CircleCheck, MapPin } from "~/components/ui/icons";
import { orderProgressCopy as copy } from "~/content/orders";
import { cn } from "~/lib/cn";
import { dutchDate } from "~/lib/shop-time";
import type { OrderProgressView } from "~/server/orders/progress.server";

export function OrderProgress({ order }: { order: OrderProgressView | null }) {
  if (!order) return null;
  return (
    <section
      aria-labelledby="order-progress-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="order-progress"
    >
      <h2 id="order-progress-heading" className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      {order.cancelled ? (
        <p className="font-medium text-ink">{copy.cancelled}</p>
      ) : (
        <ol className="space-y-3">
          {order.steps.map((step) => (
            <li
              key={step.key}
              aria-current={step.state === "current" ? "step" : undefined}
              className="flex items-start gap-3"
            >
              <StepMark state={step.state} />
              <div>
                <p
                  className={cn(
                    step.state === "todo" ? "text-slate-700" : "font-semibold text-ink",
                    step.state === "current" && "text-brand-700",
                  )}
                >
                  {step.label}
                  {step.state === "todo" ? null : (
                    <span className="sr-only"> ({step.state === "done" ? copy.done : copy.current})</span>
                  )}
                </p>
                {step.trackingUrl ? (
                  <a
                    href={step.trackingUrl}
                    className="text-sm font-semibold text-brand-700 underline"
                    rel="noreferrer noopener"
                  >
                    {copy.track}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {order.readyBy ? (
        <p className="font-medium text-ink" data-testid="order-ready-by">
          {copy.readyBy(dutchDate(order.readyBy))}
        </p>
      ) : order.readyByLater ? (
        <p className="text-slate-700">{order.readyAfterProof ? copy.readyAfterProof : copy.readyByLater}</p>
      ) : null}
      {order.pickup ? (
        <div className="rounded-lg bg-slate-50 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <MapPin className="size-4" />
            {copy.pickupTitle}
          </h3>
          <p className="mt-1 text-slate-700">{copy.pickupAt(order.pickup.address)}</p>
          <ul className="mt-1 text-sm text-slate-700">
            {order.pickup.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A tick for a step done, a filled ring for the current one, an empty ring for one to come. */
function StepMark({ state }: { state: "done" | "current" | "todo" }) {
  if (state === "done") return <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "mt-0.5 size-5 shrink-0 rounded-full border-2",
        state === "current" ? "border-brand-700 bg-brand-100" : "border-slate-400",
      )}
    />
  );
}
