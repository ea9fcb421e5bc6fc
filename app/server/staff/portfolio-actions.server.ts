// What the staff portfolio page's forms do, for the page's own action (forms without JavaScript) and for the
// upload endpoint the page's script posts photos to (with progress): one place that reads the form, checks it,
// calls portfolio.server and answers with a Dutch message and a status.
import { portfolioAdminCopy as copy } from "~/content/staff-portfolio";
import {
  altTextSchema,
  type PortfolioAnswer,
  firstMessage,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_UPLOAD,
  portfolioItemSchema,
} from "~/lib/portfolio";
import { getDb } from "../db/index.server";
import { readForm } from "../http/form.server";
import { discardUploads, readUpload } from "../http/upload.server";
import { PhotoRefusedError } from "../images/photos.server";
import { logger } from "../logger.server";
import {
  addPortfolioPhoto,
  createPortfolioItem,
  deletePortfolioItem,
  makeCoverPhoto,
  movePortfolioItem,
  photoFromUpload,
  removePortfolioPhoto,
  setPortfolioItemVisible,
  updatePhotoAlt,
  updatePortfolioItem,
} from "../portfolio.server";
import { getStorage } from "../storage.server";

export interface PortfolioResult {
  status: number;
  body: PortfolioAnswer;
}

const ok = (body: PortfolioAnswer): PortfolioResult => ({ status: 200, body });
const fail = (formError: string, status: number, target?: string): PortfolioResult => ({
  status,
  body: { formError, target },
});

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

/** A new project (with an optional first photo) or a photo for a project: multipart. */
export async function handlePortfolioUpload(request: Request, actorId: string): Promise<PortfolioResult> {
  const db = getDb();
  const storage = getStorage();
  const upload = await readUpload(request, storage, PORTFOLIO_UPLOAD);
  if (!upload.ok) return { status: upload.status, body: { photoError: upload.message } };
  const { fields, files } = upload;
  const target = fields.intent === "add-photo" ? fields.id : "new";
  if (upload.failedFiles.length > 0) return fail(copy.storageFailed, 503, target);
  const [file] = files;

  const refuse = async (message: string, status: number) => {
    await discardUploads(storage, files);
    return fail(message, status, target);
  };
  if (fields.intent !== "create" && fields.intent !== "add-photo") return refuse(copy.unknown, 400);
  const item = fields.intent === "create" ? portfolioItemSchema.safeParse(fields) : null;
  if (item && !item.success) return refuse(firstMessage(item.error), 400);
  if (fields.intent === "add-photo" && !file) return refuse(PORTFOLIO_MESSAGES.noPhoto, 400);
  const alt = file ? altTextSchema.safeParse(fields.alt ?? "") : null;
  if (alt && !alt.success) return refuse(firstMessage(alt.error), 400);

  let photo = null;
  if (file) {
    try {
      photo = await photoFromUpload(storage, file);
    } catch (error) {
      if (error instanceof PhotoRefusedError) return fail(error.message, 400, target);
      logger.error({ err: error }, "processing a portfolio photo failed");
      return fail(copy.storageFailed, 503, target);
    }
  }
  try {
    const itemId =
      item?.success === true ? await createPortfolioItem(db, actorId, item.data) : (fields.id ?? "");
    if (photo && alt?.success) {
      const added = await addPortfolioPhoto(db, storage, actorId, itemId, photo, alt.data);
      if (!added) return fail(copy.notFound, 404, target);
    }
    return ok({ notice: item?.success ? copy.created(item.data.title) : copy.photoAdded, target });
  } catch (error) {
    logger.error({ err: error }, "recording a portfolio change failed");
    return fail(copy.storageFailed, 503, target);
  }
}

/** The small forms: edit, move, show or hide, delete a project; put a photo first, edit its alt text, remove it. */
export async function handlePortfolioForm(request: Request, actorId: string): Promise<PortfolioResult> {
  const db = getDb();
  const storage = getStorage();
  const form = await readForm(request);
  const id = form.id ?? "";
  switch (form.intent) {
    case "update": {
      const parsed = portfolioItemSchema.safeParse(form);
      if (!parsed.success) return fail(firstMessage(parsed.error), 400, id);
      if (!(await updatePortfolioItem(db, actorId, id, parsed.data))) return fail(copy.notFound, 404);
      return ok({ notice: copy.updated, target: id });
    }
    case "up":
    case "down": {
      const place = await movePortfolioItem(db, actorId, id, form.intent);
      if (!place) return ok({ notice: copy.notMoved, moved: id });
      return ok({ notice: copy.moved(place.position, place.total), moved: id });
    }
    case "show":
    case "hide": {
      const visible = form.intent === "show";
      if (!(await setPortfolioItemVisible(db, actorId, id, visible))) return fail(copy.notFound, 404);
      return ok({ notice: visible ? copy.shown : copy.hidden });
    }
    case "delete": {
      if (!(await deletePortfolioItem(db, storage, actorId, id))) return fail(copy.notFound, 404);
      return ok({ notice: copy.deleted });
    }
    case "cover-photo": {
      if (!(await makeCoverPhoto(db, actorId, form.photoId ?? ""))) return fail(copy.notFound, 404);
      return ok({ notice: copy.photoCover });
    }
    case "photo-alt": {
      const photoId = form.photoId ?? "";
      const alt = altTextSchema.safeParse(form.alt ?? "");
      if (!alt.success) return fail(firstMessage(alt.error), 400, photoId);
      if (!(await updatePhotoAlt(db, actorId, photoId, alt.data))) return fail(copy.notFound, 404);
      return ok({ notice: copy.photoAlt });
    }
    case "remove-photo": {
      if (!(await removePortfolioPhoto(db, storage, actorId, form.photoId ?? "")))
        return fail(copy.notFound, 404);
      return ok({ notice: copy.photoRemoved });
    }
    default:
      return fail(copy.unknown, 400);
  }
}
