// Copy of the staff's lists of leads a bot trap held back (~/lib/spam): "Controleren" and "Spam".
import type { HeldList } from "~/lib/spam";

export const heldLeadsCopy: Record<
  HeldList,
  { title: string; intro: string; empty: string; caption: string; onLeadPage: string }
> = {
  review: {
    title: "Controleren",
    intro:
      "Deze aanvragen werden zo snel na het openen van de pagina verstuurd dat het spamfilter ze heeft tegengehouden. Vaak is het toch een echte klant, van wie de browser het formulier automatisch invulde. Er is nog geen e-mail verstuurd, niet naar de klant en niet naar de winkel. Kies „Geen spam” en de aanvraag komt bij de aanvragen te staan; de e-mails gaan dan alsnog één keer de deur uit.",
    empty: "Er wacht niets op controle.",
    caption: "Aanvragen die op controle wachten, nieuwste eerst",
    onLeadPage:
      "Het spamfilter heeft deze aanvraag tegengehouden omdat hij erg snel na het openen van de pagina werd verstuurd. Er is nog geen e-mail verstuurd. Is het een echte aanvraag? Kies „Geen spam”.",
  },
  spam: {
    title: "Spam",
    intro:
      "Deze aanvragen vulden een verborgen veld in dat bezoekers niet zien: bijna altijd een bot. Er is geen e-mail verstuurd en meegestuurde bestanden zijn niet bewaard. Staat er toch een echte aanvraag tussen, kies dan „Geen spam”.",
    empty: "Geen spam ontvangen.",
    caption: "Aanvragen die als spam zijn herkend, nieuwste eerst",
    onLeadPage:
      "Deze aanvraag is als spam herkend: er is geen e-mail verstuurd. Is het toch een echte aanvraag? Kies „Geen spam”.",
  },
};

export const releaseCopy = {
  button: "Geen spam",
  /** After "Geen spam", on the lead's page. */
  released: "De aanvraag staat nu bij de aanvragen. De e-mails aan de winkel en de klant zijn verstuurd.",
  notHeld: "Deze aanvraag staat niet (meer) in de spamlijsten.",
  /** Where the status buttons would be, while a lead is held. */
  statusWaits: "Kies eerst „Geen spam”; daarna kun je de status wijzigen.",
  slotTaken:
    "Dit tijdstip is inmiddels door een andere afspraak bezet. Neem contact op met de klant voor een ander moment.",
  retention: (period: string) => `Na ${period} worden ze automatisch verwijderd.`,
};
