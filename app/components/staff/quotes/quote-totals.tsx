// The totals beside the editor's lines, as the server computed them on the last save (net, VAT per rate, gross)
// and the delivery time the quote promises.
import { StaffSection } from "~/components/staff/staff-section";
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
    <StaffSection card title={copy.totals} intro={hint}>
      <dl className="space-y-1 pt-1 text-sm" data-testid="editor-totals">
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
    </StaffSection>
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
