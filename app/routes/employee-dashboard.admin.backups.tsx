// /employee-dashboard/admin/backups (admins only): the backups in DATA_DIR/backups (time, size, what is in them),
// a download per backup, "make one now", and the runs that failed. Downloads and manual runs are audit-logged.
import { data, Form, useNavigation } from "react-router";
import { FormError, Notice } from "~/components/staff/form-field";
import { formatDateTime } from "~/components/staff/format";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatFileSize } from "~/lib/leads/attachments";
import { RECENT_BACKUPS_KEPT } from "~/lib/backups";
import { requireAdmin } from "~/server/auth.server";
import { listBackupFiles, recentRuns, runBackup, runsForFiles } from "~/server/backups/backups.server";
import { backupContext, backupDir } from "~/server/backups/context.server";
import { getDb } from "~/server/db/index.server";
import { getEnv } from "~/server/env.server";
import { readForm } from "~/server/http/form.server";
import type { Route } from "./+types/employee-dashboard.admin.backups";

/** A run that has not finished after this long belongs to a process that stopped. */
const STALE_RUN_MS = 6 * 60 * 60 * 1000;
/** How long the "make one now" request waits for the backup before answering that it is still running. */
const WAIT_FOR_BACKUP_MS = 15_000;

const TRIGGER_LABELS: Record<string, string> = {
  scheduled: "nachtelijk",
  manual: "vanuit dit scherm",
  command: "npm run backup",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const env = getEnv();
  const files = await listBackupFiles(backupDir());
  const [runs, byFile] = await Promise.all([
    recentRuns(db),
    runsForFiles(
      db,
      files.map((f) => f.fileName),
    ),
  ]);
  const now = Date.now();
  return {
    schedule:
      env.BACKUP_TIME === "off"
        ? "De nachtelijke back-up staat uit (BACKUP_TIME=off)."
        : `Elke nacht om ${env.BACKUP_TIME} uur; bewaard: de laatste 24 uur (tot ${RECENT_BACKUPS_KEPT} back-ups), de laatste ${env.BACKUP_KEEP_DAILY} dagen en ${env.BACKUP_KEEP_WEEKLY} weken${env.S3_BUCKET ? ", ook in de S3-bucket" : ""}.`,
    postgres: Boolean(env.DATABASE_URL),
    backups: files.map((file) => {
      const run = byFile.get(file.fileName);
      return {
        fileName: file.fileName,
        when: formatDateTime(file.createdAt),
        size: formatFileSize(file.size),
        files: run?.fileCount ?? null,
        database: run ? run.database === "pglite" : null,
      };
    }),
    running: runs.some((r) => r.status === "running" && now - r.startedAt.getTime() < STALE_RUN_MS),
    failed: runs
      .filter(
        (r) =>
          r.status === "failed" || (r.status === "running" && now - r.startedAt.getTime() >= STALE_RUN_MS),
      )
      .slice(0, 20)
      .map((r) => ({
        id: r.id,
        when: formatDateTime(r.startedAt),
        trigger: TRIGGER_LABELS[r.trigger] ?? r.trigger,
        error:
          r.status === "running" ? "Onderbroken (de server is tijdens de back-up gestopt)." : (r.error ?? ""),
      })),
  };
}

type ActionData = { notice?: string; formError?: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  if (form.intent !== "backup") return data<ActionData>({ formError: "Onbekende actie." }, { status: 400 });
  const running = runBackup(backupContext(), { trigger: "manual", actorId: admin.id });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    running,
    new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_FOR_BACKUP_MS, null))),
  ]);
  clearTimeout(timer);
  if (!outcome)
    return data<ActionData>({ notice: "De back-up loopt nog. Vernieuw deze pagina over een paar minuten." });
  if (outcome.status === "busy")
    return data<ActionData>(
      { formError: "Er loopt al een back-up. Probeer het straks opnieuw." },
      { status: 409 },
    );
  if (outcome.status === "failed")
    return data<ActionData>({ formError: `De back-up is mislukt: ${outcome.error}` }, { status: 503 });
  return data<ActionData>({ notice: `Back-up gemaakt (${formatFileSize(outcome.size)}).` });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Back-ups – beheer", matches[0].loaderData.site);

export default function BackupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { backups, failed, running, schedule, postgres } = loaderData;
  // Busy from the click until the list is reloaded, and while any run (the night's, another tab's) is going.
  const backingUp = navigation.state !== "idle" && navigation.formData?.get("intent") === "backup";
  const busy = backingUp || running;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Back-ups</h1>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      <Card className="space-y-3">
        <p className="text-slate-800">{schedule}</p>
        {postgres ? (
          <p className="text-slate-800">
            De database is PostgreSQL: back-ups hier bevatten alleen de bestanden. Maak de database-back-up
            met pg_dump (zie de README).
          </p>
        ) : null}
        {running ? <p className="font-semibold text-slate-900">Er loopt nu een back-up.</p> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="backup" />
          <Button type="submit" busy={busy} aria-busy={busy || undefined}>
            {busy ? "Back-up wordt gemaakt..." : "Nu een back-up maken"}
          </Button>
        </Form>
      </Card>

      {failed.length ? (
        <section aria-labelledby="failed-heading" className="space-y-2">
          <h2 id="failed-heading" className="text-xl font-semibold text-red-800">
            Mislukte back-ups
          </h2>
          <Table caption="Mislukte back-ups van de laatste weken, nieuwste eerst">
            <THead>
              <Tr>
                <Th>Wanneer</Th>
                <Th>Hoe</Th>
                <Th>Fout</Th>
              </Tr>
            </THead>
            <TBody>
              {failed.map((run) => (
                <Tr key={run.id}>
                  <Td className="whitespace-nowrap">{run.when}</Td>
                  <Td>{run.trigger}</Td>
                  <Td className="break-all">{run.error}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </section>
      ) : null}

      {backups.length ? (
        <Table caption="Beschikbare back-ups, nieuwste eerst">
          <THead>
            <Tr>
              <Th>Gemaakt</Th>
              <Th>Grootte</Th>
              <Th>Inhoud</Th>
              <Th>Downloaden</Th>
            </Tr>
          </THead>
          <TBody>
            {backups.map((backup) => (
              <Tr key={backup.fileName}>
                <Td className="whitespace-nowrap">{backup.when}</Td>
                <Td className="whitespace-nowrap">{backup.size}</Td>
                <Td>
                  {backup.files === null
                    ? "Onbekend"
                    : `${backup.database ? "Database en " : "Alleen bestanden: "}${backup.files} ${backup.files === 1 ? "bestand" : "bestanden"}`}
                </Td>
                <Td>
                  {/* A plain link: the file streams as a download, no client routing. */}
                  <a
                    className="text-brand-700 underline"
                    href={`/employee-dashboard/admin/backups/${backup.fileName}`}
                    download
                  >
                    Download<span className="sr-only"> back-up van {backup.when}</span>
                  </a>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <p className="text-slate-700">Er zijn nog geen back-ups.</p>
      )}
    </div>
  );
}
