// The customer's quote page /offerte/{token} on the server: what the loader shows (the quote as of today, the
// order's state, the payment part, the invoices) and what the forms do (choose optional lines, accept, decline,
// pay, ask for a new quote). Every change answers with a 303 back to the page and a notice, so a reload sends
// nothing again; a version that can no longer be answered says why and changes nothing.
import { redirect } from "react-router";
import { QUOTE_ANSWER_MAX, quotePageCopy as copy } from "~/content/quote-page";
import { WITHDRAWAL_PATH } from "~/content/withdrawal";
import { dutchDay } from "~/lib/shop-time";
import { constraintsFrom } from "~/lib/form-constraints";
import { parseLead } from "~/lib/leads/forms";
import { thanksPath } from "~/lib/leads/thanks";
import { formatEuro } from "~/lib/money";
import { payInvoiceSchema, paySchema } from "~/lib/payments/forms";
import { quoteServiceFor } from "~/lib/quote-services";
import { OPTIONAL_LINE_FIELD } from "~/lib/quotes/choices";
import {
  acceptSchema,
  acceptWithAddressSchema,
  addressFields,
  billingAddressText,
  chooseSchema,
  declineSchema,
  renewSchema,
} from "~/lib/quotes/customer-forms";
import type { QuoteDocument } from "~/lib/quotes/document";
import { currentStatus, quoteStatusLabels, type QuoteStatus } from "~/lib/quotes/status";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { getSite } from "../env.server";
import { readForm, type FormFields } from "../http/form.server";
import { dispatchIntent, intent } from "../http/intent.server";
import { storeLeadForm } from "../leads/forms.server";
import { orderProgress } from "../orders/progress.server";
import { customerPayment, TO_CHECKOUT_QUERY } from "../payments/customer.server";
import {
  chooseOptionalLines,
  needsBillingAddress,
  quoteByToken,
  recordQuoteView,
  type CustomerAnswer,
} from "../quotes/customer-actions.server";
import {
  displayNumber,
  quoteDocument,
  shopToday,
  supplierOf,
  type StoredQuote,
} from "../quotes/store.server";
import { hitRateLimit } from "../rate-limit.server";
import { acceptQuote } from "../workflows/quote-accepted.server";
import { declineQuote } from "../workflows/quote-closed.server";
import { startPayment, syncOpenPayments } from "../workflows/payment-received.server";
import { startInvoicePayment } from "../workflows/invoice-paid-online.server";
import { customerInvoiceLinks } from "./invoice.server";
import { customerInvoicePayments } from "./invoice-payments.server";
import { isCustomerView, quotePagePath, requireQuote } from "./quote-link.server";

/** ?melding=… after a change, shown only in the state it reports (a hand-made address shows nothing). */
const notices = new Map<string, { message: string; state: string }>([
  ["bijgewerkt", { message: copy.notices.bijgewerkt, state: "open" }],
  ["geaccepteerd", { message: copy.notices.geaccepteerd, state: "geaccepteerd" }],
  ["afgewezen", { message: copy.notices.afgewezen, state: "afgewezen" }],
]);
type NoticeCode = "bijgewerkt" | "geaccepteerd" | "afgewezen";

interface PageRequest {
  request: Request;
  token: string | undefined;
  ip: string;
  url: URL;
}

/** The loader's data. */
export async function quotePageData({ request, token, ip, url }: PageRequest) {
  const quote = await requireQuote(token, ip);
  if (isCustomerView(request)) await recordQuoteView(quote);
  // First: a payment under way is fetched from Mollie, so the page shows the real state (after the return too).
  await syncOpenPayments(quote.id);
  const payment = await customerPayment(quote, url);
  const view = quoteView(quote);
  const notice = notices.get(url.searchParams.get("melding") ?? "");
  const order = await orderProgress(quote.id);
  const path = quotePagePath(token!);
  return {
    ...view,
    // An accepted quote's sentence is the order's (its state and payment together), not a promise made at acceptance.
    stateMessage: order?.message ?? view.stateMessage,
    supplier: supplierOf(getSite()),
    path,
    notice: notice?.state === view.state ? notice.message : null,
    invoices: await customerInvoiceLinks(quote.id, path),
    order,
    // A work-wear order's withdrawal function, its number filled in (docs/workwear.md, "Right of withdrawal").
    withdrawalHref:
      quote.leadType === "workwear" && quote.orderStatus && quote.number
        ? `${WITHDRAWAL_PATH}?bestelling=${encodeURIComponent(quote.number)}`
        : null,
    payment,
    invoicePayments: await customerInvoicePayments(quote.id, url),
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

/** The action: the form's intent, answered with a 303 back to the page or the refusal to show. */
export async function quotePageAction({ request, token: given, ip, url }: PageRequest) {
  const quote = await requireQuote(given, ip);
  const token = given!;
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
      // "Betaal € … van factuur …": a payment for what is open on it now, then this page sends the browser on.
      payInvoice: intent(payInvoiceSchema, async ({ invoice }) => {
        const started = await startInvoicePayment({
          token,
          quoteId: quote.id,
          invoiceNumber: invoice,
          origin: url.origin,
        });
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

/**
 * The posted form (readForm: a bad body is a Dutch 4xx), with `optional` holding every ticked optional line's
 * id, comma-separated: readForm keeps only the first value of a repeated field.
 */
async function readQuoteForm(request: Request): Promise<FormFields> {
  const copyOfBody = request.clone();
  const fields = await readForm(request);
  const type = request.headers.get("content-type") ?? "";
  const all = /^application\/x-www-form-urlencoded/i.test(type)
    ? new URLSearchParams(await copyOfBody.text())
    : await copyOfBody.formData();
  fields[OPTIONAL_LINE_FIELD] = all
    .getAll(OPTIONAL_LINE_FIELD)
    .filter((value): value is string => typeof value === "string")
    .join(",");
  return fields;
}

/** Whether the posted ticks differ from the choice the customer last saw the totals of. */
function choiceChanged(quote: StoredQuote, ticked: readonly string[]): boolean {
  const chosen = new Set(ticked);
  return quote.lines.some((line) => line.optional && line.included !== chosen.has(line.id));
}

export type QuotePageState = Exclude<QuoteStatus, "concept" | "verstuurd" | "bekeken"> | "open";

export interface QuoteView {
  state: QuotePageState;
  doc: QuoteDocument;
  /** What the page says about a quote that can no longer be accepted; null while it can. */
  stateMessage: string | null;
  /** A new request can be made from it (expired, replaced, withdrawn or declined). */
  renewable: boolean;
}

/** The quote as the page shows it, with the status as of today (a quote past its last day is expired). */
export function quoteView(quote: StoredQuote, now = new Date()): QuoteView {
  const status = currentStatus(quote, shopToday(now));
  const doc = { ...quoteDocument(quote), status };
  const state: QuotePageState =
    status === "concept" || status === "verstuurd" || status === "bekeken" ? "open" : status;
  return {
    state,
    doc,
    stateMessage: closedMessage(status, doc.validUntil, quote.orderStatus),
    renewable: ["verlopen", "vervangen", "ingetrokken", "afgewezen"].includes(state),
  };
}

/**
 * What the page says about a quote in `status`; null while it can still be answered. An accepted quote whose order
 * was delivered or cancelled says so instead of promising to start on it.
 */
export function closedMessage(
  status: QuoteStatus,
  validUntil: string,
  orderStatus: string | null = null,
): string | null {
  switch (status) {
    case "concept":
    case "verstuurd":
    case "bekeken":
      return null;
    case "verlopen":
      return copy.states.verlopen(dutchDay(validUntil));
    case "geaccepteerd":
      if (orderStatus === "afgeleverd" || orderStatus === "geannuleerd") return copy.states[orderStatus];
      return copy.states.geaccepteerd;
    default:
      return copy.states[status];
  }
}

/** One new request per quote in this time: a double click (or a resent form) makes one lead. */
const RENEW_WINDOW_MS = 10 * 60_000;

export type RenewResult = { ok: true; next: string } | { ok: false; reason: "open" | "invalid" };

/**
 * "Vraag een nieuwe offerte aan": a new quote request (the quote form's lead, with its mails) in the customer's
 * name from the quote, its description naming the quote it follows up and the customer's message. The link
 * proved who asks, so the bot traps of the public forms do not apply; the source of the first lead carries on.
 */
export async function renewQuoteRequest(
  quote: StoredQuote,
  message: string | null,
  db: Database = getDb(),
): Promise<RenewResult> {
  const view = quoteView(quote);
  if (!view.renewable) return { ok: false, reason: "open" };
  const number = displayNumber(quote) ?? "";
  const reference = copy.renewDescription(number, quoteStatusLabels[view.doc.status].toLowerCase());
  const parsed = parseLead("quote", {
    name: quote.customerName,
    email: quote.customerEmail,
    phone: quote.customerPhone ?? "",
    company: quote.customerCompany ?? "",
    service: quoteServiceFor(quote.subject),
    description: [reference, message?.slice(0, QUOTE_ANSWER_MAX.message)].filter(Boolean).join("\n\n"),
    delivery_method: quote.deliveryMethod ?? undefined,
    delivery_location: quote.deliveryLocation ?? undefined,
  });
  if (!parsed.ok) return { ok: false, reason: "invalid" };
  const next = thanksPath("quote", "");
  const once = await hitRateLimit(db, `quote-renew:${quote.id}`, 1, RENEW_WINDOW_MS);
  if (!once.allowed) return { ok: true, next };
  await storeLeadForm(db, "quote", parsed.data, { spam: null, source: quote.source });
  return { ok: true, next };
}
