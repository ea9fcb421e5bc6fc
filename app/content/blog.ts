// Copy of the public blog pages and the feed (the posts themselves are in the content store).
export const blogCopy = {
  title: "Blog",
  metaTitle: "Blog: tips over kleding bedrukken",
  description:
    "Praktische tips uit onze werkplaats in Breda over kleding bedrukken, DTF en HTV, bedrijfskleding, borduren en het aanleveren van je ontwerp.",
  intro:
    "Tips en uitleg uit onze werkplaats: zo haal je het meeste uit je bedrukte kleding, belettering en stickers.",
  allPostsHeading: "Alle artikelen",
  readMore: "Lees verder",
  feedTitle: (brand: string) => `Blog van ${brand}`,
  feedLink: "RSS-feed van de blog",
  notFoundTitle: "Pagina niet gevonden",
  notFoundDescription: "Dit artikel bestaat niet (meer). Bekijk de andere artikelen op onze blog.",
  by: (author: string) => `Door ${author}`,
  ctaTitle: "Zelf aan de slag met je ontwerp?",
  ctaText:
    "Stuur ons je idee of bestand. We kijken gratis mee, geven advies en sturen {reactie-offerte} een reactie.",
  ctaWhatsapp: (title: string) => `Hallo, ik las jullie artikel "${title}" en heb een vraag.`,
  morePosts: "Meer artikelen",
  allPosts: "Alle artikelen",
  previewBanner: "Voorbeeld: zo komt dit artikel op de website. Alleen medewerkers zien deze pagina.",
  previewBack: "Terug naar de editor",
} as const;
