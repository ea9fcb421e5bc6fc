// A product's price calculator (issue 41), server markup: a GET form to the page itself (works without
// JavaScript; the answer's address is the choice, so it can be shared) and the answer below it. With JavaScript
// the form updates the answer as you type (app/browser/calculator.ts, loaded on first use, asks
// /api/prijs for the same <CalculatorAnswer> as HTML).
import { QuoteButton } from "~/components/pages/quote-button";
import { PricedRequestForm } from "./priced-request-form";
import { Field, SelectField } from "~/components/form/field";
import { buttonVariants } from "~/components/ui/button";
import { calculatorCopy as copy, pricingCopy } from "~/content/pricing";
import { formatEuro } from "~/lib/money";
import { useSite } from "~/hooks/use-site";
import { CALCULATOR_SERVICE } from "~/lib/pricing/configuration";
import { SIDE_UNIT, type Configuration } from "~/lib/pricing/rules";
import type { CalculatorView } from "~/server/pricing/calculator.server";

type Answer = NonNullable<CalculatorView["answer"]>;

const shown = (n: number) => (Number.isFinite(n) ? n.toLocaleString("nl-NL") : "?");

/** What a visitor chose, in words, for a request the rules do not price. */
function choiceText(config: Configuration): string {
  if (config.product !== "textile") {
    const unit = SIDE_UNIT[config.product];
    return `${pricingCopy.productName[config.product]}, ${shown(config.widthMm / unit.mm)} × ${shown(config.heightMm / unit.mm)} ${unit.name}, ${config.material}, ${shown(config.quantity)} stuks`;
  }
  const decoration =
    config.technique === "print"
      ? `bedrukken, ${shown(config.colours)} kleuren`
      : `borduren, ${config.stitchSize}`;
  return `${config.garment}, ${shown(config.quantity)} stuks, ${decoration}, ${shown(config.positions)} posities`;
}

export function CalculatorAnswer({
  answer,
  vat,
  path,
}: {
  answer: Answer;
  vat: CalculatorView["vat"];
  path: string;
}) {
  const { result } = answer;
  const service = CALCULATOR_SERVICE[answer.config.product];
  const site = useSite();
  const link = `${site.url}${path}?${answer.query}`;
  const incl = vat === "incl";
  if (!result.ok) {
    return (
      <div className="space-y-3" data-calculator-state="out-of-range">
        <p className="font-semibold text-ink">{copy.outOfRange}</p>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {Object.entries(result.fields).map(([field, message]) => (
            <li key={field}>
              {copy.fieldNames[field] ?? field}: {message}
            </li>
          ))}
        </ul>
        <QuoteButton service={service} description={copy.requestOutOfRange(choiceText(answer.config), link)}>
          {copy.outOfRangeQuote}
        </QuoteButton>
      </div>
    );
  }
  const first = incl ? result.grossCents : result.netCents;
  const other = incl ? result.netCents : result.grossCents;
  const piece = incl ? result.perPieceGrossCents : result.perPieceNetCents;
  return (
    <div className="space-y-4" data-calculator-state="priced">
      <div>
        <p className="text-3xl font-bold text-ink tabular-nums" data-price-total>
          {formatEuro(first)}{" "}
          <span className="text-base font-medium">{incl ? copy.inclVat : copy.exclVat}</span>
        </p>
        <p className="text-sm text-slate-700 tabular-nums">{copy.other(formatEuro(other), incl)}</p>
      </div>
      <p className="font-semibold text-ink tabular-nums">{copy.perPiece(formatEuro(piece))}</p>
      {result.minimumApplied ? <p className="text-sm text-slate-700">{copy.minimum}</p> : null}
      <p className="text-sm text-slate-700">{copy.readyBy(answer.readyBy)}</p>
      {result.breaks.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{copy.breaksHeading}</h3>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-700 tabular-nums">
            {result.breaks.map((b) => (
              <li key={b.quantity}>
                {copy.breakLine(b.quantity, formatEuro(incl ? b.perPieceGrossCents : b.perPieceNetCents))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="space-y-3 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-ink">{copy.quote}</h3>
        <PricedRequestForm
          idPrefix="calc-offerte"
          values={{ product: answer.config.product, query: answer.query, shownCents: result.grossCents }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <a
          className="text-sm font-medium text-brand-700 underline"
          href={`${path}?${answer.query}&btw=${vat}#prijs`}
        >
          {copy.share}
        </a>
      </div>
    </div>
  );
}

function AreaFields({ view }: { view: CalculatorView }) {
  const { values, limits } = view;
  const unit = SIDE_UNIT[view.product === "banners" ? "banners" : "stickers"];
  const sideHint = copy.sideHint(limits.minSideMm / unit.mm, limits.maxSideMm / unit.mm, unit.name);
  return (
    <>
      <SelectField label={copy.material} id="calc-materiaal" name="materiaal" defaultValue={values.materiaal}>
        {view.options.materials.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={copy.width(unit.name)}
          id="calc-breedte"
          name="breedte"
          inputMode="numeric"
          hint={sideHint}
          defaultValue={values.breedte}
          required
        />
        <Field
          label={copy.height(unit.name)}
          id="calc-hoogte"
          name="hoogte"
          inputMode="numeric"
          hint={sideHint}
          defaultValue={values.hoogte}
          required
        />
      </div>
      <Field
        label={copy.quantity}
        id="calc-aantal"
        name="aantal"
        inputMode="numeric"
        hint={copy.quantityHint(limits.maxQuantity)}
        defaultValue={values.aantal}
        required
      />
    </>
  );
}

function TextileFields({ view }: { view: CalculatorView }) {
  const { values, limits } = view;
  return (
    <>
      <SelectField
        label={copy.garment}
        id="calc-kledingstuk"
        name="kledingstuk"
        defaultValue={values.kledingstuk}
      >
        {view.options.garments.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={copy.quantity}
        id="calc-aantal"
        name="aantal"
        inputMode="numeric"
        defaultValue={values.aantal}
        hint={copy.quantityHint(limits.maxQuantity)}
        required
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{copy.techniqueLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(["bedrukken", "borduren"] as const).map((technique) => (
            <label key={technique} className="flex items-center gap-2">
              <input
                type="radio"
                name="techniek"
                value={technique}
                defaultChecked={(values.techniek ?? "bedrukken") === technique}
              />
              {copy.technique[technique]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={copy.positions}
          id="calc-posities"
          name="posities"
          inputMode="numeric"
          defaultValue={values.posities}
          hint={copy.upTo(limits.maxPositions)}
          required
        />
        <Field
          label={copy.colours}
          id="calc-kleuren"
          name="kleuren"
          inputMode="numeric"
          defaultValue={values.kleuren}
          hint={`${copy.coloursHint}, ${copy.upTo(limits.maxColours)}`}
        />
      </div>
      <SelectField
        label={copy.stitchSize}
        id="calc-formaat"
        name="formaat"
        defaultValue={values.formaat}
        hint={copy.stitchSizeHint}
      >
        {view.options.stitchSizes.map((size) => (
          <option key={size.id} value={size.id}>
            {size.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

export function Calculator({ view, path }: { view: CalculatorView; path: string }) {
  return (
    <section id="prijs" aria-labelledby="calculator-heading" className="scroll-mt-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="calculator-heading" className="text-2xl font-bold tracking-tight text-ink">
          {copy.heading}
        </h2>
        <p className="mt-2 text-slate-700">
          {copy.intro[view.product === "stickers" ? "area" : view.product]}
        </p>
        <form method="get" action={`${path}#prijs`} data-calculator={view.product} className="mt-6 space-y-4">
          {view.product === "textile" ? <TextileFields view={view} /> : <AreaFields view={view} />}
          <fieldset>
            <legend className="text-sm font-medium text-ink">{copy.vatLegend}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {(["incl", "excl"] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2">
                  <input type="radio" name="btw" value={mode} defaultChecked={view.vat === mode} />
                  {copy[mode]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {copy.submit}
          </button>
        </form>
        <div className="mt-6 border-t border-slate-200 pt-6" data-calculator-result aria-live="polite">
          {view.answer ? (
            <CalculatorAnswer answer={view.answer} vat={view.vat} path={path} />
          ) : (
            <p className="text-sm text-slate-700">{copy.empty}</p>
          )}
        </div>
      </div>
    </section>
  );
}
