import { Link } from "react-router";
import { heldLeadsCopy } from "~/content/held-leads";
import { heldLists, type HeldList } from "~/lib/spam";

/**
 * The overview's count of leads the bot traps hold. Leads waiting for review stand out: each may be a customer
 * who has heard nothing yet.
 */
export function HeldCounts({ counts }: { counts: Record<HeldList, number> }) {
  const review = counts.review;
  return (
    <section
      aria-labelledby="held-counts-title"
      className={
        review > 0
          ? "rounded-xl border border-amber-300 bg-amber-50 p-4"
          : "rounded-xl border border-slate-200 bg-white p-4"
      }
    >
      <h2 id="held-counts-title" className="font-semibold text-ink">
        Spamfilter
      </h2>
      <p className="text-sm text-slate-800" data-testid="held-review-count">
        {review === 0
          ? "Er wacht geen aanvraag op controle."
          : review === 1
            ? "1 aanvraag wacht op controle: misschien een echte klant die nog niets van ons heeft gehoord."
            : `${review} aanvragen wachten op controle: misschien echte klanten die nog niets van ons hebben gehoord.`}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(Object.keys(heldLists) as HeldList[]).map((list) => (
          <Link key={list} className="font-semibold text-brand-700 underline" to={heldLists[list].path}>
            {heldLeadsCopy[list].title} ({counts[list]})
          </Link>
        ))}
      </p>
    </section>
  );
}
