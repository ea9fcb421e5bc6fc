// Loads the marketing tags (Meta pixel, Google Tag Manager) once the visitor has accepted them, and connects
// them to the conversion events of lib/tracking.ts. Only the consent banner imports this, so it is fetched
// only on a site that configures a tag. Nothing here runs before consent.
import {
  dataLayerEntry,
  gtmScriptUrl,
  META_PIXEL_SCRIPT_URL,
  pixelCall,
  tagManagerConsent,
  type MarketingTags,
} from "~/lib/marketing-tags";
import { addTrackingSink } from "~/lib/tracking";

/** Meta's `fbq`: calls made before fbevents.js arrives wait in `queue`; the script then takes over `callMethod`. */
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

/** A broken or blocked tag must never break the page (docs/behaviour.md#validation-and-messages: tracking errors are swallowed). */
function swallowErrors(start: () => void): void {
  try {
    start();
  } catch {
    // Nothing to do: the page works without the tag.
  }
}

/** Tags started in this page's life: a script is loaded once, however often consent is given. */
const started = new Set<string>();

function appendScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  // The page's CSP nonce: browsers hide it from attributes, but an element's `nonce` property keeps it.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

function startMetaPixel(pixelId: string): void {
  if (!window.fbq) {
    // Meta's loader snippet, written out: the stub queues calls until fbevents.js replays them.
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
    window.fbq = fbq;
    window._fbq ??= fbq;
    appendScript(META_PIXEL_SCRIPT_URL);
  }
  // Consent again after a withdrawal in the same page: the pixel was told to stop, not unloaded.
  window.fbq("consent", "grant");
  if (!started.has("meta")) {
    started.add("meta");
    window.fbq("init", pixelId);
    window.fbq("track", "PageView");
  }
}

/** Google's `gtag`: GTM takes a command only as an Arguments object, not as an array. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object is what GTM recognises
  window.dataLayer?.push(arguments);
}

function startTagManager(gtmId: string): void {
  if (started.has("gtm")) return;
  started.add("gtm");
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  appendScript(gtmScriptUrl(gtmId));
}

/**
 * Starts the configured tags and sends them every conversion event from now on. The returned function
 * disconnects them again (consent withdrawn): no further event reaches them, and the pixel stops sending.
 */
export function connectMarketingTags({ metaPixelId, gtmId }: MarketingTags): () => void {
  const disconnects: Array<() => void> = [];
  if (metaPixelId) {
    swallowErrors(() => startMetaPixel(metaPixelId));
    // Through window.fbq on every call: fbevents.js may replace the stub once it has loaded.
    const disconnect = addTrackingSink((event) => window.fbq?.(...pixelCall(event)));
    disconnects.push(() => {
      disconnect();
      swallowErrors(() => window.fbq?.("consent", "revoke"));
    });
  }
  if (gtmId) {
    swallowErrors(() => startTagManager(gtmId));
    gtag("consent", "update", tagManagerConsent(true));
    const disconnect = addTrackingSink((event) => window.dataLayer?.push(dataLayerEntry(event)));
    disconnects.push(() => {
      disconnect();
      // GTM stays loaded until the next page load: tell its tags that consent is gone.
      gtag("consent", "update", tagManagerConsent(false));
    });
  }
  return () => {
    for (const disconnect of disconnects) disconnect();
  };
}
