// The frame of a customer's quote page: the brand and a way to call, the page, and the shop's details. Leaner
// than the site layout on purpose: no marketing chrome and no scripts (routes/offerte: ScriptsHandle "none"),
// so no visit beacon either (the path holds the customer's secret link, which must not end up in the
// statistics), and the page loads fast on a phone. Links are plain anchors: full page loads.
import { quotePageCopy as copy } from "~/content/quote-page";
import { LogoMark } from "~/components/logo";
import { Phone } from "~/components/ui/icons";
import { useSite } from "~/hooks/use-site";
import { telHref } from "~/lib/contact-links";

export function QuoteShell({ children }: { children: React.ReactNode }) {
  const site = useSite();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a href="#main" className="skip-link">
        Naar de inhoud
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <a href="/" className="flex items-center gap-2 rounded-md" aria-label={copy.backToSite(site.brand)}>
            <LogoMark />
            <span className="text-lg font-extrabold tracking-tight text-ink">{site.brand}</span>
          </a>
          <a
            href={telHref(site)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-700"
          >
            <Phone className="size-4" />
            <span>{site.phone}</span>
          </a>
        </div>
      </header>
      {children}
      <footer className="mt-auto border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-700">
          <p>
            {site.brand} · {site.street}, {site.postalCode} {site.city} · {copy.kvk(site.kvk)}
          </p>
          <a href="/algemene-voorwaarden" className="underline">
            {copy.terms}
          </a>
          <a href="/privacy" className="underline">
            {copy.privacy}
          </a>
        </div>
      </footer>
    </div>
  );
}
