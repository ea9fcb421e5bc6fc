// The browser's size check on a staff file input: as soon as a file is chosen, a file over the form's limit
// gets the Dutch message at the field and blocks the submit, so nobody waits for 50 MB to upload only to be
// refused. The server counts the bytes anyway (readUpload); this only saves the wait.
import { useState, type ChangeEvent } from "react";
import { oversizedFileMessage, type UploadRules } from "~/lib/file-kind";

export function useFileSizeCheck(rules: Pick<UploadRules, "maxFileBytes">) {
  const [error, setError] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const message = oversizedFileMessage(Array.from(input.files ?? []), rules);
    // A custom validity keeps the form from being sent (the browser also shows the text at the field).
    input.setCustomValidity(message ?? "");
    setError(message);
  };
  return { error, onChange };
}
