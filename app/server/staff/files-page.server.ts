// What the marketing files page (/employee-dashboard/bestanden) reads and what its forms do. The upload form is
// the only multipart one (the file streams into storage as it arrives); the row forms (rename, show or hide,
// delete) are small urlencoded ones. Every change is audited by marketing-files.server.
import { data } from "react-router";
import { staffFilesCopy as copy } from "~/content/staff-files";
import { displayFileName } from "~/lib/file-kind";
import { intent, type IntentResult, runIntent } from "~/lib/intent";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { fileIdSchema, renameSchema, uploadSchema } from "~/lib/staff/file-forms";
import { getDb } from "../db/index.server";
import { dispatchIntent } from "../http/intent.server";
import { discardUploads, readUpload, type UploadedFile } from "../http/upload.server";
import { logger } from "../logger.server";
import {
  addMarketingFile,
  deleteMarketingFile,
  listMarketingFiles,
  renameMarketingFile,
  setMarketingFileActive,
} from "../marketing-files.server";
import { getStorage } from "../storage.server";

export async function marketingFilesPage() {
  const files = await listMarketingFiles(getDb());
  return { files: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })) };
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

function uploadIntents(actorId: string, files: UploadedFile[], failed: boolean) {
  return {
    upload: intent(uploadSchema, async ({ fileName }) => {
      if (failed) return { status: 503, fieldErrors: { file: copy.storageFailed } };
      const [file] = files;
      if (!file) return { status: 400, fieldErrors: { file: copy.noFile } };
      try {
        await addMarketingFile(getDb(), getStorage(), actorId, file, fileName);
      } catch (error) {
        logger.error({ err: error }, "recording a marketing file failed");
        return { status: 503, fieldErrors: { file: copy.storageFailed } };
      }
      // Named as the user typed it (the list adds the extension); without a typed name, the file's own.
      return { notice: copy.uploaded(displayFileName(fileName, "") || file.fileName) };
    }),
  };
}

function rowIntents(actorId: string) {
  const db = getDb();
  const gone = { status: 404, formError: copy.notFound };
  return {
    rename: intent(renameSchema, async ({ id, fileName }) => {
      const result = await renameMarketingFile(db, actorId, id, fileName);
      if (result === "not-found") return gone;
      if (result === "empty-name") return { status: 400, fieldErrors: { fileName: copy.emptyName } };
      return { notice: copy.renamed };
    }),
    activate: intent(fileIdSchema, async ({ id }) =>
      (await setMarketingFileActive(db, actorId, id, true)) ? { notice: copy.activated } : gone,
    ),
    deactivate: intent(fileIdSchema, async ({ id }) =>
      (await setMarketingFileActive(db, actorId, id, false)) ? { notice: copy.deactivated } : gone,
    ),
    delete: intent(fileIdSchema, async ({ id }) =>
      (await deleteMarketingFile(db, getStorage(), actorId, id)) ? { notice: copy.deleted } : gone,
    ),
  };
}

export async function marketingFilesAction(request: Request, actorId: string) {
  if (!isMultipart(request)) return dispatchIntent(request, rowIntents(actorId), copy);
  const storage = getStorage();
  const upload = await readUpload(request, storage, MARKETING_UPLOAD);
  if (!upload.ok) {
    // Refused while reading (too large, a kind not accepted): the same answer shape, at the file field.
    const refused: IntentResult<ReturnType<typeof uploadIntents>> = {
      intent: "upload",
      fieldErrors: { file: upload.message },
    };
    return data(refused, { status: upload.status });
  }
  const intents = uploadIntents(actorId, upload.files, upload.failedFiles.length > 0);
  const { status, result } = await runIntent(upload.fields, intents, copy);
  if (status !== 200) await discardUploads(storage, upload.files);
  return data(result, { status });
}
