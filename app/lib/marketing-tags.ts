// The two marketing tags of docs/behaviour.md#outside-calls-and-tracking (Meta pixel, Google Tag Manager): which ids are valid, where their
// scripts live, which hosts the CSP must allow for them, and how a conversion event of lib/tracking.ts reads
// for each. Pure; the browser side that loads them after consent is browser/marketing-tags.ts.
import type { TrackingEvent } from "./tracking";

/** The configured tags; both absent means no consent banner and no extra JavaScript at all. */
export interface MarketingTags {
  metaPixelId?: string;
  gtmId?: string;
}

/** A Meta pixel id is a number (15 or 16 digits today; a little slack either way). */
export const META_PIXEL_ID_PATTERN = /^\d{6,20}$/;
/** A Google Tag Manager container id: "GTM-" and upper-case letters and digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

const META_SCRIPT_HOST = "https://connect.facebook.net";
/** The pixel reports events to www.facebook.com/tr, as an image or with fetch/sendBeacon. */
const META_BEACON_HOST = "https://www.facebook.com";
const GTM_HOST = "https://www.googletagmanager.com";

export const META_PIXEL_SCRIPT_URL = `${META_SCRIPT_HOST}/en_US/fbevents.js`;

export function gtmScriptUrl(gtmId: string): string {
  return `${GTM_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

export function hasMarketingTags(tags: MarketingTags): boolean {
  return Boolean(tags.metaPixelId || tags.gtmId);
}

export interface MarketingTagCspSources {
  scriptSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
}

/**
 * Hosts the CSP allows for the configured tags, and nothing for a tag that is not configured. Tags that a
 * GTM container loads in turn (Google Analytics, Google Ads) need their own hosts added here.
 */
export function marketingTagCspSources(tags: MarketingTags): MarketingTagCspSources {
  const sources: MarketingTagCspSources = { scriptSrc: [], imgSrc: [], connectSrc: [] };
  if (tags.metaPixelId) {
    sources.scriptSrc.push(META_SCRIPT_HOST);
    sources.imgSrc.push(META_BEACON_HOST);
    sources.connectSrc.push(META_BEACON_HOST);
  }
  if (tags.gtmId) {
    sources.scriptSrc.push(GTM_HOST);
    sources.imgSrc.push(GTM_HOST);
    sources.connectSrc.push(GTM_HOST);
  }
  return sources;
}

/** What GTM receives: `dataLayer.push({ event: "Lead", service: … })`. */
export function dataLayerEntry(event: TrackingEvent): Record<string, unknown> {
  return { ...event.params, event: event.name };
}

/**
 * Google's consent-mode state for a choice, sent as `gtag("consent", "update", …)` so tags inside the GTM
 * container stop (or may start) using cookies and sending ad data.
 */
export function tagManagerConsent(granted: boolean): Record<string, "granted" | "denied"> {
  const state = granted ? "granted" : "denied";
  return { ad_storage: state, analytics_storage: state, ad_user_data: state, ad_personalization: state };
}

/** Meta's standard events; the rest are sent as custom events. */
const PIXEL_STANDARD_EVENTS: ReadonlySet<TrackingEvent["name"]> = new Set([
  "Lead",
  "Schedule",
  "CompleteRegistration",
  "AddToCart",
]);

export type PixelCall = ["track" | "trackCustom", string, Record<string, unknown>];

/** The arguments of the `fbq(…)` call for an event. */
export function pixelCall(event: TrackingEvent): PixelCall {
  const method = PIXEL_STANDARD_EVENTS.has(event.name) ? "track" : "trackCustom";
  return [method, event.name, { ...event.params }];
}
