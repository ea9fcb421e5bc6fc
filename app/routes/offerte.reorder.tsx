// /offerte/:token/opnieuw-bestellen: "Opnieuw bestellen" on a delivered order (docs/orders.md, Reorder). The check
// step lists the lines and has "Bevestigen" (a plain POST, no script); after it the customer reads what happens next.
import { Form } from "react-router";
import type { ScriptsHandle } from "~/browser/boot";
import { FormError } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reorderCopy as copy } from "~/content/reorder";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import { reorderPageAction, reorderPageData } from "~/server/customer/reorder-page.server";
import type { Route } from "./+types/offerte.reorder";

export const middleware = [quotePageMiddleware];

export const handle: ScriptsHandle = { scripts: "none" };

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  return reorderPageData({ request, token: params.token, ip: context.get(requestInfoContext).ip, url });
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  return reorderPageAction({ request, token: params.token, ip: context.get(requestInfoContext).ip, url });
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = matches[0].loaderData.site;
  if (error || !loaderData) return privatePageMeta(describeRouteError(error).title, site);
  return privatePageMeta(loaderData.sent ? copy.sentTitle : copy.title(loaderData.number), site);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuoteShell>
      <RouteErrorContent error={error} />
    </QuoteShell>
  );
}

export default function ReorderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { number, lines, delivered, sent, path, quotePath } = loaderData;
  return (
    <QuoteShell>
      <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        {sent ? (
          <Card className="space-y-4" data-testid="reorder-sent">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{copy.sentTitle}</h1>
            <ol className="list-decimal space-y-2 pl-5 text-slate-700">
              {copy.sentSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <a href={quotePath} className="font-semibold text-brand-700 underline">
              {copy.back}
            </a>
          </Card>
        ) : (
          <Card className="space-y-4">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{copy.title(number)}</h1>
            <FormError message={actionData?.formError} />
            {delivered ? (
              <>
                <p className="text-slate-700">{copy.intro}</p>
                <ul className="list-disc space-y-1 pl-5 text-ink" data-testid="reorder-lines">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p className="text-slate-700">{copy.priceNote}</p>
                <Form method="post" action={path}>
                  <Button type="submit" size="lg" className="w-full sm:w-auto">
                    {copy.confirm}
                  </Button>
                </Form>
              </>
            ) : (
              <p className="text-slate-700">{copy.notDelivered}</p>
            )}
            <a href={quotePath} className="inline-block font-semibold text-brand-700 underline">
              {copy.back}
            </a>
          </Card>
        )}
      </main>
    </QuoteShell>
  );
}
