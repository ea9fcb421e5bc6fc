// Dutch copy of the first admin's set-up link (/setup/<token>) and of the two-factor enrolment page, shared by
// the routes, the server's start-up message and the tests.

export const setupCopy = {
  pageTitle: "Eerste beheerder instellen",
  description:
    "Maak het eerste beheerdersaccount van de website aan: kies je wachtwoord en stel daarna tweestapsverificatie in.",
  intro:
    "Er is nog geen beheerder. Met dit formulier maak je het eerste beheerdersaccount aan. Daarna stel je meteen tweestapsverificatie in met een authenticator-app.",
  formLabel: "Beheerder aanmaken",
  submit: "Account aanmaken",
  submitting: "Bezig...",
  repeatLabel: "Herhaal het wachtwoord",
  repeatMissing: "Herhaal het wachtwoord.",
  repeatMismatch: "De wachtwoorden komen niet overeen.",
  emailTaken: "Er bestaat al een account met dit e-mailadres. Gebruik een ander adres.",
  /** The link is used (or never existed) and no admin exists yet: a 404. */
  invalidTitle: "Deze link werkt niet",
  invalid:
    "Deze instellink is ongeldig of al gebruikt. Start de server opnieuw om een nieuwe link te krijgen, of maak een beheerder aan met npm run create-admin.",
  /** An admin exists: every set-up link is gone for good (410). */
  goneTitle: "Deze link is niet meer geldig",
  gone: "Er is al een beheerder. Log in via het medewerkersportaal; een beheerder maakt daar accounts aan voor anderen.",
  signInLink: "Naar inloggen medewerkers",
  /** Printed on stdout by `npm start` while no admin exists (server/staff/setup-link.server). */
  startupHeading: "Nog geen beheerder. Open deze link om het eerste beheerdersaccount aan te maken:",
  startupHint:
    "De link werkt tot de eerste beheerder bestaat; deel hem met niemand. (Voor scripts: npm run create-admin.)",
} as const;

export const twoFactorCopy = {
  /** A post with no or an unknown intent (a tampered or outdated form). */
  unknownAction: "Onbekende actie.",
  backupTitle: "Back-upcodes",
  backupIntro:
    "Bewaar deze codes op een veilige plek. Elke code werkt één keer als je je telefoon niet bij de hand hebt. Na het bevestigen van je code zie je ze niet meer.",
  download: "Download",
  print: "Afdrukken",
  /** Without JavaScript the print button cannot work; the codes are on the page, so the browser can print it. */
  printWithoutScript: "Afdrukken: gebruik de afdrukfunctie van je browser (Ctrl+P of ⌘P).",
  cancel: "Annuleren",
  cancelHint: "Begin opnieuw met een nieuwe QR-code en nieuwe back-upcodes.",
  /** The lines of the downloaded text file, before the codes. */
  fileHeading: (brand: string, email: string) => [
    `Back-upcodes ${brand}`,
    `Account: ${email}`,
    "Elke code werkt één keer, als je je authenticator-app niet bij de hand hebt.",
  ],
  fileName: "back-upcodes.txt",
} as const;

/** Meta descriptions of the sign-in pages (docs/behaviour.md#screens-and-routes: every page has one). */
export const signInDescriptions = {
  auth: "Log in op je account of maak er een aan om je offerte-aanvragen en afspraken te bekijken.",
  employeeLogin:
    "Inloggen voor medewerkers met e-mailadres, wachtwoord en een code uit de authenticator-app.",
  twoFactor: "Stel tweestapsverificatie in voor je medewerkersaccount met een authenticator-app.",
} as const;
