// Dutch copy of the staff AVG page (/employee-dashboard/admin/avg), shared by the route and its tests.
export const avgCopy = {
  title: "AVG-verzoeken",
  intro:
    "Zoek op het e-mailadres van iemand die zijn gegevens wil inzien (artikel 15) of laten verwijderen (artikel 17). Je ziet alles wat we over dit adres hebben opgeslagen.",
  searchLabel: "E-mailadres",
  searchButton: "Zoeken",
  notFound: "Over dit e-mailadres is niets opgeslagen. Er is niets gewijzigd.",
  exportButton: "Exporteren (inzage)",
  exportHint:
    "Eén HTML-bestand met een leesbaar overzicht en alle gegevens als JSON, ook de meegestuurde bestanden. Stuur het naar de persoon die het vroeg.",
  eraseHeading: "Alles verwijderen (recht op vergetelheid)",
  eraseHint:
    "Verwijdert alle aanvragen, offertes, notities, bijlagen, e-mails en het account van dit adres. Een bevestigde afspraak die nog komt, blijft zonder persoonsgegevens in de agenda staan. Een geaccepteerde offerte is een opdracht: die bewaren we vanwege de fiscale bewaarplicht en wordt na de bewaartermijn voor opdrachten geanonimiseerd. Facturen, betalingen, verstuurde herinneringen en berekende rente blijven zeven jaar bewaard zoals ze zijn uitgereikt (fiscale bewaarplicht); een factuur wordt nooit gewijzigd of verwijderd. Bij een betwiste factuur blijft de betwisting staan, zonder de reden. Dit kan niet ongedaan worden gemaakt.",
  confirmLabel: "Typ het e-mailadres nogmaals ter bevestiging",
  eraseButton: "Definitief verwijderen",
  confirmMismatch: "Typ ter bevestiging precies hetzelfde e-mailadres.",
  ownAccount: "Je kunt je eigen account niet via een AVG-verzoek verwijderen.",
  erased: (reference: string) =>
    `Alle gegevens van dit e-mailadres zijn verwijderd of geanonimiseerd. Kenmerk voor je antwoord: ${reference}.`,
  /** After an erasure that kept accepted quotes and/or invoices for the fiscal duty. */
  erasedKeeping: (
    reference: string,
    quotes: number,
    invoices: number,
    statementLines = 0,
    /** Reminders sent and interest charges recorded. */
    claims = 0,
  ) => {
    const kept = [
      quotes ? (quotes === 1 ? "1 geaccepteerde offerte" : `${quotes} geaccepteerde offertes`) : null,
      invoices ? (invoices === 1 ? "1 factuur" : `${invoices} facturen`) : null,
      statementLines
        ? statementLines === 1
          ? "1 bankbijschrijving"
          : `${statementLines} bankbijschrijvingen`
        : null,
      claims
        ? claims === 1
          ? "1 herinnering of renteberekening"
          : `${claims} herinneringen en renteberekeningen`
        : null,
    ].filter(Boolean);
    const why = [
      quotes
        ? "een geaccepteerde offerte wordt na de bewaartermijn voor opdrachten automatisch geanonimiseerd"
        : null,
      invoices
        ? "facturen bewaren we zeven jaar zoals ze zijn uitgereikt (een factuur wordt nooit gewijzigd of verwijderd)"
        : null,
      statementLines
        ? "bijschrijvingen van het bankafschrift (naam en rekeningnummer van de betaler) horen bij de boekhouding en bewaren we zeven jaar"
        : null,
      claims
        ? "verstuurde herinneringen en berekende rente horen bij de factuur en de boekhouding en bewaren we zeven jaar; de reden van een betwisting is verwijderd"
        : null,
    ].filter(Boolean);
    return `De gegevens van dit e-mailadres zijn verwijderd of geanonimiseerd, behalve ${kept.join(" en ")}: die bewaren we vanwege de fiscale bewaarplicht; ${why.join("; ")}. Kenmerk voor je antwoord: ${reference}.`;
  },
  retentionHeading: "Bewaartermijnen die nu gelden",
  unknownAction: "Onbekende actie.",
  searchFormLabel: "E-mailadres zoeken",
  retentionCaption: "Bewaartermijnen",
  retentionHead: { subject: "Gegevens", period: "Termijn", effect: "Daarna" },
  /** The answer to a search (components/staff/avg/person-result). */
  result: {
    heading: (email: string) => `Gegevens van ${email}`,
    leads: (count: number) => `Aanvragen (${count})`,
    leadTitle: (type: string, received: string) => `${type} van ${received}`,
    quotes: (count: number) => `Offertes (${count})`,
    quoteTitle: (number: string | null, created: string) => `Offerte ${number ?? "(concept)"} van ${created}`,
    quoteTotal: "totaal incl. btw",
    quoteAccepted: (name: string, at: string) => `Digitaal geaccepteerd door ${name} op ${at}`,
    invoices: (count: number) => `Facturen (${count}), bewaard vanwege de fiscale bewaarplicht`,
    invoiceTitle: (title: string, day: string) => `${title} van ${day}`,
    payments: (count: number) => `Betalingen (${count})`,
    paymentLine: (when: string, amount: string, status: string) => `${when}: ${amount} (${status})`,
    spam: "(spam)",
    notes: "Notities",
    attachments: "Bijlagen",
    account: "Account",
    accountLine: (a: { who: string; role: string; since: string; sessions: number }) =>
      `${a.who}, rol: ${a.role}, sinds ${a.since}; ${a.sessions} actieve sessie(s).`,
    noAccount: "Geen account.",
    mails: (count: number) => `E-mails (${count})`,
    mailErased: "(inhoud gewist)",
    mailTo: " aan ",
    mailStatus: { sent: "verstuurd", failed: "mislukt", queued: "in de wachtrij" },
    audit: (count: number) => `Auditlog (${count})`,
    exportHeading: "Inzage (artikel 15)",
  },
} as const;
