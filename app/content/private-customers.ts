// Copy for the /particulieren page.

export type PrivateSection = {
  heading: string;
  paragraphs: string[];
};

export type PrivateExample = {
  title: string;
  text: string;
};

export type PrivateCustomersPage = {
  /** Page title without the brand; the app appends " | {brand}". */
  title: string;
  metaDescription: string;
  /** The price in the structured data. */
  priceFrom: string;
  heading: string;
  intro: string;
  highlights: string[];
  examplesHeading: string;
  examples: PrivateExample[];
  sections: PrivateSection[];
  paymentNote: string;
  ctaTitle: string;
  ctaText: string;
  ctaLabel: string;
};

export const privateCustomersPage: PrivateCustomersPage = {
  title: "Eigen shirt laten bedrukken in Breda",
  metaDescription: `Eigen shirt of hoodie laten bedrukken in Breda voor een vrijgezellenfeest, verjaardag of sportteam. Geen minimale afname en al vanaf {prijs:kledingbedrukking} per stuk.`,
  priceFrom: "Vanaf {prijs:kledingbedrukking}",
  heading: "Kleding en stickers voor particulieren",
  intro:
    "Je hoeft geen bedrijf te zijn om bij {brand} iets moois te laten maken. Of het nu gaat om één cadeau-shirt of een set hoodies voor je hele vriendengroep: we helpen je van idee tot eindresultaat, zonder minimale afname.",
  highlights: [
    "Geen minimale afname, ook één stuk is welkom",
    `Kledingbedrukking vanaf {prijs:kledingbedrukking} per stuk`,
    "Hulp bij je ontwerp, ook als je alleen een idee hebt",
    "Meestal klaar in 4-9 werkdagen, met spoed in 2-3 werkdagen",
    "Ophalen in Breda of laten verzenden",
  ],
  examplesHeading: "Waar particulieren ons voor vragen",
  examples: [
    {
      title: "Vrijgezellenfeest",
      text: "Matching shirts voor de hele groep, met een opvallende tekst voor de vrijgezel en eventueel een naam of bijnaam per persoon.",
    },
    {
      title: "Verjaardag of jubileum",
      text: "Een shirt met een grappige tekst of foto voor de jarige, of kleding voor een jubileumfeest of reünie.",
    },
    {
      title: "Sportteam",
      text: "Teamshirts met namen en rugnummers voor je zaalvoetbalteam, hardloopgroep of padelclub.",
    },
    {
      title: "Familiedag en vakantie",
      text: "Dezelfde shirts voor de hele familie, handig en leuk tijdens een uitje, festival of familieweekend.",
    },
    {
      title: "Cadeau",
      text: "Een hoodie met een eigen ontwerp, een geborduurde naam op een cap of een vel stickers met je favoriete foto's.",
    },
    {
      title: "Carnaval en evenementen",
      text: "Shirts in de kleuren van je vriendengroep of vereniging, voor carnaval, Koningsdag of een festival.",
    },
  ],
  sections: [
    {
      heading: "Zo bestel je als particulier",
      paragraphs: [
        "Stuur ons je idee via het offerteformulier of WhatsApp. Vertel wat je wilt laten maken, hoeveel stuks en in welke maten, en wanneer je het nodig hebt. Heb je al een ontwerp, stuur het dan mee; een foto of schets is ook prima.",
        "Je krijgt {reactie-offerte} een reactie. Daarna sturen we een digitaal voorbeeld en een prijsopgave. Ben je akkoord, dan gaan we aan de slag. Meestal is je bestelling binnen 4-9 werkdagen klaar. Is het feest al over een paar dagen? Vraag dan naar onze spoedservice van 2-3 werkdagen.",
      ],
    },
    {
      heading: "Hulp bij je ontwerp",
      paragraphs: [
        "Geen ontwerper in de familie? Geen probleem. Vertel ons welke tekst, foto of sfeer je in gedachten hebt en we maken er een ontwerp van dat er goed uitziet op kleding. Lever je zelf een bestand aan, dan controleren we of de kwaliteit goed genoeg is voor een scherpe print.",
      ],
    },
    {
      heading: "Ophalen of verzenden",
      paragraphs: [
        "Woon je in Breda, dan haal je je bestelling op in onze werkplaats of brengen we hem bij je langs. Woon je buiten Breda, dan versturen we je pakket; bij een besteding tot €100 betaal je €8 verzendkosten.",
      ],
    },
  ],
  paymentNote:
    "Particulieren betalen vooraf via iDEAL of bankoverschrijving. Zodra de betaling binnen is, starten we met de productie. Je ontvangt altijd een factuur.",
  ctaTitle: "Zin in iets unieks?",
  ctaText:
    "Vraag vrijblijvend een offerte aan of stuur ons een berichtje via WhatsApp. We denken graag met je mee.",
  ctaLabel: "Vraag een offerte aan",
};
