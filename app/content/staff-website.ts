// Copy of the staff's website pages (/employee-dashboard/website and the blog editor).
export const websiteCopy = {
  title: "Website",
  intro:
    "Hier pas je de inhoud van de website aan. Een publicatie staat binnen een seconde op de site; elke wijziging is een versie die je kunt terugzetten.",
  sectionsLabel: "Onderdelen van de website",
  adminOnly: "Alleen beheerders",
  sections: [
    {
      path: "/employee-dashboard/website/blog",
      title: "Blog",
      text: "Artikelen schrijven, inplannen en publiceren, met omslagfoto.",
      admin: false,
    },
    {
      path: "/employee-dashboard/website/faq",
      title: "Veelgestelde vragen",
      text: "Vragen en antwoorden aanpassen, toevoegen, verbergen en herschikken.",
      admin: false,
    },
    {
      path: "/employee-dashboard/website/prijzen",
      title: "Prijzen",
      text: "De prijstabel op /diensten en de vanaf-prijzen op de dienstpagina's en de homepagina.",
      admin: true,
    },
    {
      path: "/employee-dashboard/website/teksten",
      title: "Paginateksten",
      text: "De teksten bovenaan de homepagina en een mededeling met begin- en einddatum.",
      admin: true,
    },
    {
      path: "/employee-dashboard/website/werkkleding",
      title: "Werkkleding",
      text: "Producten, maten, kleuren, prijzen en foto's van de werkkledingcatalogus.",
      admin: true,
    },
    {
      path: "/employee-dashboard/website/openingstijden",
      title: "Openingstijden",
      text: "Openingstijden en sluitingsdagen, zoals tussen kerst en oud en nieuw.",
      admin: true,
    },
  ],
} as const;

export const blogEditorCopy = {
  listTitle: "Blog",
  listIntro:
    "Alle artikelen, ook concepten en ingeplande. Een gepubliceerd artikel staat direct op /blog, in de sitemap en in de RSS-feed.",
  newPost: "Nieuw artikel",
  newTitle: "Nieuw artikel",
  editTitle: (title: string) => `Artikel bewerken: ${title}`,
  empty: "Er zijn nog geen artikelen.",
  columns: { title: "Titel", status: "Status", date: "Publicatiedatum", changed: "Laatst gewijzigd" },
  view: "Bekijk op de website",
  back: "Terug naar alle artikelen",
  fields: {
    title: "Titel",
    slug: "Slug (adres)",
    slugHint: (path: string) =>
      `Het adres wordt ${path}. Kleine letters, cijfers en streepjes; leeg gelaten maken we hem uit de titel. Verander je de slug van een gepubliceerd artikel, dan stuurt het oude adres bezoekers door.`,
    summary: "Samenvatting",
    summaryHint:
      "Staat onder de titel en in het overzicht; ook de omschrijving voor Google als je hieronder niets invult.",
    body: "Tekst (Markdown)",
    bodyHint:
      "Kopjes met ## en ###, **vet**, *schuin*, lijstjes met -, links als [tekst](/kledingbedrukking). HTML wordt als tekst getoond. Noem de reactietijd met {reactie-offerte} (op offerteaanvragen) of {reactie-overig} (op de andere aanvragen), dan volgt de tekst onze belofte.",
    preview: "Voorbeeld",
    previewHint: "Zo komt de tekst op de website (bijgewerkt terwijl je typt).",
    date: "Publicatiedatum",
    dateHint: "De datum die bij het artikel staat.",
    author: "Auteur",
    seoTitle: "SEO-titel (optioneel)",
    seoTitleHint: "Voor Google als de titel lang is; maximaal 60 tekens.",
    seoDescription: "SEO-omschrijving (optioneel)",
    seoDescriptionHint: "Maximaal 160 tekens; leeg: de samenvatting.",
    cover: "Omslagfoto (optioneel)",
    coverFile: "Foto kiezen",
    coverHint:
      "JPG, PNG, WebP, AVIF of TIFF, maximaal 25 MB. Wordt verkleind en zonder locatiegegevens opgeslagen.",
    coverAlt: "Alt-tekst van de omslagfoto",
    coverAltHint: "Beschrijf wat er op de foto te zien is (voor wie de foto niet kan zien).",
    currentCover: "Huidige omslagfoto",
    removeCover: "Omslagfoto verwijderen",
  },
  brokenLinks: "Deze links naar eigen pagina's bestaan niet (controleer ze voor je publiceert):",
  photoFailed: "De foto kon niet worden opgeslagen. Probeer het later opnieuw.",
  previewDraft: "Voorbeeld van dit concept bekijken",
  defaultAuthor: "Team {brand}",
} as const;
