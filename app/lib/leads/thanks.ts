// Where a sent lead form leads: /bedankt with the form's name, so the page can say what was sent and when we
// answer. A work-wear order adds its id (a random UUID, unguessable), so the page can show the ordered lines and
// the total for a short while, and a request sent with files adds its id (aanvraag=) for the artwork check's
// report on those files; no personal data goes into the address. Without a query /bedankt is the general
// page the render cache serves to everyone.
import { formatEuro } from "../money";
import { isUuid } from "../uuid";
import { REQUEST_PARAM } from "./thanks-request";
import { priceRuleLabel } from "../workwear/cart";
import { isLeadForm, type LeadForm } from "./registry";
import type { WorkwearOrderRecord } from "./workwear";

export const THANKS_PATH = "/bedankt";
const FORM_PARAM = "verstuurd";
const ORDER_PARAM = "bestelling";

export function thanksPath(form: LeadForm, leadId: string, { files = false } = {}): string {
  const params = new URLSearchParams({ [FORM_PARAM]: form });
  if (form === "workwear") params.set(ORDER_PARAM, leadId);
  else if (files) params.set(REQUEST_PARAM, leadId);
  return `${THANKS_PATH}?${params}`;
}

/**
 * What /bedankt was told: the form (when it is one of ours), for an order its id, and the lead whose files'
 * artwork reports to show (the order, or the request sent with files); ids only when well-formed.
 */
export function readThanksParams(params: URLSearchParams): {
  form: LeadForm | null;
  orderId: string | null;
  filesOf: string | null;
} {
  const value = params.get(FORM_PARAM);
  const form = isLeadForm(value) ? value : null;
  const order = params.get(ORDER_PARAM);
  const orderId = form === "workwear" && isUuid(order) ? order : null;
  const request = params.get(REQUEST_PARAM);
  const filesOf = orderId ?? (form && form !== "workwear" && isUuid(request) ? request : null);
  return { form, orderId, filesOf };
}

/** An order as /bedankt lists it: one line per article (fits a phone, unlike the staff's table) and the total. */
export interface OrderSummary {
  lines: { article: string; detail: string; amount: string }[];
  pieces: string;
  total: string;
}

const ruleLabel = (rule: string) => (rule === "bulk" || rule === "base" ? priceRuleLabel(rule) : rule);

export function orderSummary(
  order: Pick<WorkwearOrderRecord, "lines" | "pieces" | "totalCents">,
): OrderSummary {
  return {
    lines: order.lines.map((l) => ({
      article: `${l.quantity} × ${l.productName}`,
      detail: `Maat ${l.size} · ${l.colorName} · ${formatEuro(l.unitPrice)} per stuk (${ruleLabel(l.priceRule).toLowerCase()})`,
      amount: formatEuro(l.lineTotal),
    })),
    pieces: `${order.pieces} ${order.pieces === 1 ? "stuk" : "stuks"}`,
    total: formatEuro(order.totalCents),
  };
}
