// The "Drukproef" card's upload (POST /employee-dashboard/orders/:quoteId/drukproef, multipart, no script needed):
// the file streamed into storage by readUpload with PROOF_UPLOAD's kinds and size limit, then uploadProof makes the
// version (previews rendered before any lock) and mails the customer. A refusal answers in Dutch and keeps nothing.
import { data, redirect } from "react-router";
import { staffOrderHref } from "~/lib/orders/status";
import { PROOF_UPLOAD } from "~/lib/proofs/forms";
import { discardUploads, readUpload } from "../../http/upload.server";
import { versionOf } from "../../proofs/store.server";
import { originalResponse, previewOf, previewResponse } from "../../proofs/files.server";
import { getStorage } from "../../storage.server";
import { PROOF_NOTE_MAX, uploadProof } from "../../workflows/proofs.server";

export const proofUploadCopy = {
  noFile: "Kies een bestand voor de drukproef (JPEG, PNG, WebP, TIFF of PDF).",
  notFound: "Bestand niet gevonden.",
} as const;

export async function uploadProofAction(request: Request, actorId: string, quoteId: string) {
  const storage = getStorage();
  const read = await readUpload(request, storage, PROOF_UPLOAD);
  if (!read.ok)
    return data({ formError: read.message, note: read.fields?.note ?? "" }, { status: read.status });
  const note = typeof read.fields.note === "string" ? read.fields.note : "";
  const [file] = read.files;
  if (!file || read.failedFiles.length) {
    await discardUploads(storage, read.files);
    return data({ formError: proofUploadCopy.noFile, note }, { status: 400 });
  }
  const result = await uploadProof(
    {
      actorId,
      quoteId,
      file: { key: file.key, fileName: file.fileName, contentType: file.contentType, kind: file.kind },
      note: note.slice(0, PROOF_NOTE_MAX + 1),
    },
    undefined,
    storage,
  );
  if (result.ok) throw redirect(`${staffOrderHref(quoteId)}?melding=drukproef-geupload#drukproef`);
  if (result.status === 404) throw data(result.message, { status: 404 });
  return data({ formError: result.message, note }, { status: result.status });
}

/** A version's preview ("1.webp", "1-groot.webp") or its original ("origineel") for staff. */
export async function staffProofFile(quoteId: string, versionId: string, file: string): Promise<Response> {
  const version = await versionOf(quoteId, versionId);
  const storage = getStorage();
  const response = !version
    ? null
    : file === "origineel"
      ? await originalResponse(storage, version)
      : await previewKey(version, file, storage);
  if (response) return response;
  return new Response(proofUploadCopy.notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

async function previewKey(
  version: NonNullable<Awaited<ReturnType<typeof versionOf>>>,
  file: string,
  storage: ReturnType<typeof getStorage>,
) {
  const preview = previewOf(version, file);
  return preview ? previewResponse(storage, preview.key) : null;
}
