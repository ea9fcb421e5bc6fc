// The server's check of a quote request sent from a calculator (issue 41): the choice priced from the PUBLISHED
// rules, compared with the total the page showed. The lead's record and the request page both ask here.
import { checkPricedRequest, type PricedRequestCheck } from "~/lib/pricing/request";
import type { Configuration } from "~/lib/pricing/rules";
import { parseLead } from "~/lib/leads/forms";
import { CALCULATOR_PAGE_PATH, configurationQuery } from "~/lib/pricing/configuration";
import { publishedPriceRules } from "../content/site-content.server";
import { readFormFields } from "../http/form.server";
import { MAX_LEAD_BODY_BYTES } from "../leads/http.server";
import type { Database } from "../db/client.server";

export async function checkPricedQuote(
  input: { configuration: Configuration; shownCents: string | null },
  db: Database,
): Promise<PricedRequestCheck> {
  return checkPricedRequest(await publishedPriceRules(db), input.configuration, input.shownCents);
}

/** The request page's answer when the request is not stored yet: the new price to confirm, or out of range. */
export type PricedRequestAnswer =
  | {
      kind: "changed";
      product: string;
      query: string;
      grossCents: number;
      netCents: number;
      shownCents: number | null;
      lines: { quantity: number; description: string }[];
      contact: { name: string; email: string; phone: string };
      back: string;
    }
  | { kind: "out-of-range"; back: string };

/**
 * What a POST to the request page needs before the lead is stored: null when the request can go on as a lead
 * (the price is the one shown, or the form is invalid and the lead handler answers that), otherwise the answer.
 * Reads a clone of the request, so the lead handler can read the body again.
 */
export async function pricedRequestAnswer(
  request: Request,
  db: Database,
): Promise<PricedRequestAnswer | null> {
  const body = await readFormFields(request.clone(), { maxBytes: MAX_LEAD_BODY_BYTES });
  if (!body.ok) return null;
  const parsed = parseLead("priced", body.fields);
  if (!parsed.ok) return null;
  const input = parsed.data;
  const back = `${CALCULATOR_PAGE_PATH[input.configuration.product] ?? "/"}?${configurationQuery(input.configuration)}#prijs`;
  const check = await checkPricedQuote(input, db);
  if (check.ok) return null;
  if (check.issue === "buiten-bereik") return { kind: "out-of-range", back };
  return {
    kind: "changed",
    product: check.price.product,
    query: check.price.query,
    grossCents: check.price.grossCents,
    netCents: check.price.netCents,
    shownCents: check.shownCents,
    lines: check.price.lines.map(({ quantity, description }) => ({ quantity, description })),
    contact: { name: input.name, email: input.email, phone: input.phone },
    back,
  };
}
