// The admin's catalogue editor (/employee-dashboard/website/werkkleding): the catalogue form saved through the
// content store (draft, publish or schedule; the version guards against a second editor, whose input stays in
// the form), "Terugzetten", and a product's new photo through the photo pipeline (AVIF/WebP variants, metadata
// stripped), put into the draft. Admins only: requireContentEditor refuses anyone else before anything is read.
import { SINGLETON_KEY } from "~/lib/content/kinds";
import { catalogueFromForm, WORKWEAR_PHOTO_UPLOAD } from "~/lib/workwear/catalogue-form";
import type { WorkwearCatalogue } from "~/lib/workwear/catalogue";
import { workwearEditorCopy as copy } from "~/content/workwear-editor";
import { variantKeys } from "~/lib/portfolio";
import { getDb } from "../db/index.server";
import type { Database } from "../db/client.server";
import type { FormFields } from "../http/form.server";
import { discardUploads, readUpload } from "../http/upload.server";
import { PhotoRefusedError } from "../images/photos.server";
import { logger } from "../logger.server";
import { photoFromUpload } from "../portfolio/photos.server";
import { getStorage } from "../storage.server";
import {
  handleContentRestore,
  handleContentSave,
  requireContentEditor,
  type EditorResult,
} from "../content/editor-actions.server";
import { editableData, getContentEntry } from "../content/entries.server";

const KIND = "workwear-catalogue";

type User = { id: string; role: string };

/** The catalogue the editor works on: the pending draft, else the published version. */
async function editableCatalogue(db: Database): Promise<{ catalogue: WorkwearCatalogue; version: number }> {
  const entry = await getContentEntry(KIND, SINGLETON_KEY, db);
  return {
    catalogue: (entry && editableData(entry)) ?? { products: [] },
    version: entry?.version ?? 0,
  };
}

/** The page's plain form: save (draft, publish, schedule) or restore a revision. */
export async function handleCatalogueForm(
  user: User,
  fields: FormFields,
  db: Database = getDb(),
): Promise<EditorResult<typeof KIND>> {
  requireContentEditor(user, KIND);
  if (fields.intent === "restore") return handleContentRestore({ user, kind: KIND, fields, db });
  // Photos are kept from the version the editor loaded (the store refuses the save if that is not current).
  const { catalogue } = await editableCatalogue(db);
  return handleContentSave({ user, kind: KIND, fields, data: catalogueFromForm(fields, catalogue), db });
}

/**
 * A new photo for one product: processed, then saved into the draft at the version the page was loaded at (a
 * newer version is the usual conflict; the processed photo is then removed again).
 */
export async function handleCataloguePhoto(
  user: User,
  request: Request,
  db: Database = getDb(),
): Promise<EditorResult<typeof KIND>> {
  requireContentEditor(user, KIND);
  const storage = getStorage();
  const upload = await readUpload(request, storage, WORKWEAR_PHOTO_UPLOAD);
  if (!upload.ok) return { status: upload.status, body: { formError: upload.message } };
  const { fields, files } = upload;
  const [file] = files;
  const productId = fields.product ?? "";
  const { catalogue } = await editableCatalogue(db);
  const product = catalogue.products.find((p) => p.id === productId);
  if (!product || !file) {
    await discardUploads(storage, files);
    return {
      status: product ? 400 : 404,
      body: { formError: product ? copy.photoNone : copy.unknownProduct },
    };
  }
  let photo;
  try {
    photo = await photoFromUpload(storage, file);
  } catch (error) {
    if (error instanceof PhotoRefusedError) return { status: 400, body: { formError: error.message } };
    logger.error({ err: error }, "processing a work-wear photo failed");
    return { status: 503, body: { formError: copy.photoFailed } };
  }
  const alt = product.image?.alt || product.name;
  const image = { staticSrc: null, variants: photo.variants, width: photo.width, height: photo.height, alt };
  const data: WorkwearCatalogue = {
    products: catalogue.products.map((p) => (p.id === productId ? { ...p, image } : p)),
  };
  const result = await handleContentSave({
    user,
    kind: KIND,
    fields: { intent: "draft", version: fields.version ?? "" },
    data,
    db,
  });
  if (result.status !== 200) {
    await discardUploads(
      storage,
      variantKeys(photo.variants).map((key) => ({ key })),
    );
    return result;
  }
  return { ...result, body: { ...result.body, notice: copy.photoSaved(product.name) } };
}
