// The home page's partnership block (components/partnership-block.tsx): a teaser that opens the application
// form in place, the form, and the thanks. Its own file: the block is an island, and its copy ships with it.
export const partnershipBlock = {
  teaser: {
    title: "Zakelijk partner worden?",
    text: "Vaste tarieven, staffelkorting en betalen op rekening. Meld je bedrijf aan en we nemen {reactie-overig} contact met je op.",
    cta: "Aanmelden als partner",
  },
  form: {
    title: "Aanmelden als zakelijk partner",
    required: "Velden met * zijn verplicht.",
    send: "Aanmelding versturen",
    sending: "Versturen...",
  },
  done: {
    title: "Aanvraag verstuurd!",
    text: "We nemen {reactie-overig} contact met je op.",
    close: "Sluiten",
  },
};
