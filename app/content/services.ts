// Service pages, home service cards and the related-services block.
// User-facing text is Dutch. Tokens like {brand}, {phone}, {email}, {address} and {city}
// are replaced at render time (see fillSiteTokens in ./site), prices like {prijs:stickers} from the published price
// list (app/lib/content/price-list.ts).
// Over 300 lines on purpose: the copy of the five service pages, one page after the other (text, not code).

export type ServiceSlug =
  "kledingbedrukking" | "borduren" | "voertuigbelettering" | "stickers" | "spandoeken";

export type ServiceSection = {
  heading: string;
  /** Paragraphs, rendered in order. */
  body: string[];
};

export type ServiceFaqItem = {
  question: string;
  answer: string;
};

export type ServicePage = {
  slug: ServiceSlug;
  path: string;
  /** Page title without the brand; the app appends " | {brand}". */
  title: string;
  metaDescription: string;
  heading: string;
  intro: string;
  priceFrom: string;
  highlights: string[];
  sections: ServiceSection[];
  faq: ServiceFaqItem[];
};

export const servicePages: ServicePage[] = [
  {
    slug: "kledingbedrukking",
    path: "/kledingbedrukking",
    title: "Kleding bedrukken in Breda, DTF & HTV",
    metaDescription: `Kleding bedrukken in Breda met DTF en HTV. T-shirts, hoodies, bedrijfs- en teamkleding vanaf {prijs:kledingbedrukking} per stuk, zonder minimum en meestal in 4-9 werkdagen klaar.`,
    heading: "Kleding bedrukken in Breda",
    intro:
      "Van één T-shirt voor een verjaardag tot honderd polo's voor je personeel: bij {brand} bedrukken we textiel in onze eigen werkplaats in {city}. We werken met DTF en HTV, zodat je voor elk ontwerp en elke oplage de techniek krijgt die het beste past. Er is geen minimale afname en je bestelling is meestal binnen 4-9 werkdagen klaar.",
    priceFrom: `Vanaf {prijs:kledingbedrukking} per stuk`,
    highlights: [
      "DTF en HTV: scherpe, kleurvaste prints op vrijwel elk textiel",
      "Geen minimale afname, ook één stuk is welkom",
      "Proefdruk vanaf 25 stuks voor een kleine vergoeding",
      "Prints zijn wasbaar op 30 graden",
      "Meestal klaar in 4-9 werkdagen, met spoed in 2-3 werkdagen",
      "Staffelkorting voor bedrijven, teams en verenigingen",
    ],
    sections: [
      {
        heading: "DTF of HTV: welke techniek past bij jouw ontwerp?",
        body: [
          "DTF (Direct to Film) is ideaal voor full-colour ontwerpen, foto's, kleurverlopen en fijne details. We drukken je ontwerp op een speciale film, brengen een hechtpoeder aan en persen de print daarna met hitte op het kledingstuk. Het resultaat is een soepele print met heldere kleuren, op katoen, polyester en mengweefsels, en zowel op lichte als op donkere stoffen.",
          "HTV (Heat Transfer Vinyl) is flexfolie die we op maat snijden en vervolgens opperssen. Deze techniek is perfect voor logo's en teksten in één of enkele effen kleuren, voor namen en rugnummers op teamkleding en voor effecten zoals glitter, metallic of reflecterende folie. Twijfel je? We adviseren je graag op basis van je ontwerp, het textiel en het aantal stuks.",
        ],
      },
      {
        heading: "Bedrijfskleding en werkkleding met je logo",
        body: [
          "Een herkenbaar team straalt vertrouwen uit. We bedrukken T-shirts, polo's, sweaters, hoodies, softshell jassen en werkkleding met je logo, eventueel aangevuld met je website of telefoonnummer op de rug. Je kunt je eigen kleding aanleveren of kiezen uit ons assortiment. We denken mee over kwaliteit, pasvorm en kleur, zodat de kleding er ook na veel wasbeurten verzorgd uitziet.",
          "Voor bedrijven bieden we staffelkorting, vaste-klantentarieven en maatwerk, zoals een vaste kledingset die je per nieuwe medewerker eenvoudig nabestelt. Goedgekeurde zakelijke klanten betalen op factuur met een betaaltermijn.",
        ],
      },
      {
        heading: "Teamkleding voor clubs, verenigingen en evenementen",
        body: [
          "Voor sportclubs, dansgroepen, scholen en evenementen maken we teamkleding met een naam en nummer per persoon. Je levert één overzichtelijke lijst met maten, namen en nummers aan en wij zorgen dat elk shirt klopt. Ook voor een vrijgezellenfeest, jubileum of familiedag ben je bij ons aan het juiste adres.",
        ],
      },
      {
        heading: "Zo werkt bestellen",
        body: [
          "Stuur je ontwerp of idee via het offerteformulier, WhatsApp of e-mail. Je krijgt {reactie-offerte} een reactie en daarna een duidelijke offerte met een digitaal voorbeeld van je kledingstuk. Na je akkoord gaan we in productie. Heb je haast? Vraag dan naar onze spoedservice van 2-3 werkdagen.",
          "In Breda haal je je bestelling op in onze werkplaats of brengen we hem bij je langs. Buiten Breda versturen we je pakket; bij een besteding tot €100 betaal je €8 verzendkosten.",
        ],
      },
    ],
    faq: [
      {
        question: "Kan ik ook één shirt laten bedrukken?",
        answer:
          "Ja. We hanteren geen minimale afname, dus ook een enkel shirt of hoodie bedrukken we met dezelfde zorg. Bij grotere aantallen profiteer je van staffelkorting.",
      },
      {
        question: "Hoe was ik bedrukte kleding?",
        answer:
          "Onze DTF- en HTV-prints zijn wasbaar op 30 graden. Was het kledingstuk binnenstebuiten, gebruik geen wasverzachter, laat het bij voorkeur aan de lucht drogen en strijk nooit direct over de print.",
      },
      {
        question: "Kan ik eerst een proefdruk zien?",
        answer:
          "Vanaf 25 stuks maken we voor een kleine vergoeding een proefdruk, zodat je kleur, formaat en positie op een echt kledingstuk kunt beoordelen. Bij elke bestelling ontvang je daarnaast vooraf een digitaal voorbeeld.",
      },
    ],
  },
  {
    slug: "borduren",
    path: "/borduren",
    title: "Logo laten borduren in Breda",
    metaDescription:
      "Logo of tekst laten borduren in Breda op polo's, caps, sweaters en jassen. Luxe en slijtvast borduurwerk voor bedrijfskleding en teams, zonder minimale afname.",
    heading: "Borduren van logo's en teksten in Breda",
    intro:
      "Borduurwerk geeft kleding een luxe en duurzame uitstraling. Bij {brand} borduren we je logo, naam of tekst op polo's, caps, sweaters, jassen en tassen. Ideaal voor bedrijfskleding en teamkleding die er na lang dragen nog net zo strak uitziet als op de eerste dag.",
    priceFrom: "Prijs op aanvraag",
    highlights: [
      "Luxe uitstraling met reliëf en structuur",
      "Slijtvast en bestand tegen veel wasbeurten",
      "Geschikt voor polo's, caps, fleece, jassen en tassen",
      "Wij zetten je logo om naar een borduurbestand",
      "Geen minimale afname, staffelkorting bij grotere aantallen",
    ],
    sections: [
      {
        heading: "Waarom kiezen voor borduren?",
        body: [
          "Bij borduren wordt je ontwerp met garen direct in de stof gestikt. Er zit dus geen laag op het textiel die kan slijten of barsten. Dat maakt borduurwerk bijzonder geschikt voor kleding die intensief gebruikt en vaak gewassen wordt, zoals werkkleding, horecakleding en clubkleding.",
          "Daarnaast oogt borduurwerk professioneel. Een geborduurd logo op de borst van een polo of softshell jas geeft je team direct een verzorgde, representatieve uitstraling. Ook op stevige stoffen zoals fleece, canvas en caps, waar een print minder goed tot zijn recht komt, is borduren vaak de beste keuze.",
        ],
      },
      {
        heading: "Van logo naar borduurbestand",
        body: [
          "Een borduurmachine werkt niet met een gewoon afbeeldingsbestand, maar met een steekbestand. Wij zetten je logo daarom eerst om naar een borduurprogramma: we bepalen de steeksoort, de richting en de volgorde van de kleuren. Zo blijven letters leesbaar en liggen vlakken mooi vol.",
          "Lever je logo bij voorkeur aan als vectorbestand (AI, EPS, PDF of SVG). Heb je alleen een PNG of JPG, dan gaan we daar ook mee aan de slag. Heel kleine teksten en dunne lijnen zijn lastig te borduren; in dat geval stellen we een kleine aanpassing voor, zodat het resultaat scherp blijft.",
        ],
      },
      {
        heading: "Wat kost borduren?",
        body: [
          "Omdat elk logo anders is, maken we voor borduurwerk altijd een offerte op maat. De prijs hangt vooral af van het aantal steken (formaat en dichtheid van het ontwerp), het aantal posities op het kledingstuk en het aantal stuks. Hoe groter de oplage, hoe lager de prijs per stuk.",
          "Vraag vrijblijvend een offerte aan: je krijgt {reactie-offerte} een reactie. Bedrijven en verenigingen profiteren van staffelkorting en vaste-klantentarieven bij nabestellingen.",
        ],
      },
      {
        heading: "Borduren en bedrukken combineren",
        body: [
          "Je hoeft niet te kiezen: veel klanten laten een klein logo op de borst borduren en een grote print op de rug drukken. Zo combineer je de luxe uitstraling van borduurwerk met de mogelijkheden van een full-colour print. We adviseren je graag over de beste combinatie voor jouw kleding.",
        ],
      },
    ],
    faq: [
      {
        question: "Kan ik een cap laten borduren?",
        answer:
          "Ja, caps zijn een van de populairste producten om te borduren. Een geborduurd logo op de voorkant van een cap oogt strak en gaat lang mee. We adviseren je over het formaat, zodat het logo goed past op het voorpand.",
      },
      {
        question: "Welk bestand moet ik aanleveren voor borduurwerk?",
        answer:
          "Het liefst een vectorbestand, zoals AI, EPS, PDF of SVG. Een scherpe PNG of JPG kan ook. Wij zetten je logo om naar een borduurbestand en sturen je vooraf een voorbeeld ter goedkeuring.",
      },
      {
        question: "Hoe lang duurt een borduuropdracht?",
        answer:
          "Meestal is je bestelling binnen 4-9 werkdagen klaar. Heb je haast, dan kijken we of een spoedlevering in 2-3 werkdagen mogelijk is.",
      },
    ],
  },
  {
    slug: "voertuigbelettering",
    path: "/voertuigbelettering",
    title: "Autobelettering & wraps in Breda",
    metaDescription: `Voertuigbelettering in Breda: belettering voor bus, auto en aanhanger vanaf {prijs:voertuigbelettering}, raambelettering en full wraps van {prijs:full-wrap} tot {prijs-tot:full-wrap}. Vraag een offerte aan.`,
    heading: "Voertuigbelettering in Breda",
    intro:
      "Je bedrijfsbus rijdt dagelijks door Breda en omgeving en is daarmee een rijdend visitekaartje. {brand} verzorgt belettering voor bestelbussen, personenauto's en aanhangers, raambelettering voor je winkel of kantoor en complete full wraps. Van ontwerp tot montage regelen we alles voor je.",
    priceFrom: `Vanaf {prijs:voertuigbelettering}`,
    highlights: [
      `Voertuigbelettering vanaf {prijs:voertuigbelettering}`,
      `Full wrap van {prijs:full-wrap} tot {prijs-tot:full-wrap}`,
      "Raambelettering voor winkel, kantoor en horeca",
      "Ontwerp afgestemd op je huisstijl en voertuig",
      "Folie is later weer te verwijderen, ook geschikt voor leaseauto's",
    ],
    sections: [
      {
        heading: "Belettering voor bus, auto en aanhanger",
        body: [
          `Met belettering zet je je bedrijfsnaam, logo, website en telefoonnummer op je voertuig. We werken met gesneden folieletters en bedrukte folie, die we zorgvuldig op de carrosserie aanbrengen. Eenvoudige belettering is er al vanaf {prijs:voertuigbelettering}. Voor een complete opmaak met meerdere zijden of bedrukte afbeeldingen ontvang je een offerte op maat.`,
          "Een goed ontwerp is in één oogopslag leesbaar, ook als het voertuig rijdt. Daarom houden we het overzichtelijk: een duidelijk logo, wat je doet en hoe mensen je bereiken. We maken een ontwerp op een tekening van jouw type voertuig, zodat je vooraf precies ziet hoe het wordt.",
        ],
      },
      {
        heading: "Full wrap: je voertuig volledig in je huisstijl",
        body: [
          `Bij een full wrap bekleden we je voertuig volledig met folie. Dat kan in een effen kleur, maar ook met een volledig bedrukt ontwerp in je huisstijl. Zo valt je bus of auto overal op. De prijs ligt tussen {prijs:full-wrap} en {prijs-tot:full-wrap}, afhankelijk van het formaat van het voertuig en de complexiteit van het ontwerp.`,
          "Een wrap heeft ook een praktisch voordeel: de folie beschermt de lak eronder tegen kleine krassen en zonlicht. Wil je het voertuig later verkopen of inleveren, dan kan de folie vakkundig worden verwijderd.",
        ],
      },
      {
        heading: "Raambelettering voor winkel en kantoor",
        body: [
          "Ook je etalage of kantoorpand kan een stuk sterker voor de dag komen. We maken raambelettering met je logo, openingstijden en contactgegevens, maar ook zandstraalfolie voor privacy en tijdelijke belettering voor acties en seizoenen. We meten op locatie op of werken met jouw foto's en maten.",
        ],
      },
      {
        heading: "Van ontwerp tot montage",
        body: [
          "Je stuurt ons het merk en type van je voertuig, je logo en de teksten die erop moeten. Wij maken een ontwerpvoorstel met offerte, en na je akkoord produceren we de belettering. De montage plannen we in overleg, zodat je voertuig zo kort mogelijk stilstaat. Zorg dat het voertuig schoon is wanneer je het komt brengen; dan hecht de folie optimaal.",
        ],
      },
    ],
    faq: [
      {
        question: "Kan belettering later weer verwijderd worden?",
        answer:
          "Ja. We gebruiken folie die vakkundig te verwijderen is, waardoor belettering en wraps ook geschikt zijn voor lease- en huurvoertuigen. Laat het verwijderen wel door een professional doen om lakschade te voorkomen.",
      },
      {
        question: "Wat kost een full wrap?",
        answer: `Een full wrap kost tussen {prijs:full-wrap} en {prijs-tot:full-wrap}. De exacte prijs hangt af van het formaat van je voertuig, de gekozen folie en de complexiteit van het ontwerp. Je ontvangt altijd vooraf een offerte op maat.`,
      },
      {
        question: "Kan ik zelf een ontwerp aanleveren?",
        answer:
          "Zeker. Lever je ontwerp bij voorkeur aan als vectorbestand (AI, EPS, PDF of SVG). Heb je nog geen ontwerp, dan maken we een voorstel op basis van je logo en huisstijl.",
      },
    ],
  },
  {
    slug: "stickers",
    path: "/stickers",
    title: "Stickers & etiketten laten maken",
    metaDescription: `Stickers en labels laten maken in Breda: logostickers, productetiketten en contourgesneden stickers in elke vorm, vanaf {prijs:stickers} per vel en zonder minimale afname.`,
    heading: "Stickers & labels laten maken in Breda",
    intro: `Stickers zijn een van de goedkoopste en leukste manieren om je merk zichtbaar te maken. Bij {brand} maken we logostickers, productetiketten, labels voor verpakkingen en stickers voor evenementen, in elke vorm en elk formaat. Je bestelt al vanaf {prijs:stickers} per vel, zonder minimale afname.`,
    priceFrom: `Vanaf {prijs:stickers} per vel`,
    highlights: [
      `Stickers en labels vanaf {prijs:stickers} per vel`,
      "Rond, vierkant, rechthoekig of contourgesneden in elke vorm",
      "Glanzend, mat of transparant materiaal",
      "Geschikt voor verpakkingen, producten, laptops en ramen",
      "Geen minimale afname",
    ],
    sections: [
      {
        heading: "Welke stickers kun je bij ons laten maken?",
        body: [
          "We maken stickers op vel en losse stickers. Op een vel passen meerdere stickers naast elkaar, handig voor productetiketten, sluitzegels en giveaways. Contourgesneden stickers volgen precies de vorm van je ontwerp, zodat er geen witte rand overblijft. Ronde, vierkante en rechthoekige stickers zijn ideaal voor logo's en labels.",
          "Daarnaast maken we transparante stickers voor glas en verpakkingen, en stickers van stevig vinyl voor gebruik buiten, bijvoorbeeld op apparatuur, gereedschap of een raam.",
          "Voor bedrijven zijn stickers een betaalbaar promotiemiddel. Denk aan logostickers om uit te delen op een beurs, stickers met je website op je verzenddozen of labels met je contactgegevens op apparaten die je installeert. Zo blijft je naam zichtbaar, ook lang nadat je klant je heeft gesproken. Bestel je grotere aantallen, dan profiteer je van staffelkorting.",
        ],
      },
      {
        heading: "Labels voor je producten en verpakkingen",
        body: [
          "Verkoop je zelfgemaakte producten, zoals kaarsen, zeep, koffie of cosmetica? Met goede productlabels ziet je product er direct professioneel uit. We denken mee over formaat, materiaal en afwerking, zodat je label goed hecht op jouw verpakking, of het nu gaat om glas, karton of een zakje. Ook verzendzegels en bedankstickers voor webshoppakketten maken we graag.",
        ],
      },
      {
        heading: "Materiaal en afwerking",
        body: [
          "Een glanzende afwerking laat kleuren extra sprankelen, terwijl een matte afwerking chique oogt en minder reflecteert. Transparant materiaal laat de ondergrond doorschijnen, wat mooi werkt op glas en gekleurde verpakkingen. Gaat de sticker naar buiten of komt hij in aanraking met water? Dan adviseren we een duurzaam vinyl.",
        ],
      },
      {
        heading: "Ontwerp aanleveren",
        body: [
          "Lever je ontwerp aan als PDF, AI, EPS of SVG, of als PNG met hoge resolutie. Wil je een contourgesneden sticker, dan maken wij de snijlijn voor je. Je ontvangt vooraf een digitaal voorbeeld, zodat je precies weet wat je krijgt. Meestal is je bestelling binnen 4-9 werkdagen klaar.",
        ],
      },
    ],
    faq: [
      {
        question: "Is er een minimale bestelhoeveelheid voor stickers?",
        answer: `Nee, je kunt al één vel bestellen. Stickers en labels zijn er vanaf {prijs:stickers} per vel. Bij grotere aantallen daalt de prijs per sticker.`,
      },
      {
        question: "Zijn de stickers geschikt voor buiten?",
        answer:
          "Dat hangt af van het materiaal. Voor buitengebruik of contact met water adviseren we duurzaam vinyl. Vertel ons waar de sticker komt, dan kiezen we samen het juiste materiaal.",
      },
      {
        question: "Kunnen jullie stickers in een eigen vorm snijden?",
        answer:
          "Ja. Contourgesneden stickers volgen precies de vorm van je ontwerp. Lever je ontwerp aan en wij maken de snijlijn voor je.",
      },
    ],
  },
  {
    slug: "spandoeken",
    path: "/spandoeken",
    title: "Spandoeken, banners & borden laten maken",
    metaDescription: `Spandoeken, mesh-doeken en borden van forex of dibond laten maken in Breda. Bereken je prijs direct online op maat in centimeters, vanaf {prijs:spandoeken} incl. btw.`,
    heading: "Spandoeken & borden laten maken in Breda",
    intro: `Een spandoek aan de gevel, een mesh-doek langs het sportveld of een stevig bord bij de ingang: bij {brand} drukken we banners en borden in elk formaat in onze werkplaats in {city}. Vul breedte, hoogte en aantal in en je ziet direct wat het kost, vanaf {prijs:spandoeken} incl. btw.`,
    priceFrom: `Vanaf {prijs:spandoeken}`,
    highlights: [
      "Prijs direct online berekend, op maat in centimeters",
      "PVC-spandoek en mesh-doek voor binnen en buiten",
      "Forex- en dibond-borden voor gevel, balie en bouwplaats",
      "Staffelkorting vanaf 5 stuks",
      "Meestal klaar in 4-9 werkdagen",
    ],
    sections: [
      {
        heading: "Welk materiaal past bij jouw spandoek of bord?",
        body: [
          "Een PVC-spandoek is stevig, waterbestendig en geschikt voor binnen en buiten: ideaal voor een gevel, een hek of een evenement. Een mesh-doek heeft kleine gaatjes waar de wind doorheen waait, zodat het doek rustig blijft hangen op een steiger, een bouwhek of langs een sportveld.",
          "Voor een bord dat jaren meegaat kies je forex (licht hard-PVC, mooi voor binnen en beschut buiten) of dibond (aluminium met een kern, vlak en weerbestendig voor gevel- en bouwbordborden).",
        ],
      },
      {
        heading: "Afwerking en ophangen",
        body: [
          "Spandoeken werken we standaard af met zomen en ringen, zodat je ze direct kunt ophangen met tiewraps of touw. Wil je een andere afwerking, zoals een tunnelzoom voor een stok of ringen op een vaste afstand? Vermeld het bij je aanvraag, dan nemen we het mee in je offerte.",
        ],
      },
      {
        heading: "Zo werkt bestellen",
        body: [
          "Bereken je prijs hierboven en vraag je offerte met die prijs aan. Je krijgt {reactie-offerte} een reactie, daarna een digitale drukproef en na je akkoord gaan we in productie. Lever je ontwerp aan als PDF of vectorbestand op ware grootte, of laat ons het ontwerp maken.",
          "In Breda haal je je spandoek of bord op in onze werkplaats of brengen we het bij je langs. Buiten Breda versturen we je bestelling.",
        ],
      },
    ],
    faq: [
      {
        question: "Kan ik een spandoek in elk formaat laten maken?",
        answer:
          "Ja, binnen de maten die de calculator noemt. Is je spandoek of bord groter, dan maken we het in delen of rekenen we het voor je uit: vraag dan een offerte op maat aan.",
      },
      {
        question: "Zijn jullie spandoeken geschikt voor buiten?",
        answer:
          "Ja. PVC-spandoeken, mesh-doeken en dibond-borden zijn weerbestendig. Voor een plek met veel wind adviseren we mesh, omdat de wind erdoorheen waait.",
      },
      {
        question: "Wat kost een spandoek?",
        answer:
          "Dat hangt af van de maat, het materiaal en het aantal. Met de calculator op deze pagina zie je direct de prijs, vanaf {prijs:spandoeken} incl. btw. Bij meer stuks daalt de prijs per stuk.",
      },
    ],
  },
];

/** The meta description of /diensten. */
export const dienstenMetaDescription =
  "Alle diensten en vanaf-prijzen: kleding bedrukken vanaf {prijs:kledingbedrukking} per stuk, belettering vanaf {prijs:voertuigbelettering}, stickers vanaf {prijs:stickers} per vel. Geen minimale afname, klaar in 4-9 werkdagen.";

export type ServiceCardIcon = "shirt" | "needle" | "car" | "sticker" | "banner" | "workwear";

/** The services the shop offers, one per card below: the quote dialog's options are these (lib/quote-services). */
export type OfferedService =
  "kledingbedrukking" | "borduren" | "voertuigbelettering" | "stickers" | "spandoeken" | "werkkleding";

/**
 * The site's service list: the home page's cards and /diensten. The quote dialog offers exactly these (plus
 * "Overig") and the quote schema accepts exactly their `service` values, so a service added here is offered and
 * accepted everywhere at once.
 */
export type HomeServiceCard = {
  service: OfferedService;
  title: string;
  description: string;
  href: string;
  priceFrom: string;
  icon: ServiceCardIcon;
};

export const homeServiceCards: HomeServiceCard[] = [
  {
    service: "kledingbedrukking",
    title: "Kledingbedrukking",
    description:
      "T-shirts, hoodies, polo's en werkkleding bedrukt met DTF of HTV. Geen minimale afname, ook één stuk is welkom.",
    href: "/kledingbedrukking",
    priceFrom: `Vanaf {prijs:kledingbedrukking} per stuk`,
    icon: "shirt",
  },
  {
    service: "borduren",
    title: "Borduren",
    description:
      "Je logo luxe en slijtvast geborduurd op polo's, caps, sweaters en jassen. Ideaal voor bedrijfs- en teamkleding.",
    href: "/borduren",
    priceFrom: "Prijs op aanvraag",
    icon: "needle",
  },
  {
    service: "voertuigbelettering",
    title: "Belettering",
    description:
      "Belettering voor bus, auto en aanhanger, raambelettering en complete full wraps in je huisstijl.",
    href: "/voertuigbelettering",
    priceFrom: `Vanaf {prijs:voertuigbelettering}`,
    icon: "car",
  },
  {
    service: "stickers",
    title: "Stickers & Labels",
    description: "Logostickers, productetiketten en contourgesneden stickers in elke vorm en elk formaat.",
    href: "/stickers",
    priceFrom: `Vanaf {prijs:stickers} per vel`,
    icon: "sticker",
  },
  {
    service: "spandoeken",
    title: "Spandoeken & Borden",
    description:
      "PVC-spandoeken, mesh-doeken en borden van forex of dibond op maat, met de prijs direct online.",
    href: "/spandoeken",
    priceFrom: `Vanaf {prijs:spandoeken}`,
    icon: "banner",
  },
  {
    service: "werkkleding",
    title: "Werkkleding",
    description:
      "Polo's, hoodies, softshell jassen en werkbroeken met je logo, direct online te bestellen. Staffelprijs vanaf 3 stuks.",
    href: "/werkkleding",
    // The lowest bulk price of the catalogue (~/lib/workwear/catalogue; a test keeps the two in step).
    priceFrom: `Vanaf {prijs:werkkleding} per stuk`,
    icon: "workwear",
  },
];

export type RelatedService = {
  title: string;
  description: string;
  href: string;
  anchorText: string;
};

/** The pages of the related-services block (spec: nine, plus work wear); the block hides the current page. */
export const relatedServices: RelatedService[] = [
  {
    title: "Kledingbedrukking",
    description: `DTF- en HTV-prints op T-shirts, hoodies en polo's, vanaf {prijs:kledingbedrukking} per stuk.`,
    href: "/kledingbedrukking",
    anchorText: "Kledingbedrukking met DTF en HTV",
  },
  {
    title: "Kleding bedrukken in Breda",
    description: "Lokaal geregeld: ophalen in onze werkplaats of laten bezorgen binnen Breda.",
    href: "/kleding-bedrukken-breda",
    anchorText: "Kleding bedrukken in Breda",
  },
  {
    title: "Kleding laten bedrukken",
    description: "Eén shirt of honderd: geen minimale afname en meestal binnen 4-9 werkdagen klaar.",
    href: "/kleding-laten-bedrukken",
    anchorText: "Kleding laten bedrukken zonder minimum",
  },
  {
    title: "Bedrijfskleding bedrukken",
    description: "Polo's, jassen en werkkleding met je logo, met staffelkorting voor bedrijven.",
    href: "/bedrijfskleding-bedrukken",
    anchorText: "Bedrijfskleding met logo bedrukken",
  },
  {
    title: "Borduren",
    description: "Luxe en slijtvast borduurwerk op polo's, caps, sweaters en jassen.",
    href: "/borduren",
    anchorText: "Logo laten borduren",
  },
  {
    title: "Voertuigbelettering",
    description: `Belettering vanaf {prijs:voertuigbelettering} en full wraps voor bus, auto en aanhanger.`,
    href: "/voertuigbelettering",
    anchorText: "Autobelettering in Breda",
  },
  {
    title: "Stickers & labels",
    description: `Logostickers, productetiketten en contourgesneden stickers vanaf {prijs:stickers} per vel.`,
    href: "/stickers",
    anchorText: "Stickers en labels laten maken",
  },
  {
    title: "Spandoeken & borden",
    description: `PVC-spandoeken, mesh-doeken en borden op maat, vanaf {prijs:spandoeken} en direct online berekend.`,
    href: "/spandoeken",
    anchorText: "Spandoeken en borden laten maken",
  },
  {
    title: "Werkkleding bestellen",
    description: "Polo's, hoodies en werkbroeken met je logo, met staffelprijs vanaf 3 stuks per artikel.",
    href: "/werkkleding",
    anchorText: "Werkkleding met logo bestellen",
  },
  {
    title: "Voor particulieren",
    description: "Shirts voor een vrijgezellenfeest, verjaardag of sportteam, ook per stuk.",
    href: "/particulieren",
    anchorText: "Eigen shirt laten bedrukken",
  },
  {
    title: "Diensten en prijzen",
    description: "Alle diensten op een rij, met vanaf-prijzen, levertijden en voorwaarden.",
    href: "/diensten",
    anchorText: "Bekijk alle diensten en prijzen",
  },
];
