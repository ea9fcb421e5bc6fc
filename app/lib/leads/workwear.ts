// Work-wear orders (docs/behaviour.md#what-the-site-does work wear, §3 cart item, §9 bulk price): the order form of /werkkleding/bestellen.
// Stored in workwear_orders with its lines in workwear_order_lines; every price is recomputed on the server from
// the published catalogue (~/server/leads/workwear.server), so a browser chooses articles but never a price.
import { z } from "../zod";
import { formatEuro } from "../money";
import { priceRuleLabel, type PriceRule } from "../workwear/cart";
import {
  lineFieldNames,
  logoPositionLabel,
  logoPositions,
  NO_JS_LINE_ROWS,
  readOrderLines,
  techniqueLabel,
  techniques,
} from "../workwear/order-form";
import { MAX_STAMP_LENGTH, SHOWN_PRICES_FIELD } from "../workwear/order-check";
import { defineLeadForm, defineLeadType } from "./define";
import { deliveryLabel, deliveryMethods, fieldLabels } from "./labels";
import { MISSING_CODE, quoteInvalidEmail, quoteMissing } from "./messages";
import { orderWorkflow } from "./status";
import { CONTACT_MAX, emailField, optionalText, requiredText } from "./text-fields";

// The quote forms' delivery options (~/lib/leads/labels), without "no preference": an order is delivered.
const orderDeliveryValues: readonly string[] = deliveryMethods.map((d) => d.value).filter((v) => v !== "");

/** A choice from a list: empty or absent is a missing field, anything not on the list is `code`. */
const choice = (values: readonly string[], code: string) =>
  z
    .string({ error: code })
    .optional()
    .superRefine((v, ctx) => {
      if (!v) ctx.addIssue({ code: "custom", message: MISSING_CODE });
      else if (!values.includes(v)) ctx.addIssue({ code: "custom", message: code });
    })
    .transform((v) => v ?? "");

export const workwearOrderSchema = z
  .looseObject({
    name: requiredText(CONTACT_MAX.name, fieldLabels.name),
    company: optionalText(CONTACT_MAX.company, fieldLabels.company),
    email: emailField(),
    phone: requiredText(CONTACT_MAX.phone, fieldLabels.phone),
    delivery_method: choice(orderDeliveryValues, "delivery"),
    delivery_location: optionalText(200, fieldLabels.deliveryLocation),
    logo_position: choice(
      logoPositions.map((p) => p.value),
      "logo",
    ),
    technique: choice(
      techniques.map((t) => t.value),
      "techniek",
    ),
    notes: optionalText(2000, "Opmerkingen"),
  })
  .superRefine((v, ctx) => {
    if (v.delivery_method === "shipping" && !v.delivery_location)
      ctx.addIssue({ code: "custom", message: MISSING_CODE, path: ["delivery_location"] });
  })
  .transform((v, ctx) => {
    const lines = readOrderLines(v);
    if (!lines.ok) {
      ctx.addIssue({ code: "custom", message: lines.issue });
      return z.NEVER;
    }
    return {
      name: v.name,
      company: v.company,
      email: v.email,
      phone: v.phone,
      delivery_method: v.delivery_method,
      delivery_location: v.delivery_method === "shipping" ? v.delivery_location : null,
      logo_position: v.logo_position,
      technique: v.technique,
      notes: v.notes,
      lines: lines.lines,
      // What the page showed of the prices (never a price itself): compared on the server, never used to price.
      shown: String(v[SHOWN_PRICES_FIELD] ?? "").slice(0, MAX_STAMP_LENGTH),
    };
  });

export type WorkwearOrderInput = z.output<typeof workwearOrderSchema>;

/** One stored order line: what was ordered and the price the shop's catalogue gave it. */
export interface WorkwearOrderLine {
  productId: string;
  productName: string;
  size: string;
  color: string;
  colorName: string;
  quantity: number;
  unitPrice: number;
  priceRule: PriceRule | (string & {});
  lineTotal: number;
}

/** A work-wear order as stored (workwear_orders plus its lines, without the columns every lead has). */
export interface WorkwearOrderRecord {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  deliveryMethod: string;
  deliveryLocation: string | null;
  logoPosition: string;
  technique: string;
  notes: string | null;
  pieces: number;
  totalCents: number;
  lines: WorkwearOrderLine[];
}

const ruleLabel = (rule: string) => (rule === "bulk" || rule === "base" ? priceRuleLabel(rule) : rule);

/** "3 × Polo, M, Zwart à € 13,95 (staffelprijs) = € 41,85" */
function lineText(l: WorkwearOrderLine): string {
  return `${l.quantity} × ${l.productName}, ${l.size}, ${l.colorName} à ${formatEuro(l.unitPrice)} (${ruleLabel(l.priceRule).toLowerCase()}) = ${formatEuro(l.lineTotal)}`;
}

/** The plain order rows of the form without JavaScript. */
const noJsLineFields = Array.from({ length: NO_JS_LINE_ROWS }, (_, i) =>
  Object.values(lineFieldNames(i + 1)),
).flat();

export const workwearForms = {
  workwear: defineLeadForm({
    path: "/api/werkkleding-bestelling",
    schema: workwearOrderSchema,
    anchor: "#bestelformulier",
    attachments: true,
    keep: [
      "name",
      "email",
      "phone",
      "company",
      "delivery_method",
      "delivery_location",
      "logo_position",
      "technique",
      "notes",
      ...noJsLineFields,
    ],
    // Missing fields and a bad address as in the quote dialog.
    messages: {
      missing: quoteMissing,
      invalidEmail: quoteInvalidEmail,
      invalidTitle: "Controleer je bestelling",
      failure: (phone) => ({
        code: "server",
        title: "Er ging iets mis",
        description: `Je bestelling is niet verstuurd. Probeer het opnieuw of bel ons direct: ${phone}`,
      }),
      success: ({ when }) => ({
        code: "ok",
        title: "Bestelling ontvangen!",
        description: `We nemen ${when} contact met je op om je bestelling te bevestigen.`,
      }),
      reply: ({ when }) => `We nemen ${when} contact met je op om je bestelling te bevestigen.`,
      thanks: {
        heading: "Bedankt voor je bestelling!",
        text: "We hebben je bestelling werkkleding ontvangen.",
      },
    },
  }),
};

export const workwearOrderLead = defineLeadType({
  type: "workwear",
  label: "Werkkledingbestelling",
  pluralLabel: "Werkkledingbestellingen",
  workflow: orderWorkflow,
  statusActions: {
    bevestigd: { button: "Bestelling bevestigen", notice: "Bestelling bevestigd." },
  },
  title: (r: WorkwearOrderRecord) => r.name,
  contact: (r) => ({ name: r.name, email: r.email, phone: r.phone, company: r.company }),
  subject: (r) => `${r.pieces} ${r.pieces === 1 ? "stuk" : "stuks"} werkkleding, ${formatEuro(r.totalCents)}`,
  fields: [
    { label: fieldLabels.name, value: (r) => r.name },
    { label: fieldLabels.email, value: (r) => r.email },
    { label: fieldLabels.phone, value: (r) => r.phone },
    { label: fieldLabels.company, value: (r) => r.company },
    { label: fieldLabels.deliveryMethod, value: (r) => deliveryLabel(r.deliveryMethod) },
    { label: fieldLabels.deliveryLocation, value: (r) => r.deliveryLocation, omitEmpty: true },
    { label: "Logopositie", value: (r) => logoPositionLabel(r.logoPosition) },
    { label: "Techniek", value: (r) => techniqueLabel(r.technique) },
    { label: "Opmerkingen", value: (r) => r.notes },
    // The detail page and the mails show the lines as a table (lineTable); lists and the CSV get them as text.
    { label: "Bestelregels", value: (r) => r.lines.map(lineText).join("\n"), exportOnly: true },
    { label: "Totaal", value: (r) => formatEuro(r.totalCents) },
  ],
  amountCents: (r) => r.totalCents,
  lineTable: (r) => ({
    caption: "Bestelde artikelen",
    head: ["Artikel", "Maat", "Kleur", "Aantal", "Prijs per stuk", "Prijs", "Subtotaal"],
    numeric: [false, false, false, true, true, false, true],
    rows: r.lines.map((l) => [
      l.productName,
      l.size,
      l.colorName,
      String(l.quantity),
      formatEuro(l.unitPrice),
      ruleLabel(l.priceRule),
      formatEuro(l.lineTotal),
    ]),
    foot: ["Totaal", `${r.pieces} ${r.pieces === 1 ? "stuk" : "stuks"}`, formatEuro(r.totalCents)],
  }),
  forms: workwearForms,
});
