// The backups page's two tables: the runs that failed, and the backups on disk with a download link each.
import { HeadRow, Table, TBody, Td, TextTable, Tr } from "~/components/ui/table";
import { backupsCopy as copy } from "~/content/backups";

export interface FailedRunView {
  id: string;
  when: string;
  trigger: string;
  error: string;
}

export interface BackupView {
  fileName: string;
  when: string;
  size: string;
  /** Files in the backup; null when its run is not known (a file copied in by hand). */
  files: number | null;
  database: boolean | null;
}

export function FailedRuns({ runs }: { runs: FailedRunView[] }) {
  return (
    <TextTable
      heading={{
        id: "failed-heading",
        text: copy.failedHeading,
        className: "text-xl font-semibold text-red-800",
      }}
      caption={copy.failedCaption}
      labels={copy.failedHead}
      rows={runs.map((run) => ({ key: run.id, cells: [run.when, run.trigger, run.error] }))}
      columnClasses={["whitespace-nowrap", undefined, "break-all"]}
    />
  );
}

export function BackupList({ backups }: { backups: BackupView[] }) {
  if (!backups.length) return <p className="text-slate-700">{copy.empty}</p>;
  return (
    <Table caption={copy.listCaption}>
      <HeadRow labels={copy.listHead} />
      <TBody>
        {backups.map((backup) => (
          <Tr key={backup.fileName}>
            <Td className="whitespace-nowrap">{backup.when}</Td>
            <Td className="whitespace-nowrap">{backup.size}</Td>
            <Td>
              {backup.files === null
                ? copy.unknownContents
                : copy.contents(Boolean(backup.database), backup.files)}
            </Td>
            <Td>
              {/* A plain link: the file streams as a download, no client routing. */}
              <a
                className="text-brand-700 underline"
                href={`/employee-dashboard/admin/backups/${backup.fileName}`}
                download
              >
                {copy.download}
                <span className="sr-only">{copy.downloadOf(backup.when)}</span>
              </a>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
