// Contact section (docs/behaviour.md#screens-and-routes home section 7, anchor #contact): quick-quote form, contact cards, map on
// request, route planner and a chat call to action.
import {
  Clock,
  Mail,
  MapPin,
  MessageCircle,
  Navigation,
  Phone,
  type IconComponent,
} from "~/components/ui/icons";
import { MapEmbed } from "~/components/map-embed";
import { QuickQuoteForm } from "~/components/quick-quote-form";
import { Button } from "~/components/ui/button";
import type { HomeContactIntro } from "~/content/home";
import { fillSiteTokens } from "~/content/site";
import {
  CONTACT_ID,
  WHATSAPP_GREETING,
  mailtoHref,
  mapsDirectionsUrl,
  siteAddress,
  telHref,
  whatsappHref,
} from "~/lib/contact-links";
import { useSite } from "~/hooks/use-site";

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="contact-card">
      <span className="icon-tile">
        <Icon />
      </span>
      <div>
        <h3>{title}</h3>
        <div className="space-y-1">{children}</div>
      </div>
    </div>
  );
}

/** `intro` arrives with site tokens already filled in. */
export function ContactSection({ intro }: { intro: HomeContactIntro }) {
  const site = useSite();
  const address = siteAddress(site);
  const chatHref = whatsappHref(site, fillSiteTokens(WHATSAPP_GREETING, site));
  return (
    <section
      id={CONTACT_ID}
      tabIndex={-1}
      aria-labelledby="contact-heading"
      className="py-20 focus:outline-none"
    >
      <div className="wrap">
        <div className="max-w-2xl">
          <p className="eyebrow">Contact</p>
          <h2
            id="contact-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {intro.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{intro.text}</p>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div>
            <QuickQuoteForm />
          </div>
          <div className="space-y-4">
            <ContactCard icon={Phone} title="Bellen of chatten">
              <p>
                <a href={telHref(site)}>{site.phone}</a>
              </p>
              <p>
                <a href={chatHref} target="_blank" rel="noopener noreferrer">
                  Chat via WhatsApp<span className="sr-only"> (opent in een nieuw venster)</span>
                </a>
              </p>
            </ContactCard>
            <ContactCard icon={Mail} title="E-mail">
              <p>
                <a href={mailtoHref(site.email)}>{site.email}</a>
              </p>
            </ContactCard>
            <ContactCard icon={MapPin} title="Adres werkplaats">
              <address className="not-italic">
                {site.street}
                <br />
                {site.postalCode} {site.city}
              </address>
            </ContactCard>
            <ContactCard icon={Clock} title="Openingstijden">
              <ul>
                {site.openingHours.map((hours) => (
                  <li key={hours.label}>
                    {hours.label}: {hours.opens} - {hours.closes}
                  </li>
                ))}
              </ul>
              <p>{site.closedLabel}</p>
            </ContactCard>
          </div>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div>
            <h3 className="sr-only">Kaart</h3>
            <MapEmbed address={address} />
            <Button asChild variant="outline" size="lg" className="mt-4">
              <a href={mapsDirectionsUrl(address)} target="_blank" rel="noopener noreferrer">
                <Navigation />
                Route plannen<span className="sr-only"> (opent Google Maps in een nieuw venster)</span>
              </a>
            </Button>
          </div>
          <div className="flex flex-col justify-center rounded-2xl bg-ink p-8 text-white">
            <h3 className="text-2xl font-bold">Liever direct chatten?</h3>
            <p className="mt-3 text-slate-300">
              Stuur ons een foto of schets van je idee via WhatsApp. We reageren {site.replyWithin.quote} met
              advies en een prijsindicatie.
            </p>
            <Button asChild variant="whatsapp" size="lg" className="mt-6 self-start">
              <a href={chatHref} target="_blank" rel="noopener noreferrer">
                <MessageCircle />
                Start een WhatsApp-chat<span className="sr-only"> (opent in een nieuw venster)</span>
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
