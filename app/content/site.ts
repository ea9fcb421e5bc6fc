// Business facts, in one place. Defaults are obvious placeholders; production sets the SITE_* variables, which
// app/server/env.server.ts checks at start and turns into the config with resolveSite (server code: getSite()).
import { toInternationalDigits } from "~/lib/phone";
import { replyWithin } from "~/lib/reply-within";

export interface OpeningHours {
  /** Dutch label shown to visitors, e.g. "Maandag t/m vrijdag". */
  label: string;
  /** schema.org day names for structured data. */
  days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string;
  closes: string;
}

export interface SiteConfig {
  brand: string;
  /** Canonical origin on the www host, without trailing slash. */
  url: string;
  /** Display form, e.g. "076 000 0000". */
  phone: string;
  /** International digits only for tel: and wa.me links, e.g. "31760000000". */
  phoneDigits: string;
  whatsappDigits: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  kvk: string;
  /** BTW-identificatienummer (VAT number) on quotes and invoices, e.g. "NL000000000B00". */
  btw: string;
  /** Bank account for transfers, on quotes and invoices. */
  iban: string;
  geo: { latitude: number; longitude: number };
  openingHours: OpeningHours[];
  /** Closed days, shown under the opening hours. */
  closedLabel: string;
  priceRange: string;
  workshopTourUrl: string;
  /** The reply promise that holds at any moment ("binnen 2 werkuren"), from the REPLY_PROMISE_* settings. */
  replyWithin: { quote: string; other: string };
  social: { label: string; href: string }[];
}

export const defaultSite: SiteConfig = {
  brand: "Printshop Breda",
  url: "https://www.printshop-breda.example",
  phone: "076 000 0000",
  phoneDigits: "31760000000",
  whatsappDigits: "31600000000",
  email: "info@printshop-breda.example",
  street: "Voorbeeldstraat 1",
  postalCode: "4811 AA",
  city: "Breda",
  region: "Noord-Brabant",
  kvk: "00000000",
  btw: "NL000000000B00",
  iban: "NL00 BANK 0000 0000 00",
  // Five decimals (about a metre), the precision Google asks of a LocalBusiness.
  geo: { latitude: 51.58862, longitude: 4.77572 },
  openingHours: [
    {
      label: "Maandag t/m vrijdag",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "10:00",
      closes: "17:00",
    },
  ],
  closedLabel: "Zaterdag en zondag gesloten",
  priceRange: "€€",
  workshopTourUrl: "https://www.printshop-breda.example/rondleiding",
  // The REPLY_PROMISE_* defaults (120 and 1440 business minutes); getSite() fills in this server's settings.
  replyWithin: { quote: replyWithin(120), other: replyWithin(1440) },
  social: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "Facebook", href: "https://www.facebook.com/" },
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "TikTok", href: "https://www.tiktok.com/" },
  ],
};

/** Forces the www host and drops a trailing slash, so canonical URLs have one spelling. */
export function canonicalOrigin(url: string): string {
  const parsed = new URL(url);
  if (
    !parsed.hostname.startsWith("www.") &&
    parsed.hostname !== "localhost" &&
    !/^[\d.]+$/.test(parsed.hostname)
  ) {
    parsed.hostname = `www.${parsed.hostname}`;
  }
  return parsed.origin;
}

/** The SITE_* environment variables, as app/server/env.server.ts has checked them. */
export type SiteVariables = Partial<
  Record<
    | "SITE_URL"
    | "SITE_BRAND"
    | "SITE_PHONE"
    | "SITE_WHATSAPP"
    | "SITE_EMAIL"
    | "SITE_STREET"
    | "SITE_POSTAL_CODE"
    | "SITE_CITY"
    | "SITE_KVK"
    | "SITE_BTW"
    | "SITE_IBAN"
    | "SITE_TOUR_URL",
    string
  >
>;

/** The site config with SITE_* overrides applied. */
export function resolveSite(variables: SiteVariables): SiteConfig {
  const pick = (key: keyof SiteVariables, fallback: string) => variables[key]?.trim() || fallback;
  const phone = pick("SITE_PHONE", defaultSite.phone);
  return {
    ...defaultSite,
    brand: pick("SITE_BRAND", defaultSite.brand),
    url: canonicalOrigin(pick("SITE_URL", defaultSite.url)),
    phone,
    phoneDigits: toInternationalDigits(phone),
    whatsappDigits: toInternationalDigits(pick("SITE_WHATSAPP", defaultSite.whatsappDigits)),
    email: pick("SITE_EMAIL", defaultSite.email),
    street: pick("SITE_STREET", defaultSite.street),
    postalCode: pick("SITE_POSTAL_CODE", defaultSite.postalCode),
    city: pick("SITE_CITY", defaultSite.city),
    kvk: pick("SITE_KVK", defaultSite.kvk),
    btw: pick("SITE_BTW", defaultSite.btw),
    iban: pick("SITE_IBAN", defaultSite.iban),
    workshopTourUrl: pick("SITE_TOUR_URL", defaultSite.workshopTourUrl),
  };
}

/**
 * Replaces {brand}, {phone}, {email}, {address}, {city}, {kvk} and the reply promises {reactie-offerte} (quote
 * requests, "binnen 2 werkuren") and {reactie-overig} (the other forms and "we nemen contact met je op") in
 * content strings. The promises come from the REPLY_PROMISE_* settings (docs/opening-hours-and-reply-promise.md).
 */
export function fillSiteTokens(text: string, site: SiteConfig): string {
  return text.replace(
    /\{(brand|phone|email|address|city|kvk|reactie-offerte|reactie-overig)\}/g,
    (_, token: string) => {
      switch (token) {
        case "brand":
          return site.brand;
        case "phone":
          return site.phone;
        case "email":
          return site.email;
        case "address":
          return `${site.street}, ${site.postalCode} ${site.city}`;
        case "city":
          return site.city;
        case "reactie-offerte":
          return site.replyWithin.quote;
        case "reactie-overig":
          return site.replyWithin.other;
        default:
          return site.kvk;
      }
    },
  );
}
