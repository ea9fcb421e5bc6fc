// Home page copy. Tokens like {brand}, {phone}, {email}, {address} and {city}
// are replaced at render time (see fillSiteTokens in ./site), prices like {prijs:stickers} from the published price
// list (app/lib/content/price-list.ts).
import { WHATSAPP_GREETING } from "~/lib/contact-links";

export type HomeHero = {
  eyebrow: string;
  heading: string;
  subheading: string;
  primaryCta: string;
  whatsappCta: string;
  /** Prefilled greeting for the WhatsApp chat opened from the hero. */
  whatsappMessage: string;
  addressCardTitle: string;
  addressCardText: string;
};

export const hero: HomeHero = {
  eyebrow: "Drukkerij en signmaker in {city}",
  heading: "Kleding bedrukken en belettering in Breda",
  subheading:
    "T-shirts, bedrijfskleding, borduurwerk, autobelettering en stickers uit onze eigen werkplaats. Geen minimale afname, meestal binnen 4-9 werkdagen klaar en {reactie-offerte} een reactie op je aanvraag.",
  primaryCta: "Gratis offerte aanvragen",
  whatsappCta: "WhatsApp ons",
  whatsappMessage: WHATSAPP_GREETING,
  addressCardTitle: "Onze werkplaats",
  addressCardText: "{address}. Kom langs op afspraak of haal je bestelling hier op.",
};

export type HomeStat = {
  value: string;
  label: string;
};

/** The hero's fixed stats; the customer count comes first, computed from the data (~/lib/reviews/display). */
export const stats: HomeStat[] = [
  { value: "4-9", label: "werkdagen levertijd" },
  { value: "100%", label: "kwaliteitsgarantie" },
  // "2 werkuren": the quote requests' reply promise (site.replyWithin), filled in by homeContent.
  { value: "{reactietijd}", label: "reactietijd" },
];

export type HomeLinkBlock = {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
};

export const privatePromo: HomeLinkBlock = {
  title: "Ook voor particulieren",
  text: "Een shirt voor een vrijgezellenfeest, verjaardag of je sportteam? Je bestelt bij ons al vanaf één stuk.",
  linkLabel: "Bekijk de mogelijkheden",
  href: "/particulieren",
};

export type HomeAudienceBlock = {
  title: string;
  text: string;
  bullets: string[];
};

export type HomeBusinessBlock = HomeAudienceBlock & {
  quoteCta: string;
  whatsappCta: string;
};

export const businessBlock: HomeBusinessBlock = {
  title: "Voor bedrijven",
  text: "Laat je team, wagenpark en verpakkingen herkenbaar in je huisstijl zien. Van polo's met geborduurd logo tot belettering van je bedrijfsbus: je hebt één aanspreekpunt voor alles.",
  bullets: [
    "Staffelkorting bij grotere aantallen",
    "Vaste-klantentarieven en eenvoudig nabestellen",
    "Oplossingen op maat voor je bedrijf",
    "Betaaltermijn voor goedgekeurde zakelijke klanten",
  ],
  quoteCta: "Vraag een zakelijke offerte aan",
  whatsappCta: "Stel je vraag via WhatsApp",
};

export type HomePrivateBlock = HomeAudienceBlock & {
  cta: string;
  href: string;
};

export const privateBlock: HomePrivateBlock = {
  title: "Voor particulieren",
  text: "Iets te vieren? We maken unieke shirts, hoodies en stickers voor elk feest en elke club, ook als je maar één stuk nodig hebt.",
  bullets: [
    "Geen minimale afname",
    "Hulp bij je ontwerp",
    "Vooraf betalen via iDEAL of overboeking",
    "Ophalen in Breda of thuis laten bezorgen",
  ],
  cta: "Meer voor particulieren",
  href: "/particulieren",
};

export type HomeStory = {
  heading: string;
  paragraphs: string[];
  aboutCta: string;
  appointmentCta: string;
  tourCta: string;
  downloadsTitle: string;
};

export const story: HomeStory = {
  heading: "Ons verhaal",
  paragraphs: [
    "{brand} wordt gerund door twee ondernemers met een gedeelde passie voor vakwerk en persoonlijke service. In onze werkplaats in {city} staan printers, snijplotters, transferpersen en borduurmachines klaar, zodat we kleding bedrukken, borduren en belettering en stickers maken onder één dak.",
    "We doen alles zelf, van het eerste ontwerp tot de laatste controle. Daardoor houden we de lijnen kort, kunnen we snel schakelen en weten we precies wat er met jouw bestelling gebeurt. Je hebt altijd contact met een van ons tweeën, niet met een callcenter.",
    "We werken voor zzp'ers en sportclubs tot installatiebedrijven en winkels in Breda en omgeving. {reviews:klanten-zin} Benieuwd hoe het eraan toegaat? Plan een online gesprek of kom langs in onze werkplaats.",
  ],
  aboutCta: "Meer over ons",
  appointmentCta: "Plan een online gesprek",
  tourCta: "Bekijk onze werkplaats",
  downloadsTitle: "Downloads",
};

export type HomeContactIntro = {
  heading: string;
  text: string;
};

export const contactIntro: HomeContactIntro = {
  heading: "Vraag direct een offerte aan",
  text: "Vertel ons kort wat je wilt laten maken. Je krijgt {reactie-offerte} een reactie. Liever direct contact? Bel ons op {phone}, stuur een WhatsApp of mail naar {email}.",
};

export type SeoSection = {
  /** Rendered as h2 (level 2) or h3 (level 3). */
  level: 2 | 3;
  heading: string;
  paragraphs: string[];
};

export const seoText: SeoSection[] = [
  {
    level: 2,
    heading: "Kleding bedrukken in Breda: lokaal, snel en zonder minimum",
    paragraphs: [
      "Zoek je een betrouwbare partij om kleding te laten bedrukken in Breda? Bij {brand} bedrukken we T-shirts, hoodies, sweaters, polo's, jassen en werkkleding in onze eigen werkplaats. Omdat we alles zelf produceren, heb je korte lijnen, eerlijk advies en een vast aanspreekpunt. Je bestelling is meestal binnen 4-9 werkdagen klaar en met onze spoedservice zelfs binnen 2-3 werkdagen.",
      `We hanteren geen minimale afname. Eén shirt voor een verjaardag bedrukken we met evenveel aandacht als een grote order bedrijfskleding. Kledingbedrukking begint vanaf {prijs:kledingbedrukking} per stuk en bij grotere aantallen profiteer je van staffelkorting.`,
    ],
  },
  {
    level: 3,
    heading: "DTF en HTV: de juiste techniek voor elk ontwerp",
    paragraphs: [
      "Voor kledingbedrukking werken we met twee technieken. DTF (Direct to Film) is ideaal voor ontwerpen met veel kleuren, foto's en kleurverlopen, en werkt op katoen, polyester en mengweefsels. HTV (Heat Transfer Vinyl) is gesneden flexfolie, perfect voor strakke logo's, teksten, namen en rugnummers. Beide technieken leveren prints op die wasbaar zijn op 30 graden. Twijfel je welke techniek het beste past? We adviseren je graag.",
    ],
  },
  {
    level: 3,
    heading: "Bedrijfskleding en teamkleding met je logo",
    paragraphs: [
      "Herkenbare bedrijfskleding maakt je team professioneel en zichtbaar. We bedrukken of borduren je logo op polo's, T-shirts, softshell jassen en werkkleding. Voor sportverenigingen, scholen en evenementen maken we teamkleding met namen en nummers per persoon. Zakelijke klanten profiteren van staffelkorting, vaste-klantentarieven en maatwerk, en goedgekeurde bedrijven betalen op factuur met een betaaltermijn.",
    ],
  },
  {
    level: 2,
    heading: "Borduren: luxe en slijtvast",
    paragraphs: [
      "Wil je een extra verzorgde uitstraling? Dan is borduren een sterke keuze. Een geborduurd logo op een polo, cap of jas gaat lang mee en oogt hoogwaardig. Wij zetten je logo om naar een borduurbestand en sturen je vooraf een voorbeeld. Borduren en bedrukken combineren kan ook: een klein logo op de borst en een grote print op de rug.",
    ],
  },
  {
    level: 2,
    heading: "Autobelettering, raambelettering en full wraps",
    paragraphs: [
      `Je bedrijfsbus is een rijdend visitekaartje. Met voertuigbelettering zie je er overal in Breda en omgeving professioneel uit. Eenvoudige belettering met logo en contactgegevens is er vanaf {prijs:voertuigbelettering}. Wil je meer opvallen, dan bekleden we je voertuig volledig met een full wrap; de prijs ligt tussen {prijs:full-wrap} en {prijs-tot:full-wrap}, afhankelijk van het voertuig en het ontwerp.`,
      "Ook voor raambelettering op je winkel, kantoor of horecazaak ben je bij ons aan het juiste adres. Denk aan je logo en openingstijden op de etalage, zandstraalfolie voor privacy of tijdelijke belettering voor een actie.",
    ],
  },
  {
    level: 2,
    heading: "Stickers en labels laten maken",
    paragraphs: [
      `Stickers zijn een betaalbare manier om je merk te laten zien. We maken logostickers, productetiketten, verzendzegels en contourgesneden stickers in elke vorm. Je bestelt al vanaf {prijs:stickers} per vel, in glanzend, mat of transparant materiaal. Ideaal voor webshops, makers van lokale producten en evenementen.`,
    ],
  },
  {
    level: 2,
    heading: "Voor bedrijven en particulieren in heel West-Brabant",
    paragraphs: [
      "Onze werkplaats staat in Breda, maar we werken voor klanten in de hele regio, van Oosterhout, Etten-Leur en Tilburg tot Roosendaal en Bergen op Zoom. Ook in Ginneken, Princenhage en Bavel zijn we snel ter plaatse. In Breda haal je je bestelling op in onze werkplaats of bezorgen we hem bij je. Buiten Breda versturen we je bestelling; bij een besteding tot €100 betaal je €8 verzendkosten.",
    ],
  },
  {
    level: 3,
    heading: "Ook voor particulieren, zonder minimale afname",
    paragraphs: [
      "Niet alleen bedrijven en verenigingen weten ons te vinden. Ook particulieren laten bij ons shirts en hoodies bedrukken, bijvoorbeeld voor een vrijgezellenfeest, verjaardag, familiedag of hun eigen sportteam. Omdat er geen minimale afname is, kun je ook één cadeau-shirt laten maken. Heb je nog geen ontwerp, dan helpen we je op weg. Particulieren betalen vooraf via iDEAL of bankoverschrijving.",
    ],
  },
  {
    level: 3,
    heading: "Waarom klanten voor ons kiezen",
    paragraphs: [
      "{reviews:klanten-zin} {reviews:score-zin} We bieden een 100% kwaliteitsgarantie en op je vraag of offerteaanvraag krijg je {reactie-offerte} een reactie. Vanaf 25 stuks kun je een proefdruk laten maken voor een kleine vergoeding, zodat je zeker weet dat het resultaat klopt.",
    ],
  },
  {
    level: 3,
    heading: "Zo eenvoudig werkt het",
    paragraphs: [
      "Je neemt contact met ons op via het offerteformulier, WhatsApp, telefoon of e-mail. Wij maken een ontwerp en een offerte op maat. Na je akkoord gaan we in productie en daarna haal je je bestelling op of leveren we hem bij je af, met de factuur erbij. Vraag vandaag nog vrijblijvend een offerte aan en ontdek wat we voor jou kunnen maken.",
    ],
  },
];

/** Regional keyword link texts for the footer, grouped in three columns. */
export const footerRegionKeywords: string[][] = [
  [
    "Kleding bedrukken Breda",
    "Kleding bedrukken Tilburg",
    "Kleding bedrukken Oosterhout",
    "Kleding bedrukken Etten-Leur",
    "Kleding bedrukken Roosendaal",
  ],
  [
    "Bedrijfskleding bedrukken Breda",
    "Teamkleding bedrukken Breda",
    "Logo borduren Breda",
    "Werkkleding met logo Tilburg",
    "Bedrijfskleding Bergen op Zoom",
  ],
  [
    "Autobelettering Breda",
    "Voertuigbelettering Oosterhout",
    "Raambelettering Breda",
    "Stickers laten maken Breda",
    "Stickers drukken Etten-Leur",
  ],
];
