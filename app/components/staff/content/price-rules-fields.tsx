// The price editor's part for the calculators' rules (issue 41): per product its lists (one a line), amounts and
// limits, and the preview table of what the stored rules (a draft too) give for typical choices.
import { Field, SelectField, TextAreaField } from "~/components/form/field";
import { TextTable } from "~/components/ui/table";
import { priceRulesEditorCopy as copy } from "~/content/price-rules-editor";
import type { PreviewRow } from "~/lib/pricing/from-prices";
import type { VehicleGuideRow } from "~/lib/pricing/vehicle";
import { formatEuro } from "~/lib/money";

function Rounding({ name }: { name: string }) {
  return (
    <SelectField label={copy.roundingCents} name={name}>
      {["1", "5", "10"].map((step) => (
        <option key={step} value={step}>
          {step}
        </option>
      ))}
    </SelectField>
  );
}

function Lines({ label, name }: { label: string; name: string }) {
  return <TextAreaField label={label} name={name} rows={4} hint={copy.linesHint} />;
}

function Breaks({ name }: { name: string }) {
  return <TextAreaField label={copy.breaks} name={name} rows={4} hint={copy.breaksHint} />;
}

const frame = "space-y-4 rounded-lg border border-slate-200 p-4";
const legend = "px-1 text-sm font-semibold text-ink";

function AreaRuleFields({ product }: { product: "stickers" | "banners" }) {
  const at = `rules.${product}`;
  return (
    <fieldset className={frame} data-price-rule={product}>
      <legend className={legend}>{copy.legend[product]}</legend>
      <Lines label={copy.materials} name={`${at}.materials`} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={copy.pieceCents} name={`${at}.pieceCents`} inputMode="decimal" required />
        <Field label={copy.setupCents} name={`${at}.setupCents`} inputMode="decimal" required />
        <Field label={copy.minimumCents} name={`${at}.minimumCents`} inputMode="decimal" required />
        <Field label={copy.minSideMm} name={`${at}.minSideMm`} inputMode="numeric" required />
        <Field label={copy.maxSideMm} name={`${at}.maxSideMm`} inputMode="numeric" required />
        <Field label={copy.maxQuantity} name={`${at}.maxQuantity`} inputMode="numeric" required />
        <Rounding name={`${at}.roundingCents`} />
      </div>
      <Breaks name={`${at}.breaks`} />
    </fieldset>
  );
}

function TextileRuleFields() {
  const at = "rules.textile";
  return (
    <fieldset className={frame} data-price-rule="textile">
      <legend className={legend}>{copy.legend.textile}</legend>
      <Lines label={copy.garments} name={`${at}.garments`} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={copy.colourCents} name={`${at}.colourCents`} inputMode="decimal" required />
        <Field label={copy.screenCents} name={`${at}.screenCents`} inputMode="decimal" required />
        <Field label={copy.maxColours} name={`${at}.maxColours`} inputMode="numeric" required />
        <Field label={copy.maxPositions} name={`${at}.maxPositions`} inputMode="numeric" required />
        <Field label={copy.digitisingCents} name={`${at}.digitisingCents`} inputMode="decimal" required />
        <Field label={copy.minimumCents} name={`${at}.minimumCents`} inputMode="decimal" required />
        <Field label={copy.maxQuantity} name={`${at}.maxQuantity`} inputMode="numeric" required />
        <Rounding name={`${at}.roundingCents`} />
      </div>
      <Lines label={copy.stitchSizes} name={`${at}.stitchSizes`} />
      <Breaks name={`${at}.breaks`} />
    </fieldset>
  );
}

export function PriceRulesFields() {
  return (
    <section aria-labelledby="price-rules" className="space-y-4">
      <h2 id="price-rules" className="text-lg font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="max-w-prose text-sm text-slate-700">{copy.intro}</p>
      <AreaRuleFields product="stickers" />
      <TextileRuleFields />
      <AreaRuleFields product="banners" />
      <fieldset className={frame} data-price-rule="vehicle">
        <legend className={legend}>{copy.legend.vehicle}</legend>
        <TextAreaField
          label={copy.vehicles}
          name="rules.vehicle.vehicles"
          rows={4}
          hint={copy.vehiclesHint}
        />
      </fieldset>
    </section>
  );
}

const euro = (cents: number | null) => (cents === null ? copy.outOfRange : formatEuro(cents));

export function PriceRulesPreview({
  rows,
  vehicles,
}: {
  rows: readonly PreviewRow[];
  vehicles: readonly VehicleGuideRow[];
}) {
  return (
    <section aria-labelledby="price-preview" className="space-y-3">
      <h2 id="price-preview" className="text-lg font-semibold text-ink">
        {copy.preview}
      </h2>
      <p className="max-w-prose text-sm text-slate-700">{copy.previewIntro}</p>
      <TextTable
        caption={copy.preview}
        labels={copy.previewHead}
        rows={rows.map((row, index) => ({
          key: String(index),
          cells: [row.choice, String(row.quantity), euro(row.perPieceGrossCents), euro(row.grossCents)],
        }))}
        columnClasses={[undefined, "tabular-nums", "tabular-nums", "tabular-nums"]}
      />
      <TextTable
        caption={copy.vehiclePreview}
        labels={copy.vehiclePreviewHead}
        rows={vehicles.map((v) => ({ key: v.id, cells: [v.name, v.partial.incl, v.wrap.incl] }))}
        columnClasses={[undefined, "tabular-nums", "tabular-nums"]}
      />
    </section>
  );
}
