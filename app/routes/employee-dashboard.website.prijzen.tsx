// /employee-dashboard/website/prijzen (admins): the price list. Per row the "vanaf" amount (and a "tot" for a
// range) or a text instead, the unit and the note; the notes under the table. Every amount the site names comes
// from here (the texts name rows by token). Shared save bar, status, revisions and conflict notice; one plain form.
import { Field, TextAreaField } from "~/components/form/field";
import { SingletonEditor } from "~/components/staff/content/singleton-editor";
import { privatePageMeta } from "~/components/staff/meta";
import { priceEditorCopy as copy } from "~/content/site-content-editor";
import { PriceRulesFields, PriceRulesPreview } from "~/components/staff/content/price-rules-fields";
import { priceRulesEditorCopy } from "~/content/price-rules-editor";
import { priceRulesSeed } from "~/content/price-rules";
import { isRuleRow, priceListFromForm, priceListToForm } from "~/lib/content/price-list";
import { displayPrice } from "~/lib/content/price-tokens";
import { previewTable, withRulePrices } from "~/lib/pricing/from-prices";
import { vehicleGuideRows } from "~/lib/pricing/vehicle";
import { WORKWEAR_PRICE_ROW } from "~/lib/content/workwear-catalogue";
import { requireAdmin } from "~/server/auth.server";
import { singletonEditorAction, singletonEditorData } from "~/server/content/singleton-editor.server";
import { editableData, getContentEntry } from "~/server/content/entries.server";
import type { PriceList } from "~/lib/content/price-tokens";
import type { Route } from "./+types/employee-dashboard.website.prijzen";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const page = await singletonEditorData(user, "price-list", url, priceListToForm);
  // The preview and the rule rows' amounts follow the stored rules, a draft's too: what publishing would show.
  const entry = await getContentEntry("price-list");
  const list = entry ? (editableData(entry) as PriceList) : null;
  const rules = list?.rules ?? priceRulesSeed;
  const ruleRows = list
    ? Object.fromEntries(
        withRulePrices(list, rules)
          .rows.filter((row) => isRuleRow(row.id))
          .map((row) => [row.id, displayPrice(row.price)]),
      )
    : {};
  return { ...page, preview: previewTable(rules), vehicles: vehicleGuideRows(rules), ruleRows };
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  // The rows are the stored list's: the form changes their words and amounts, not which rows exist.
  const entry = await getContentEntry("price-list");
  const current = (entry ? editableData(entry) : null) as PriceList | null;
  return singletonEditorAction(request, url, user, "price-list", (fields) =>
    priceListFromForm(fields, current ?? { rows: [], notes: [] }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

function rowIndexes(values: Record<string, string>): number[] {
  const indexes: number[] = [];
  while (Object.hasOwn(values, `rows.${indexes.length}.id`)) indexes.push(indexes.length);
  return indexes;
}

export default function PriceEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingletonEditor title={copy.title} intro={copy.intro} page={loaderData} answer={actionData}>
      {(values) => (
        <>
          {rowIndexes(values).map((index) => {
            const id = values[`rows.${index}.id`];
            return (
              <fieldset
                key={id}
                className="space-y-4 rounded-lg border border-slate-200 p-4"
                data-price-row={id}
              >
                <legend className="px-1 text-sm font-semibold text-ink">
                  {copy.rowLegend(loaderData.values[`rows.${index}.service`] ?? id ?? "")}
                </legend>
                <input type="hidden" name={`rows.${index}.id`} value={id} />
                <Field label={copy.service} name={`rows.${index}.service`} required maxLength={80} />
                {id && loaderData.ruleRows[id] ? (
                  <>
                    <p className="text-sm text-slate-700">
                      {priceRulesEditorCopy.fromRules(loaderData.ruleRows[id])}
                    </p>
                    <Field label={copy.unit} name={`rows.${index}.unit`} required maxLength={40} />
                  </>
                ) : (
                  <>
                    <div className="grid gap-4 sm:grid-cols-3">
                      <Field
                        label={copy.from}
                        name={`rows.${index}.from`}
                        inputMode="decimal"
                        hint={id === WORKWEAR_PRICE_ROW ? copy.workwearHint : undefined}
                      />
                      <Field label={copy.to} name={`rows.${index}.to`} inputMode="decimal" />
                      <Field label={copy.unit} name={`rows.${index}.unit`} required maxLength={40} />
                    </div>
                    <Field
                      label={copy.text}
                      name={`rows.${index}.text`}
                      maxLength={40}
                      hint={copy.textHint}
                    />
                  </>
                )}
                <TextAreaField
                  label={copy.note}
                  name={`rows.${index}.note`}
                  required
                  maxLength={300}
                  rows={2}
                />
              </fieldset>
            );
          })}
          <TextAreaField label={copy.notes} name="notes" rows={8} />
          <PriceRulesFields />
          <PriceRulesPreview rows={loaderData.preview} vehicles={loaderData.vehicles} />
        </>
      )}
    </SingletonEditor>
  );
}
