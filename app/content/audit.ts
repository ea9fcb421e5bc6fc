// Copy of the audit log page (staff area, admins only).
export const auditCopy = {
  title: "Auditlog",
  caption: "Acties van medewerkers, nieuwste eerst",
  empty: "Nog geen acties vastgelegd.",
  noMatch: "Geen acties gevonden voor deze filters.",
  filters: "Filters",
  person: "Wie",
  allPeople: "Iedereen",
  action: "Actie",
  allActions: "Alle acties",
  from: "Vanaf",
  to: "Tot en met",
  submit: "Filteren",
  reset: "Wissen",
  system: "Systeem",
  count: (n: number) => (n === 1 ? "1 actie" : `${n} acties`),
  head: { when: "Wanneer", who: "Wie", what: "Wat", target: "Waarop", details: "Details" },
} as const;
