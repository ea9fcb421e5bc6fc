// Work-wear orders in workwear_orders with their lines in workwear_order_lines (written in the lead's
// transaction), and the two e-mails: the shop's table of lines with unit prices, price rule and total, and the
// customer's Dutch confirmation with the same table and when we answer; the customer is mailed again once the
// shop confirms the order. Every price comes from the published catalogue; an order whose products were hidden or
// repriced since the visitor's page showed them is refused with what changed (~/lib/workwear/order-check).
import { colorName, findProduct, type WorkwearCatalogue } from "~/lib/workwear/catalogue";
import { priceCart } from "~/lib/workwear/cart";
import { checkOrder, orderCheckError } from "~/lib/workwear/order-check";
import type { WorkwearOrderInput } from "~/lib/leads/workwear";
import { asc, inArray } from "drizzle-orm";
import { formatEuro } from "~/lib/money";
import { errorForCode, leadLineTable, leadRows } from "~/lib/leads/registry";
import type { WorkwearOrderLine, WorkwearOrderRecord } from "~/lib/leads/workwear";
import { workwearOrderLines, workwearOrders } from "../db/schema.server";
import { renderMail } from "../mail/templates.server";
import { getMailSettings } from "../mail/outbox.server";
import { getWorkwearCatalogue } from "../workwear/catalogue.server";
import { orderWithdrawalParagraphs } from "../workwear/withdrawal.server";
import { attachmentMailLines } from "./attachments.server";
import { leadPageUrl, openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";
import { LeadRejection } from "./store.server";

/**
 * The order priced by `catalogue` (docs/behaviour.md#business-rules): the browser's idea of prices plays no part. Throws a LeadRejection
 * (400 for an article the shop does not have, 409 for one hidden or repriced since the page showed it).
 */
export function workwearOrderRecord(
  input: WorkwearOrderInput,
  catalogue: WorkwearCatalogue,
): WorkwearOrderRecord {
  const check = checkOrder(input.lines, catalogue, input.shown);
  if (!check.ok) {
    const error = orderCheckError(check);
    if (error) throw new LeadRejection(409, error);
    throw new LeadRejection(400, errorForCode("workwear", check.issue, getMailSettings().site.phone)!);
  }
  const priced = priceCart(check.cart);
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    deliveryMethod: input.delivery_method,
    deliveryLocation: input.delivery_location,
    logoPosition: input.logo_position,
    technique: input.technique,
    notes: input.notes,
    pieces: priced.pieces,
    totalCents: priced.total,
    lines: priced.lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      size: l.size,
      color: l.color,
      colorName: colorName(findProduct(catalogue.products, l.product.id), l.color),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      priceRule: l.rule,
      lineTotal: l.lineTotal,
    })),
  };
}

export const workwearStorage = defineLeadStorage({
  type: "workwear",
  table: workwearOrders,
  // Prices come from the published catalogue here, whatever the browser believed.
  records: { workwear: async (input, db) => workwearOrderRecord(input, await getWorkwearCatalogue(db)) },
  searchColumns: [workwearOrders.name, workwearOrders.phone, workwearOrders.company, workwearOrders.notes],
  personalColumns: [
    workwearOrders.name,
    workwearOrders.email,
    workwearOrders.phone,
    workwearOrders.company,
    workwearOrders.deliveryLocation,
    workwearOrders.notes,
    workwearOrders.sessionId,
  ],
  children: {
    columns: ({ lines: _lines, ...order }: WorkwearOrderRecord) => order,
    insert: async (tx, orderId, order) => {
      await tx
        .insert(workwearOrderLines)
        .values(order.lines.map((line, position) => ({ orderId, position, ...line })));
    },
    attach: async (db, orders) => {
      if (orders.length === 0) return orders;
      const lines = await db
        .select()
        .from(workwearOrderLines)
        .where(
          inArray(
            workwearOrderLines.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(workwearOrderLines.orderId), asc(workwearOrderLines.position));
      const byOrder = new Map<string, WorkwearOrderLine[]>();
      for (const { id: _id, orderId, position: _position, ...line } of lines)
        byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
      return orders.map((o) => ({ ...o, lines: byOrder.get(o.id) ?? [] }));
    },
  },
  mails: (order, id, { site, shopEmail, reply }, attachments) => {
    const table = leadLineTable("workwear", order);
    const pieces = `${order.pieces} ${order.pieces === 1 ? "stuk" : "stuks"}`;
    return [
      {
        kind: "workwear.shop",
        to: shopEmail,
        replyTo: order.email,
        ...renderMail(
          {
            subject: `Nieuwe werkkledingbestelling: ${pieces}, ${formatEuro(order.totalCents)} – ${order.name}`,
            intro: ["Er is een nieuwe bestelling werkkleding binnengekomen via de website."],
            rows: leadRows("workwear", order, "staff"),
            table,
            link: openLeadLink(site.url, "workwear", id),
            outro: [
              "Prijzen zijn berekend met de prijslijst van de website (incl. btw, exclusief bedrukken of borduren).",
              ...attachmentMailLines(attachments, leadPageUrl(site.url, "workwear", id)),
              "Beantwoord deze e-mail om de klant direct te antwoorden.",
            ],
          },
          site,
        ),
      },
      {
        kind: "workwear.confirmation",
        to: order.email,
        ...renderMail(
          {
            subject: `Je bestelling werkkleding bij ${site.brand}`,
            greeting: `Beste ${order.name},`,
            intro: [
              `Bedankt voor je bestelling. We nemen ${reply.when} contact met je op om je bestelling, je logo en de prijs voor het bedrukken of borduren te bevestigen. Pas daarna gaan we aan de slag.`,
              "Je bestelling:",
            ],
            rows: leadRows("workwear", order, "visitor"),
            table,
            outro: [
              "Alle prijzen zijn per stuk inclusief btw; bedrukken of borduren komt erbij en bevestigen we vooraf.",
              // Which lines a consumer may withdraw and which are made to their specification (docs/workwear.md).
              ...orderWithdrawalParagraphs(order, id, site.url),
              `Vragen of iets wijzigen? Bel ons op ${site.phone} of beantwoord deze e-mail.`,
              "Met vriendelijke groet,",
              site.brand,
            ],
          },
          site,
        ),
      },
    ];
  },
  // The shop's confirmation is the moment the order is final, so the customer hears it, as with an appointment.
  // Back from "gewonnen" is a correction in the staff area, not news for the customer.
  statusMail: (order, status, site, { from }) => {
    if (status !== "bevestigd" || from === "gewonnen") return null;
    return {
      kind: "workwear.confirmed",
      to: order.email,
      ...renderMail(
        {
          subject: `Je bestelling werkkleding bij ${site.brand} is bevestigd`,
          greeting: `Beste ${order.name},`,
          intro: [
            "Goed nieuws: we hebben je bestelling werkkleding bevestigd en gaan ermee aan de slag. Meestal is je bestelling binnen 4-9 werkdagen klaar; we laten je weten wanneer je hem kunt ophalen of wanneer hij komt.",
            "Je bestelling:",
          ],
          rows: leadRows("workwear", order, "visitor"),
          table: leadLineTable("workwear", order),
          outro: [
            "Alle prijzen zijn per stuk inclusief btw; bedrukken of borduren komt erbij, zoals we met je hebben afgesproken.",
            `Vragen of iets wijzigen? Bel ons op ${site.phone} of beantwoord deze e-mail.`,
            "Met vriendelijke groet,",
            site.brand,
          ],
        },
        site,
      ),
    };
  },
});
