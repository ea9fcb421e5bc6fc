// /employee-dashboard/bestanden (employees and admins): the marketing files the home page offers for download
// (spec §7, home section 3). Upload, rename the download name, show or hide, delete; each step is audited.
import { data, Form, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { FormError, Notice } from "~/components/staff/form-field";
import { formatDateTime } from "~/components/staff/format";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { useFileSizeCheck } from "~/hooks/use-file-size-check";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { describeKinds, displayFileName, FILE_KIND_INFO, formatMegabytes } from "~/lib/file-kind";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { requireStaff } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { readForm } from "~/server/http/form.server";
import { discardUploads, readUpload } from "~/server/http/upload.server";
import { logger } from "~/server/logger.server";
import {
  addMarketingFile,
  deleteMarketingFile,
  listMarketingFiles,
  renameMarketingFile,
  setMarketingFileActive,
} from "~/server/marketing-files.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.files";

const MESSAGES = {
  noFile: "Kies een bestand om te uploaden.",
  storageFailed: "Het bestand kon niet worden opgeslagen. Probeer het later opnieuw.",
  notFound: "Dit bestand bestaat niet meer.",
  emptyName: "Vul een downloadnaam in.",
  unknown: "Onbekende actie.",
  uploaded: (name: string) => `Bestand „${name}“ is geüpload en staat op de homepagina.`,
  renamed: "Downloadnaam opgeslagen.",
  activated: "Het bestand staat weer op de homepagina.",
  deactivated: "Het bestand staat niet meer op de homepagina.",
  deleted: "Het bestand is verwijderd.",
} as const;

/** Which kinds and how large, for the upload form's hint. */
const ACCEPT_HINT = `${describeKinds(MARKETING_UPLOAD.accept)}, maximaal ${formatMegabytes(MARKETING_UPLOAD.maxFileBytes)}.`;
/** The file picker's filter; the server decides by the bytes anyway. */
const ACCEPT_ATTRIBUTE = [
  ...MARKETING_UPLOAD.accept.map((kind) => `.${FILE_KIND_INFO[kind].extension}`),
  ".jpeg",
].join(",");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const files = await listMarketingFiles(getDb());
  return { files: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })) };
}

type ActionData = { notice?: string; formError?: string; uploadError?: string };

const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const db = getDb();
  const storage = getStorage();

  // The upload form is the only multipart one; the row actions are small urlencoded forms.
  if (isMultipart(request)) {
    const upload = await readUpload(request, storage, MARKETING_UPLOAD);
    if (!upload.ok) return data<ActionData>({ uploadError: upload.message }, { status: upload.status });
    if (upload.fields.intent !== "upload") {
      await discardUploads(storage, upload.files);
      return data<ActionData>({ formError: MESSAGES.unknown }, { status: 400 });
    }
    if (upload.failedFiles.length > 0)
      return data<ActionData>({ uploadError: MESSAGES.storageFailed }, { status: 503 });
    const [file] = upload.files;
    if (!file) return data<ActionData>({ uploadError: MESSAGES.noFile }, { status: 400 });
    try {
      await addMarketingFile(db, storage, user.id, file, upload.fields.fileName ?? "");
    } catch (error) {
      logger.error({ err: error }, "recording a marketing file failed");
      return data<ActionData>({ uploadError: MESSAGES.storageFailed }, { status: 503 });
    }
    // Named as the user typed it (the list adds the extension); without a typed name, the file's own.
    const typed = displayFileName(upload.fields.fileName ?? "", "");
    return data<ActionData>({ notice: MESSAGES.uploaded(typed || file.fileName) });
  }

  const form = await readForm(request);
  const id = form.id ?? "";
  switch (form.intent) {
    case "rename": {
      const result = await renameMarketingFile(db, user.id, id, form.fileName ?? "");
      if (result === "not-found") return data<ActionData>({ formError: MESSAGES.notFound }, { status: 404 });
      if (result === "empty-name")
        return data<ActionData>({ formError: MESSAGES.emptyName }, { status: 400 });
      return data<ActionData>({ notice: MESSAGES.renamed });
    }
    case "activate":
    case "deactivate": {
      const active = form.intent === "activate";
      if (!(await setMarketingFileActive(db, user.id, id, active)))
        return data<ActionData>({ formError: MESSAGES.notFound }, { status: 404 });
      return data<ActionData>({ notice: active ? MESSAGES.activated : MESSAGES.deactivated });
    }
    case "delete": {
      if (!(await deleteMarketingFile(db, storage, user.id, id)))
        return data<ActionData>({ formError: MESSAGES.notFound }, { status: 404 });
      return data<ActionData>({ notice: MESSAGES.deleted });
    }
    default:
      return data<ActionData>({ formError: MESSAGES.unknown }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Marketingbestanden", matches[0].loaderData.site);

export default function MarketingFilesPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = useSending();
  const uploading = busy && navigation.formEncType === "multipart/form-data";
  const { files } = loaderData;
  const sizeCheck = useFileSizeCheck(MARKETING_UPLOAD);
  // The browser's check speaks for the file chosen now; the server's answer for the one it was sent.
  const uploadError = sizeCheck.error ?? actionData?.uploadError;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Marketingbestanden</h1>
      <p className="max-w-prose text-slate-700">
        Actieve bestanden staan op de homepagina als download, het nieuwste bovenaan.
      </p>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />

      <Card>
        <h2 className="mb-4 text-xl font-semibold text-ink">Bestand uploaden</h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]"
          aria-label="Bestand uploaden"
          // A new upload starts from an empty form; React Router keeps the chosen file otherwise.
          key={actionData?.notice ?? "upload"}
        >
          <input type="hidden" name="intent" value="upload" />
          <div>
            <Label htmlFor="upload-file">Bestand</Label>
            <Input
              id="upload-file"
              name="file"
              type="file"
              required
              accept={ACCEPT_ATTRIBUTE}
              className="py-2"
              onChange={sizeCheck.onChange}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? "upload-hint upload-error" : "upload-hint"}
            />
            <p id="upload-hint" className="mt-1 text-sm text-slate-600">
              {ACCEPT_HINT}
            </p>
            {uploadError ? (
              <p id="upload-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                {uploadError}
              </p>
            ) : null}
          </div>
          <div>
            <Label htmlFor="upload-name">Downloadnaam (optioneel)</Label>
            <Input id="upload-name" name="fileName" maxLength={160} aria-describedby="upload-name-hint" />
            <p id="upload-name-hint" className="mt-1 text-sm text-slate-600">
              Leeg: de naam van het bestand.
            </p>
          </div>
          <div className="flex items-start sm:pt-7">
            <Button type="submit" busy={busy}>
              {uploading ? "Bezig met uploaden..." : "Uploaden"}
            </Button>
          </div>
        </Form>
      </Card>

      {files.length === 0 ? (
        <p className="text-slate-700">Er zijn nog geen marketingbestanden.</p>
      ) : (
        <Table caption="Alle marketingbestanden">
          <THead>
            <Tr>
              <Th>Downloadnaam</Th>
              <Th>Toegevoegd</Th>
              <Th>Op de homepagina</Th>
              <Th>Acties</Th>
            </Tr>
          </THead>
          <TBody>
            {files.map((file) => (
              <Tr key={file.id} data-file-id={file.id}>
                <Td>
                  <Form
                    method="post"
                    className="flex flex-wrap items-center gap-2"
                    aria-label={`Naam wijzigen: ${file.fileName}`}
                  >
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={file.id} />
                    <label htmlFor={`name-${file.id}`} className="sr-only">
                      Downloadnaam van {file.fileName}
                    </label>
                    <Input
                      id={`name-${file.id}`}
                      name="fileName"
                      defaultValue={file.fileName}
                      key={file.fileName}
                      required
                      maxLength={160}
                      className="w-auto! min-w-56 py-1.5!"
                    />
                    <Button type="submit" size="sm" variant="outline" busy={busy}>
                      Naam opslaan
                    </Button>
                  </Form>
                </Td>
                <Td>{formatDateTime(file.createdAt)}</Td>
                <Td>
                  {file.isActive ? (
                    <a
                      href={`/bestanden/${file.id}`}
                      download={file.fileName}
                      className="text-brand-700 underline"
                    >
                      Ja, downloaden
                    </a>
                  ) : (
                    "Nee"
                  )}
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value={file.isActive ? "deactivate" : "activate"} />
                      <input type="hidden" name="id" value={file.id} />
                      <Button type="submit" size="sm" variant="outline" busy={busy}>
                        {file.isActive ? "Verbergen" : "Tonen"}
                        <span className="sr-only"> {file.fileName}</span>
                      </Button>
                    </Form>
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm(`„${file.fileName}” definitief verwijderen?`))
                          event.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={file.id} />
                      <Button type="submit" size="sm" variant="outline" busy={busy}>
                        Verwijderen
                        <span className="sr-only"> {file.fileName}</span>
                      </Button>
                    </Form>
                  </div>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}
