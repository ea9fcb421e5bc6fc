// The backups page's two tables: the runs that failed, and the backups on disk with a download link each.
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
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

/** The column headings, in the order of the copy's entries. */
function HeadRow({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <THead>
      <Tr>
        {Object.values(labels).map((label) => (
          <Th key={label}>{label}</Th>
        ))}
      </Tr>
    </THead>
  );
}

export function FailedRuns({ runs }: { runs: FailedRunView[] }) {
  return (
    <section aria-labelledby="failed-heading" className="space-y-2">
      <h2 id="failed-heading" className="text-xl font-semibold text-red-800">
        {copy.failedHeading}
      </h2>
      <Table caption={copy.failedCaption}>
        <HeadRow labels={copy.failedHead} />
        <TBody>
          {runs.map((run) => (
            <Tr key={run.id}>
              <Td className="whitespace-nowrap">{run.when}</Td>
              <Td>{run.trigger}</Td>
              <Td className="break-all">{run.error}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
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
