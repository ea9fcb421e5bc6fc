// Dutch copy of the account pages about e-mail verification, shared by the routes, the mails and the tests.

export const accountCopy = {
  /** On the sign-in page a signed-out user lands on (staff: /employee-login, customers: /auth). */
  signedOut: "Je bent uitgelogd.",
  /** Sign-up answers this for a new and for an existing address alike (no account enumeration). */
  signUpSent:
    "We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je e-mailadres te bevestigen; daarna ben je meteen ingelogd.",
  /** On /dashboard while the address is not verified; the address is appended. */
  verifyNotice: "Bevestig je e-mailadres om je aanvragen te zien. We hebben een link gestuurd naar",
  verifyNoticeHint: "Geen e-mail ontvangen? Kijk ook in je spammap of vraag een nieuwe link aan.",
  resendButton: "Stuur een nieuwe link",
  resendSent: "We hebben een nieuwe link gestuurd. Die is een uur geldig.",
  verified: "Je e-mailadres is bevestigd. Hieronder zie je je aanvragen.",
  linkInvalidTitle: "Deze link werkt niet meer",
  resendFailedTitle: "Nieuwe link niet verstuurd",
  linkExpired: "Deze bevestigingslink is verlopen. Log in en vraag op je accountpagina een nieuwe link aan.",
  linkInvalid:
    "Deze bevestigingslink is ongeldig. Gebruik de nieuwste link uit je e-mail, of log in en vraag een nieuwe link aan.",
  staffVerified: "Je e-mailadres is bevestigd. Medewerkers loggen in via het medewerkersportaal.",
  pageTitle: "E-mailadres bevestigen",
  signInLink: "Naar inloggen",
  dashboardLink: "Naar mijn account",
} as const;

/** The customer's account page (/dashboard). */
export const dashboardCopy = {
  title: "Mijn account",
  loading: "Profiel laden...",
  signedInAs: "Ingelogd als",
  staffPortal: "Naar het medewerkersportaal",
  profileTitle: "Mijn gegevens",
  saved: "Je gegevens zijn opgeslagen.",
  firstName: "Voornaam",
  lastName: "Achternaam",
  save: "Opslaan",
  saving: "Opslaan...",
  requestsTitle: "Mijn aanvragen",
  noRequests: "Er zijn nog geen aanvragen met dit e-mailadres.",
  quoteCta: "Vraag een offerte aan",
  columns: { type: "Soort", sent: "Verstuurd", subject: "Onderwerp", status: "Status" },
} as const;

/** How long a verification link stays valid (better-auth's expiresIn, in seconds). */
export const VERIFICATION_LINK_SECONDS = 60 * 60;
