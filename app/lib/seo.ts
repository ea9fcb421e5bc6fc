// Page metadata of docs/behaviour.md#screens-and-routes: title pattern, description, Open Graph/Twitter, nl_NL, NL-NB, geo, canonical.
// About 300 lines: the tags and the JSON-LD of one page are built together, so they cannot disagree.
import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/content/site";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical page, e.g. "/kledingbedrukking" (aliases pass the canonical path). */
  path: string;
  type?: "website" | "article";
  image?: { src: string; width: number; height: number; alt: string };
  /** JSON-LD objects, rendered as application/ld+json scripts. */
  structuredData?: object[];
  noindex?: boolean;
}

/** Canonical URL: the www origin, no trailing slash except for the root. */
export function canonicalUrl(site: Pick<SiteConfig, "url">, path: string): string {
  const clean = path.split(/[?#]/)[0] ?? "/";
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, "") : "/";
  return trimmed === "/" ? `${site.url}/` : `${site.url}${trimmed}`;
}

export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

const defaultOgImage = { src: "/og-image.png", width: 1200, height: 630, alt: "" };

export function buildMeta(site: SiteConfig, page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(page.title, site.brand);
  const url = canonicalUrl(site, page.path);
  const image = page.image ?? { ...defaultOgImage, alt: site.brand };
  const imageUrl = new URL(image.src, site.url).toString();
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "geo.region", content: "NL-NB" },
    { name: "geo.placename", content: site.city },
    { name: "geo.position", content: `${coordinate(site.geo.latitude)};${coordinate(site.geo.longitude)}` },
    { name: "ICBM", content: `${coordinate(site.geo.latitude)}, ${coordinate(site.geo.longitude)}` },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of page.structuredData ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** A coordinate with the five decimals Google asks of a LocalBusiness (about a metre). */
export function coordinate(degrees: number): string {
  return degrees.toFixed(5);
}

/**
 * The shop's LocalBusiness. Its aggregateRating counts only the published reviews collected and checked here
 * (the figures' average and count; the admin's pre-site figures are never in them), and is absent without any.
 */
export function localBusinessJsonLd(
  site: SiteConfig,
  figures?: { average: number | null; reviewCount: number },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.url}/#business`,
    name: site.brand,
    url: `${site.url}/`,
    telephone: `+${site.phoneDigits}`,
    email: site.email,
    image: new URL(defaultOgImage.src, site.url).toString(),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.street,
      postalCode: site.postalCode,
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: "NL",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: Number(coordinate(site.geo.latitude)),
      longitude: Number(coordinate(site.geo.longitude)),
    },
    // Structured data has historically said 09:00 (docs/behaviour.md#business-rules notes both readings); we publish the posted hours.
    openingHoursSpecification: site.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    ...(figures?.average != null && figures.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (Math.round(figures.average * 10) / 10).toFixed(1),
            reviewCount: figures.reviewCount,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
    areaServed: ["Breda", "Tilburg", "Oosterhout", "Etten-Leur", "Roosendaal", "Bergen op Zoom"],
  };
}

export function breadcrumbJsonLd(site: SiteConfig, trail: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: canonicalUrl(site, item.path),
    })),
  };
}

/** "Vanaf €8" → {min: 8}; "€1.200 - €2.500" → {min: 1200, max: 2500}; "Op aanvraag" → undefined. */
export function parseDisplayPrice(text: string): { min: number; max?: number } | undefined {
  // Dutch notation: "." groups thousands, "," separates decimals.
  const amounts = [...text.matchAll(/€\s*([\d.]+(?:,\d+)?)/g)].map((m) =>
    Number(m[1]!.replace(/\./g, "").replace(",", ".")),
  );
  if (amounts.length === 0 || amounts.some(Number.isNaN)) return undefined;
  const [min, max] = amounts as [number, number | undefined];
  return max === undefined ? { min } : { min, max };
}

function priceSpecification(price: { min: number; max?: number }) {
  return {
    "@type": "PriceSpecification",
    priceCurrency: "EUR",
    minPrice: price.min,
    ...(price.max === undefined ? {} : { maxPrice: price.max }),
  };
}

/** The shop's business as the provider of a Service, referenced by the id used in localBusinessJsonLd. */
function providerRef(site: SiteConfig) {
  return { "@type": "LocalBusiness", "@id": `${site.url}/#business`, name: site.brand };
}

export function serviceJsonLd(
  site: SiteConfig,
  service: { name: string; description: string; path: string; serviceType?: string; price?: string },
): object {
  const price = service.price ? parseDisplayPrice(service.price) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType ?? service.name,
    description: service.description,
    url: canonicalUrl(site, service.path),
    provider: providerRef(site),
    areaServed: { "@type": "City", name: site.city },
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "EUR",
            price: price.min,
            priceSpecification: priceSpecification(price),
          },
        }
      : {}),
  };
}

/** A Service with an OfferCatalog: the price list of /diensten. Rows without a number are listed without price. */
export function offerCatalogJsonLd(
  site: SiteConfig,
  catalog: { name: string; path: string; items: { name: string; description?: string; price: string }[] },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: catalog.name,
    url: canonicalUrl(site, catalog.path),
    provider: providerRef(site),
    areaServed: { "@type": "City", name: site.city },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalog.name,
      itemListElement: catalog.items.map((item) => {
        const price = parseDisplayPrice(item.price);
        return {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
          },
          ...(price ? { priceSpecification: priceSpecification(price) } : {}),
        };
      }),
    },
  };
}

/** Cents as the decimal string structured data expects: 1695 → "16.95". */
function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The work-wear range as an ItemList of Products, each with two Offers: the price per piece and the bulk price
 * from `bulkFrom` pieces (eligibleQuantity).
 */
export function productListJsonLd(
  site: SiteConfig,
  list: {
    name: string;
    path: string;
    bulkFrom: number;
    products: readonly {
      id: string;
      name: string;
      description: string;
      image: string | null;
      basePrice: number;
      bulkPrice: number;
      colors: readonly { name: string }[];
      sizes: readonly string[];
    }[];
  },
): object {
  const url = canonicalUrl(site, list.path);
  const seller = providerRef(site);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    url,
    itemListElement: list.products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        "@id": `${url}#${product.id}`,
        name: product.name,
        description: product.description,
        ...(product.image ? { image: new URL(product.image, site.url).toString() } : {}),
        color: product.colors.map((c) => c.name).join(", "),
        size: product.sizes.join(", "),
        brand: { "@type": "Brand", name: site.brand },
        offers: [
          {
            "@type": "Offer",
            priceCurrency: "EUR",
            price: schemaPrice(product.basePrice),
            availability: "https://schema.org/InStock",
            url,
            seller,
          },
          {
            "@type": "Offer",
            priceCurrency: "EUR",
            price: schemaPrice(product.bulkPrice),
            availability: "https://schema.org/InStock",
            eligibleQuantity: { "@type": "QuantitativeValue", minValue: list.bulkFrom, unitCode: "C62" },
            url,
            seller,
          },
        ],
      },
    })),
  };
}

export function blogPostingJsonLd(
  site: SiteConfig,
  post: {
    slug: string;
    title: string;
    description: string;
    /** ISO 8601 with zone (the post's day, Amsterdam midnight). */
    published: string;
    /** ISO 8601 with zone: the real last change, the sitemap's lastmod too. */
    modified: string;
    author: string;
  },
): object {
  const url = canonicalUrl(site, `/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    dateModified: post.modified,
    inLanguage: "nl-NL",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: new URL(defaultOgImage.src, site.url).toString(),
    author: { "@type": "Organization", name: post.author, url: `${site.url}/` },
    publisher: {
      "@type": "Organization",
      name: site.brand,
      url: `${site.url}/`,
      logo: { "@type": "ImageObject", url: new URL("/favicon.svg", site.url).toString() },
    },
  };
}

/**
 * Alternative addresses that render another page (docs/behaviour.md#screens-and-routes: four aliases of /kledingbedrukking).
 * app/routes.ts declares the same aliases; seo.test.ts keeps the two lists equal. The route table is not
 * imported here because it pulls the build-time routing package into the server bundle.
 */
export const canonicalAliases: Readonly<Record<string, string>> = {
  "/kleding-bedrukken-breda": "/kledingbedrukking",
  "/kleding-laten-bedrukken": "/kledingbedrukking",
  "/bedrijfskleding-bedrukken": "/kledingbedrukking",
  "/pages/algemeen": "/kledingbedrukking",
};

/** The canonical path of a request path: aliases resolved, trailing slash removed (except the root). */
export function canonicalPath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return canonicalAliases[clean] ?? clean;
}
