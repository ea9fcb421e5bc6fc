// /offerte/:token: the customer's quote, opened from the link in the mail, without an account and without
// JavaScript. While open the customer ticks optional lines ("Bijwerken": the server recomputes), accepts with
// their full name and the terms ticked, or declines with an optional reason; every change answers with a 303
// back to the page and a notice, so a reload sends nothing again. A quote that can no longer be accepted says
// why and offers a new request. An unknown link is the site's 404; too many unknown links from one IP a 429.
import { Form, redirect } from "react-router";
import type { ScriptsHandle } from "~/browser/boot";
import {
  Field,
  FormError,
  FormFields,
  Notice,
  TextAreaField,
  useField,
  useFocusFirstInvalid,
} from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { PaymentPanel } from "~/components/quotes/payment-panel";
import { InvoiceLinks } from "~/components/quotes/invoice-links";
import { OrderProgress } from "~/components/quotes/order-progress";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FileDown } from "~/components/ui/icons";
import { quotePageCopy as copy } from "~/content/quote-page";
import { useSite } from "~/hooks/use-site";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { dutchDay } from "~/lib/shop-time";
import { constraintsFrom, type FieldConstraint } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import {
  acceptSchema,
  acceptWithAddressSchema,
  addressFields,
  billingAddressText,
  chooseSchema,
  DEFAULT_COUNTRY,
  declineSchema,
  renewSchema,
} from "~/lib/quotes/customer-forms";
import { formatEuro } from "~/lib/money";
import { paySchema } from "~/lib/payments/forms";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { getSite } from "~/server/env.server";
import { customerInvoiceLinks } from "~/server/invoices/customer.server";
import { orderProgress } from "~/server/orders/progress.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import {
  acceptQuote,
  chooseOptionalLines,
  declineQuote,
  needsBillingAddress,
  quoteByToken,
  recordQuoteView,
  type CustomerAnswer,
} from "~/server/quotes/lifecycle.server";
import {
  choiceChanged,
  closedMessage,
  isCustomerView,
  quotePageMiddleware,
  quotePagePath,
  quoteView,
  readQuoteForm,
  renewQuoteRequest,
  requireQuote,
} from "~/server/quotes/customer-page.server";
import { supplierOf } from "~/server/quotes/store.server";
import { customerPayment, TO_CHECKOUT_QUERY } from "~/server/payments/customer.server";
import { startPayment } from "~/server/payments/payments.server";
import { WITHDRAWAL_PATH, withdrawalQuoteCopy } from "~/content/withdrawal";
import type { Route } from "./+types/offerte";

export const middleware = [quotePageMiddleware];

/** Links and plain form posts do all of it: the page ships no script (and so no beacon with its secret path). */
export const handle: ScriptsHandle = { scripts: "none" };

/** ?melding=… after a change, shown only in the state it reports (a hand-made address shows nothing). */
const notices = new Map<string, { message: string; state: string }>([
  ["bijgewerkt", { message: copy.notices.bijgewerkt, state: "open" }],
  ["geaccepteerd", { message: copy.notices.geaccepteerd, state: "geaccepteerd" }],
  ["afgewezen", { message: copy.notices.afgewezen, state: "afgewezen" }],
]);
type NoticeCode = "bijgewerkt" | "geaccepteerd" | "afgewezen";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const quote = await requireQuote(params.token, context.get(requestInfoContext).ip);
  if (isCustomerView(request)) await recordQuoteView(quote);
  // First: a payment under way is fetched from Mollie, so the page shows the real state (after the return too).
  const payment = await customerPayment(quote, url);
  const view = quoteView(quote);
  const notice = notices.get(url.searchParams.get("melding") ?? "");
  const order = await orderProgress(quote.id);
  return {
    ...view,
    // An accepted quote's sentence is the order's (its state and payment together), not a promise made at acceptance.
    stateMessage: order?.message ?? view.stateMessage,
    supplier: supplierOf(getSite()),
    path: quotePagePath(params.token),
    notice: notice?.state === view.state ? notice.message : null,
    invoices: await customerInvoiceLinks(quote.id, quotePagePath(params.token)),
    order,
    // A work-wear order's withdrawal function, its number filled in (docs/workwear.md, "Right of withdrawal").
    withdrawalHref:
      quote.leadType === "workwear" && quote.orderStatus && quote.number
        ? `${WITHDRAWAL_PATH}?bestelling=${encodeURIComponent(quote.number)}`
        : null,
    payment,
    /** The quote names no address: "Akkoord" asks for the billing address too. */
    needsAddress: needsBillingAddress(quote),
    // The forms' HTML constraints from their schemas, computed here: zod stays out of the page's JavaScript.
    constraints: {
      accept: constraintsFrom(needsBillingAddress(quote) ? acceptWithAddressSchema : acceptSchema),
      decline: constraintsFrom(declineSchema),
      renew: constraintsFrom(renewSchema),
    },
  };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const ip = context.get(requestInfoContext).ip;
  const quote = await requireQuote(params.token, ip);
  const token = params.token;
  const done = (notice: NoticeCode) => redirect(`${quotePagePath(token)}?melding=${notice}`, 303);
  /** A version that can no longer be answered: its Dutch state (the page then shows it), nothing changed. */
  const closed = (answer: Exclude<CustomerAnswer, { ok: true }>) => ({
    status: answer.reason === "not-found" ? 404 : 409,
    formError:
      answer.reason === "closed"
        ? (closedMessage(answer.status, quote.validUntil) ?? copy.unknown)
        : answer.reason === "address-missing"
          ? copy.addressMissing
          : copy.notFound,
  });
  // The billing address is asked (and checked) only while the quote has none.
  const acceptFields = needsBillingAddress(quote) ? acceptWithAddressSchema : acceptSchema;
  return dispatchIntent(
    await readQuoteForm(request),
    {
      choose: intent(chooseSchema, async ({ optional }) => {
        const answer = await chooseOptionalLines({ token, included: optional });
        if (answer.ok) throw done("bijgewerkt");
        return closed(answer);
      }),
      accept: intent(acceptFields, async (fields) => {
        const { name, optional } = fields;
        const given = addressFields(fields);
        const address = given ? billingAddressText(given) : null;
        // The customer accepts totals they have seen: new ticks are applied and shown first.
        if (choiceChanged(quote, optional)) {
          const answer = await chooseOptionalLines({ token, included: optional });
          if (!answer.ok) return closed(answer);
          const chosen = await quoteByToken(token);
          return {
            status: 409,
            notice: copy.choiceChanged(formatEuro(chosen?.grossCents ?? 0)),
            values: { name, ...given },
          };
        }
        const answer = await acceptQuote({
          token,
          name,
          included: optional,
          ip,
          userAgent: request.headers.get("user-agent"),
          address,
        });
        // A second click or tab finds it accepted: the same accepted page.
        if (answer.ok) throw done("geaccepteerd");
        return closed(answer);
      }),
      decline: intent(declineSchema, async ({ reason }) => {
        const answer = await declineQuote({ token, reason });
        if (answer.ok) throw done("afgewezen");
        return closed(answer);
      }),
      // "Betalen met iDEAL": the payment is made (or the open one reused), then this page sends the browser on.
      pay: intent(paySchema, async () => {
        const started = await startPayment({ token, quoteId: quote.id, origin: url.origin });
        if (started.ok)
          throw redirect(`${quotePagePath(token)}?${TO_CHECKOUT_QUERY.name}=${TO_CHECKOUT_QUERY.value}`, 303);
        return { status: 409, formError: started.message };
      }),
      renew: intent(renewSchema, async ({ message }) => {
        const result = await renewQuoteRequest(quote, message);
        if (result.ok) throw redirect(result.next, 303);
        return { status: 409, formError: result.reason === "open" ? copy.renewNotAllowed : copy.unknown };
      }),
    },
    { unknown: copy.unknown },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = matches[0].loaderData.site;
  if (error || !loaderData) return privatePageMeta(describeRouteError(error).title, site);
  const meta = privatePageMeta(copy.title(loaderData.doc.number ?? ""), site, copy.description(site.brand));
  // On to Mollie's checkout right after "Betalen met iDEAL" (no script on this page; a link shows as well).
  const checkout = loaderData.payment?.kind === "mollie" ? loaderData.payment.checkoutUrl : null;
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
  const acceptFormRef = useFocusFirstInvalid(accept?.fieldErrors);
  const hasOptional = doc.lines.some((line) => line.optional);
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
        <FormError message={state === "open" || pay ? null : actionData?.formError} />
        <OrderProgress order={loaderData.order} />
        {loaderData.payment ? (
          <PaymentPanel payment={loaderData.payment} path={path} error={pay?.formError} />
        ) : null}

        {state === "open" ? (
          <>
            <Form ref={acceptFormRef} method="post" action={path} className="space-y-6">
              <QuoteDocumentView doc={doc} supplier={supplier} choosable />
              {hasOptional ? (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
                  <p className="text-sm text-slate-700">{copy.chooseHint}</p>
                  <Button type="submit" name="intent" value="choose" variant="outline" formNoValidate>
                    {copy.choose}
                  </Button>
                </div>
              ) : null}
              <Card className="space-y-4">
                <h2 className="text-xl font-bold text-ink">{copy.acceptTitle}</h2>
                <p className="text-slate-700">{copy.acceptIntro}</p>
                <FormError message={actionData?.formError} />
                <Notice message={accept?.notice} />
                <FormFields
                  constraints={constraints.accept}
                  errors={accept?.fieldErrors}
                  values={accept?.values}
                >
                  {loaderData.needsAddress ? <BillingAddressFields /> : null}
                  <Field name="name" label={copy.nameLabel} autoComplete="name" />
                  <TermsField />
                </FormFields>
                <Button type="submit" name="intent" value="accept" size="lg">
                  {copy.accept}
                </Button>
              </Card>
            </Form>

            <details
              open={Boolean(decline)}
              className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
            >
              <summary className="cursor-pointer font-semibold text-ink">{copy.declineTitle}</summary>
              <TextAnswerForm
                path={path}
                intent="decline"
                constraints={constraints.decline}
                intro={copy.declineIntro}
                result={decline}
                field={{ name: "reason", label: copy.reasonLabel, hint: copy.reasonHint }}
                submit={{ label: copy.decline, variant: "outline" }}
              />
            </details>
          </>
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

/** The billing address, asked with "Akkoord" when the quote has none: plain fields, checked on the server. */
function BillingAddressFields() {
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-ink">{copy.addressTitle}</legend>
      <p className="text-slate-700">{copy.addressIntro}</p>
      <Field name="street" label={copy.streetLabel} autoComplete="billing address-line1" />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field name="postalCode" label={copy.postalCodeLabel} autoComplete="billing postal-code" />
        <Field name="city" label={copy.cityLabel} autoComplete="billing address-level2" />
      </div>
      <Field
        name="country"
        label={copy.countryLabel}
        autoComplete="billing country-name"
        defaultValue={DEFAULT_COUNTRY}
      />
    </fieldset>
  );
}

/** A form of one optional text and a button: declining with a reason, asking for a new quote. */
function TextAnswerForm({
  path,
  intent: name,
  intro,
  constraints,
  result,
  field,
  submit,
}: {
  path: string;
  intent: "decline" | "renew";
  intro: string;
  constraints: Record<string, FieldConstraint>;
  result?: { fieldErrors?: Partial<Record<string, string>>; values?: Partial<Record<string, string>> };
  field: { name: string; label: string; hint?: string };
  submit: { label: string; variant?: "outline" };
}) {
  return (
    <Form method="post" action={path} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={name} />
      <p className="text-slate-700">{intro}</p>
      <FormFields constraints={constraints} errors={result?.fieldErrors} values={result?.values}>
        <TextAreaField name={field.name} label={field.label} hint={field.hint} rows={3} />
      </FormFields>
      <Button type="submit" variant={submit.variant}>
        {submit.label}
      </Button>
    </Form>
  );
}

/** "Ik ga akkoord met de algemene voorwaarden": a checkbox with its label beside it and its error below. */
function TermsField() {
  const field = useField({ label: copy.termsLabel, name: "terms" });
  const { defaultValue, ...control } = field.control;
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
        <input
          type="checkbox"
          value="on"
          defaultChecked={defaultValue === "on"}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...control}
        />
        <span>{copy.termsLabel}</span>
      </label>
      <p className="mt-1 text-sm">
        <a href="/algemene-voorwaarden" className="font-medium text-brand-700 underline">
          {copy.termsRead}
        </a>
      </p>
      {field.message ? (
        <p id={`${field.id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {field.message}
        </p>
      ) : null}
    </div>
  );
}
