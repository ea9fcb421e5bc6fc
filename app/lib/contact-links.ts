// Link builders for phone, WhatsApp and Google Maps. Pure, so server rendering and tests share them.
import type { SiteConfig } from "~/content/site";

/** Anchor of the contact section on the home page (docs/behaviour.md#screens-and-routes: id "contact", also /#contact). */
export const CONTACT_ID = "contact";
export const CONTACT_HREF = `/#${CONTACT_ID}`;
/** The appointment form as a page: where the appointment dialog's links lead without JavaScript. */
export const APPOINTMENT_HREF = "/afspraak";
/** The footer, on every public page: its links (and phone number) are the menu when the drawer cannot open. */
export const MENU_ID = "menu";

/** The prefilled WhatsApp text of the general chat links (hero, chat button, menu, contact section). */
export const WHATSAPP_GREETING = "Hallo {brand}, ik wil graag meer informatie over jullie diensten.";

/** `tel:` link in international form, so it dials correctly from abroad too. */
export function telHref(site: Pick<SiteConfig, "phoneDigits">): string {
  return `tel:+${site.phoneDigits.replace(/\D/g, "")}`;
}

/** wa.me chat link; the prefilled text is URL-encoded (Dutch text has spaces, accents and "?"). */
export function whatsappHref(site: Pick<SiteConfig, "whatsappDigits">, text?: string): string {
  const base = `https://wa.me/${site.whatsappDigits.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** One-line postal address, e.g. "Voorbeeldstraat 1, 4811 AA Breda". */
export function siteAddress(site: Pick<SiteConfig, "street" | "postalCode" | "city">): string {
  return `${site.street}, ${site.postalCode} ${site.city}`;
}

/** Google Maps embed for an iframe (loaded only after the visitor asks for it). */
export function mapsEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** The address on Google Maps itself: where "Kaart laden" goes when the page's scripts cannot run. */
export function mapsPlaceUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Google Maps route planner with the workshop as destination. */
export function mapsDirectionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** `mailto:` link with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
