// The totals beside the editor's lines, as the server computed them on the last save (net, VAT per rate, gross)
// and the delivery time the quote promises.
import { Card } from "~/components/ui/card";
import { quoteEditorCopy as copy } from "~/content/staff-quotes";
import { formatEuro, type DocumentTotals } from "~/lib/money";

export function QuoteTotals({
  totals,
  deliveryTime,
  hint,
}: {
  totals: DocumentTotals;
  deliveryTime: string;
  hint: string;
}) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{copy.totals}</h2>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      <dl className="mt-4 space-y-1 text-sm" data-testid="editor-totals">
        <Row label={copy.netTotal} value={formatEuro(totals.netCents)} />
        {totals.vat.map((group) => (
          <Row key={group.rate} label={copy.vatLine(group.rate)} value={formatEuro(group.vatCents)} />
        ))}
        <Row
          label={copy.grossTotal}
          value={formatEuro(totals.grossCents)}
          className="border-t border-slate-200 pt-2 text-base font-semibold text-ink"
        />
        <Row label={copy.deliveryTime} value={deliveryTime} className="pt-2" />
      </dl>
    </Card>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ""}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}
