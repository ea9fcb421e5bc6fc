// Dutch copy of the payment reminders in the staff area: one invoice's page (reminders sent, dispute, interest)
// and the admins' schedule (docs/receivables.md, "Reminders").

export const invoicePageCopy = {
  metaTitle: (number: string) => `Factuur ${number}`,
  title: (number: string) => `Factuur ${number}`,
  notFound: "Deze factuur bestaat niet.",
  unknown: "Deze actie kennen we niet. Laad de pagina opnieuw en probeer het nog eens.",
  facts: {
    customer: "Klant",
    issuedOn: "Factuurdatum",
    dueOn: "Vervaldatum",
    open: "Openstaand",
    status: "Status",
  },
  pdf: "Factuur (PDF)",
  order: "Naar de order",
  receivables: "Naar debiteuren",
  settings: "Schema van herinneringen",
  remindersTitle: "Verstuurde herinneringen",
  remindersEmpty: "Er is nog geen herinnering verstuurd voor deze factuur.",
  remindersCaption: "Verstuurde herinneringen, oudste eerst",
  columns: { step: "Soort", sentOn: "Verstuurd", open: "Openstaand", stated: "Vermeld", pdf: "PDF" },
  pdfLink: (label: string) => `PDF van ${label.toLowerCase()}`,
  stated: {
    costs: (costs: string, deadline: string) => `Incassokosten ${costs} na ${deadline}`,
    interest: (amount: string) => `Handelsrente tot dan: ${amount}`,
  },
  disputeTitle: "Betwisting",
  disputeIntro:
    "Zolang een factuur betwist is, gaan er geen herinneringen uit. Hef je de betwisting op, dan loopt het schema verder.",
  disputed: (who: string, when: string) => `Betwist sinds ${when}, gemarkeerd door ${who}.`,
  reasonLabel: "Reden van de betwisting",
  reasonHint: "Wat de klant zegt; alleen voor collega's.",
  reasonRequired: "Vul de reden van de betwisting in.",
  markDisputed: "Markeer als betwist",
  liftDispute: "Betwisting opheffen",
  markedDisputed: "De factuur is gemarkeerd als betwist: er gaan geen herinneringen meer uit.",
  alreadyDisputed: "Deze factuur was al gemarkeerd als betwist.",
  lifted: "De betwisting is opgeheven: het schema van herinneringen loopt weer.",
  notDisputed: "Deze factuur was niet betwist.",
  interestTitle: "Wettelijke handelsrente",
  interestIntro:
    "Een zakelijke klant is vanaf de dag na de vervaldatum wettelijke handelsrente verschuldigd (art. 6:119a BW). Die wordt alleen in rekening gebracht als je daarvoor kiest.",
  interestNow: (amount: string, day: string, provisional: boolean) =>
    `Tot en met ${day}: ${amount}${provisional ? " (voorlopig: de rente van dit halfjaar is nog niet gepubliceerd)" : ""}.`,
  interestCharge: "Handelsrente in rekening brengen",
  interestCharged: (number: string) =>
    `Rentenota ${number} is gemaakt en als PDF naar de klant gemaild. Hij staat open tot hij betaald is.`,
  interestAlready: "De handelsrente tot vandaag was al vastgelegd.",
  interestNone: "Er is nu geen handelsrente: de factuur is niet te laat of staat niet meer open.",
  interestRecorded: (number: string | null, amount: string, day: string, who: string) =>
    `${number ? `Rentenota ${number}: ` : "In rekening gebracht: "}${amount} tot en met ${day} (gekozen door ${who}).`,
  interestNotIssued:
    "De klant krijgt een rentenota (geen btw: rente is een schadevergoeding) als PDF per e-mail en kan die op de eigen pagina betalen.",
  consumer: "Een particuliere klant betaalt geen handelsrente; na de veertiendagenbrief wel incassokosten.",
  someone: "een collega",
} as const;

export const reminderSettingsCopy = {
  metaTitle: "Schema van herinneringen",
  title: "Schema van herinneringen",
  intro:
    "Hoeveel dagen na de vervaldatum een klant een herinnering krijgt. Valt die dag in het weekend, op een feestdag of een sluitingsdag, dan gaat de herinnering de eerstvolgende werkdag uit. Particulieren krijgen als tweede de veertiendagenbrief (aanmaning met de wettelijke incassokosten).",
  firstLabel: "Eerste herinnering, dagen na de vervaldatum",
  secondLabel: "Tweede herinnering of aanmaning, dagen na de vervaldatum",
  save: "Schema opslaan",
  saved: "Het schema is opgeslagen.",
  invalid:
    "Kies hele dagen: de eerste minstens 1 dag na de vervaldatum, de tweede later dan de eerste en binnen een jaar.",
  dayRequired: "Vul een aantal dagen in.",
  defaults: (first: number, second: number) => `Standaard: ${first} en ${second} dagen.`,
  unknown: "Deze actie kennen we niet. Laad de pagina opnieuw en probeer het nog eens.",
  back: "Naar debiteuren",
} as const;
