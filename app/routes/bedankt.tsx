import { ArrowRight, CircleCheck, House } from "~/components/ui/icons";
import { data, Link } from "react-router";
import { WhatsAppButton } from "~/components/pages/contact-buttons";
import { containerClass } from "~/components/page-header";
import { thankYou as content } from "~/content/legal";
import { fillSiteTokens } from "~/content/site";
import { cn } from "~/lib/cn";
import { buildMeta } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import { Button } from "~/components/ui/button";
import { leadForms, replySentence, thanksFor } from "~/lib/leads/registry";
import { SentArtworkReports } from "~/components/artwork-report";
import { orderSummary, readThanksParams, type OrderSummary } from "~/lib/leads/thanks";
import { getBusinessCalendar } from "~/server/calendar/calendar.server";
import { getLead } from "~/server/leads/inbox.server";
import { sentArtwork } from "~/server/leads/attachments.server";
import { replyPromiseOf } from "~/server/leads/reply-promise.server";
import type { Route } from "./+types/bedankt";
import { PUBLIC_PAGE } from "~/lib/page-cache";

/** How long /bedankt shows an order's lines after it was sent; after that the address shows the form only. */
const ORDER_SHOWN_MS = 60 * 60 * 1000;

// Without a query this is the general page the render cache serves to everyone: nothing in it may depend on
// the hour. After a form (?verstuurd=<form>, rendered per request) it says what was sent and when we answer.
export async function loader({ request }: Route.LoaderArgs) {
  const { form, orderId, filesOf } = readThanksParams(new URL(request.url).searchParams);
  if (!form) return data({ sent: null });
  const reply = replySentence(form, replyPromiseOf(await getBusinessCalendar(), form, new Date()));
  const order = orderId ? await getLead("workwear", orderId) : null;
  const summary =
    order && Date.now() - order.createdAt.getTime() < ORDER_SHOWN_MS ? orderSummary(order) : null;
  const artwork = filesOf ? await sentArtwork(leadForms[form].type, filesOf) : [];
  // The answer is about one visitor's request (and the reply time is of this moment): no cache keeps it.
  return data(
    { sent: { form, ...thanksFor(form), reply, order: summary, artwork } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: fillSiteTokens(content.title, site),
    description: fillSiteTokens(content.metaDescription, site),
    path: "/bedankt",
    // A confirmation page is only meaningful after a submitted form.
    noindex: true,
  });
};

export const handle = PUBLIC_PAGE;

export default function BedanktPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const fill = (text: string) => fillSiteTokens(text, site);
  const { sent } = loaderData;
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn(containerClass, "max-w-3xl! py-16 sm:py-24")}>
        <CircleCheck className="size-14 text-brand-700" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {fill(sent?.heading ?? content.heading)}
        </h1>
        {sent ? (
          <p className="mt-4 text-lg leading-8 text-slate-700" data-testid="sent-summary">
            {sent.text} {sent.reply} {content.mailNote}
          </p>
        ) : (
          <p className="mt-4 text-lg leading-8 text-slate-700">{fill(content.text)}</p>
        )}
        {sent?.order ? <SentOrder order={sent.order} /> : null}
        {sent?.artwork.length ? <SentArtworkReports files={sent.artwork} /> : null}

        <section
          aria-labelledby="next-steps-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="next-steps-heading" className="text-xl font-bold text-ink">
            {fill(content.nextStepsHeading)}
          </h2>
          <ol className="mt-5 space-y-4">
            {content.nextSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-7 text-slate-700">{fill(step)}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="hurry-heading" className="mt-8">
          <h2 id="hurry-heading" className="sr-only">
            Haast?
          </h2>
          <p className="leading-7 text-slate-700">{fill(content.whatsappText)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <WhatsAppButton message={fill(content.whatsappMessage)} label={content.whatsappCta} />
            <Button asChild variant="outline" size="lg">
              <Link to="/">
                <House />
                {content.homeCta}
              </Link>
            </Button>
          </div>
          <Link
            to="/portfolio"
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {content.portfolioCta}
            <ArrowRight className="size-4" />
          </Link>
        </section>
      </div>
    </main>
  );
}

/** The lines and total of the order just sent. */
function SentOrder({ order }: { order: OrderSummary }) {
  return (
    <section
      aria-labelledby="sent-order-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="sent-order-heading" className="text-xl font-bold text-ink">
        {content.orderHeading}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="sent-order">
        {order.lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-4 py-3">
            <span>
              <span className="block font-semibold text-ink">{line.article}</span>
              <span className="block text-sm text-slate-600">{line.detail}</span>
            </span>
            <span className="shrink-0 font-semibold whitespace-nowrap text-ink">{line.amount}</span>
          </li>
        ))}
      </ul>
      <p
        className="flex justify-between gap-4 border-t-2 border-slate-300 pt-3 text-lg font-bold text-ink"
        data-testid="sent-order-total"
      >
        <span>
          {content.orderTotal} ({order.pieces})
        </span>
        <span className="whitespace-nowrap">{order.total}</span>
      </p>
      <p className="mt-2 text-sm text-slate-600">{content.orderNote}</p>
    </section>
  );
}
