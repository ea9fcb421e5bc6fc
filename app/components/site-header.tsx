// Sticky site header (docs/behaviour.md#screens-and-routes "Header"): logo, main navigation, call button and quote button.
// On small screens the navigation lives in a side drawer whose code loads on first use. The quote and menu
// buttons are links (components/dialog-link.tsx), so they lead somewhere without JavaScript: to the quick quote
// form, and to the footer's links and phone number.
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, Phone } from "~/components/ui/icons";
import { LogoMark } from "~/components/logo";
import { DialogLink } from "~/components/dialog-link";
import { useQuoteModal } from "~/components/quote-modal-context";
import { Button, buttonVariants } from "~/components/ui/button";
import { CONTACT_HREF, MENU_ID, telHref } from "~/lib/contact-links";
import { useContactLink } from "~/hooks/use-contact-link";
import { useSite } from "~/hooks/use-site";

const loadMenu = () => import("./site-header-menu");
const MobileMenu = lazy(loadMenu);

export interface NavItem {
  label: string;
  href: string;
  /** The contact anchor scrolls instead of navigating when already on the home page. */
  contact?: boolean;
}

const navItems: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Diensten & Prijzen", href: "/diensten" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "Over ons", href: "/over-ons" },
  { label: "Contact", href: CONTACT_HREF, contact: true },
];

export function SiteHeader() {
  const site = useSite();
  const { openQuoteModal } = useQuoteModal();
  const onContactClick = useContactLink();
  const { pathname } = useLocation();
  // The drawer remembers the page it was opened on, so any navigation closes it without an effect.
  const [menu, setMenu] = useState<{ openOn: string | null; loaded: boolean }>({
    openOn: null,
    loaded: false,
  });
  const menuOpen = menu.openOn === pathname;
  const menuButton = useRef<HTMLAnchorElement>(null);

  const setMenuOpen = useCallback(
    (open: boolean) => setMenu({ openOn: open ? pathname : null, loaded: true }),
    [pathname],
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="wrap flex h-16 items-center gap-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md"
          aria-label={`${site.brand}, naar de homepage`}
        >
          <LogoMark />
          <span className="text-lg font-extrabold tracking-tight text-ink">{site.brand}</span>
        </Link>

        {/* Links styled by `.main-nav` (app.css); the current page's by its aria-current. */}
        <nav aria-label="Hoofdmenu" className="main-nav ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                {item.contact ? (
                  <a href={item.href} onClick={onContactClick}>
                    {item.label}
                  </a>
                ) : (
                  // No class, not even NavLink's "active": aria-current marks the page.
                  <NavLink to={item.href} end prefetch="intent" className={() => undefined}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <Button asChild variant="outline" className="max-sm:size-11 max-sm:px-0">
            <a href={telHref(site)} aria-label={`Bel ons: ${site.phone}`}>
              <Phone />
              <span className="hidden sm:inline">{site.phone}</span>
            </a>
          </Button>
          <DialogLink
            className={buttonVariants({ className: "max-sm:hidden" })}
            onOpen={() => openQuoteModal()}
          >
            Vraag offerte aan
          </DialogLink>
          <DialogLink
            ref={menuButton}
            href={`#${MENU_ID}`}
            className={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })}
            aria-expanded={menuOpen}
            aria-label="Menu openen"
            onOpen={() => setMenuOpen(true)}
            // Start fetching the drawer as soon as the visitor reaches for it.
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
          >
            <Menu className="size-6!" />
          </DialogLink>
        </div>
      </div>
      {menu.loaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            returnFocusTo={menuButton}
            items={navItems}
            onQuote={() => {
              setMenuOpen(false);
              // The button that opened the dialog goes with the drawer: focus comes back to the menu button.
              openQuoteModal(undefined, { returnFocusTo: menuButton.current });
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
