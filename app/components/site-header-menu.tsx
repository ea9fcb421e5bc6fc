// The header's drawer for small screens, loaded on first use (keeps the dialog code off the first visit).
import { MessageCircle, Phone } from "~/components/ui/icons";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { WHATSAPP_GREETING, telHref, whatsappHref } from "~/lib/contact-links";
import { cn } from "~/lib/cn";
import { useContactLink } from "~/hooks/use-contact-link";
import { useSite } from "~/hooks/use-site";
import { fillSiteTokens } from "~/content/site";
import type { NavItem } from "./site-header";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  items: NavItem[];
  onQuote: () => void;
}

const itemClass = (active: boolean) =>
  cn(
    "block rounded-lg px-3 py-3 text-base font-semibold hover:bg-slate-100",
    active ? "bg-brand-50 text-brand-700" : "text-ink",
  );

export default function MobileMenu({ open, onOpenChange, returnFocusTo, items, onQuote }: MobileMenuProps) {
  const site = useSite();
  const close = () => onOpenChange(false);
  const onContactClick = useContactLink(close);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // The trigger is outside the dialog root, so hand focus back to it ourselves.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-bold text-ink">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigeer naar een pagina of neem contact op.</SheetDescription>
        <nav aria-label="Mobiel menu" className="mt-6">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.href}>
                {item.contact ? (
                  <a href={item.href} onClick={onContactClick} className={itemClass(false)}>
                    {item.label}
                  </a>
                ) : (
                  <NavLink
                    to={item.href}
                    end
                    onClick={close}
                    className={({ isActive }) => itemClass(isActive)}
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-3 pt-8">
          <Button type="button" size="lg" className="w-full" onClick={onQuote}>
            Vraag offerte aan
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full">
            <a href={telHref(site)}>
              <Phone />
              Bel {site.phone}
            </a>
          </Button>
          <Button asChild variant="whatsapp" size="lg" className="w-full">
            <a
              href={whatsappHref(site, fillSiteTokens(WHATSAPP_GREETING, site))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle />
              WhatsApp ons
            </a>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
