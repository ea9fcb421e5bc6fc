// Site footer (docs/behaviour.md#screens-and-routes home section 9): service and company links, contact facts, social links and
// the regional keyword lists that help local search. Server markup (see components/server-markup.tsx).
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { LogoMark } from "~/components/logo";
import { consentCopy } from "~/content/consent";
import { footerRegionKeywords } from "~/content/home";
import type { SiteConfig } from "~/content/site";
import { COOKIE_SETTINGS_ACTION } from "~/lib/cookie-settings";
import { CONTACT_HREF, mailtoHref, MENU_ID, siteAddress, telHref } from "~/lib/contact-links";

const serviceLinks = [
  { label: "Kledingbedrukking", href: "/kledingbedrukking" },
  { label: "Borduren", href: "/borduren" },
  { label: "Voertuigbelettering", href: "/voertuigbelettering" },
  { label: "Stickers & Labels", href: "/stickers" },
  { label: "Werkkleding", href: "/werkkleding" },
  { label: "Werkkleding bestellen", href: "/werkkleding/bestellen" },
  { label: "Voor particulieren", href: "/particulieren" },
  { label: "Diensten & Prijzen", href: "/diensten" },
];

const companyLinks = [
  { label: "Portfolio", href: "/portfolio" },
  { label: "Over ons", href: "/over-ons" },
  { label: "Blog", href: "/blog" },
  { label: "Privacy", href: "/privacy" },
  { label: "Algemene voorwaarden", href: "/algemene-voorwaarden" },
  // The withdrawal function must be easy to find throughout the period (docs/workwear.md).
  { label: "Bestelling herroepen", href: "/herroepen" },
];

/** The service page a regional keyword is about, so each keyword is a useful link. */
function regionKeywordHref(keyword: string): string {
  const k = keyword.toLowerCase();
  if (k.includes("borduren")) return "/borduren";
  if (k.includes("belettering")) return "/voertuigbelettering";
  if (k.includes("sticker")) return "/stickers";
  if (k.includes("bedrijfskleding") || k.includes("werkkleding")) return "/bedrijfskleding-bedrukken";
  if (k.includes("breda")) return "/kleding-bedrukken-breda";
  return "/kleding-laten-bedrukken";
}

export function SiteFooter({
  site,
  year,
  cookieSettings,
}: {
  site: SiteConfig;
  year: number;
  /** Show "Cookie-instellingen" (reopens the consent banner): only where a marketing tag is configured. */
  cookieSettings: boolean;
}) {
  return (
    <footer id={MENU_ID} className="site-footer bg-slate-950 text-sm text-slate-300">
      {/* pb-24: the page ends clear of the floating WhatsApp button (bottom-4 + its 56 px), so its last line of
          text is never under the button once scrolled to the bottom (components/chat-button.tsx). */}
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <a
              href="/"
              className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold text-white"
            >
              <LogoMark />
              {site.brand}
            </a>
            <address className="mt-5 space-y-2 not-italic">
              <p className="flex gap-2">
                <MapPin />
                {siteAddress(site)}
              </p>
              <p className="flex gap-2">
                <Phone />
                <a href={telHref(site)}>{site.phone}</a>
              </p>
              <p className="flex gap-2">
                <Mail />
                <a href={mailtoHref(site.email)}>{site.email}</a>
              </p>
            </address>
            <p className="mt-3">KvK: {site.kvk}</p>
          </div>

          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">Diensten</h2>
            <ul className="mt-4 space-y-2.5">
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">{site.brand}</h2>
            <ul className="mt-4 space-y-2.5">
              {companyLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              <li>
                <a href={CONTACT_HREF}>Contact</a>
              </li>
              {cookieSettings ? (
                <li>
                  <button type="button" data-action={COOKIE_SETTINGS_ACTION}>
                    {consentCopy.settingsLink}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>

          <div>
            <h2>Volg ons</h2>
            <ul className="mt-4 space-y-2.5">
              {site.social.map((item) => (
                <li key={item.href}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <span className="sr-only"> (opent in een nieuw venster)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-labelledby="footer-regions" className="mt-12 border-t border-slate-800 pt-10">
          <h2 id="footer-regions">Actief in Breda en de regio</h2>
          <div className="mt-4 grid gap-x-10 gap-y-2.5 sm:grid-cols-3">
            {footerRegionKeywords.map((column, index) => (
              <ul key={index} className="space-y-2.5">
                {column.map((keyword) => (
                  <li key={keyword}>
                    <a href={regionKeywordHref(keyword)}>{keyword}</a>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>

        <p className="mt-12 border-t border-slate-800 pt-6 text-slate-400">
          © {year} {site.brand}. Alle rechten voorbehouden.
        </p>
      </div>
    </footer>
  );
}
