// The page-view beacon (spec §2, §4, §7): a few hundred bytes sent to our own server with sendBeacon, after the
// page is shown, never in the way of rendering or navigation. No cookie: the session id lives in session storage
// and ends with the tab. Failures are swallowed.
import { createVisitDeduper } from "~/lib/visit-dedupe";

const SESSION_KEY = "printshop.sessie";
const shouldRecord = createVisitDeduper();
let previousUrl: string | null = null;

/** The visit session of this tab (spec §7: random, kept in session storage). Also sent with a lead. */
export function visitSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID().replace(/-/g, "");
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return "";
  }
}

function send(path: string): void {
  const sessionId = visitSessionId();
  if (!sessionId) return;
  const params = new URLSearchParams(location.search);
  const body: Record<string, string> = {
    p: path,
    s: sessionId,
    r: (previousUrl ?? document.referrer).slice(0, 1000),
  };
  for (const [field, param] of [
    ["us", "utm_source"],
    ["um", "utm_medium"],
    ["uc", "utm_campaign"],
  ] as const) {
    const value = params.get(param);
    if (value) body[field] = value.slice(0, 100);
  }
  previousUrl = location.href;
  navigator.sendBeacon("/api/bezoek", JSON.stringify(body));
}

/** Records a page view of `path`, once per path change (1 s de-duplication); waits while a page is prerendered. */
export function recordPageView(path: string): void {
  try {
    if (!shouldRecord(path, Date.now())) return;
    const doc = document as Document & { prerendering?: boolean };
    if (doc.prerendering) {
      doc.addEventListener("prerenderingchange", () => send(path), { once: true });
      return;
    }
    send(path);
  } catch {
    // Analytics must never break the page.
  }
}
