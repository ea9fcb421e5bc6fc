// The editor's lines: one fieldset per line with every input labelled, indexed names (`lines.2.unitPrice`) so
// the form works without JavaScript, and each line's errors at its own inputs. "Verwijderen" is a submit button
// of the editor's form (intent `remove-line:<row>`): the server saves the rest and shows the form again.
import { Field, SelectField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import {
  quoteEditorCopy as copy,
  quoteLineKindLabels,
  quoteLineLabels as labels,
} from "~/content/staff-quotes";
import { lineFieldName, type QuoteLineInput } from "~/lib/quotes/editor";
import { QUOTE_LIMITS, QUOTE_LINE_KINDS } from "~/lib/quotes/lines";
import { VAT_RATES } from "~/lib/money";

export function CheckField({
  name,
  label,
  defaultChecked,
  className = "inline-flex",
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  className?: string;
}) {
  return (
    <label
      className={`${className} min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800`}
    >
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}

export function LineRows({ lines, busy }: { lines: readonly QuoteLineInput[]; busy: boolean }) {
  return (
    <ol className="space-y-4">
      {lines.map((line, index) => (
        <li key={index}>
          <LineRow line={line} index={index} busy={busy} />
        </li>
      ))}
    </ol>
  );
}

function LineRow({ line, index, busy }: { line: QuoteLineInput; index: number; busy: boolean }) {
  const name = (field: Parameters<typeof lineFieldName>[1]) => lineFieldName(index, field);
  const id = (field: string) => `line-${index}-${field}`;
  return (
    <fieldset className="group/line rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{copy.line(index + 1)}</legend>
      {/* Phone: two inputs a row; wide: the description, then quantity, price, VAT and kind in one row. */}
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[6rem_minmax(0,1fr)_8rem_minmax(0,1fr)]">
        <Field
          id={id("description")}
          name={name("description")}
          label={labels.description}
          defaultValue={line.description}
          maxLength={QUOTE_LIMITS.descriptionMax}
          className="col-span-2 lg:col-span-4"
        />
        <Field
          id={id("quantity")}
          name={name("quantity")}
          label={labels.quantity}
          defaultValue={line.quantity}
          inputMode="numeric"
        />
        <Field
          id={id("unitPrice")}
          name={name("unitPrice")}
          label={labels.unitPrice}
          defaultValue={line.unitPrice}
          inputMode="decimal"
        />
        <SelectField
          id={id("vatRate")}
          name={name("vatRate")}
          label={labels.vatRate}
          defaultValue={line.vatRate}
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </SelectField>
        <SelectField id={id("kind")} name={name("kind")} label={labels.kind} defaultValue={line.kind}>
          {QUOTE_LINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {quoteLineKindLabels[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <div className="flex flex-wrap gap-x-6">
          <CheckField name={name("optional")} label={labels.optional} defaultChecked={line.optional} />
          {/* Only an optional line has a default tick; CSS shows it while "Optioneel" is ticked, without script. */}
          <CheckField
            name={name("included")}
            label={labels.included}
            defaultChecked={line.included}
            className="hidden group-has-[input[name$=optional]:checked]/line:inline-flex"
          />
        </div>
        <Button
          type="submit"
          name="intent"
          value={`remove-line:${index}`}
          variant="ghost"
          size="sm"
          busy={busy}
          aria-label={copy.removeLineLabel(index + 1)}
        >
          {copy.removeLine}
        </Button>
      </div>
    </fieldset>
  );
}
