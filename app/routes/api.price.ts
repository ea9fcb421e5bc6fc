// GET /api/prijs/:product?materiaal=…&breedte=…&hoogte=…&aantal=…&btw=incl – the calculator's answer as the page
// shows it (<CalculatorAnswer> as HTML), for the script that updates it as you type (app/browser/calculator.ts).
// The same for everyone who asks the same question (no cookie is read: the script sends the VAT switch), so a
// shared cache may keep it for a few minutes.
import { createElement } from "react";
import { data } from "react-router";
import { CalculatorAnswer } from "~/components/pricing/calculator";
import { renderMarkupFragment } from "~/components/server-markup.server";
import { CALCULATOR_PAGE_PATH, isPricedProduct } from "~/lib/pricing/configuration";
import { calculatorView } from "~/server/pricing/calculator.server";
import { countCalculatorUse, STREAM_START_HEADER } from "~/server/pricing/uses.server";
import type { Route } from "./+types/api.price";

export async function loader({ params, url, request }: Route.LoaderArgs) {
  const product = params.product;
  const path = isPricedProduct(product) ? CALCULATOR_PAGE_PATH[product] : undefined;
  if (!isPricedProduct(product) || !path || !url.searchParams.has("aantal"))
    throw data(null, { status: 404 });
  const view = await calculatorView(product, url.searchParams, null);
  // One count per typing stream: the script marks its first question.
  if (request.headers.has(STREAM_START_HEADER)) await countCalculatorUse(product, request);
  const html = renderMarkupFragment(
    path,
    createElement(CalculatorAnswer, { answer: view.answer!, vat: view.vat, path }),
  );
  return Response.json(
    { html, query: view.answer!.query },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
