// Dutch copy of the staff backups page (/employee-dashboard/admin/backups), shared by the route, its server
// module and the tests.
export const backupsCopy = {
  title: "Back-ups",
  metaTitle: "Back-ups – beheer",
  scheduleOff: "De nachtelijke back-up staat uit (BACKUP_TIME=off).",
  schedule: (p: { time: string; recent: number; daily: number; weekly: number; bucket: boolean }) =>
    `Elke nacht om ${p.time} uur; bewaard: de laatste 24 uur (tot ${p.recent} back-ups), de laatste ${p.daily} dagen en ${p.weekly} weken${p.bucket ? ", ook in de S3-bucket" : ""}.`,
  postgres:
    "De database is PostgreSQL: back-ups hier bevatten alleen de bestanden. Maak de database-back-up met pg_dump (zie de README).",
  running: "Er loopt nu een back-up.",
  makeNow: "Nu een back-up maken",
  making: "Back-up wordt gemaakt...",
  /** How each run was started (backup_runs.trigger). */
  triggers: {
    scheduled: "nachtelijk",
    manual: "vanuit dit scherm",
    command: "npm run backup",
  } as Readonly<Record<string, string>>,
  interrupted: "Onderbroken (de server is tijdens de back-up gestopt).",
  failedHeading: "Mislukte back-ups",
  failedCaption: "Mislukte back-ups van de laatste weken, nieuwste eerst",
  failedHead: { when: "Wanneer", how: "Hoe", error: "Fout" },
  listCaption: "Beschikbare back-ups, nieuwste eerst",
  listHead: { made: "Gemaakt", size: "Grootte", contents: "Inhoud", download: "Downloaden" },
  unknownContents: "Onbekend",
  contents: (database: boolean, files: number) =>
    `${database ? "Database en " : "Alleen bestanden: "}${files} ${files === 1 ? "bestand" : "bestanden"}`,
  download: "Download",
  downloadOf: (when: string) => ` back-up van ${when}`,
  empty: "Er zijn nog geen back-ups.",
  unknownAction: "Onbekende actie.",
  stillRunning: "De back-up loopt nog. Vernieuw deze pagina over een paar minuten.",
  busy: "Er loopt al een back-up. Probeer het straks opnieuw.",
  failed: (error: string) => `De back-up is mislukt: ${error}`,
  made: (size: string) => `Back-up gemaakt (${size}).`,
  notFound: "Back-up niet gevonden.",
} as const;
