// The short mail a customer gets at each step of their order (through the outbox, in the transaction of the
// change): the new state, the expected ready date, the track-and-trace link when shipped, the address and
// opening hours when ready for pickup, and a link to follow the order on /offerte/{token}.
import { dutchDate } from "~/lib/shop-time";
import { pickupFacts } from "~/lib/orders/progress";
import { orderStatusLabels, type OrderStatus } from "~/lib/orders/status";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";

export interface OrderMailContext {
  to: OrderStatus;
  number: string;
  customerName: string;
  customerEmail: string;
  /** yyyy-MM-dd, when known. */
  readyBy: string | null;
  trackingUrl: string | null;
  /** A fresh link to the customer's page of the quote, where the order's progress shows. */
  url: string;
  settings: MailSettings;
}

/** The outbox kind of each state's mail (tests and the history look them up by it). */
export const orderMailKinds: Partial<Record<OrderStatus, string>> = {
  "in productie": "order.production",
  "klaar om op te halen": "order.ready",
  verzonden: "order.shipped",
  afgeleverd: "order.delivered",
  geannuleerd: "order.cancelled",
};

function wording(ctx: OrderMailContext): { subject: string; intro: string[] } {
  const { number } = ctx;
  switch (ctx.to) {
    case "in productie":
      return {
        subject: `Je bestelling ${number} is in productie`,
        intro: ["Goed nieuws: we zijn met je bestelling aan de slag."],
      };
    case "klaar om op te halen":
      return {
        subject: `Je bestelling ${number} is klaar om op te halen`,
        intro: ["Je bestelling ligt voor je klaar. Je kunt haar ophalen tijdens onze openingstijden."],
      };
    case "verzonden":
      return {
        subject: `Je bestelling ${number} is verzonden`,
        intro: ["Je bestelling is onderweg. Met de track-en-tracelink volg je het pakket."],
      };
    case "afgeleverd":
      return {
        subject: `Je bestelling ${number} is afgeleverd`,
        intro: [
          "Je bestelling is afgeleverd. Bedankt voor je bestelling, we hopen dat je er blij mee bent!",
          "De factuur ontvang je per e-mail.",
        ],
      };
    case "geannuleerd":
      return {
        subject: `Je bestelling ${number} is geannuleerd`,
        intro: [
          `We hebben je bestelling ${number} geannuleerd.`,
          "Heb je al betaald, dan krijg je het bedrag terug; we nemen daarover contact met je op.",
        ],
      };
    default:
      return { subject: `Je bestelling ${number}`, intro: [] };
  }
}

/** The customer's mail for the order's new state. */
export function orderStatusMail(ctx: OrderMailContext): OutgoingMail {
  const { settings } = ctx;
  const { subject, intro } = wording(ctx);
  const rows: [string, string][] = [
    ["Bestelling", ctx.number],
    ["Status", orderStatusLabels[ctx.to]],
  ];
  if (ctx.to === "in productie" && ctx.readyBy) rows.push(["Verwacht klaar", dutchDate(ctx.readyBy)]);
  if (ctx.to === "verzonden" && ctx.trackingUrl) rows.push(["Track en trace", ctx.trackingUrl]);
  if (ctx.to === "klaar om op te halen") {
    const pickup = pickupFacts(settings.site);
    rows.push(["Ophaaladres", pickup.address], ["Openingstijden", pickup.hours.join("\n")]);
  }
  return {
    kind: orderMailKinds[ctx.to] ?? "order.status",
    to: ctx.customerEmail,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject,
        greeting: `Beste ${ctx.customerName},`,
        intro,
        rows,
        link:
          ctx.to === "verzonden" && ctx.trackingUrl
            ? { label: "Volg je pakket", url: ctx.trackingUrl }
            : { label: "Bekijk je bestelling", url: ctx.url },
        outro: [
          ...(ctx.to === "verzonden" ? [`Je bestelling bekijken: ${ctx.url}`] : []),
          `Vragen? Beantwoord deze e-mail of bel ons op ${settings.site.phone}.`,
        ],
      },
      settings.site,
    ),
  };
}
