// "Offerte aanvragen met deze prijs" (issue 41): a plain POST form with name, e-mail and phone and the choice as
// hidden fields, so the request carries the configuration without JavaScript. The server prices it again from
// the published rules (/offerte-met-prijs); `shownCents` is only compared with that price.
import { Field } from "~/components/form/field";
import { LeadTrapFields } from "~/components/form/lead-fields";
import { buttonVariants } from "~/components/ui/button";
import { pricedRequestCopy as copy } from "~/content/pricing";
import { PRICED_REQUEST_PATH, SHOWN_CENTS_FIELD } from "~/lib/pricing/configuration";

export interface PricedRequestValues {
  product: string;
  /** The choice as the calculator's query. */
  query: string;
  shownCents: number;
  contact?: { name: string; email: string; phone: string };
}

export function PricedRequestForm({
  values,
  idPrefix,
  submit = copy.submit,
}: {
  values: PricedRequestValues;
  idPrefix: string;
  submit?: string;
}) {
  const hidden = [
    ["product", values.product],
    ...new URLSearchParams(values.query).entries(),
    [SHOWN_CENTS_FIELD, String(values.shownCents)],
  ];
  return (
    <form method="post" action={PRICED_REQUEST_PATH} className="relative space-y-3" data-priced-request>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LeadTrapFields />
      {values.contact ? (
        <>
          <input type="hidden" name="name" value={values.contact.name} />
          <input type="hidden" name="email" value={values.contact.email} />
          <input type="hidden" name="phone" value={values.contact.phone} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{copy.intro}</p>
          <Field
            label={copy.name}
            id={`${idPrefix}-name`}
            name="name"
            autoComplete="name"
            maxLength={100}
            required
          />
          <Field
            label={copy.email}
            id={`${idPrefix}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
          />
          <Field
            label={copy.phone}
            id={`${idPrefix}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            required
          />
        </>
      )}
      <button type="submit" className={buttonVariants({})}>
        {submit}
      </button>
    </form>
  );
}
