// The upload form of the marketing files page: the file (checked for size as soon as it is chosen) and an
// optional download name. A new upload starts from an empty form.
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/form/field";
import { FileField } from "~/components/form/file-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { staffFilesCopy as copy } from "~/content/staff-files";
import { useSending } from "~/hooks/use-sending";
import { describeKinds, formatMegabytes } from "~/lib/file-kind";
import { constraintsFrom } from "~/lib/form-constraints";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { uploadSchema } from "~/lib/staff/file-forms";

/** Which kinds and how large, for the upload form's hint. */
const ACCEPT_HINT = `${describeKinds(MARKETING_UPLOAD.accept)}, maximaal ${formatMegabytes(MARKETING_UPLOAD.maxFileBytes)}.`;
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
        <FileField
          id="upload-file"
          label={copy.fileLabel}
          hint={ACCEPT_HINT}
          rules={MARKETING_UPLOAD}
          error={errors?.file}
        />
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
