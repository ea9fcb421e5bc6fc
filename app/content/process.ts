// The four-step work flow of the home page.

export type ProcessStep = {
  step: 1 | 2 | 3 | 4;
  title: string;
  text: string;
};

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Contact",
    text: "Vertel ons wat je wilt laten maken via het offerteformulier, WhatsApp, telefoon of e-mail. Je krijgt {reactie-offerte} een reactie.",
  },
  {
    step: 2,
    title: "Ontwerp & offerte",
    text: "We werken je idee uit tot een digitaal voorbeeld en sturen je een duidelijke offerte. Pas na jouw akkoord gaan we verder.",
  },
  {
    step: 3,
    title: "Productie",
    text: "We maken je bestelling in onze eigen werkplaats en controleren elk stuk. Meestal is alles binnen 4-9 werkdagen klaar, met spoed in 2-3 werkdagen.",
  },
  {
    step: 4,
    title: "Levering of ophalen",
    text: "Je haalt je bestelling op in onze werkplaats, we bezorgen hem in Breda of we versturen hem. De factuur ontvang je erbij.",
  },
];
