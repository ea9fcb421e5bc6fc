// Dutch copy of the admin's bookkeeping page (/employee-dashboard/boekhouding): the period, the VAT return's
// figures and the XAF download for the accountant (docs/bookkeeping.md).

export const bookkeepingCopy = {
  title: "Boekhouding",
  intro:
    "Per maand, kwartaal of jaar: de cijfers voor de btw-aangifte uit de uitgereikte facturen en creditfacturen (de factuurdatum telt), en het auditbestand (XAF 3.2) met verkopen, btw en betalingen voor je accountant.",
  formLabel: "Periode kiezen",
  yearLabel: "Jaar",
  periodLabel: "Periode",
  show: "Tonen",
  badPeriod:
    "Kies een geldige periode: een jaar van 2000 tot en met 2999 en een maand, kwartaal of het hele jaar.",
  periodOptions: {
    jaar: "Heel jaar",
    k1: "1e kwartaal",
    k2: "2e kwartaal",
    k3: "3e kwartaal",
    k4: "4e kwartaal",
  } as Record<string, string>,
  quarters: "Kwartalen",
  months: "Maanden",
  vatTitle: "Btw-aangifte",
  vatIntro:
    "Rubriek 1, prestaties binnenland. Omzet excl. btw en btw precies, en in hele euro's afgerond in je voordeel zoals je ze in de aangifte invult. Voorbelasting (rubriek 5b) staat niet in de site: die komt van je inkoopfacturen.",
  vatCaption: (label: string) => `Btw-aangifte ${label}, rubriek 1`,
  vatColumns: {
    rubriek: "Rubriek",
    net: "Omzet excl. btw",
    vat: "Btw",
    netEuros: "Omzet (aangifte)",
    vatEuros: "Btw (aangifte)",
  },
  rubriekLabels: {
    "1a": "1a Leveringen/diensten belast met hoog tarief (21%)",
    "1b": "1b Leveringen/diensten belast met laag tarief (9%)",
    "1e": "1e Leveringen/diensten belast met 0% of niet bij u belast",
  } as Record<string, string>,
  totalVat: "5a Verschuldigde btw (rubriek 1)",
  euros: (n: number) => `€ ${n.toLocaleString("nl-NL")}`,
  countsTitle: "In deze periode",
  counts: {
    invoices: (n: number) => (n === 1 ? "1 factuur" : `${n} facturen`),
    credits: (n: number) => (n === 1 ? "1 creditfactuur" : `${n} creditfacturen`),
    payments: (n: number) => (n === 1 ? "1 betaling ontvangen" : `${n} betalingen ontvangen`),
    refunds: (n: number) => (n === 1 ? "1 terugbetaling" : `${n} terugbetalingen`),
    customers: (n: number) => (n === 1 ? "1 klant" : `${n} klanten`),
  },
  downloadTitle: "Auditbestand voor de accountant",
  downloadIntro:
    "XML Auditfile Financieel 3.2 (.xaf): klanten, grootboekrekeningen, btw-codes, het verkoopboek en de betalingen via bank en Mollie. Het bestand bevat namen en adressen van klanten: bewaar het niet langer dan nodig. Elke download staat in het auditlog.",
  download: (label: string) => `XAF-bestand ${label} downloaden`,
} as const;
