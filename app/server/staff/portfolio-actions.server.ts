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
import { intent, runIntent } from "~/lib/intent";
import { z } from "~/lib/zod";
import { getDb } from "../db/index.server";
import { readForm } from "../http/form.server";
import { discardUploads, readUpload } from "../http/upload.server";
import { PhotoRefusedError } from "../images/photos.server";
import { logger } from "../logger.server";
import {
  createPortfolioItem,
  deletePortfolioItem,
  movePortfolioItem,
  setPortfolioItemVisible,
  updatePortfolioItem,
} from "../portfolio/items.server";
import {
  addPortfolioPhoto,
  makeCoverPhoto,
  photoFromUpload,
  removePortfolioPhoto,
  updatePhotoAlt,
} from "../portfolio/photos.server";
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

const idSchema = z.object({ id: z.string().default("") });
const photoIdSchema = z.object({ photoId: z.string().default("") });

/** The small forms' intents: edit, move, show or hide, delete a project; put a photo first, edit its alt text, remove it. */
function portfolioIntents(actorId: string) {
  const db = getDb();
  const storage = getStorage();
  const gone = { status: 404, formError: copy.notFound };
  const move = (direction: "up" | "down") =>
    intent(idSchema, async ({ id }) => {
      const place = await movePortfolioItem(db, actorId, id, direction);
      return { notice: place ? copy.moved(place.position, place.total) : copy.notMoved, moved: id };
    });
  const visibility = (visible: boolean) =>
    intent(idSchema, async ({ id }) =>
      (await setPortfolioItemVisible(db, actorId, id, visible))
        ? { notice: visible ? copy.shown : copy.hidden }
        : gone,
    );
  return {
    update: intent(portfolioItemSchema.extend(idSchema.shape), async ({ id, ...item }) =>
      (await updatePortfolioItem(db, actorId, id, item)) ? { notice: copy.updated, target: id } : gone,
    ),
    up: move("up"),
    down: move("down"),
    show: visibility(true),
    hide: visibility(false),
    delete: intent(idSchema, async ({ id }) =>
      (await deletePortfolioItem(db, storage, actorId, id)) ? { notice: copy.deleted } : gone,
    ),
    "cover-photo": intent(photoIdSchema, async ({ photoId }) =>
      (await makeCoverPhoto(db, actorId, photoId)) ? { notice: copy.photoCover } : gone,
    ),
    "photo-alt": intent(photoIdSchema.extend({ alt: altTextSchema }), async ({ photoId, alt }) =>
      (await updatePhotoAlt(db, actorId, photoId, alt)) ? { notice: copy.photoAlt } : gone,
    ),
    "remove-photo": intent(photoIdSchema, async ({ photoId }) =>
      (await removePortfolioPhoto(db, storage, actorId, photoId)) ? { notice: copy.photoRemoved } : gone,
    ),
  };
}

/**
 * The small forms, through the intent helper. The page and its script read a PortfolioAnswer: a refused field
 * is one message beside the form it belongs to (`target`: the project's or the photo's id).
 */
export async function handlePortfolioForm(request: Request, actorId: string): Promise<PortfolioResult> {
  const { status, result } = await runIntent(await readForm(request), portfolioIntents(actorId), copy);
  const { intent: _intent, fieldErrors, values, ...answer } = result;
  if (!fieldErrors) return { status, body: answer };
  const [message] = Object.values(fieldErrors);
  const sent: Partial<Record<string, string>> = values ?? {};
  return fail(message ?? copy.unknown, status, sent.id ?? sent.photoId);
}
