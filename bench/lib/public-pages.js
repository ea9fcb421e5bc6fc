// The public pages the render cache serves and the page budget covers: one list for bench:pages,
// tests/page-cache.test.ts and e2e/page-cache.spec.ts (a service page and one of its aliases, a blog post, a 404).
export const PUBLIC_PAGES = [
  "/",
  "/kledingbedrukking",
  "/kleding-bedrukken-breda",
  "/diensten",
  "/particulieren",
  "/over-ons",
  "/portfolio",
  "/blog",
  "/blog/10-fouten-kledingbedrukking",
  "/privacy",
  "/algemene-voorwaarden",
  "/bedankt",
  "/bestaat-niet",
  "/werkkleding",
  "/werkkleding/bestellen",
];
