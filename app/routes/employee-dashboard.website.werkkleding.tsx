// /employee-dashboard/website/werkkleding (admins): the work-wear catalogue /werkkleding, the order page's cart
// and the server's order check use. Per product its name, omschrijving, prices, sizes, colours, photo text and
// whether it can be ordered; a block to add a product; a photo per product through the photo pipeline; the
// shared save bar (draft, publish, schedule), status, conflict notice and revisions. Every form works without
// JavaScript (plain POST; the answer re-renders the page with what was typed).
import { data, Form } from "react-router";
import {
  FieldFrame,
  Field,
  FormError,
  FormFields,
  Notice,
  TextAreaField,
  useField,
} from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus } from "~/components/staff/content/content-status";
import { RevisionList } from "~/components/staff/content/revisions";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { Badge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { workwearEditorCopy as copy } from "~/content/workwear-editor";
import { useSending } from "~/hooks/use-sending";
import type { ContentAnswer } from "~/lib/content/editor";
import { photoView } from "~/lib/portfolio";
import { productSafety, productsMissingSafety, type CatalogueProduct } from "~/lib/workwear/catalogue";
import {
  catalogueFormValues,
  NEW_PRODUCT,
  productField,
  safetyFieldOf,
  type ProductFieldName,
} from "~/lib/workwear/catalogue-form";
import { requireStaff } from "~/server/auth.server";
import { editableData, getContentEntry, listRevisions } from "~/server/content/entries.server";
import { requireContentEditor } from "~/server/content/editor-actions.server";
import { readForm } from "~/server/http/form.server";
import { CONTENT_EDITOR_FORM_BYTES } from "~/server/http/upload-routes.server";
import { isMultipart } from "~/server/staff/portfolio-actions.server";
import { handleCatalogueForm, handleCataloguePhoto } from "~/server/workwear/editor.server";
import type { Route } from "./+types/employee-dashboard.website.werkkleding";
import { StaffSection } from "~/components/staff/staff-section";

const KIND = "workwear-catalogue";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  requireContentEditor(user, KIND);
  const entry = await getContentEntry(KIND);
  if (!entry) throw data("Het assortiment is niet gevonden.", { status: 404 });
  const revisions = await listRevisions(KIND);
  return {
    catalogue: editableData(entry) ?? { products: [] },
    status: {
      status: entry.status,
      live: entry.data !== null,
      publishAt: entry.publishAt,
      publishedAt: entry.publishedAt,
      updatedAt: entry.updatedAt,
      updatedByName: entry.updatedByName,
    },
    version: entry.version,
    revisions: revisions.map(({ data: _data, ...revision }) => revision),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  requireContentEditor(user, KIND);
  const result = isMultipart(request)
    ? await handleCataloguePhoto(user, request)
    : await handleCatalogueForm(user, await readForm(request, { maxBytes: CONTENT_EDITOR_FORM_BYTES }));
  return data<ContentAnswer>(result.body, { status: result.status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

/** The store's error paths ("products.0.colors.1.hex", "products.2.image.alt") at the form's fields. */
function fieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const [root, index, field, sub] = path.split(".");
    if (root !== "products" || index === undefined || field === undefined) continue;
    const safety = field === "safety" && sub ? safetyFieldOf(sub) : null;
    const name =
      field === "image"
        ? productField(Number(index), "alt")
        : safety
          ? productField(Number(index), safety)
          : `products.${index}.${field}`;
    byField[name] ??= message;
  }
  return byField;
}

export default function WorkwearCatalogueEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogue, status, revisions } = loaderData;
  const busy = useSending();
  const answer = actionData;
  const version = answer?.version ?? loaderData.version;
  const errors = fieldErrors(answer?.errors);
  // Errors about the list itself ("products") have no field of their own.
  const listError = answer?.errors?.products;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-prose text-slate-700">{copy.intro}</p>
      <ContentStatus entry={status} />
      <ConflictNotice conflict={answer?.conflict} />
      <FormError message={answer?.formError ?? listError} />
      <SafetyWarning products={catalogue.products} />
      <Notice message={answer?.notice} />

      <Form method="post" noValidate className="space-y-6" aria-label={copy.title}>
        <FormFields values={answer?.values ?? catalogueFormValues(catalogue)} errors={errors}>
          {catalogue.products.map((product, index) => (
            <ProductFields key={product.id} product={product} index={index} />
          ))}
          <Card>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-ink">{copy.newProduct}</legend>
              <p className="text-sm text-slate-700">{copy.newProductHint}</p>
              <ProductInputs index={NEW_PRODUCT} />
            </fieldset>
          </Card>
          <ContentSaveBar version={version} busy={busy} error={answer?.errors?.publishAt} />
        </FormFields>
      </Form>

      <StaffSection
        id="photos-heading"
        title={copy.photoHeading}
        intro={copy.photoIntro}
        className="space-y-4"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {catalogue.products.map((product) => (
            <li key={product.id}>
              <PhotoForm product={product} version={version} busy={busy} />
            </li>
          ))}
        </ul>
      </StaffSection>

      <RevisionList revisions={revisions} version={version} busy={busy} />
    </div>
  );
}

function ProductFields({ product, index }: { product: CatalogueProduct; index: number }) {
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
function ProductInputs({ index }: { index: number | typeof NEW_PRODUCT }) {
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

function PhotoForm({
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
function SafetyWarning({ products }: { products: readonly CatalogueProduct[] }) {
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
