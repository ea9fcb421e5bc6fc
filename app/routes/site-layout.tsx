// Chrome shared by every public page: skip link, sticky header, footer, floating chat button, quote modal.
import { Outlet } from "react-router";
import { ChatButton } from "~/components/chat-button";
import { QuoteModalProvider } from "~/components/quote-modal-context";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

export default function SiteLayout() {
  return (
    <QuoteModalProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Naar de inhoud
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ChatButton />
    </QuoteModalProvider>
  );
}
