// "Opnieuw bestellen" on a delivered order (docs/orders.md, Reorder): the customer's and the staff's words.
export const reorderCopy = {
  button: "Opnieuw bestellen",
  title: (number: string) => `Opnieuw bestellen: ${number}`,
  intro:
    "We maken een nieuwe aanvraag met dezelfde regels, maten en hetzelfde ontwerp als je vorige bestelling:",
  artwork: (count: number) =>
    count === 0
      ? "Je ontwerp halen we uit je vorige bestelling."
      : `Je ontwerp (${count} ${count === 1 ? "bestand" : "bestanden"}) gaat mee.`,
  priceNote: "We rekenen met de prijzen van vandaag; je krijgt eerst een offerte om te accepteren.",
  confirm: "Bevestigen",
  back: "Terug naar je bestelling",
  notDelivered: "Alleen een afgeleverde bestelling kun je opnieuw bestellen. Er is niets veranderd.",
  duplicate:
    "Je hebt deze bestelling net al opnieuw besteld; die aanvraag hebben we. Er is niets dubbel verstuurd.",
  invalid:
    "Deze bestelling kunnen we niet automatisch opnieuw aanvragen. Bel of mail ons, dan regelen we het.",
  sentTitle: "Je nabestelling is verstuurd",
  sentSteps: [
    "We hebben je aanvraag ontvangen; je krijgt een bevestiging per e-mail.",
    "We zetten de regels om in een offerte met de prijzen van vandaag en sturen je die toe.",
    "Je ontwerp is al goedgekeurd, dus een nieuwe drukproef is meestal niet nodig.",
    "Na je akkoord (en de betaling) gaan we aan de slag.",
  ],
  // Staff.
  staffMark: "Nabestelling van een goedgekeurd ontwerp",
  staffLink: (number: string) => `Oorspronkelijke bestelling ${number}`,
  createQuote: "Offerte maken als nabestelling",
  staffHint: "De drukproef kan worden overgeslagen op de nieuwe bestelling (Geen drukproef nodig).",
} as const;
