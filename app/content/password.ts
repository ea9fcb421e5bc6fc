// Dutch copy of the password pages (change, forgot, reset, the forced change after a one-time password), shared
// by the routes, the mails and the tests.

/** How long a password reset link stays valid (better-auth's resetPasswordTokenExpiresIn, in seconds). */
export const RESET_LINK_SECONDS = 60 * 60;

export const passwordCopy = {
  changeTitle: "Wachtwoord wijzigen",
  changeIntro:
    "Kies een nieuw wachtwoord. Je blijft op dit apparaat ingelogd; op andere apparaten log je opnieuw in.",
  forcedTitle: "Kies een nieuw wachtwoord",
  forcedIntro:
    "Je bent ingelogd met het eenmalige wachtwoord dat je van een beheerder kreeg. Kies nu een wachtwoord dat alleen jij kent; daarna kun je verder.",
  currentLabel: "Huidig wachtwoord",
  forcedCurrentLabel: "Eenmalig wachtwoord",
  newLabel: "Nieuw wachtwoord",
  confirmLabel: "Herhaal nieuw wachtwoord",
  changeButton: "Wachtwoord opslaan",
  changed: "Je wachtwoord is gewijzigd.",
  wrongCurrent: "Je huidige wachtwoord is onjuist.",
  mismatch: "De twee wachtwoorden zijn niet gelijk.",
  confirmRequired: "Vul je nieuwe wachtwoord nog een keer in.",
  sameAsCurrent: "Kies een ander wachtwoord dan je huidige.",
  currentRequired: "Vul je huidige wachtwoord in.",
  back: "Terug naar mijn account",
  backStaff: "Terug naar het medewerkersportaal",

  forgotLink: "Wachtwoord vergeten?",
  forgotTitle: "Wachtwoord vergeten",
  forgotIntro:
    "Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.",
  forgotButton: "Stuur herstellink",
  /** The same answer for a known and an unknown address (no account enumeration). */
  forgotSent:
    "Hoort er een account bij dit e-mailadres? Dan hebben we je een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig. Kijk ook in je spammap.",

  resetTitle: "Nieuw wachtwoord kiezen",
  resetIntro: "Kies een nieuw wachtwoord voor je account.",
  resetButton: "Nieuw wachtwoord opslaan",
  resetDoneTitle: "Wachtwoord gewijzigd",
  resetDone: "Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.",
  resetDoneStaff:
    "Je wachtwoord is gewijzigd. Log in via het medewerkersportaal met je nieuwe wachtwoord en de code uit je authenticator-app.",
  linkInvalidTitle: "Deze link werkt niet meer",
  linkInvalid:
    "Deze herstellink is verlopen, al gebruikt of ongeldig. Vraag hieronder een nieuwe link aan; de nieuwste link uit je e-mail werkt een uur.",
  newLinkButton: "Nieuwe herstellink aanvragen",
  signInLink: "Naar inloggen",
  staffSignInLink: "Naar het medewerkersportaal",

  adminButton: "Stuur herstellink",
  adminSent: "Herstellink verstuurd. De link in de e-mail is een uur geldig.",
} as const;

/** The password pages' addresses (links in pages and mails, redirects of the guards). */
export const passwordPaths = {
  change: "/auth/wachtwoord-wijzigen",
  forgot: "/auth/wachtwoord-vergeten",
  reset: "/auth/wachtwoord-herstellen",
} as const;
