// /offerte/:token: the customer's quote, opened from the link in the mail, without an account and without
// JavaScript. While open the customer ticks optional lines ("Bijwerken": the server recomputes), accepts with
// their full name and the terms ticked, or declines with an optional reason; every change answers with a 303
// back to the page and a notice, so a reload sends nothing again. A quote that can no longer be accepted says
// why and offers a new request. An unknown link is the site's 404; too many unknown links from one IP a 429.
import type { ScriptsHandle } from "~/browser/boot";
import { FormError, Notice } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { PaymentPanel } from "~/components/quotes/payment-panel";
import { InvoiceLinks } from "~/components/quotes/invoice-links";
import { InvoicePaymentsPanel } from "~/components/quotes/invoice-payments-panel";
import { OrderProgress } from "~/components/quotes/order-progress";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { TextAnswerForm } from "~/components/quotes/answer-fields";
import { OpenQuoteAnswers } from "~/components/quotes/open-quote-answers";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { privatePageMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { FileDown } from "~/components/ui/icons";
import { quotePageCopy as copy } from "~/content/quote-page";
import { useSite } from "~/hooks/use-site";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { dutchDay } from "~/lib/shop-time";
import { resultFor } from "~/lib/intent";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import { quotePageAction, quotePageData } from "~/server/customer/quote-page.server";
import { withdrawalQuoteCopy } from "~/content/withdrawal";
import { reorderCopy } from "~/content/reorder";
import type { Route } from "./+types/offerte";

export const middleware = [quotePageMiddleware];

/** Links and plain form posts do all of it: the page ships no script (and so no beacon with its secret path). */
export const handle: ScriptsHandle = { scripts: "none" };

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  return quotePageData({ request, token: params.token, ip: context.get(requestInfoContext).ip, url });
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  return quotePageAction({ request, token: params.token, ip: context.get(requestInfoContext).ip, url });
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = matches[0].loaderData.site;
  if (error || !loaderData) return privatePageMeta(describeRouteError(error).title, site);
  const meta = privatePageMeta(copy.title(loaderData.doc.number ?? ""), site, copy.description(site.brand));
  // On to Mollie's checkout right after "Betalen met iDEAL" (no script on this page; a link shows as well).
  const checkout =
    (loaderData.payment?.kind === "mollie" ? loaderData.payment.checkoutUrl : null) ??
    loaderData.invoicePayments?.checkoutUrl;
  return checkout ? [...meta, { httpEquiv: "refresh", content: `0;url=${checkout}` }] : meta;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuoteShell>
      <RouteErrorContent error={error} />
    </QuoteShell>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { doc, supplier, state, stateMessage, renewable, path, notice, constraints } = loaderData;
  const site = useSite();
  const accept = resultFor(actionData, "accept");
  const decline = resultFor(actionData, "decline");
  const renew = resultFor(actionData, "renew");
  const pay = resultFor(actionData, "pay");
  return (
    <QuoteShell>
      <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              {copy.title(doc.number ?? "")}
            </h1>
            <p className="mt-1 text-slate-700">{copy.forCustomer(doc.customer.name)}</p>
          </div>
          <a href={`${path}/pdf`} className="btn btn-outline btn-sm" download>
            <FileDown />
            {copy.download}
          </a>
        </div>

        <Notice message={notice} />
        {stateMessage ? (
          <p
            className="rounded-lg border border-slate-300 bg-white p-4 font-medium text-ink"
            data-testid="quote-state"
          >
            {stateMessage}
          </p>
        ) : (
          <p className="text-slate-700">{copy.open(dutchDay(doc.validUntil))}</p>
        )}
        <FormError
          message={
            state === "open" || pay || resultFor(actionData, "payInvoice") ? null : actionData?.formError
          }
        />
        <OrderProgress order={loaderData.order} />
        {loaderData.order?.status === "afgeleverd" ? (
          <a href={`${path}/opnieuw-bestellen`} className="btn btn-primary btn-lg" data-testid="reorder">
            {reorderCopy.button}
          </a>
        ) : null}
        {loaderData.payment ? (
          <PaymentPanel payment={loaderData.payment} path={path} error={pay?.formError} />
        ) : null}

        {state === "open" ? (
          <OpenQuoteAnswers
            doc={doc}
            supplier={supplier}
            path={path}
            constraints={constraints}
            needsAddress={loaderData.needsAddress}
            accept={accept}
            decline={decline}
            formError={actionData?.formError}
          />
        ) : (
          <>
            <QuoteDocumentView doc={doc} supplier={supplier} />
            {renewable ? (
              <Card>
                <h2 className="text-xl font-bold text-ink">{copy.renewTitle}</h2>
                <TextAnswerForm
                  path={path}
                  intent="renew"
                  constraints={constraints.renew}
                  intro={copy.renewIntro}
                  result={renew}
                  field={{ name: "message", label: copy.messageLabel }}
                  submit={{ label: copy.renew }}
                />
              </Card>
            ) : null}
          </>
        )}

        {loaderData.invoicePayments ? (
          <InvoicePaymentsPanel
            data={loaderData.invoicePayments}
            path={path}
            error={resultFor(actionData, "payInvoice")?.formError}
          />
        ) : null}
        <InvoiceLinks links={loaderData.invoices} />

        {loaderData.withdrawalHref ? (
          <p className="text-sm text-slate-700">
            {withdrawalQuoteCopy.text}{" "}
            <a href={loaderData.withdrawalHref} className="font-semibold text-brand-700 underline">
              {withdrawalQuoteCopy.link}
            </a>
          </p>
        ) : null}

        <p className="text-sm text-slate-700">
          {copy.questions}{" "}
          <a href={telHref(site)} className="font-semibold text-brand-700 underline">
            {copy.call(site.phone)}
          </a>{" "}
          {copy.or}{" "}
          <a
            href={mailtoHref(site.email, copy.title(doc.number ?? ""))}
            className="font-semibold text-brand-700 underline"
          >
            {copy.mail(site.email)}
          </a>
          .
        </p>
      </main>
    </QuoteShell>
  );
}
