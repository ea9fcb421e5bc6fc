// The upload form of the marketing files page: the file (checked for size as soon as it is chosen) and an
// optional download name. A new upload starts from an empty form.
import { Form, useNavigation } from "react-router";
import { Field, FieldFrame, useField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { staffFilesCopy as copy } from "~/content/staff-files";
import { useFileSizeCheck } from "~/hooks/use-file-size-check";
import { useSending } from "~/hooks/use-sending";
import { describeKinds, FILE_KIND_INFO, formatMegabytes } from "~/lib/file-kind";
import { constraintsFrom } from "~/lib/form-constraints";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { uploadSchema } from "~/lib/staff/file-forms";

/** Which kinds and how large, for the upload form's hint. */
const ACCEPT_HINT = `${describeKinds(MARKETING_UPLOAD.accept)}, maximaal ${formatMegabytes(MARKETING_UPLOAD.maxFileBytes)}.`;
/** The file picker's filter; the server decides by the bytes anyway. */
const ACCEPT_ATTRIBUTE = [
  ...MARKETING_UPLOAD.accept.map((kind) => `.${FILE_KIND_INFO[kind].extension}`),
  ".jpeg",
].join(",");
const constraints = constraintsFrom(uploadSchema);

export function UploadForm({
  errors,
  resetKey,
}: {
  errors?: Partial<Record<"file" | "fileName", string>>;
  /** Changes after a successful upload: the form is rendered anew, without the chosen file. */
  resetKey: string;
}) {
  const navigation = useNavigation();
  const busy = useSending();
  const uploading = busy && navigation.formEncType === "multipart/form-data";
  const sizeCheck = useFileSizeCheck(MARKETING_UPLOAD);
  // The browser's check speaks for the file chosen now; the server's answer for the one it was sent.
  const fileError = sizeCheck.error ?? errors?.file;
  const file = useField({
    id: "upload-file",
    name: "file",
    label: copy.fileLabel,
    hint: ACCEPT_HINT,
    error: fileError,
  });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.uploadTitle}</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]"
        aria-label={copy.uploadTitle}
        key={resetKey}
      >
        <input type="hidden" name="intent" value="upload" />
        <FieldFrame field={file} label={copy.fileLabel} hint={ACCEPT_HINT} errorRole="alert">
          <Input
            {...file.control}
            type="file"
            required
            accept={ACCEPT_ATTRIBUTE}
            className="py-2"
            onChange={sizeCheck.onChange}
          />
        </FieldFrame>
        <Field
          id="upload-name"
          name="fileName"
          label={copy.nameLabel}
          hint={copy.nameHint}
          {...constraints.fileName}
          error={errors?.fileName}
        />
        <div className="flex items-start sm:pt-7">
          <Button type="submit" busy={busy}>
            {uploading ? copy.uploading : copy.upload}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
