// The work-wear order form. With JavaScript the cart's lines travel as hidden fields (product_n, size_n,
// color_n, quantity_n; never a price) and the form is checked and sent like the other lead forms; the cart
// empties only once the server accepted the order. Without JavaScript the same field names come from plain
// rows inside <noscript>, and the form posts and redirects like every lead form.
import { useNavigate } from "react-router";
import { useLeadSubmit } from "~/hooks/use-lead-submit";
import { updateCart } from "~/browser/workwear-cart";
import { workwearOrderPage } from "~/content/workwear";
import { withdrawalAtOrder } from "~/content/withdrawal";
import { useSite } from "~/hooks/use-site";
import { formatEuro } from "~/lib/money";
import { track } from "~/lib/tracking";
import { clearCart, type Cart } from "~/lib/workwear/cart";
import { allSizesAndColors, type CatalogueProduct } from "~/lib/workwear/catalogue";
import { SHOWN_PRICES_FIELD, shownStamp } from "~/lib/workwear/order-check";
import { lineFieldNames, logoPositions, NO_JS_LINE_ROWS, techniques } from "~/lib/workwear/order-form";
import { SelectField, TextAreaField, useFieldValue as useKeptValue } from "../form/field";
import {
  AttachmentField,
  CompanyField,
  DeliveryFields,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  NoJsFormError,
  PhoneField,
  useLeadFormLink,
} from "../form/lead-fields";
import { fieldLabels } from "~/lib/leads/labels";
import { Button } from "../ui/button";
import { Select } from "../ui/select";

/**
 * `products`: the orderable products the page shows; the form tells the server which prices it showed of them
 * (SHOWN_PRICES_FIELD), so an order is never priced at amounts the visitor did not see.
 */
export function OrderForm({
  cart,
  products,
  onCatalogueChanged,
}: {
  cart: Cart | null;
  products: readonly CatalogueProduct[];
  /** The server refused the order because the catalogue changed: the page reloads its products. */
  onCatalogueChanged: () => void;
}) {
  const link = useLeadFormLink("workwear");
  const site = useSite();
  const navigate = useNavigate();
  const { onSubmit, onFocus, sending, progress, errors } = useLeadSubmit("workwear", {
    phone: site.phone,
    onSuccess: async (result) => {
      // Only now: a refused order keeps its cart.
      updateCart(products, clearCart);
      track({ name: "Lead", params: { service: "werkkleding" } });
      await navigate(result.next);
    },
    onError: (error) => {
      if (error.code === "prijswijziging" || error.code === "niet-leverbaar") onCatalogueChanged();
    },
  });

  return (
    <form
      id="bestelformulier"
      method="post"
      action={link.path}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-labelledby="bestelformulier-title"
      className="relative grid scroll-mt-36 gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="bestelformulier-title" className="text-xl font-bold text-ink">
          {workwearOrderPage.formHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{workwearOrderPage.formIntro}</p>
      </div>
      <LeadFormFields form="workwear" errors={errors}>
        <NoJsFormError form="workwear" />
        <LeadTrapFields />
        <input type="hidden" name={SHOWN_PRICES_FIELD} value={shownStamp(products)} />
        {cart?.map((line, index) => {
          const names = lineFieldNames(index + 1);
          return (
            <div key={`${line.product.id}|${line.size}|${line.color}`} hidden>
              <input type="hidden" name={names.product} value={line.product.id} />
              <input type="hidden" name={names.size} value={line.size} />
              <input type="hidden" name={names.color} value={line.color} />
              <input type="hidden" name={names.quantity} value={line.quantity} />
            </div>
          );
        })}
        <noscript>
          <NoScriptLines products={products} />
        </noscript>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField />
          <CompanyField label={`${fieldLabels.company} (optioneel)`} />
          <EmailField />
          <PhoneField />
        </div>
        <DeliveryFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField label="Positie van je logo" name="logo_position" options={logoPositions} />
          <ChoiceField label="Techniek" name="technique" options={techniques} />
        </div>
        <WithdrawalNotice />
        <TextAreaField
          label="Opmerkingen (optioneel)"
          name="notes"
          rows={3}
          placeholder="Bijvoorbeeld namen per kledingstuk of een gewenste leverdatum."
        />
        <AttachmentField progress={progress} />
      </LeadFormFields>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? "Versturen..." : "Bestelling versturen"}
      </Button>
    </form>
  );
}

/** The right of withdrawal of what is being ordered (docs/workwear.md): CSS shows the text for the logo choice. */
function WithdrawalNotice() {
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700"
      data-testid="withdrawal-notice"
    >
      <p className="font-semibold text-ink">{withdrawalAtOrder.heading}</p>
      <p className="withdrawal-plain mt-1">{withdrawalAtOrder.plain}</p>
      <p className="withdrawal-printed mt-1">{withdrawalAtOrder.printed}</p>
      <p className="mt-1">
        {withdrawalAtOrder.businessNote}{" "}
        <a href="/algemene-voorwaarden#artikel-8" className="font-semibold text-brand-700 underline">
          {withdrawalAtOrder.termsLink}
        </a>
        .
      </p>
    </div>
  );
}

function ChoiceField({
  label,
  name,
  options,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
}) {
  const kept = useKeptValue(name);
  return (
    <SelectField id={`order-${name}`} label={label} name={name} defaultValue={kept ?? options[0]!.value}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Plain rows for a browser without JavaScript: the server checks the combination and prices it. */
function NoScriptLines({ products }: { products: readonly CatalogueProduct[] }) {
  const choices = allSizesAndColors(products);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-ink">Artikelen</legend>
      <p className="text-sm text-slate-700">{workwearOrderPage.noScriptLines}</p>
      {Array.from({ length: NO_JS_LINE_ROWS }, (_, i) => (
        <NoScriptLine key={i + 1} n={i + 1} products={products} choices={choices} />
      ))}
    </fieldset>
  );
}

/** Row n of the plain rows, with what the visitor had chosen when the order came back with an error. */
function NoScriptLine({
  n,
  products,
  choices,
}: {
  n: number;
  products: readonly CatalogueProduct[];
  choices: ReturnType<typeof allSizesAndColors>;
}) {
  const names = lineFieldNames(n);
  const kept = {
    product: useKeptValue(names.product),
    size: useKeptValue(names.size),
    color: useKeptValue(names.color),
    quantity: useKeptValue(names.quantity),
  };
  return (
    <div className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_6rem]">
      <div>
        <label className="text-sm font-medium text-slate-900" htmlFor={`nojs-product-${n}`}>
          Artikel {n}
        </label>
        <Select id={`nojs-product-${n}`} name={names.product} defaultValue={kept.product ?? ""}>
          <option value="">Geen</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({formatEuro(p.basePrice)}, vanaf 3 stuks {formatEuro(p.bulkPrice)})
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className="text-sm font-medium text-slate-900" htmlFor={`nojs-size-${n}`}>
          Maat {n}
        </label>
        <Select id={`nojs-size-${n}`} name={names.size} defaultValue={kept.size ?? ""}>
          <option value="">–</option>
          {choices.sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className="text-sm font-medium text-slate-900" htmlFor={`nojs-color-${n}`}>
          Kleur {n}
        </label>
        <Select id={`nojs-color-${n}`} name={names.color} defaultValue={kept.color ?? ""}>
          <option value="">–</option>
          {choices.colors.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className="text-sm font-medium text-slate-900" htmlFor={`nojs-quantity-${n}`}>
          Aantal {n}
        </label>
        <input
          id={`nojs-quantity-${n}`}
          name={names.quantity}
          defaultValue={kept.quantity}
          type="number"
          min={1}
          max={999}
          className="h-11 w-full rounded-lg border border-slate-300 px-3"
        />
      </div>
    </div>
  );
}
