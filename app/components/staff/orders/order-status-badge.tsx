import { Badge } from "~/components/staff/status-badge";
import { orderStatusLabels, type OrderStatus } from "~/lib/orders/status";

const tones: Record<OrderStatus, string> = {
  "wacht op betaling": "bg-amber-50 text-amber-900 ring-amber-200",
  "in productie": "bg-indigo-50 text-indigo-900 ring-indigo-200",
  "klaar om op te halen": "bg-sky-50 text-sky-900 ring-sky-200",
  verzonden: "bg-sky-50 text-sky-900 ring-sky-200",
  afgeleverd: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  geannuleerd: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** The state's badge; `label` is the headline with the payment taken into account (lib/orders/state-text). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  return <Badge label={label ?? orderStatusLabels[status]} tone={tones[status]} />;
}
