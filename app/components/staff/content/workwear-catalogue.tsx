// The work-wear catalogue editor's pieces: a product's fields (and the block that adds one), its photo form, and
// the warning naming products on sale without their GPSR details.
import { Form } from "react-router";
import { FieldFrame, Field, TextAreaField, useField } from "~/components/form/field";
import { Badge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { workwearEditorCopy as copy } from "~/content/workwear-editor";
import { photoView } from "~/lib/portfolio";
import { productSafety, productsMissingSafety, type CatalogueProduct } from "~/lib/workwear/catalogue";
import { NEW_PRODUCT, productField, type ProductFieldName } from "~/lib/workwear/catalogue-form";

export function ProductFields({ product, index }: { product: CatalogueProduct; index: number }) {
  return (
    <Card>
      <fieldset className="space-y-4" data-product={product.id}>
        <legend className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
          {product.name}
          {product.visible ? null : (
            <Badge label={copy.hiddenBadge} tone="bg-slate-100 text-slate-800 ring-slate-300" />
          )}
          {productSafety(product) ? null : (
            <Badge label={copy.safetyMissingBadge} tone="bg-amber-50 text-amber-900 ring-amber-300" />
          )}
        </legend>
        <input type="hidden" name={productField(index, "id")} value={product.id} />
        <ProductInputs index={index} />
      </fieldset>
    </Card>
  );
}

/** The fields of one product (or of the block that adds one, which also asks for the code). */
export function ProductInputs({ index }: { index: number | typeof NEW_PRODUCT }) {
  const name = (field: ProductFieldName) => productField(index, field);
  const isNew = index === NEW_PRODUCT;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.fields.name} name={name("name")} maxLength={60} />
        {isNew ? <Field label={copy.fields.id} name={name("id")} maxLength={40} /> : null}
      </div>
      <TextAreaField label={copy.fields.description} name={name("description")} rows={2} maxLength={400} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={copy.fields.basePrice} name={name("basePrice")} inputMode="decimal" />
        <Field label={copy.fields.bulkPrice} name={name("bulkPrice")} inputMode="decimal" />
        <Field label={copy.fields.printFrom} name={name("printFrom")} inputMode="decimal" />
        <Field label={copy.fields.embroideryFrom} name={name("embroideryFrom")} inputMode="decimal" />
      </div>
      <Field label={copy.fields.sizes} name={name("sizes")} />
      <TextAreaField label={copy.fields.colors} name={name("colors")} rows={4} />
      {isNew ? null : <Field label={copy.fields.alt} name={name("alt")} maxLength={300} />}
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-ink">{copy.safetyHeading}</legend>
        <p className="text-sm text-slate-700">{copy.safetyHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={copy.fields.safetyManufacturer} name={name("safetyManufacturer")} maxLength={120} />
          <Field label={copy.fields.safetyEmail} name={name("safetyEmail")} type="email" maxLength={254} />
        </div>
        <TextAreaField
          label={copy.fields.safetyAddress}
          name={name("safetyAddress")}
          rows={2}
          maxLength={300}
        />
        <Field label={copy.fields.safetyIdentifier} name={name("safetyIdentifier")} maxLength={80} />
      </fieldset>
      <VisibleCheckbox name={name("visible")} />
    </>
  );
}

function VisibleCheckbox({ name }: { name: string }) {
  const field = useField({ label: copy.fields.visible, name });
  const checked = field.control.defaultValue === "on";
  return (
    <div className="flex items-center gap-2">
      <input
        type="checkbox"
        id={field.id}
        name={name}
        defaultChecked={checked}
        aria-invalid={field.control["aria-invalid"]}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={field.id} className="text-sm font-medium text-slate-900">
        {copy.fields.visible}
      </label>
    </div>
  );
}

export function PhotoForm({
  product,
  version,
  busy,
}: {
  product: CatalogueProduct;
  version: number;
  busy: boolean;
}) {
  const photo = product.image ? photoView({ ...product.image, altText: product.image.alt }) : null;
  const field = useField({ label: copy.photoFor(product.name), name: "photo" });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <p className="font-medium text-ink">{product.name}</p>
      {photo ? (
        <img
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          className="h-auto w-40"
        />
      ) : (
        <p className="text-sm text-slate-700">{copy.noPhoto}</p>
      )}
      <input type="hidden" name="product" value={product.id} />
      <input type="hidden" name="version" value={version} />
      <FieldFrame field={field} label={copy.photoFor(product.name)}>
        <input
          {...field.control}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/tiff"
          className="block w-full text-sm"
        />
      </FieldFrame>
      <Button type="submit" variant="outline" size="sm" busy={busy}>
        {copy.photoButton}
      </Button>
    </Form>
  );
}

/** Products on sale without GPSR details, named at the top (docs/workwear.md, "Product safety"). */
export function SafetyWarning({ products }: { products: readonly CatalogueProduct[] }) {
  const missing = productsMissingSafety(products);
  if (missing.length === 0) return null;
  return (
    <p
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
      data-testid="safety-warning"
    >
      {copy.safetyMissing(missing.map((p) => p.name).join(", "))}
    </p>
  );
}
