// The only script a public page runs until the visitor does something (spec budgets: issue 15).
//
// The server-rendered page is complete: links navigate and forms post without JavaScript. What needs React
// (the quote dialog, the menu drawer, the cart) waits for the visitor's first pointer move, touch, key, focus
// or scroll, or for a few idle seconds after the page loaded; only then does the page fetch React Router's
// modules and hydrate. The first paint and the first seconds of reading never wait for ~120 KB of framework
// code.
//
// A click on a button that arrives before hydration is kept (the button shows aria-busy) and replayed once
// React is there, so the first click on "Vraag offerte aan" still opens the dialog. The same goes for a link
// that opens a dialog once React is there (aria-haspopup): its href is the way without JavaScript (the contact
// section's form), so it is followed after all if the scripts fail to load.
//
// server/deferred-boot.server.ts serializes this function into the page with Function.prototype.toString, so
// it refers to nothing outside itself: what it needs comes in as arguments.

/**
 * A route's `handle` may ask for its scripts at once, when the page shows something only the browser knows
 * (the work-wear cart lives in local storage) and must not wait for an interaction to show it; or for none at
 * all, when everything on the page is links and plain form posts (a customer's quote: no framework code, no
 * visit beacon with its secret path).
 */
export interface ScriptsHandle {
  scripts?: "on-load" | "none";
}

/** The id of the <template> holding React Router's module script and preloads. */
export const BOOT_TEMPLATE_ID = "app-boot";
/** Dispatched on window by the root route once React has hydrated the page. */
export const HYDRATED_EVENT = "app:hydrated";
/**
 * A visitor who reads without touching anything gets the scripts this long after the page loaded, when the
 * browser is idle, so a later click is answered at once.
 */
export const IDLE_START_MS = 4000;

export function deferredBoot(
  templateId: string,
  hydratedEvent: string,
  idleStartMs: number,
  visitSessionId: () => string,
  sendVisit: (path: string, sessionId: string, referrer: string) => void,
): void {
  const triggers = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];
  let started = false;
  let hydrated = false;
  let failed = false;
  let pending: HTMLButtonElement | HTMLAnchorElement | null = null;

  const start = () => {
    if (started) return;
    // This script may run before the parser has reached the template that follows it.
    const template = document.getElementById(templateId) as HTMLTemplateElement | null;
    if (!template) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    document.body.append(document.importNode(template.content, true));
  };
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  const startWhenIdle = () =>
    setTimeout(() => (window.requestIdleCallback ?? setTimeout)(start), idleStartMs);
  if (document.readyState === "complete") startWhenIdle();
  else addEventListener("load", startWhenIdle, { once: true });

  addEventListener(
    "click",
    (event) => {
      if (hydrated) return;
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement | HTMLAnchorElement>(
        "button, a[aria-haspopup]",
      );
      // A submit button posts its form without JavaScript; every other button waits for React.
      if (!button || ("form" in button && button.type === "submit" && button.form)) return;
      if (button.localName === "a") {
        // A new tab or window, or scripts that cannot arrive: the link's own way.
        if (failed || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
      }
      pending?.removeAttribute("aria-busy");
      pending = button;
      button.setAttribute("aria-busy", "true");
      start();
    },
    true,
  );
  addEventListener(
    hydratedEvent,
    () => {
      hydrated = true;
      const button = pending;
      pending = null;
      if (!button) return;
      button.removeAttribute("aria-busy");
      if (button.isConnected) button.click();
    },
    { once: true },
  );
  // A module that fails to load (offline, a new release) fires "error" on its <link rel="modulepreload"> or
  // <script>: React will not come, so a kept link click goes where the link points.
  addEventListener(
    "error",
    (event) => {
      const target = event.target as HTMLLinkElement | null;
      if (hydrated || !(target?.localName === "script" || target?.rel === "modulepreload")) return;
      failed = true;
      if (pending?.localName === "a") location.assign((pending as HTMLAnchorElement).href);
    },
    true,
  );

  // The page the visitor landed on counts now, not when React arrives (browser/visit-beacon.ts).
  const path = location.pathname;
  document.documentElement.dataset.landingRecorded = path;
  sendVisit(path, visitSessionId(), document.referrer);
}
