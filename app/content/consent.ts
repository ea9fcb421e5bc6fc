// Copy of the consent banner and the footer's settings link (components/consent-banner.tsx, site-footer.tsx).

export const consentCopy = {
  title: "Cookies en advertentiepixels",
  text: "Mogen we advertentiepixels van Meta en Google Tag Manager gebruiken? Daarmee meten we of onze advertenties tot een aanvraag leiden; Meta en Google plaatsen daarvoor cookies. Zonder je toestemming laden we niets van hen. Je keuze kun je altijd wijzigen via Cookie-instellingen onderaan de pagina.",
  privacyLink: "Lees meer in onze privacyverklaring",
  accept: "Accepteren",
  refuse: "Weigeren",
  current: { accepted: "Je hebt toestemming gegeven.", refused: "Je hebt geen toestemming gegeven." },
  settingsLink: "Cookie-instellingen",
} as const;
