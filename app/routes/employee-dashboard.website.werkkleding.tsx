// /employee-dashboard/website/werkkleding (admins): the work-wear catalogue /werkkleding, the order page's cart
// and the server's order check use. Per product its name, omschrijving, prices, sizes, colours, photo text and
// whether it can be ordered; a block to add a product; a photo per product through the photo pipeline; the
// shared save bar (draft, publish, schedule), status, conflict notice and revisions. Every form works without
// JavaScript (plain POST; the answer re-renders the page with what was typed).
import { data, Form } from "react-router";
import { FormError, FormFields, Notice } from "~/components/form/field";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus } from "~/components/staff/content/content-status";
import { RevisionList } from "~/components/staff/content/revisions";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import {
  PhotoForm,
  ProductFields,
  ProductInputs,
  SafetyWarning,
} from "~/components/staff/content/workwear-catalogue";
import { privatePageMeta } from "~/components/staff/meta";
import { StaffSection } from "~/components/staff/staff-section";
import { Card } from "~/components/ui/card";
import { workwearEditorCopy as copy } from "~/content/workwear-editor";
import { useSending } from "~/hooks/use-sending";
import type { ContentAnswer } from "~/lib/content/editor";
import { catalogueFieldErrors, catalogueFormValues, NEW_PRODUCT } from "~/lib/workwear/catalogue-form";
import { requireStaff } from "~/server/auth.server";
import { editableData, entryStatus, getContentEntry, listRevisions } from "~/server/content/entries.server";
import { requireContentEditor } from "~/server/content/editor-actions.server";
import { readForm } from "~/server/http/form.server";
import { CONTENT_EDITOR_FORM_BYTES } from "~/server/http/upload-routes.server";
import { isMultipart } from "~/server/staff/portfolio-actions.server";
import { handleCataloguePhoto, handleCatalogueForm } from "~/server/workwear/editor.server";
import type { Route } from "./+types/employee-dashboard.website.werkkleding";

const KIND = "workwear-catalogue";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  requireContentEditor(user, KIND);
  const entry = await getContentEntry(KIND);
  if (!entry) throw data("Het assortiment is niet gevonden.", { status: 404 });
  const revisions = await listRevisions(KIND);
  return {
    catalogue: editableData(entry) ?? { products: [] },
    status: entryStatus(entry),
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

export default function WorkwearCatalogueEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogue, status, revisions } = loaderData;
  const busy = useSending();
  const answer = actionData;
  const version = answer?.version ?? loaderData.version;
  const errors = catalogueFieldErrors(answer?.errors);
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
