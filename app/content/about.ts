// Copy for the /over-ons page.

export type AboutSection = {
  heading: string;
  paragraphs: string[];
};

export type AboutValue = {
  title: string;
  text: string;
};

export type AboutPage = {
  /** Page title without the brand; the app appends " | {brand}". */
  title: string;
  metaDescription: string;
  heading: string;
  intro: string;
  sections: AboutSection[];
  valuesHeading: string;
  values: AboutValue[];
};

export const aboutPage: AboutPage = {
  title: "Over ons, jouw drukkerij in Breda",
  metaDescription:
    "Maak kennis met de twee eigenaren achter onze werkplaats in Breda. Kledingbedrukking, borduren, belettering en stickers, met persoonlijke service en vakwerk.",
  heading: "Over {brand}",
  intro:
    "Wij zijn een kleine, zelfstandige drukkerij en signmaker in {city}, gerund door twee eigenaren die graag met hun handen werken. Bij ons geen anonieme webshop, maar persoonlijk advies en vakwerk uit onze eigen werkplaats.",
  sections: [
    {
      heading: "Twee ondernemers, één werkplaats",
      paragraphs: [
        "{brand} is ontstaan uit een gedeelde liefde voor mooie producten en goed ondernemerschap. Samen zorgen we ervoor dat elke bestelling, groot of klein, met dezelfde aandacht wordt ontworpen, geproduceerd en gecontroleerd.",
        "Omdat we het bedrijf met z'n tweeën runnen, spreek je altijd een van de eigenaren. Dat maakt de lijnen kort: je vraag komt direct bij de persoon die er ook echt iets mee doet, en je krijgt {reactie-offerte} een reactie.",
      ],
    },
    {
      heading: "Alles in eigen huis",
      paragraphs: [
        "In onze werkplaats op {address} bedrukken we kleding met DTF en HTV, borduren we logo's, snijden en printen we folie voor belettering en maken we stickers en labels. Omdat we alles zelf produceren, houden we grip op kwaliteit en levertijd. Meestal is je bestelling binnen 4-9 werkdagen klaar, met spoed in 2-3 werkdagen.",
        "Elk product controleren we voordat het de deur uitgaat. Daar staan we voor met onze 100% kwaliteitsgarantie: ben je niet tevreden over de kwaliteit, dan zoeken we samen naar een oplossing.",
      ],
    },
    {
      heading: "Voor wie we werken",
      paragraphs: [
        "We werken voor ondernemers, zzp'ers, installateurs, winkels, horeca, sportclubs, scholen en particulieren in Breda en de rest van West-Brabant. {reviews:klanten-zin} {reviews:score-zin}",
        "Of je nu één shirt voor een verjaardag nodig hebt of een complete kledinglijn voor je personeel: er is geen minimale afname en we denken graag met je mee. Voor bedrijven hebben we staffelkorting, vaste-klantentarieven en oplossingen op maat.",
      ],
    },
    {
      heading: "Kom langs of plan een gesprek",
      paragraphs: [
        "Wil je stoffen voelen, voorbeelden bekijken of je ontwerp samen doornemen? Je bent welkom in onze werkplaats tijdens onze openingstijden, van maandag tot en met vrijdag van 10:00 tot 17:00 uur. Liever eerst online kennismaken? Plan dan een online gesprek op een moment dat jou uitkomt.",
      ],
    },
  ],
  valuesHeading: "Waar we voor staan",
  values: [
    {
      title: "Persoonlijk",
      text: "Je hebt altijd contact met een van de eigenaren en krijgt eerlijk advies, ook als dat betekent dat een andere keuze beter is.",
    },
    {
      title: "Vakwerk",
      text: "We kiezen de techniek en materialen die passen bij jouw product, en controleren elk stuk voordat het de deur uitgaat.",
    },
    {
      title: "Snel en duidelijk",
      text: "Een reactie {reactie-offerte}, heldere offertes zonder verrassingen en meestal binnen 4-9 werkdagen klaar.",
    },
    {
      title: "Voor iedereen",
      text: "Geen minimale afname: of je nu één shirt of honderd polo's nodig hebt, je bent welkom.",
    },
  ],
};
