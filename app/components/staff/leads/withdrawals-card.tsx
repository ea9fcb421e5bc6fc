// A work-wear order's reference (as its customer reads it in the confirmation mail) and the withdrawal notices
// received for it through /herroepen, with the shop's first reading and what staff should check.
import { Card } from "~/components/ui/card";
import { withdrawalRowLabels, withdrawalStaffCopy as copy } from "~/content/withdrawal";
import type { WithdrawalOutcome } from "~/lib/workwear/withdrawal";

export interface WithdrawalNoticeView {
  id: string;
  receivedAt: string;
  scope: string;
  items: string | null;
  outcome: WithdrawalOutcome;
  flags: string[];
  lastDay: string | null;
}

export function WithdrawalsCard({
  reference,
  notices,
}: {
  reference: string;
  notices: WithdrawalNoticeView[];
}) {
  return (
    <Card data-testid="withdrawals-card">
      <h2 className="text-xl font-semibold text-ink">{copy.heading}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {withdrawalRowLabels.reference}: <strong>{reference}</strong>
      </p>
      {notices.length === 0 ? (
        <p className="mt-3 text-slate-700">{copy.none}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {notices.map((n) => (
            <li key={n.id} className="rounded-lg border border-amber-300 bg-amber-50 p-3">
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-slate-800">{copy.receivedAt}</dt>
                <dd>{n.receivedAt}</dd>
                <dt className="font-semibold text-slate-800">{withdrawalRowLabels.scope}</dt>
                <dd>{n.scope}</dd>
                {n.items ? (
                  <>
                    <dt className="font-semibold text-slate-800">{withdrawalRowLabels.items}</dt>
                    <dd className="break-words whitespace-pre-wrap">{n.items}</dd>
                  </>
                ) : null}
                <dt className="font-semibold text-slate-800">{copy.outcome}</dt>
                <dd>{copy.outcomeLabels[n.outcome]}</dd>
                {n.lastDay ? (
                  <>
                    <dt className="font-semibold text-slate-800">{copy.lastDay}</dt>
                    <dd>{n.lastDay}</dd>
                  </>
                ) : null}
                {n.flags.length ? (
                  <>
                    <dt className="font-semibold text-slate-800">{copy.flags}</dt>
                    <dd>{n.flags.join("; ")}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
