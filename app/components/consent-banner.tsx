// The consent banner for the marketing tags (docs/behaviour.md#outside-calls-and-tracking; AVG and Telecommunicatiewet art. 11.7a). Site-layout
// loads it lazily and only when a tag is configured, so a site without tags ships none of this. It is not a
// modal: a fixed strip at the bottom (no layout shift) that leaves the page usable, with "Weigeren" exactly as
// large and as easy as "Accepteren". The footer's "Cookie-instellingen" button reopens it.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { connectMarketingTags } from "~/browser/marketing-tags";
import { Button } from "~/components/ui/button";
import { consentCopy } from "~/content/consent";
import { type ConsentChoice, consentCookie, readConsent, trackingCookieRemovals } from "~/lib/consent";
import { OPEN_COOKIE_SETTINGS_EVENT } from "~/lib/cookie-settings";
import type { MarketingTags } from "~/lib/marketing-tags";

/** The cookie is the state: choices made here notify the banner through these listeners. */
const cookieListeners = new Set<() => void>();

function subscribeToCookie(listener: () => void) {
  cookieListeners.add(listener);
  return () => void cookieListeners.delete(listener);
}

const readCookie = () => readConsent(document.cookie);
/** The server does not know the choice: it (and hydration) render no banner, the browser then decides. */
const unknownOnServer = () => undefined;

export default function ConsentBanner({ tags }: { tags: MarketingTags }) {
  const choice = useSyncExternalStore(subscribeToCookie, readCookie, unknownOnServer);
  const [reopened, setReopened] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const focusBeforeReopen = useRef<Element | null>(null);
  const { metaPixelId, gtmId } = tags;

  // Tags load and receive events only while consent stands; withdrawing disconnects them. A refusal also
  // removes the cookies the tags set while consent stood (here, in an earlier visit or in another tab).
  useEffect(() => {
    if (choice === "accepted") return connectMarketingTags({ metaPixelId, gtmId });
    if (choice === "refused")
      for (const removal of trackingCookieRemovals(document.cookie, location.hostname))
        document.cookie = removal;
  }, [choice, metaPixelId, gtmId]);

  useEffect(() => {
    function reopen() {
      focusBeforeReopen.current = document.activeElement;
      setReopened(true);
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  // Reopened from the footer: move focus into the banner so keyboard users land on the choice.
  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  function choose(next: ConsentChoice) {
    document.cookie = consentCookie(next, { secure: location.protocol === "https:" });
    for (const listener of cookieListeners) listener();
    if (reopened) {
      setReopened(false);
      if (focusBeforeReopen.current instanceof HTMLElement) focusBeforeReopen.current.focus();
    }
  }

  if (choice === undefined || (choice !== null && !reopened)) return null;
  return (
    <section
      ref={banner}
      tabIndex={-1}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)] outline-none print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <div className="text-sm text-slate-700">
          <h2 id="consent-title" className="font-semibold text-ink">
            {consentCopy.title}
          </h2>
          <p id="consent-text" className="mt-1">
            {consentCopy.text}{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              {consentCopy.privacyLink}
            </Link>
            .{choice ? ` ${consentCopy.current[choice]}` : null}
          </p>
        </div>
        {/* Same component, size and style for both: refusing is as prominent and easy as accepting. */}
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <Button type="button" variant="secondary" onClick={() => choose("refused")}>
            {consentCopy.refuse}
          </Button>
          <Button type="button" variant="secondary" onClick={() => choose("accepted")}>
            {consentCopy.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
