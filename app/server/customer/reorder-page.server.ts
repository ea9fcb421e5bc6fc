// /offerte/:token/opnieuw-bestellen: the reorder's check step (the order's lines and "Bevestigen") and, after the
// POST, the confirmation with what happens next. Behind the quote's secret link: a stranger's token is the 404.
import { data, redirect } from "react-router";
import { reorderCopy as copy } from "~/content/reorder";
import { readForm } from "../http/form.server";
import { displayNumber } from "../quotes/store.server";
import { reorderLines, reorderOrder } from "../workflows/reorder.server";
import { quotePagePath, requireQuote } from "./quote-link.server";

export const REORDER_SENT_QUERY = "verstuurd";

interface PageRequest {
  request: Request;
  token: string | undefined;
  ip: string;
  url: URL;
}

export function reorderPagePath(token: string): string {
  return `${quotePagePath(token)}/opnieuw-bestellen`;
}

export async function reorderPageData({ token, ip, url }: PageRequest) {
  const quote = await requireQuote(token, ip);
  const delivered = quote.status === "geaccepteerd" && quote.orderStatus === "afgeleverd";
  return {
    number: displayNumber(quote) ?? "",
    lines: reorderLines(quote),
    delivered,
    sent: url.searchParams.has(REORDER_SENT_QUERY),
    quotePath: quotePagePath(token!),
    path: reorderPagePath(token!),
  };
}

/** "Bevestigen": the new request, then a 303 to the confirmation; a refusal is a Dutch 409 on the page. */
export async function reorderPageAction({ request, token, ip }: PageRequest) {
  const quote = await requireQuote(token, ip);
  await readForm(request);
  const result = await reorderOrder({ quote });
  if (result.ok) throw redirect(`${reorderPagePath(token!)}?${REORDER_SENT_QUERY}`, 303);
  const message =
    result.reason === "not-delivered"
      ? copy.notDelivered
      : result.reason === "duplicate"
        ? copy.duplicate
        : copy.invalid;
  return data({ formError: message }, { status: 409 });
}
