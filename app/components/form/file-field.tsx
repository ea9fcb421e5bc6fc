// A staff form's file input with its label, hint and error: the picker filtered to the form's kinds, and the
// size checked as soon as a file is chosen (useFileSizeCheck), so nobody waits for an upload the server refuses.
// The browser's check speaks for the file chosen now; the server's error for the one it was sent.
import { FieldFrame, useField } from "~/components/form/field";
import { Input } from "~/components/ui/input";
import { useFileSizeCheck } from "~/hooks/use-file-size-check";
import { acceptAttribute, type UploadRules } from "~/lib/file-kind";

export function FileField({
  id,
  label,
  hint,
  rules,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  rules: Pick<UploadRules, "accept" | "maxFileBytes">;
  /** The server's answer for the file it was sent. */
  error?: string;
}) {
  const sizeCheck = useFileSizeCheck(rules);
  const field = useField({ id, name: "file", label, hint, error: sizeCheck.error ?? error });
  return (
    <FieldFrame field={field} label={label} hint={hint} errorRole="alert">
      <Input
        {...field.control}
        type="file"
        required
        accept={acceptAttribute(rules.accept)}
        className="py-2"
        onChange={sizeCheck.onChange}
      />
    </FieldFrame>
  );
}
