import { Badge } from "~/components/staff/status-badge";
import { quoteStatusLabels, type QuoteStatus } from "~/lib/quotes/status";

const tones: Record<QuoteStatus, string> = {
  concept: "bg-amber-50 text-amber-900 ring-amber-200",
  verstuurd: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  bekeken: "bg-sky-50 text-sky-900 ring-sky-200",
  geaccepteerd: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  afgewezen: "bg-red-50 text-red-900 ring-red-200",
  verlopen: "bg-slate-100 text-slate-800 ring-slate-300",
  vervangen: "bg-slate-100 text-slate-800 ring-slate-300",
  ingetrokken: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge label={quoteStatusLabels[status]} tone={tones[status]} />;
}
