// POST /offerte-met-prijs – "Offerte aanvragen met deze prijs" from a calculator's answer (issue 41). The server
// prices the choice from the published rules: at the price the page showed the request is stored as every lead
// form's (/bedankt); at another price nothing is stored and this page asks to confirm the new one.
import { data } from "react-router";
import { containerClass } from "~/components/page-header";
import { PricedRequestForm } from "~/components/pricing/priced-request-form";
import { pricedRequestCopy as copy } from "~/content/pricing";
import { formatEuro } from "~/lib/money";
import { buildMeta } from "~/lib/seo";
import { getDb } from "~/server/db/index.server";
import { handleLeadPost } from "~/server/leads/http.server";
import { pricedRequestAnswer } from "~/server/pricing/request.server";
import type { Route } from "./+types/offerte-met-prijs";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function action(args: Route.ActionArgs) {
  const answer = await pricedRequestAnswer(args.request, getDb());
  if (!answer) return handleLeadPost(args, "priced");
  return data(answer, { status: answer.kind === "changed" ? 409 : 400, headers: PRIVATE });
}

/** Opened without a request the page says to start at a calculator (it also renders after the action). */
export function loader() {
  return data(null, { headers: PRIVATE });
}

/** The answer carries the visitor's name and e-mail: never from a shared cache. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", PRIVATE["Cache-Control"]);
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: copy.changedTitle,
    description: copy.confirmHint,
    path: "/offerte-met-prijs",
    noindex: true,
  });

export default function PricedRequestPage({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className={`${containerClass} py-12`}>
      <div className="mx-auto max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {actionData?.kind === "changed" ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{copy.changedTitle}</h1>
            <p className="text-slate-800" data-new-price>
              {copy.changed(formatEuro(actionData.grossCents), formatEuro(actionData.netCents))}
            </p>
            {actionData.shownCents !== null ? (
              <p className="text-sm text-slate-700">{copy.was(formatEuro(actionData.shownCents))}</p>
            ) : null}
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {actionData.lines.map((line) => (
                <li key={line.description}>
                  {line.quantity} × {line.description}
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-700">{copy.confirmHint}</p>
            <PricedRequestForm
              idPrefix="bevestig"
              submit={copy.confirm}
              values={{
                product: actionData.product,
                query: actionData.query,
                shownCents: actionData.grossCents,
                contact: actionData.contact,
              }}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-ink">
              {actionData ? copy.outOfRangeTitle : copy.changedTitle}
            </h1>
            <p className="text-slate-800">{actionData ? copy.outOfRange : copy.nothing}</p>
          </>
        )}
        <a
          className="inline-block text-sm font-medium text-brand-700 underline"
          href={actionData?.back ?? "/stickers#prijs"}
        >
          {copy.back}
        </a>
      </div>
    </main>
  );
}
