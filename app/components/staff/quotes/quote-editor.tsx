// A concept quote as one form (works without JavaScript): the customer, delivery and validity, the lines with a
// few empty rows and suggestions from the price list, and beside them the totals the server computed on the last
// save and the buttons. Every button saves what is in the form first; the server checks it with the editor's
// schema and shows a refused form again with each error at its field.
import { Form } from "react-router";
import {
  Field,
  FieldFrame,
  FormFields,
  SelectField,
  TextAreaField,
  useField,
  useFocusFirstInvalid,
} from "~/components/form/field";
import { CheckField, LineRows } from "~/components/staff/quotes/line-rows";
import { QuoteTotals } from "~/components/staff/quotes/quote-totals";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { quoteEditorCopy as copy, quoteFieldLabels as labels } from "~/content/staff-quotes";
import { constraintsFrom } from "~/lib/form-constraints";
import type { DocumentTotals } from "~/lib/money";
import {
  QUOTE_TEXT_FIELDS,
  quoteFieldsSchema,
  type QuoteFormErrors,
  type QuoteFormInput,
} from "~/lib/quotes/editor";

const constraints = constraintsFrom(quoteFieldsSchema);

interface Option {
  value: string;
  label: string;
}

export function QuoteEditor(props: {
  values: QuoteFormInput;
  errors?: QuoteFormErrors;
  totals: DocumentTotals;
  deliveryTime: string;
  extra: number;
  suggestions: readonly Option[];
  deliveryOptions: readonly Option[];
  busy: boolean;
  /** More cards under the buttons (the versions of a later version's concept). */
  aside?: React.ReactNode;
}) {
  const { values, errors, busy } = props;
  const formRef = useFocusFirstInvalid(errors);
  const text = Object.fromEntries(QUOTE_TEXT_FIELDS.map((name) => [name, values[name]]));
  return (
    <Form method="post" ref={formRef} aria-label={copy.conceptTitle} noValidate>
      {/* The first submit button is the one Enter in a field presses: saving, not removing line 1. */}
      <div className="sr-only" aria-hidden="true">
        <button type="submit" name="intent" value="save" tabIndex={-1}>
          {copy.save}
        </button>
      </div>
      <input type="hidden" name="extraRows" value={props.extra} />
      <FormFields constraints={constraints} errors={errors} values={text}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <Card>
              <h2 className="mb-4 text-xl font-semibold text-ink">{copy.customer}</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field name="customerName" label={labels.customerName} autoComplete="off" />
                <Field name="customerEmail" label={labels.customerEmail} type="email" autoComplete="off" />
                <Field name="customerPhone" label={labels.customerPhone} type="tel" autoComplete="off" />
                <Field name="customerCompany" label={labels.customerCompany} autoComplete="off" />
                <TextAreaField
                  name="customerAddress"
                  label={labels.customerAddress}
                  rows={3}
                  className="sm:col-span-2"
                />
                <Field name="customerKvk" label={labels.customerKvk} inputMode="numeric" />
                <Field name="customerBtw" label={labels.customerBtw} />
              </div>
            </Card>

            <Card>
              <h2 className="mb-4 text-xl font-semibold text-ink">{copy.terms}</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field name="subject" label={labels.subject} className="sm:col-span-2" />
                <SelectField name="deliveryMethod" label={labels.deliveryMethod}>
                  {props.deliveryOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
                <Field name="deliveryLocation" label={labels.deliveryLocation} />
                <Field name="validUntil" label={labels.validUntil} type="date" />
                <div className="flex items-end">
                  <CheckField name="rush" label={labels.rush} defaultChecked={values.rush} />
                </div>
                <div className="sm:col-span-2">
                  <CheckField
                    name="paymentTerms"
                    label={labels.paymentTerms}
                    defaultChecked={values.paymentTerms}
                  />
                  <p className="mt-1 text-sm text-slate-700">{copy.paymentTermsHint}</p>
                </div>
                <TextAreaField name="note" label={labels.note} rows={4} className="sm:col-span-2" />
              </div>
            </Card>

            <Card>
              <h2 className="text-xl font-semibold text-ink" id="lines-heading">
                {copy.lines}
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-700">{copy.linesHint}</p>
              {errors?.lines ? (
                <p role="alert" className="mb-4 text-sm font-medium text-red-800">
                  {errors.lines}
                </p>
              ) : null}
              <LineRows lines={values.lines} busy={busy} />
              <div className="mt-4">
                <Button type="submit" name="intent" value="add-line" variant="outline" busy={busy}>
                  {copy.addLine}
                </Button>
              </div>
              <PriceListPicker suggestions={props.suggestions} error={errors?.priceSuggestion} busy={busy} />
            </Card>
          </div>

          <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
            <QuoteTotals totals={props.totals} deliveryTime={props.deliveryTime} hint={copy.totalsHint} />
            <Card>
              <h2 className="sr-only">{copy.actions}</h2>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="save" busy={busy}>
                  {copy.save}
                </Button>
                <Button type="submit" name="intent" value="preview" variant="outline" busy={busy}>
                  {copy.preview}
                </Button>
                <Button type="submit" name="intent" value="send" variant="secondary" busy={busy}>
                  {copy.send}
                </Button>
              </div>
            </Card>
            {props.aside}
          </div>
        </div>
      </FormFields>
    </Form>
  );
}

/** "Uit prijslijst": a price of the site as a new line (intent add-price). */
function PriceListPicker(props: { suggestions: readonly Option[]; error?: string; busy: boolean }) {
  const field = useField({
    id: "price-suggestion",
    name: "priceSuggestion",
    label: copy.fromPriceList,
    hint: copy.fromPriceListHint,
    error: props.error,
  });
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <FieldFrame field={field} label={copy.fromPriceList} hint={copy.fromPriceListHint}>
        <div className="flex flex-wrap gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <Select {...field.control} defaultValue="">
              <option value="">{copy.choosePrice}</option>
              {props.suggestions.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" name="intent" value="add-price" variant="outline" busy={props.busy}>
            {copy.addFromPriceList}
          </Button>
        </div>
      </FieldFrame>
    </div>
  );
}
