// WhatsApp and phone buttons, shared by the call-to-action blocks of the content pages.
import { MessageCircle, Phone } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { telHref, whatsappHref } from "~/lib/contact-links";
import { useSite } from "~/hooks/use-site";

export function WhatsAppButton({
  message,
  label = "Stuur een WhatsApp",
}: {
  message: string;
  label?: string;
}) {
  const site = useSite();
  return (
    <Button asChild variant="whatsapp" size="lg">
      <a href={whatsappHref(site, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle />
        {label}
        <span className="sr-only"> (opent WhatsApp)</span>
      </a>
    </Button>
  );
}

export function PhoneButton({ variant = "outline" }: { variant?: "outline" | "secondary" }) {
  const site = useSite();
  return (
    <Button asChild variant={variant} size="lg">
      <a href={telHref(site)}>
        <Phone />
        <span>
          <span className="sr-only">Bel ons: </span>
          {site.phone}
        </span>
      </a>
    </Button>
  );
}
