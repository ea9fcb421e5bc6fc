// Privacy statement, general terms and the /bedankt page.
// Tokens {brand}, {address}, {email}, {phone}, {city} and {kvk} are replaced at render time; {analyticsRetention}
// and the other {…Retention} tokens by the privacy page from the retention settings in force (~/lib/retention).
// Note for the owners: have these texts checked by a legal adviser before going live;
// offer validity (30 days) and the default
// payment term for businesses (14 days) are sensible defaults, not facts from the spec.

export type LegalSection = {
  heading: string;
  paragraphs: string[];
};

export const privacySections: LegalSection[] = [
  {
    heading: "Wie zijn wij?",
    paragraphs: [
      "{brand} is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze privacyverklaring. In deze verklaring lees je welke gegevens we verzamelen, waarom we dat doen en welke rechten je hebt.",
      "Contactgegevens van de verwerkingsverantwoordelijke: {brand}, {address}. E-mail: {email}. Telefoon: {phone}. Ingeschreven bij de Kamer van Koophandel onder nummer {kvk}.",
      "We hebben geen functionaris gegevensbescherming aangesteld, omdat dat voor ons bedrijf niet verplicht is. Voor alle vragen over privacy kun je rechtstreeks contact met ons opnemen via {email}.",
    ],
  },
  {
    heading: "Welke gegevens verwerken we en waarom?",
    paragraphs: [
      "Offerteaanvragen: als je een offerte aanvraagt, verwerken we je naam, e-mailadres, telefoonnummer, eventueel je bedrijfsnaam, de gewenste dienst, je omschrijving en je voorkeur voor levering (ophalen, bezorgen of verzenden met plaats). We gebruiken deze gegevens om je aanvraag te beantwoorden, contact met je op te nemen en een offerte op te stellen. De grondslag is het nemen van maatregelen op jouw verzoek voorafgaand aan het sluiten van een overeenkomst (artikel 6 lid 1 sub b AVG).",
      "Afspraakverzoeken: als je een online gesprek inplant, verwerken we je naam, e-mailadres, telefoonnummer, bedrijfsnaam, de gewenste datum en tijd en je bericht, om de afspraak in te plannen en te laten plaatsvinden. Grondslag: maatregelen voorafgaand aan een overeenkomst (artikel 6 lid 1 sub b AVG).",
      "Aanmelding als zakelijk partner: als je je bedrijf aanmeldt, verwerken we de bedrijfsnaam, de naam van de contactpersoon, het e-mailadres, het telefoonnummer, het aantal medewerkers en het verwachte printvolume, om je aanmelding te beoordelen en een samenwerking met je te bespreken. Grondslag: maatregelen voorafgaand aan een overeenkomst (artikel 6 lid 1 sub b AVG).",
      "Opdrachten en facturatie: als je klant bij ons wordt, verwerken we je contact-, bestel-, leverings- en betaalgegevens om je opdracht uit te voeren, te leveren en te factureren. Grondslag: uitvoering van de overeenkomst (artikel 6 lid 1 sub b AVG) en, voor het bewaren van de administratie, een wettelijke verplichting (artikel 6 lid 1 sub c AVG).",
      "Reviews: na een afgeronde opdracht sturen we je één keer per 90 dagen hoogstens een uitnodiging om een review te schrijven, met een persoonlijke link. Schrijf je een review, dan publiceren we je beoordeling, je tekst, je voornaam met de eerste letter van je achternaam en, als je die invult, je woonplaats. Grondslag: ons gerechtvaardigd belang om eerlijke klantervaringen te tonen (artikel 6 lid 1 sub f AVG). Via de link in de uitnodiging meld je je af; daarna bewaren we alleen een hash (een code afgeleid van je e-mailadres, niet het adres zelf), zodat we je niet opnieuw uitnodigen. Een uitnodiging die je niet gebruikt, verwijderen we na 180 dagen; bij een gebruikte uitnodiging wissen we je e-mailadres en naam na {wonRetention}. Je review haal je weg met een verzoek tot verwijdering.",
      "Herroepingen: herroep je een bestelling werkkleding, dan verwerken we je naam, e-mailadres, het bestelnummer, wat je herroept en het moment van ontvangst, om de herroeping af te handelen en te bevestigen. Grondslag: wettelijke verplichting (artikel 6 lid 1 sub c AVG). We bewaren de melding bij de bestelling zolang we die voor de belastingdienst moeten bewaren; hoort de melding bij geen bewaarde bestelling, dan verwijderen we hem met een verzoek tot verwijdering.",
      "Contact via telefoon, e-mail of WhatsApp: als je ons op een andere manier benadert, verwerken we de gegevens die je zelf met ons deelt om je vraag te beantwoorden. Grondslag: maatregelen voorafgaand aan een overeenkomst of ons gerechtvaardigd belang om vragen te beantwoorden (artikel 6 lid 1 sub b en f AVG). Let op: als je WhatsApp gebruikt, verwerkt ook WhatsApp (Meta) je gegevens, onder hun eigen privacyvoorwaarden.",
      "Websitestatistieken: we houden bij welke pagina's worden bezocht, via welke bron je op de website komt (bijvoorbeeld een zoekmachine of social media) en welk type browser en apparaat je gebruikt. Daarvoor gebruiken we geen cookies en geen diensten van derden: alles blijft op onze eigen server. We werken met een willekeurige sessiecode die tijdelijk in de sessieopslag van je browser staat en verdwijnt zodra je het tabblad sluit. Je IP-adres slaan we niet op: onze server maakt er, samen met je browsertype, een onomkeerbare code van met een geheime sleutel die elke dag wordt vervangen en daarna wordt gewist. Zo kunnen we bezoekers per dag tellen, maar kan niemand (ook wij niet) achteraf herleiden wie je bent of je bezoeken van verschillende dagen aan elkaar koppelen. Dat is sterker dan een code die je eigen browser zou berekenen, want die zou elke dag hetzelfde blijven. Verstuur je een aanvraag, dan bewaren we bij die aanvraag via welke bron en op welke pagina je binnenkwam. Grondslag: ons gerechtvaardigd belang bij inzicht in het gebruik van onze website (artikel 6 lid 1 sub f AVG).",
      "Marketing: we gebruiken advertentie- en meetpixels van derden (zoals Meta en Google) alleen als je daarvoor toestemming hebt gegeven. Met die toestemming meten we bijvoorbeeld of een advertentie tot een aanvraag heeft geleid. Grondslag: toestemming (artikel 6 lid 1 sub a AVG). Je kunt je toestemming altijd weer intrekken.",
    ],
  },
  {
    heading: "Ben je verplicht je gegevens te verstrekken?",
    paragraphs: [
      "Je bent niet wettelijk verplicht om ons persoonsgegevens te geven. Zonder je naam en contactgegevens kunnen we je aanvraag, afspraak of aanmelding echter niet behandelen en kunnen we geen overeenkomst met je sluiten of uitvoeren. Velden die niet verplicht zijn in onze formulieren, mag je leeg laten.",
    ],
  },
  {
    heading: "Met wie delen we je gegevens?",
    paragraphs: [
      "We verkopen je gegevens nooit aan derden. We delen ze alleen met partijen die ons helpen onze diensten te leveren, en alleen voor zover dat nodig is: onze hostingprovider (website en database), onze e-mailprovider (voor het versturen en ontvangen van e-mail), een vervoerder wanneer we een bestelling voor je verzenden en onze boekhouder voor de financiële administratie.",
      "Met partijen die in onze opdracht persoonsgegevens verwerken, hebben we een verwerkersovereenkomst gesloten. Daarnaast kunnen we gegevens verstrekken als we daartoe wettelijk verplicht zijn, bijvoorbeeld aan de Belastingdienst.",
    ],
  },
  {
    heading: "Doorgifte buiten de Europese Unie",
    paragraphs: [
      "Standaard verwerken en bewaren we je gegevens binnen de Europese Economische Ruimte. Alleen als je toestemming geeft voor marketingpixels, kunnen gegevens worden doorgegeven aan Meta of Google, die gegevens ook buiten de EU (onder meer in de Verenigde Staten) verwerken. Die doorgifte vindt plaats op basis van het EU-VS Data Privacy Framework of de standaardcontractbepalingen van de Europese Commissie.",
    ],
  },
  {
    heading: "Hoe lang bewaren we je gegevens?",
    paragraphs: [
      "We bewaren je gegevens niet langer dan nodig is voor het doel waarvoor we ze hebben verzameld.",
      "Aanvragen, afspraakverzoeken, partneraanmeldingen, bestellingen en offertes die niet tot een opdracht leiden (afgewezen, verloren, verlopen of geannuleerd), bewaren we {lostRetention} na de laatste wijziging, zodat we bij een vervolgvraag de eerdere afspraken kunnen terugvinden. Daarna anonimiseert onze server ze automatisch: je naam, contactgegevens, berichten, notities van medewerkers en meegestuurde bestanden worden verwijderd.",
      "Gegevens van opdrachten die nodig zijn voor onze administratie, zoals bestel- en opdrachtgegevens en een geaccepteerde offerte met het bewijs van je akkoord, bewaren we {wonRetention} vanwege de fiscale bewaarplicht. Daarna worden ze op dezelfde manier geanonimiseerd.",
      "Berichten die onze server als spam herkent, verwijderen we na {spamRetention}. Van e-mails die we versturen (zoals de bevestiging van je aanvraag) wissen we onderwerp en tekst na {mailRetention}; alleen dat er een e-mail is verstuurd en wanneer, blijft bewaard.",
      "Websitestatistieken bewaren we {analyticsRetention}; daarna verwijdert onze server ze automatisch. Ze bevatten geen IP-adressen of namen.",
      "Van de website maken we elke nacht een back-up, zodat we na een storing niets kwijt zijn. Back-ups bewaren we {backupRetention}; daarna worden ze automatisch verwijderd. Gegevens die we hebben gewist, staan niet in back-ups die daarna worden gemaakt, en verdwijnen na die termijn ook uit de oudere.",
    ],
  },
  {
    heading: "Je rechten",
    paragraphs: [
      "Je hebt het recht om je persoonsgegevens in te zien (inzage), onjuiste gegevens te laten corrigeren (rectificatie) en je gegevens te laten verwijderen (wissing), tenzij we ze wettelijk moeten bewaren. Ook kun je vragen om de verwerking te beperken (beperking), je gegevens in een gangbaar digitaal formaat te ontvangen of door te laten sturen (overdraagbaarheid) en bezwaar te maken tegen verwerking op basis van ons gerechtvaardigd belang (bezwaar).",
      "Heb je toestemming gegeven, bijvoorbeeld voor marketingpixels, dan kun je die toestemming op elk moment intrekken. Dat doet niets af aan de rechtmatigheid van de verwerking vóór de intrekking.",
      "Je kunt een verzoek sturen naar {email}, vanaf het e-mailadres waarmee je ons hebt benaderd, en vermelden of je je gegevens wilt inzien of laten verwijderen. We reageren binnen een maand. Om misbruik te voorkomen kunnen we je vragen je te identificeren.",
      "Bij een inzageverzoek ontvang je één bestand met een leesbaar overzicht van alles wat we bij je e-mailadres hebben opgeslagen (je aanvragen, bestellingen en offertes, notities, meegestuurde bestanden, je account en de e-mails die we je stuurden), met dezelfde gegevens in machineleesbare vorm. Bij een verzoek tot verwijdering wissen we dat allemaal; een bevestigde afspraak die nog moet plaatsvinden, houden we alleen zonder je gegevens in onze agenda, en een geaccepteerde offerte bewaren we vanwege de fiscale bewaarplicht tot het einde van de bewaartermijn voor opdrachten. In ons logboek staat daarna alleen dat er een verzoek is uitgevoerd, door wie en wanneer, niet over wie.",
    ],
  },
  {
    heading: "Klacht indienen",
    paragraphs: [
      "Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons dan eerst weten, dan zoeken we samen naar een oplossing. Je hebt daarnaast altijd het recht om een klacht in te dienen bij de Autoriteit Persoonsgegevens, de Nederlandse toezichthouder voor privacy (autoriteitpersoonsgegevens.nl).",
    ],
  },
  {
    heading: "Geen geautomatiseerde besluitvorming",
    paragraphs: [
      "We nemen geen besluiten die uitsluitend gebaseerd zijn op geautomatiseerde verwerking, waaronder profilering, en die voor jou rechtsgevolgen hebben of je in aanmerkelijke mate treffen. Er kijkt altijd een mens naar je aanvraag.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "Onze website gebruikt functionele cookies die nodig zijn om de website te laten werken, bijvoorbeeld om ingelogde klanten en medewerkers ingelogd te houden. Voor onze eigen websitestatistieken gebruiken we geen cookies.",
      "Als we advertentiepixels gebruiken, vragen we eerst om je toestemming met een melding onderaan de pagina. Het gaat om de Meta-pixel (van Meta Platforms, bekend van Facebook en Instagram) en Google Tag Manager (van Google). Daarmee meten we of onze advertenties tot een aanvraag leiden: ze ontvangen dan welke pagina's je bezoekt en of je een offerte, afspraak of partneraanmelding verstuurt, met de gekozen dienst of datum, maar nooit je naam, e-mailadres of telefoonnummer. Meta en Google plaatsen daarvoor hun eigen cookies, zoals _fbp en _ga.",
      "Zolang je geen keuze hebt gemaakt en als je weigert, laden we niets van Meta of Google: er gaat dan geen enkel verzoek naar hen toe. Weigeren is net zo eenvoudig als accepteren.",
      "Je keuze bewaren we 12 maanden in een eigen cookie met de naam cookie_consent, zodat we het je niet bij elk bezoek opnieuw vragen. Via Cookie-instellingen onderaan de pagina’s van de website kun je je keuze altijd wijzigen of je toestemming intrekken; daarna sturen we niets meer naar Meta of Google en verwijderen we de cookies die zij op onze website hebben geplaatst, zoals _fbp en _ga.",
    ],
  },
  {
    heading: "Beveiliging en wijzigingen",
    paragraphs: [
      "We nemen passende technische en organisatorische maatregelen om je gegevens te beschermen tegen verlies en onrechtmatig gebruik, zoals een beveiligde verbinding (HTTPS) en beperkte toegang tot gegevens. Heb je de indruk dat je gegevens niet goed beveiligd zijn, neem dan contact met ons op via {email}.",
      "We kunnen deze privacyverklaring aanpassen, bijvoorbeeld als onze dienstverlening verandert. De meest actuele versie staat altijd op deze pagina.",
    ],
  },
];

export const termsSections: LegalSection[] = [
  {
    heading: "Artikel 1. Definities",
    paragraphs: [
      "In deze algemene voorwaarden wordt verstaan onder: opdrachtnemer: {brand}, gevestigd op {address}, ingeschreven bij de Kamer van Koophandel onder nummer {kvk}; opdrachtgever: iedere natuurlijke persoon of rechtspersoon die een opdracht geeft of een offerte aanvraagt; consument: een opdrachtgever die niet handelt in de uitoefening van een beroep of bedrijf; opdracht: iedere overeenkomst tot het bedrukken, borduren, beletteren of produceren van stickers, labels of andere producten.",
    ],
  },
  {
    heading: "Artikel 2. Toepasselijkheid",
    paragraphs: [
      "Deze voorwaarden zijn van toepassing op alle offertes, opdrachten en overeenkomsten van opdrachtnemer. Afwijkingen gelden alleen als die schriftelijk (waaronder per e-mail) zijn overeengekomen. Algemene voorwaarden van de opdrachtgever zijn niet van toepassing.",
    ],
  },
  {
    heading: "Artikel 3. Offertes",
    paragraphs: [
      "Alle offertes zijn vrijblijvend en 30 dagen geldig, tenzij in de offerte anders staat vermeld. Genoemde vanaf-prijzen op de website zijn indicatief; de prijs in de offerte is leidend.",
      "Een offerte is gebaseerd op de informatie die de opdrachtgever heeft verstrekt. Blijkt die informatie onjuist of onvolledig, of wijzigt de opdracht (bijvoorbeeld in aantallen, formaten of kledingstukken), dan mag opdrachtnemer de prijs en levertijd aanpassen.",
    ],
  },
  {
    heading: "Artikel 4. Totstandkoming van de opdracht",
    paragraphs: [
      "Een opdracht komt tot stand zodra de opdrachtgever de offerte en het digitale voorbeeld schriftelijk of per e-mail heeft goedgekeurd. Voor consumenten start de productie pas nadat de vooruitbetaling is ontvangen.",
      "Na goedkeuring van het ontwerp is de opdrachtgever verantwoordelijk voor de inhoud daarvan, waaronder spelling, namen, nummers, maten en aantallen. Fouten in een goedgekeurd ontwerp komen voor rekening van de opdrachtgever.",
    ],
  },
  {
    heading: "Artikel 5. Aanleveren van bestanden en materialen",
    paragraphs: [
      "De opdrachtgever levert ontwerpen bij voorkeur aan als vectorbestand (AI, EPS, PDF of SVG) of als afbeelding met een voldoende hoge resolutie. Opdrachtnemer controleert aangeleverde bestanden op drukbaarheid, maar is niet aansprakelijk voor een mindere kwaliteit die het gevolg is van de kwaliteit van het aangeleverde bestand.",
      "Levert de opdrachtgever zelf textiel of andere materialen aan, dan is de opdrachtgever verantwoordelijk voor de geschiktheid daarvan. Opdrachtnemer is niet aansprakelijk voor schade aan aangeleverde materialen die ontstaat bij een zorgvuldige bewerking, bijvoorbeeld doordat een stof niet tegen de vereiste temperatuur bestand blijkt. Opdrachtnemer adviseert bij twijfel vooraf een proef.",
    ],
  },
  {
    heading: "Artikel 6. Proefdruk en afwijkingen",
    paragraphs: [
      "Bij opdrachten vanaf 25 stuks kan de opdrachtgever tegen een kleine vergoeding een proefdruk laten maken. Na goedkeuring van de proefdruk geldt deze als uitgangspunt voor de hele oplage.",
      "Kleuren op een beeldscherm kunnen afwijken van kleuren op textiel, folie of papier. Kleine afwijkingen in kleur, plaatsing en maatvoering die inherent zijn aan de gebruikte techniek en materialen, zijn geen reden voor afkeuring.",
    ],
  },
  {
    heading: "Artikel 7. Levering en levertijd",
    paragraphs: [
      "De gebruikelijke levertijd is 4-9 werkdagen na goedkeuring van het ontwerp en, voor consumenten, ontvangst van de betaling. In overleg is een spoedlevering van 2-3 werkdagen mogelijk, als de planning dat toelaat. Genoemde levertijden zijn indicatief en geen fatale termijnen, tenzij uitdrukkelijk schriftelijk anders is afgesproken.",
      "In Breda kan de opdrachtgever de bestelling ophalen in de werkplaats of laten bezorgen door opdrachtnemer. Buiten Breda wordt de bestelling verzonden; de verzendkosten staan in de offerte en bedragen €8 bij een besteding tot €100. Het risico van verlies of beschadiging gaat over op het moment van aflevering; voor consumenten is dat het moment waarop zij de bestelling ontvangen.",
    ],
  },
  {
    heading: "Artikel 8. Herroepingsrecht",
    paragraphs: [
      "Herroepingsrecht: koop je als consument (niet voor je bedrijf of beroep) werkkleding zonder logo via onze website, dan mag je de overeenkomst binnen 14 dagen zonder opgave van reden herroepen (artikel 6:230o Burgerlijk Wetboek). De bedenktijd begint op de dag nadat jij, of iemand die je hebt aangewezen, het laatste artikel van de bestelling hebt ontvangen. Valt de laatste dag op een zaterdag, zondag of feestdag, dan loopt de termijn door tot en met de eerstvolgende werkdag. Je mag ook al herroepen voordat je de bestelling hebt ontvangen.",
      "Uitzondering voor maatwerk: producten die we volgens jouw specificaties maken, zoals kleding die we met jouw logo of tekst bedrukken of borduren, belettering, stickers en labels met een eigen ontwerp, zijn maatwerk. Daarvoor geldt het herroepingsrecht niet (artikel 6:230p sub c Burgerlijk Wetboek). Bij het bestellen en in de bevestigingsmail staat per artikel of je het kunt herroepen.",
      "Zo herroep je: gebruik de knop ‘Bestelling herroepen’ onderaan elke pagina of de link in je bevestigingsmail, of ga naar de pagina /herroepen op onze website. Vul je naam, je e-mailadres en je bestelnummer of offertenummer in, kies wat je herroept, controleer je melding en bevestig. Je krijgt direct een ontvangstbevestiging per e-mail met de inhoud van je melding en de datum en tijd waarop we hem ontvingen. Je mag ook op een andere ondubbelzinnige manier laten weten dat je herroept, bijvoorbeeld per e-mail aan {email} of per post aan {address}.",
      "Terugsturen: stuur de artikelen binnen 14 dagen na je herroeping terug naar {address}, of breng ze langs in onze werkplaats. De kosten van het terugsturen zijn voor jou. Ga zorgvuldig met de artikelen om: pas ze alleen zoals je dat in een winkel zou doen en stuur ze ongedragen, ongewassen en het liefst in de originele verpakking terug. Ben je verder gegaan dan nodig om de artikelen te beoordelen, dan mogen we de waardevermindering in rekening brengen.",
      "Terugbetaling: we betalen alles wat je voor de herroepen artikelen hebt betaald, inclusief de standaard verzendkosten van de bestelling, binnen 14 dagen na ontvangst van je herroeping terug, op dezelfde manier als je betaalde. We mogen wachten met terugbetalen tot we de artikelen hebben ontvangen of je hebt aangetoond dat je ze hebt teruggestuurd, wat het eerst gebeurt. Herroep je een deel van de bestelling, dan betalen we het deel terug dat bij die artikelen hoort.",
      "Zakelijke opdrachtgevers: het herroepingsrecht geldt alleen voor consumenten. Bestellingen namens een bedrijf of voor een beroep kunnen niet worden herroepen.",
    ],
  },
  {
    heading: "Artikel 9. Prijzen en betaling",
    paragraphs: [
      "Consumenten betalen vooraf via iDEAL of bankoverschrijving. Zakelijke opdrachtgevers die door opdrachtnemer zijn goedgekeurd, betalen op factuur binnen de op de factuur vermelde termijn, of bij gebreke daarvan binnen 14 dagen na factuurdatum.",
      "Betaalt een zakelijke opdrachtgever niet op tijd, dan is deze zonder ingebrekestelling in verzuim en is de wettelijke handelsrente verschuldigd, vermeerderd met redelijke incassokosten. Voor consumenten gelden de wettelijke regels voor aanmaningen en incassokosten.",
      "Geleverde producten blijven eigendom van opdrachtnemer totdat alle bedragen uit de overeenkomst volledig zijn betaald.",
    ],
  },
  {
    heading: "Artikel 10. Klachten en kwaliteitsgarantie",
    paragraphs: [
      "De opdrachtgever controleert de bestelling direct na ontvangst. Zichtbare gebreken meldt de opdrachtgever zo snel mogelijk, bij voorkeur binnen 8 dagen na ontvangst, met foto's, via {email}. Consumenten melden gebreken binnen bekwame tijd na ontdekking; een melding binnen 2 maanden na ontdekking is in elk geval tijdig.",
      "Is een klacht gegrond, dan herstelt of vervangt opdrachtnemer het product kosteloos, of crediteert opdrachtnemer (een deel van) het factuurbedrag. Dit is onze 100% kwaliteitsgarantie. Klachten geven een zakelijke opdrachtgever geen recht om de betaling op te schorten.",
      "Gebreken die het gevolg zijn van onjuist gebruik of onderhoud, zoals wassen boven 30 graden, strijken over de print, drogen in de droger of het gebruik van bleekmiddel, vallen niet onder de garantie.",
    ],
  },
  {
    heading: "Artikel 11. Aansprakelijkheid",
    paragraphs: [
      "De aansprakelijkheid van opdrachtnemer is beperkt tot het factuurbedrag van de opdracht waarop de schade betrekking heeft. Opdrachtnemer is niet aansprakelijk voor indirecte schade, zoals gevolgschade, gederfde winst of gemiste omzet.",
      "Deze beperkingen gelden niet bij opzet of bewuste roekeloosheid van opdrachtnemer, en doen geen afbreuk aan de dwingende wettelijke rechten van consumenten.",
    ],
  },
  {
    heading: "Artikel 12. Intellectueel eigendom",
    paragraphs: [
      "De opdrachtgever garandeert dat hij het recht heeft om aangeleverde logo's, teksten, afbeeldingen en ontwerpen te laten verveelvoudigen, en vrijwaart opdrachtnemer tegen aanspraken van derden wegens inbreuk op hun intellectuele eigendomsrechten. Opdrachtnemer mag een opdracht weigeren als een ontwerp vermoedelijk inbreuk maakt op rechten van derden of in strijd is met de wet of de goede zeden.",
      "Ontwerpen die opdrachtnemer zelf maakt, blijven eigendom van opdrachtnemer totdat de opdracht volledig is betaald. Daarna mag de opdrachtgever het ontwerp vrij gebruiken voor het overeengekomen doel. Opdrachtnemer mag foto's van het eindresultaat, zonder persoonsgegevens, gebruiken voor het eigen portfolio, tenzij de opdrachtgever daartegen bezwaar maakt.",
    ],
  },
  {
    heading: "Artikel 13. Toepasselijk recht en geschillen",
    paragraphs: [
      "Op alle overeenkomsten is Nederlands recht van toepassing. Geschillen met zakelijke opdrachtgevers worden voorgelegd aan de bevoegde rechter van de rechtbank Zeeland-West-Brabant. Voor consumenten geldt de rechter die volgens de wet bevoegd is.",
      "Voordat een geschil aan de rechter wordt voorgelegd, doen partijen hun best om er samen uit te komen. Heb je een vraag of klacht, neem dan contact op via {email} of {phone}.",
    ],
  },
];

export type ThankYouContent = {
  /** Page title without the brand; the app appends " | {brand}". */
  title: string;
  metaDescription: string;
  heading: string;
  /** Said to everyone (the general page is served from the render cache): no reply time that depends on the hour. */
  text: string;
  /** Under what was sent. */
  mailNote: string;
  /** The work-wear order just sent: heading, total label and the note under it. */
  orderHeading: string;
  orderTotal: string;
  orderNote: string;
  nextStepsHeading: string;
  nextSteps: string[];
  whatsappText: string;
  whatsappCta: string;
  /** Prefilled WhatsApp message. */
  whatsappMessage: string;
  homeCta: string;
  portfolioCta: string;
};

export const thankYou: ThankYouContent = {
  title: "Bedankt voor je aanvraag",
  metaDescription:
    "Bedankt voor je aanvraag bij {brand}. We nemen contact met je op om je wensen en de offerte door te nemen.",
  heading: "Bedankt, we hebben je aanvraag ontvangen!",
  text: "Fijn dat je contact met ons opneemt. Op werkdagen hoor je dezelfde dag van ons; stuur je iets na sluitingstijd of in het weekend, dan nemen we de volgende werkdag contact met je op.",
  mailNote: "Je krijgt ook een bevestiging per e-mail.",
  orderHeading: "Je bestelling",
  orderTotal: "Totaal",
  orderNote: "Prijzen per stuk inclusief btw; bedrukken of borduren komt erbij en bevestigen we vooraf.",
  nextStepsHeading: "Wat gebeurt er nu?",
  nextSteps: [
    "We bekijken je aanvraag en nemen telefonisch of per e-mail contact met je op.",
    "We werken je idee uit tot een digitaal voorbeeld en sturen je een offerte op maat.",
    "Na je akkoord gaan we in productie. Meestal is je bestelling binnen 4-9 werkdagen klaar.",
  ],
  whatsappText: "Heb je haast of wil je alvast je ontwerp sturen? Stuur ons een bericht via WhatsApp.",
  whatsappCta: "Stuur een WhatsApp",
  whatsappMessage: "Hallo {brand}, ik heb net een aanvraag verstuurd via de website.",
  homeCta: "Terug naar de homepage",
  portfolioCta: "Bekijk ons portfolio",
};
