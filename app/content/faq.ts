// The 12 FAQ items of the home page as the site showed them before owners could edit them: the first version of
// the content kind "faq" (app/lib/content/faq.ts), imported at first start. Pages read the published FAQ, not this.
import type { Faq } from "~/lib/content/faq";

const items: { question: string; answer: string }[] = [
  {
    question: "Is er een minimale bestelhoeveelheid?",
    answer:
      "Nee, bij ons is er geen minimale afname. Je kunt dus ook één T-shirt, één hoodie of één vel stickers bestellen. Bestel je grotere aantallen, dan profiteer je van staffelkorting.",
  },
  {
    question: "Hoe lang duurt het voordat mijn bestelling klaar is?",
    answer:
      "Meestal is je bestelling binnen 4-9 werkdagen klaar, gerekend vanaf je akkoord op het ontwerp en de offerte. Bij grote oplagen of maatwerk spreken we vooraf een concrete leverdatum met je af.",
  },
  {
    question: "Kan mijn bestelling ook met spoed?",
    answer:
      "Ja, met onze spoedservice is je bestelling in 2-3 werkdagen klaar. Geef in je aanvraag aan wanneer je het uiterlijk nodig hebt, dan laten we direct weten of dat lukt.",
  },
  {
    question: "Wat kost het laten bedrukken van kleding?",
    answer: `Kledingbedrukking begint vanaf {prijs:kledingbedrukking} per stuk. Voertuigbelettering is er vanaf {prijs:voertuigbelettering}, stickers en labels vanaf {prijs:stickers} per vel en een full wrap kost tussen {prijs:full-wrap} en {prijs-tot:full-wrap}. De exacte prijs hangt af van het product, het ontwerp en het aantal, dus je ontvangt altijd een offerte op maat.`,
  },
  {
    question: "Wat is het verschil tussen DTF en HTV?",
    answer:
      "Bij DTF (Direct to Film) drukken we je ontwerp op een film en persen het daarna op de stof; ideaal voor full-colour ontwerpen, foto's en kleurverlopen. HTV (Heat Transfer Vinyl) is gesneden flexfolie, perfect voor logo's, teksten en rugnummers in effen kleuren of met glitter- of metallic-effect. We adviseren je graag welke techniek het beste bij je ontwerp past.",
  },
  {
    question: "Kunnen jullie ook borduren?",
    answer:
      "Ja, we borduren logo's, namen en teksten op onder meer polo's, caps, sweaters en jassen. Borduurwerk oogt luxe en is erg slijtvast, ideaal voor bedrijfskleding. De prijs hangt af van het ontwerp en het aantal stuks; vraag gerust een offerte aan.",
  },
  {
    question: "Hoe lever ik mijn ontwerp aan?",
    answer:
      "Het liefst als vectorbestand, zoals AI, EPS, PDF of SVG. Een PNG met transparante achtergrond en hoge resolutie (minimaal 300 dpi op ware grootte) werkt ook goed. Heb je alleen een schets of een idee? Dan maken we samen met jou een ontwerp.",
  },
  {
    question: "Kan ik eerst een proefdruk krijgen?",
    answer:
      "Ja, vanaf 25 stuks maken we voor een kleine vergoeding een proefdruk. Zo beoordeel je kleur, formaat en positie op een echt exemplaar voordat we de hele oplage produceren. Bij elke bestelling krijg je bovendien vooraf een digitaal voorbeeld.",
  },
  {
    question: "Hoe moet ik bedrukte kleding wassen?",
    answer:
      "Onze prints zijn wasbaar op 30 graden. Keer het kledingstuk binnenstebuiten, gebruik geen wasverzachter of bleekmiddel en droog het liefst aan de lijn. Strijk nooit direct over de print.",
  },
  {
    question: "Kan ik mijn bestelling ophalen of laten verzenden?",
    answer:
      "In Breda kun je je bestelling ophalen in onze werkplaats of bezorgen wij hem bij je. Buiten Breda versturen we je bestelling; bij een besteding tot €100 betaal je €8 verzendkosten.",
  },
  {
    question: "Hoe kan ik betalen?",
    answer:
      "Particulieren betalen vooraf via iDEAL of bankoverschrijving. Goedgekeurde zakelijke klanten kunnen op factuur betalen met een betaaltermijn. Bij elke bestelling ontvang je een factuur.",
  },
  {
    question: "Kan ik als particulier ook iets laten maken?",
    answer:
      "Natuurlijk. We maken graag shirts voor een vrijgezellenfeest, verjaardag, familiedag of sportteam, en ook een enkel cadeau-shirt is welkom. Er is geen minimale afname en je krijgt dezelfde kwaliteit als onze zakelijke klanten.",
  },
];

export const faqSeed: Faq = {
  items: items.map((item, index) => ({ id: `q${index + 1}`, ...item, hidden: false })),
};
