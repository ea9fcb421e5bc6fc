// A lead's contact buttons on its staff page: call, e-mail, and WhatsApp with a greeting when the number can.
import { buttonVariants } from "~/components/ui/button";
import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { leadPageCopy as copy } from "~/content/staff-leads";
import { useSite } from "~/hooks/use-site";
import { visitorPhoneLinks } from "~/lib/phone";

export function ContactLinks({ name, email, phone }: { name: string; email: string; phone?: string | null }) {
  const site = useSite();
  const links = phone ? visitorPhoneLinks(phone) : null;
  const greeting = encodeURIComponent(copy.greeting(name, site.brand));
  return (
    <div className="flex flex-wrap gap-2" aria-label={copy.contactLabel}>
      {links ? (
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={`tel:${links.tel}`}>
          <Phone /> {copy.call}
        </a>
      ) : null}
      <a className={buttonVariants({ variant: "outline", size: "sm" })} href={`mailto:${email}`}>
        <Mail /> {copy.email}
      </a>
      {links?.whatsapp ? (
        <a
          className={buttonVariants({ variant: "whatsapp", size: "sm" })}
          href={`https://wa.me/${links.whatsapp}?text=${greeting}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle /> {copy.whatsapp}
        </a>
      ) : null}
    </div>
  );
}
