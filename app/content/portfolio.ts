// Portfolio projects. Clients are described by sector only (no client names).
// Images are hand-made illustrations in public/images/portfolio (not public/portfolio: a folder with the
// same name as the /portfolio route would make the static file server redirect the page to /portfolio/).

import type { ServiceSlug } from "./services";

export type PortfolioImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type PortfolioProject = {
  slug: string;
  title: string;
  sector: string;
  service: ServiceSlug;
  description: string;
  image: PortfolioImage;
};

export const portfolioProjects: PortfolioProject[] = [
  {
    slug: "teamshirts-sportvereniging",
    title: "Teamshirts met namen en rugnummers",
    sector: "Sportvereniging uit Breda-Noord",
    service: "kledingbedrukking",
    description:
      "Voor een sportvereniging bedrukten we wedstrijdshirts met een persoonlijke naam en een rugnummer per speler in HTV-flexfolie. Op basis van één aangeleverde lijst met maten, namen en nummers kreeg elk teamlid zijn eigen shirt.",
    image: {
      src: "/images/portfolio/teamshirts-sportvereniging.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van de achterkant van een rood sportshirt met een witte naambalk en rugnummer 10",
    },
  },
  {
    slug: "bedrijfsbus-installatiebedrijf",
    title: "Belettering van een bedrijfsbus",
    sector: "Installatiebedrijf",
    service: "voertuigbelettering",
    description:
      "Een witte bestelbus kreeg belettering met logo, bedrijfsnaam, telefoonnummer en een opvallende rode bies in de huisstijl. Het ontwerp maakten we vooraf op een tekening van het exacte bustype, zodat de klant precies wist wat hij kreeg.",
    image: {
      src: "/images/portfolio/bedrijfsbus-installatiebedrijf.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een witte bestelbus van opzij met een rood logo, bedrijfsnaam en een rode streep over de zijkant",
    },
  },
  {
    slug: "geborduurde-polos-hoveniersbedrijf",
    title: "Polo's met geborduurd logo",
    sector: "Hoveniersbedrijf",
    service: "borduren",
    description:
      "Voor een hoveniersbedrijf borduurden we het logo op de borst van donkere polo's voor het hele team. Borduurwerk bleek de ideale keuze voor werkkleding die buiten veel te verduren krijgt en vaak gewassen wordt.",
    image: {
      src: "/images/portfolio/geborduurde-polos-hoveniersbedrijf.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een donkerblauwe polo met een klein geborduurd rood bladlogo op de borst en een uitvergroting van de steken",
    },
  },
  {
    slug: "productlabels-koffiebranderij",
    title: "Ronde productlabels voor koffieverpakkingen",
    sector: "Lokale koffiebranderij",
    service: "stickers",
    description:
      "Een kleine koffiebranderij liet ronde labels op vel maken voor de verpakkingen van verschillende koffiesoorten. Per soort een eigen kleuraccent, zodat klanten in het schap direct zien welke koffie ze pakken.",
    image: {
      src: "/images/portfolio/productlabels-koffiebranderij.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een vel met ronde koffielabels met een koffieboon in rood en donkergrijs, met één sticker die al van het vel is gehaald",
    },
  },
  {
    slug: "hoodies-bouwbedrijf",
    title: "Hoodies met logo voor het hele team",
    sector: "Bouwbedrijf uit West-Brabant",
    service: "kledingbedrukking",
    description:
      "Voor een bouwbedrijf bedrukten we warme hoodies met een full-colour DTF-logo op de borst. De hoodies worden gedragen op de bouwplaats en tijdens klantbezoeken, en zijn wasbaar op 30 graden.",
    image: {
      src: "/images/portfolio/hoodies-bouwbedrijf.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een grijze hoodie met capuchon, koordjes en een rood logo met een huisje op de borst",
    },
  },
  {
    slug: "raambelettering-kapsalon",
    title: "Raambelettering voor een kapsalon",
    sector: "Kapsalon in het centrum van Breda",
    service: "voertuigbelettering",
    description:
      "Een kapsalon kreeg nieuwe raambelettering met logo, naam en openingstijden in witte folie, aangevuld met een gestreepte luifel in de huisstijlkleur. De etalage valt nu op vanaf de overkant van de straat.",
    image: {
      src: "/images/portfolio/raambelettering-kapsalon.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een winkelpui met een rood-wit gestreepte luifel en een groot raam met wit logo en openingstijden",
    },
  },
  {
    slug: "vrijgezellenfeest-shirts",
    title: "Shirts voor een vrijgezellenfeest",
    sector: "Particulier",
    service: "kledingbedrukking",
    description:
      "Voor een vrijgezellenfeest maakten we witte shirts met een kroon en een persoonlijke tekst voor de hele vriendengroep. Zonder minimale afname, met een apart ontwerp voor de vrijgezel zelf.",
    image: {
      src: "/images/portfolio/vrijgezellenfeest-shirts.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een wit T-shirt met een rode kroon, feestelijke sterretjes en een tekstregel op de borst",
    },
  },
  {
    slug: "geborduurde-caps-evenement",
    title: "Geborduurde caps voor een evenement",
    sector: "Evenementenorganisatie",
    service: "borduren",
    description:
      "Voor de crew van een evenement borduurden we een logo op de voorkant van donkere caps. Het borduurwerk geeft een stevige, professionele uitstraling en de caps gaan na het evenement nog lang mee.",
    image: {
      src: "/images/portfolio/geborduurde-caps-evenement.svg",
      width: 800,
      height: 600,
      alt: "Illustratie van een donkere cap met een rond, rood geborduurd logo met witte bliksemschicht en zichtbare steeklijnen op de voorkant",
    },
  },
];

/** Text of the portfolio blocks on /portfolio, the home page and the service pages. */
export const portfolioCopy = {
  pageTitle: "Portfolio: bedrukte kleding en belettering",
  pageDescription:
    "Bekijk projecten uit onze werkplaats in Breda: teamshirts, geborduurde polo's en caps, belettering van bedrijfsbussen, raambelettering en productlabels.",
  pageIntro:
    "Een greep uit het werk dat onze werkplaats in {city} verliet: van teamshirts en geborduurde caps tot bedrijfsbussen en productlabels. We noemen geen klantnamen, wel de branche.",
  empty: "Binnenkort laten we hier nieuwe projecten zien.",
  homeHeading: "Uit onze werkplaats",
  homeIntro: "Een paar projecten die onlangs de deur uit gingen.",
  homeLink: "Bekijk het hele portfolio",
  serviceHeading: "Voorbeelden uit ons portfolio",
  moreAbout: "Meer over",
} as const;
