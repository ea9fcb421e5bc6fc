// Copy of the content editor frame (the save bar, status, revisions, conflict notice) that every
// /employee-dashboard/website/... page shares, and the store's Dutch answers.
export const contentEditorCopy = {
  saveDraft: "Concept opslaan",
  publish: "Publiceren",
  schedule: "Inplannen",
  scheduleAt: "Publiceren op (datum en tijd)",
  scheduleHint: "Alleen nodig voor Inplannen: het item wordt binnen een minuut na dit tijdstip gepubliceerd.",
  saving: "Bezig met opslaan...",
  status: {
    draft: "Concept",
    scheduled: "Ingepland",
    published: "Gepubliceerd",
  },
  notPublished: "Nog niet gepubliceerd",
  unpublishedChanges: "Er zijn wijzigingen die nog niet gepubliceerd zijn.",
  scheduledFor: (when: string) => `Wordt gepubliceerd op ${when}.`,
  publishedOn: (when: string) => `Gepubliceerd op ${when}.`,
  lastSaved: (when: string, who: string | null) =>
    `Laatst opgeslagen op ${when}${who ? ` door ${who}` : ""}.`,
  saved: {
    draft: "Het concept is opgeslagen. De website is niet veranderd.",
    publish: "Gepubliceerd: de wijziging staat op de website.",
    schedule: "Ingepland: het item wordt op het gekozen tijdstip gepubliceerd.",
  },
  conflict:
    "Dit item is intussen gewijzigd door iemand anders. Hieronder staat jouw invoer; de nieuwste opgeslagen versie staat bij Versies. Controleer en sla opnieuw op.",
  conflictBy: (who: string | null, when: string) => `Gewijzigd op ${when}${who ? ` door ${who}` : ""}.`,
  invalid: "Niet alles is goed ingevuld. Bekijk de velden met een melding.",
  scheduleMissing: "Kies een datum en tijd in de toekomst om in te plannen.",
  notFound: "Dit item bestaat niet (meer).",
  forbidden: "Alleen een beheerder mag dit onderdeel bewerken.",
  revisions: "Versies",
  revisionsIntro:
    "Elke opslag is een versie. Terugzetten maakt een nieuwe versie als concept; publiceer daarna.",
  noRevisions: "Nog geen versies.",
  restore: "Terugzetten",
  restored: (version: number) =>
    `Versie ${version} is teruggezet als concept. Publiceer om hem op de website te zetten.`,
  revisionNotFound: "Deze versie bestaat niet (meer).",
  revisionLabel: (version: number) => `Versie ${version}`,
  revisionAction: {
    seed: "Overgenomen van de vorige website",
    draft: "Concept opgeslagen",
    publish: "Gepubliceerd",
    schedule: "Ingepland",
    scheduled_publish: "Automatisch gepubliceerd",
    restore: "Teruggezet",
  } as Record<string, string>,
  by: (who: string) => `door ${who}`,
  preview: "Voorbeeld bekijken",
} as const;
