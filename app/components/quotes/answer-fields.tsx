// The answer forms' pieces of the customer's quote page (routes/offerte.tsx): the billing address asked with
// "Akkoord", the terms checkbox, and the one-text forms (declining with a reason, asking for a new quote).
import { Form } from "react-router";
import { Field, FormFields, TextAreaField, useField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { quotePageCopy as copy } from "~/content/quote-page";
import type { FieldConstraint } from "~/lib/form-constraints";
import { DEFAULT_COUNTRY } from "~/lib/quotes/customer-forms";

/** The billing address, asked with "Akkoord" when the quote has none: plain fields, checked on the server. */
export function BillingAddressFields() {
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-ink">{copy.addressTitle}</legend>
      <p className="text-slate-700">{copy.addressIntro}</p>
      <Field name="street" label={copy.streetLabel} autoComplete="billing address-line1" />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field name="postalCode" label={copy.postalCodeLabel} autoComplete="billing postal-code" />
        <Field name="city" label={copy.cityLabel} autoComplete="billing address-level2" />
      </div>
      <Field
        name="country"
        label={copy.countryLabel}
        autoComplete="billing country-name"
        defaultValue={DEFAULT_COUNTRY}
      />
    </fieldset>
  );
}

/** A form of one optional text and a button: declining with a reason, asking for a new quote. */
export function TextAnswerForm({
  path,
  intent: name,
  intro,
  constraints,
  result,
  field,
  submit,
}: {
  path: string;
  intent: "decline" | "renew";
  intro: string;
  constraints: Record<string, FieldConstraint>;
  result?: { fieldErrors?: Partial<Record<string, string>>; values?: Partial<Record<string, string>> };
  field: { name: string; label: string; hint?: string };
  submit: { label: string; variant?: "outline" };
}) {
  return (
    <Form method="post" action={path} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={name} />
      <p className="text-slate-700">{intro}</p>
      <FormFields constraints={constraints} errors={result?.fieldErrors} values={result?.values}>
        <TextAreaField name={field.name} label={field.label} hint={field.hint} rows={3} />
      </FormFields>
      <Button type="submit" variant={submit.variant}>
        {submit.label}
      </Button>
    </Form>
  );
}

/** "Ik ga akkoord met de algemene voorwaarden": a checkbox with its label beside it and its error below. */
export function TermsField() {
  const field = useField({ label: copy.termsLabel, name: "terms" });
  const { defaultValue, ...control } = field.control;
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
        <input
          type="checkbox"
          value="on"
          defaultChecked={defaultValue === "on"}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...control}
        />
        <span>{copy.termsLabel}</span>
      </label>
      <p className="mt-1 text-sm">
        <a href="/algemene-voorwaarden" className="font-medium text-brand-700 underline">
          {copy.termsRead}
        </a>
      </p>
      {field.message ? (
        <p id={`${field.id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {field.message}
        </p>
      ) : null}
    </div>
  );
}
