import { statusLabel } from "~/lib/leads/status";
import { cn } from "~/lib/cn";

const tones: Record<string, string> = {
  nieuw: "bg-brand-50 text-brand-800 ring-brand-200",
  "in behandeling": "bg-amber-50 text-amber-900 ring-amber-200",
  bevestigd: "bg-sky-50 text-sky-900 ring-sky-200",
  "offerte verstuurd": "bg-indigo-50 text-indigo-900 ring-indigo-200",
  gewonnen: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  verloren: "bg-slate-100 text-slate-800 ring-slate-300",
  geannuleerd: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** A status as a small pill; `tone` is its colour classes (grey when none). */
export function Badge({ label, tone }: { label: string; tone?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tone ?? "bg-slate-100 text-slate-800 ring-slate-300",
      )}
    >
      {label}
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge label={statusLabel(status)} tone={tones[status]} />;
}
