// Copy of the staff's calendar subscription: the card on their overview (/employee), the admin's list of live
// feeds (/employee-dashboard/admin/users) and the feed itself (/agenda/{token}.ics).
export const staffFeedCopy = {
  title: "Agenda-abonnement",
  intro:
    "Zet je afspraken in je agenda-app (Google Agenda, Outlook, Apple Agenda): abonneer je op je persoonlijke agenda-link. Je ziet de afspraken die aan jou zijn toegewezen en de afspraken die nog niemand heeft.",
  none: "Je hebt nog geen agenda-link.",
  since: (date: string) => `Je agenda-link is actief sinds ${date}.`,
  create: "Maak mijn agenda-link",
  renew: "Maak een nieuwe agenda-link",
  revoke: "Agenda-link intrekken",
  created: "Je agenda-link is gemaakt. Kopieer hem nu: hij wordt maar één keer getoond.",
  urlLabel: "Je agenda-link",
  keepSecret:
    "Deel deze link met niemand: wie hem heeft, ziet de afspraken. Een nieuwe link maakt de oude ongeldig.",
  revokedNotice: "De agenda-link is ingetrokken.",
  nothingToRevoke: "Er is geen actieve agenda-link.",
  adminTitle: "Agenda-links van medewerkers",
  adminIntro: "Een ingetrokken link werkt meteen niet meer; de medewerker kan zelf een nieuwe maken.",
  adminNone: "Geen actieve agenda-links.",
  adminRevoke: (email: string) => `Agenda-link van ${email} intrekken`,
  adminRevoked: "De agenda-link is ingetrokken.",
  member: "Medewerker",
  active: "Actief sinds",
  action: "Actie",
  // The feed.
  calendarName: (brand: string) => `Afspraken ${brand}`,
  summary: (name: string, company: string | null) => `Afspraak: ${name}${company ? ` (${company})` : ""}`,
  noMeeting: "Nog niet bevestigd: kies bij het bevestigen een videolink of 'We bellen je'.",
  phone: (phone: string) => `Telefoon: ${phone}`,
  email: (email: string) => `E-mail: ${email}`,
  message: (message: string) => `Bericht: ${message}`,
  open: (url: string) => `Open in het beheer: ${url}`,
  notFound: "Deze agenda-link bestaat niet.",
  revoked: "Deze agenda-link is ingetrokken. Maak in het beheer een nieuwe.",
  tooMany: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
} as const;
