// The page-view beacon (docs/behaviour.md#screens-and-routes, #states, #outside-calls-and-tracking): a few hundred bytes sent to our own server with sendBeacon, after the
// page is shown, never in the way of rendering or navigation. No cookie: the session id lives in session storage
// and ends with the tab. Failures are swallowed.
//
// `visitSessionId` and `sendVisit` also run before React does: the page's first script (browser/boot.ts)
// records the landing page with them, serialized into the page. So they use nothing but their arguments and
// the browser's globals.
import { createVisitDeduper } from "~/lib/visit-dedupe";

const shouldRecord = createVisitDeduper();
let previousUrl: string | null = null;

/** The visit session of this tab (docs/behaviour.md#outside-calls-and-tracking: random, kept in session storage). Also sent with a lead. */
export function visitSessionId(): string {
  try {
    const key = "printshop.sessie";
    let id = sessionStorage.getItem(key);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID().replace(/-/g, "");
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    return "";
  }
}

/** Sends one page view of `path` in this session, coming from `referrer`; waits while the page is prerendered. */
export function sendVisit(path: string, sessionId: string, referrer: string): void {
  try {
    if (!sessionId) return;
    const params = new URLSearchParams(location.search);
    const body: Record<string, string> = { p: path, s: sessionId, r: referrer.slice(0, 1000) };
    for (const [field, param] of [
      ["us", "utm_source"],
      ["um", "utm_medium"],
      ["uc", "utm_campaign"],
    ] as const) {
      const value = params.get(param);
      if (value) body[field] = value.slice(0, 100);
    }
    const send = () => navigator.sendBeacon("/api/bezoek", JSON.stringify(body));
    const doc = document as Document & { prerendering?: boolean };
    if (doc.prerendering) doc.addEventListener("prerenderingchange", send, { once: true });
    else send();
  } catch {
    // Analytics must never break the page.
  }
}

/** Records a page view of `path`, once per path change (1 s de-duplication). */
export function recordPageView(path: string): void {
  if (previousUrl === null && document.documentElement.dataset.landingRecorded === path) {
    // The boot script already recorded the page the visitor landed on.
    shouldRecord(path, Date.now());
    previousUrl = location.href;
    return;
  }
  if (!shouldRecord(path, Date.now())) return;
  sendVisit(path, visitSessionId(), previousUrl ?? document.referrer);
  previousUrl = location.href;
}
