// Floating WhatsApp button, bottom right (spec §2 "Floating chat button"). Server markup, rendered with the
// footer; its prompt bubble waits in a <template> until useChatBubble (hooks/use-chat-bubble.ts) shows it.
import { MessageCircle, X } from "lucide-react";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { WHATSAPP_GREETING, whatsappHref } from "~/lib/contact-links";

export function ChatButton({ site }: { site: SiteConfig }) {
  const href = whatsappHref(site, fillSiteTokens(WHATSAPP_GREETING, site));
  return (
    <div className="fixed bottom-4 right-4 z-30 flex items-end gap-3 print:hidden">
      <template data-chat-bubble="">
        <div
          data-testid="chat-bubble"
          className="relative mb-1 hidden max-w-64 rounded-2xl border border-slate-200 bg-white py-3 pl-4 pr-10 text-sm text-slate-800 shadow-xl sm:block"
        >
          <p className="font-semibold text-ink">Vragen over je bestelling?</p>
          <p className="mt-0.5">Stuur ons een WhatsApp, we reageren binnen 2 uur.</p>
          <button
            type="button"
            data-chat-bubble-close=""
            aria-label="Chatmelding sluiten"
            className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </template>
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
