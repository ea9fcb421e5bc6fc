// On the staff's lead and order pages of a reorder ("Opnieuw bestellen", docs/orders.md): which delivered order it
// repeats, with a link, and that its proof may be waived.
import { Link } from "react-router";
import { reorderCopy as copy } from "~/content/reorder";
import type { ReorderMark as Mark } from "~/server/workflows/reorder.server";

export function ReorderMark({ mark }: { mark: Mark }) {
  return (
    <section
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-ink"
      aria-label={copy.staffMark}
      data-testid="reorder-mark"
    >
      <p className="font-semibold">{copy.staffMark}</p>
      <p>
        <Link className="font-semibold text-brand-700 underline" to={mark.orderHref}>
          {copy.staffLink(mark.number)}
        </Link>
      </p>
      <p className="text-sm text-slate-700">{copy.staffHint}</p>
    </section>
  );
}
