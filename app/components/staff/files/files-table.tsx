// Every marketing file with its forms: rename (the refused name's message at its input), show or hide, delete.
import { Form } from "react-router";
import { formatDateTime } from "~/lib/shop-time";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { staffFilesCopy as copy } from "~/content/staff-files";
import { useSending } from "~/hooks/use-sending";
import { constraintsFrom } from "~/lib/form-constraints";
import { renameSchema } from "~/lib/staff/file-forms";
import { IntentButton } from "~/components/staff/intent-button";

export interface FileRow {
  id: string;
  fileName: string;
  createdAt: string;
  isActive: boolean;
}

const constraints = constraintsFrom(renameSchema);

export function FilesTable({
  files,
  rename,
}: {
  files: FileRow[];
  /** A refused rename: which file, the name as sent, and why. */
  rename?: { id?: string; fileName?: string; error?: string };
}) {
  const busy = useSending();
  return (
    <Table caption={copy.caption}>
      <THead>
        <Tr>
          <Th>{copy.columns.name}</Th>
          <Th>{copy.columns.added}</Th>
          <Th>{copy.columns.onHome}</Th>
          <Th>{copy.columns.actions}</Th>
        </Tr>
      </THead>
      <TBody>
        {files.map((file) => {
          const error = rename?.id === file.id ? rename.error : undefined;
          const inputId = `name-${file.id}`;
          return (
            <Tr key={file.id} data-file-id={file.id}>
              <Td>
                <Form
                  method="post"
                  className="flex flex-wrap items-center gap-2"
                  aria-label={copy.renameForm(file.fileName)}
                >
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={file.id} />
                  <label htmlFor={inputId} className="sr-only">
                    {copy.renameLabel(file.fileName)}
                  </label>
                  <Input
                    id={inputId}
                    name="fileName"
                    defaultValue={error ? rename?.fileName : file.fileName}
                    key={error ? `refused-${rename?.fileName}` : file.fileName}
                    {...constraints.fileName}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    className="w-auto! min-w-56 py-1.5!"
                  />
                  <Button type="submit" size="sm" variant="outline" busy={busy}>
                    {copy.saveName}
                  </Button>
                  {error ? (
                    <p id={`${inputId}-error`} className="w-full text-sm font-medium text-red-800">
                      {error}
                    </p>
                  ) : null}
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
                    {copy.download}
                  </a>
                ) : (
                  copy.no
                )}
              </Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  <IntentButton
                    intent={file.isActive ? "deactivate" : "activate"}
                    fields={{ id: file.id }}
                    busy={busy}
                  >
                    {file.isActive ? copy.hide : copy.show}
                    <span className="sr-only"> {file.fileName}</span>
                  </IntentButton>
                  <IntentButton
                    intent="delete"
                    fields={{ id: file.id }}
                    confirm={copy.confirmDelete(file.fileName)}
                    busy={busy}
                  >
                    {copy.delete}
                    <span className="sr-only"> {file.fileName}</span>
                  </IntentButton>
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
