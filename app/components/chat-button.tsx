// Floating WhatsApp button, bottom right (docs/behaviour.md#screens-and-routes "Floating chat button"). Server markup, rendered with the
// footer; its prompt bubble waits in a <template> until useChatBubble (hooks/use-chat-bubble.ts) shows it.
import { MessageCircle, X } from "~/components/ui/icons";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { WHATSAPP_GREETING, whatsappHref } from "~/lib/contact-links";

export function ChatButton({ site }: { site: SiteConfig }) {
  const href = whatsappHref(site, fillSiteTokens(WHATSAPP_GREETING, site));
  return (
    <div className="chat-button">
      <template data-chat-bubble="">
        <div data-testid="chat-bubble" className="chat-bubble">
          <p>Vragen over je bestelling?</p>
          <p>Stuur ons een WhatsApp, we reageren {site.replyWithin.quote}.</p>
          <button type="button" data-chat-bubble-close="" aria-label="Chatmelding sluiten">
            <X />
          </button>
        </div>
      </template>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat met ons via WhatsApp (opent in een nieuw venster)"
      >
        <MessageCircle />
      </a>
    </div>
  );
}
