// Closing call to action of a content page: quote modal, WhatsApp and phone in one dark band.
import { containerClass } from "~/components/page-header";
import { cn } from "~/lib/cn";
import type { QuoteServiceValue } from "~/lib/quote-services";
import { PhoneButton, WhatsAppButton } from "./contact-buttons";
import { QuoteButton } from "./quote-button";

export function CtaBand({
  id = "cta-heading",
  title,
  text,
  service,
  quoteLabel,
  whatsappMessage,
  className,
}: {
  id?: string;
  title: string;
  text: string;
  service?: QuoteServiceValue;
  quoteLabel?: string;
  whatsappMessage: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-14 sm:py-16", className)}>
      <div className={containerClass}>
        <div className="rounded-3xl bg-ink px-6 py-10 text-white sm:px-10 sm:py-12">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-200">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <QuoteButton service={service}>{quoteLabel}</QuoteButton>
            <WhatsAppButton message={whatsappMessage} />
            <PhoneButton />
          </div>
        </div>
      </div>
    </section>
  );
}
