// Copy of the opening hours: the Dutch day names the public pages show, and the admin's page
// /employee-dashboard/website/openingstijden (weekly hours and closure days).

/** Monday first, as lib/business-calendar's groups count them. */
export const dayNames = [
  "maandag",
  "dinsdag",
  "woensdag",
  "donderdag",
  "vrijdag",
  "zaterdag",
  "zondag",
] as const;

export const openingHoursCopy = {
  // A day the calendar keeps closed is "gesloten": it offers no appointment on it either, so we promise none.
  closedFrom: (days: string) => `${days} gesloten`,
  closure: (when: string, label: string) => `${when}: ${label}`,
  range: (from: string, to: string) => `${from} t/m ${to}`,
  and: " en ",
};

export const openingHoursPageCopy = {
  metaTitle: "Openingstijden – medewerkers",
  title: "Openingstijden",
  intro:
    "Hier stel je de openingstijden en sluitingsdagen in. De website, de reactietijd die we beloven, de afspraakmomenten en de levertijden volgen ze. Feestdagen zijn altijd gesloten.",
  hoursTitle: "Openingstijden per week",
  hoursLabel: "Openingstijden",
  hoursHint:
    'Dagen afgekort (ma di wo do vr za zo), een reeks of één dag, met de tijden; meerdere delen met komma\'s. Bijvoorbeeld "ma-vr 10:00-17:00" of "ma-do 09:00-17:00, vr 09:00-12:00". Niet genoemde dagen zijn gesloten.',
  hoursInvalid: 'Schrijf de tijden als "ma-vr 10:00-17:00" of "ma-do 09:00-17:00, vr 09:00-12:00".',
  hoursSave: "Openingstijden opslaan",
  hoursReset: "Terug naar de standaard",
  fromSetting: (text: string) => `Nu de standaard uit de instellingen: ${text}.`,
  overridden: (setting: string) => `Aangepast; de standaard uit de instellingen is ${setting}.`,
  hoursSaved: "De openingstijden zijn opgeslagen.",
  closuresTitle: "Sluitingsdagen",
  closuresIntro:
    "Een dag of een reeks dagen dat de winkel dicht is, met een korte uitleg die bezoekers zien.",
  none: "Er zijn geen sluitingsdagen gepland.",
  from: "Eerste dag",
  to: "Laatste dag (leeg: één dag)",
  label: "Omschrijving",
  labelPlaceholder: "Tussen kerst en oud en nieuw gesloten",
  add: "Sluitingsdagen toevoegen",
  added: "De sluitingsdagen zijn toegevoegd.",
  remove: "Verwijderen",
  removeLabel: (day: string) => `Sluitingsdag ${day} verwijderen`,
  removed: "De sluitingsdag is verwijderd.",
  caption: "Geplande sluitingsdagen",
  day: "Dag",
  reason: "Omschrijving",
  dateRequired: "Kies een geldige datum.",
  rangeInvalid: "De laatste dag moet na de eerste liggen, hooguit 62 dagen later.",
  pastDate: "Kies een dag vanaf vandaag.",
  labelRequired: "Schrijf een korte omschrijving.",
  labelTooLong: "Maximaal 80 tekens.",
  unknown: "Onbekende actie.",
};
