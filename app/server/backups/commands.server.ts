// Entries for `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js call them from the
// production build). They print Dutch lines for the person at the terminal and resolve with the exit code.
import { S3Client } from "@aws-sdk/client-s3";
import { formatFileSize } from "~/lib/leads/attachments";
import { closeDatabase, migrateDatabase } from "../db/index.server";
import { getEnv } from "../env.server";
import { createS3Storage, s3ClientConfig } from "../storage.server";
import { BackupError } from "./archive.server";
import { runBackup, type BackupOutcome } from "./backups.server";
import { backupContext } from "./context.server";
import { restoreBackup } from "./restore.server";
import { backupSocketPath, requestBackupFromServer } from "./socket.server";

type Print = (line: string) => void;

const POSTGRES_NOTE =
  "De database is PostgreSQL (DATABASE_URL): die zit niet in deze back-up. Maak die met pg_dump (zie README).";

function report(outcome: BackupOutcome, print: Print, printError: Print): number {
  if (outcome.status === "busy") {
    printError("Er loopt al een back-up; probeer het zo opnieuw.");
    return 1;
  }
  if (outcome.status === "failed") {
    printError(`De back-up is mislukt: ${outcome.error}`);
    return 1;
  }
  print(
    `Back-up gemaakt: ${outcome.fileName} (${formatFileSize(outcome.size)}, ${outcome.fileCount} bestanden, ` +
      `${outcome.database === "pglite" ? "met database" : "zonder database"}).`,
  );
  if (outcome.database === "none") print(POSTGRES_NOTE);
  return 0;
}

/** Through the running server when one listens on DATA_DIR/run/backup.sock, else with the data dir opened here. */
export async function backupCommand(print: Print = console.log, printError: Print = console.error) {
  const env = getEnv();
  const viaServer = await requestBackupFromServer(backupSocketPath(env.DATA_DIR)).catch(() => null);
  if (viaServer) {
    print("De draaiende server maakt de back-up.");
    return report(viaServer, print, printError);
  }
  try {
    await migrateDatabase();
    return report(await runBackup(backupContext(), { trigger: "command" }), print, printError);
  } finally {
    await closeDatabase();
  }
}

export async function restoreCommand(
  options: { file: string; force: boolean },
  print: Print = console.log,
  printError: Print = console.error,
): Promise<number> {
  const env = getEnv();
  try {
    const result = await restoreBackup({
      file: options.file,
      dataDir: env.DATA_DIR,
      force: options.force,
      bucket: env.S3_BUCKET
        ? createS3Storage({ bucket: env.S3_BUCKET, client: new S3Client(s3ClientConfig(env)) })
        : null,
      usesPostgres: Boolean(env.DATABASE_URL),
    });
    print(
      `Hersteld: back-up van ${result.manifest.createdAt}, ${result.fileCount} bestanden` +
        (env.S3_BUCKET ? " (naar de S3-bucket)" : "") +
        (result.database === "restored" ? ", database" : "") +
        ".",
    );
    if (result.database === "skipped")
      print("De ingebouwde database uit de back-up is overgeslagen: DATABASE_URL is ingesteld.");
    if (result.database === "absent")
      print(POSTGRES_NOTE.replace("Maak", "Herstel").replace("pg_dump", "pg_restore"));
    if (result.movedAside)
      print(`De vorige DATA_DIR staat in ${result.movedAside}; verwijder die als alles werkt.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      printError(error.message);
      return 1;
    }
    printError(
      `Herstellen mislukt: ${error instanceof Error ? error.message : String(error)}. Er is niets hersteld.`,
    );
    return 1;
  }
}
