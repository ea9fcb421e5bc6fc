// Floating WhatsApp button, bottom right (spec §2 "Floating chat button"). Outside mobile devices a prompt
// bubble appears 5 s after load and hides 5 s later; closing it is remembered for the session.
import { MessageCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { fillSiteTokens } from "~/content/site";
import { BUBBLE_DISMISSED_KEY, MOBILE_MEDIA_QUERY, bubbleSchedule } from "~/lib/chat-bubble";
import { WHATSAPP_GREETING, whatsappHref } from "~/lib/contact-links";
import { useSite } from "~/lib/use-site";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(BUBBLE_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: just show it
  }
}

export function ChatButton() {
  const site = useSite();
  const [bubble, setBubble] = useState(false);
  const href = whatsappHref(site, fillSiteTokens(WHATSAPP_GREETING, site));

  useEffect(() => {
    const schedule = bubbleSchedule({
      isMobile: window.matchMedia(MOBILE_MEDIA_QUERY).matches,
      dismissed: readDismissed(),
    });
    if (!schedule) return;
    const show = setTimeout(() => setBubble(true), schedule.showAt);
    const hide = setTimeout(() => setBubble(false), schedule.hideAt);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);

  function dismiss() {
    setBubble(false);
    try {
      sessionStorage.setItem(BUBBLE_DISMISSED_KEY, "1");
    } catch {
      // Not remembered; it would only come back on a next page load.
    }
  }

  return (
    <div className="fixed bottom-4 right-4 z-30 flex items-end gap-3 print:hidden">
      {bubble ? (
        <div
          data-testid="chat-bubble"
          className="relative mb-1 hidden max-w-64 rounded-2xl border border-slate-200 bg-white py-3 pl-4 pr-10 text-sm text-slate-800 shadow-xl sm:block"
        >
          <p className="font-semibold text-ink">Vragen over je bestelling?</p>
          <p className="mt-0.5">Stuur ons een WhatsApp, we reageren binnen 2 uur.</p>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Chatmelding sluiten"
            className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat met ons via WhatsApp (opent in een nieuw venster)"
        className="inline-flex size-14 items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition-transform hover:scale-105 hover:bg-[#096633]"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </div>
  );
}
