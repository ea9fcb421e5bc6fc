// /employee-dashboard/orders/:quoteId: one order. Its state with the moves this role may make, the expected
// ready date, payment and track-and-trace link, the order's lines (the accepted quote as the customer has it),
// the payments and invoices (their own cards and forms, merged into this route's intents) and the history.
// Works without JavaScript: every button is a form post answered with a redirect or the refusal in Dutch.
import { Link } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { noIndexMeta } from "~/components/staff/meta";
import { InvoicesCard } from "~/components/staff/orders/invoices-card";
import { FactsCard, HistoryCard, StatusCard } from "~/components/staff/orders/order-panels";
import { PaymentsCard } from "~/components/staff/orders/payments-card";
import { OrderStatusBadge } from "~/components/staff/orders/order-status-badge";
import { staffOrdersCopy as copy } from "~/content/orders";
import { useSending } from "~/hooks/use-sending";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { shipOrderSchema } from "~/lib/orders/forms";
import { ORDERS_PATH } from "~/lib/orders/status";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { invoiceIntents, invoicesCard } from "~/server/staff/invoices.server";
import { orderIdParam, orderIntents, orderPage } from "~/server/staff/orders/order-page.server";
import { paymentIntents, paymentsCard } from "~/server/staff/orders/payments-card.server";
import { proofCard, proofIntents } from "~/server/staff/orders/proof-card.server";
import { ProofCard } from "~/components/staff/orders/proof-card";
import { ReorderMark } from "~/components/staff/orders/reorder-mark";
import type { Route } from "./+types/employee-dashboard.order";
import { StaffSection } from "~/components/staff/staff-section";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const quoteId = orderIdParam(params);
  // The payments first: a payment under way is fetched from Mollie, so the state below is the real one.
  const payments = await paymentsCard(quoteId, user.role, url);
  const order = await orderPage(quoteId, user.role, url);
  return { ...order, payments, invoices: await invoicesCard(quoteId), proof: await proofCard(quoteId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const quoteId = orderIdParam(params);
  return dispatchIntent(
    request,
    {
      ...orderIntents(user, quoteId),
      ...paymentIntents(user.id, quoteId, user.role),
      ...invoiceIntents(user, quoteId),
      ...proofIntents(user, quoteId),
    },
    { unknown: copy.unknown },
  );
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData ? copy.orderTitle(loaderData.number) : copy.metaTitle }, noIndexMeta];
}

const shipConstraints = constraintsFrom(shipOrderSchema);
const ORDER_INTENTS = new Set<string>(["move", "ship", "cancel", "waiveProof"]);
const linkClass = "text-sm font-semibold text-brand-700 underline";

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const order = loaderData;
  const ship = resultFor(actionData, "ship");
  const cancel = resultFor(actionData, "cancel");
  const fieldError = ship?.fieldErrors ?? cancel?.fieldErrors;
  // The payments' and invoices' answers show on their cards; the order's own (and an unknown form) at the top.
  const own = !actionData || actionData.intent === null || ORDER_INTENTS.has(actionData.intent);
  return (
    <div className="space-y-6">
      <nav aria-label={copy.metaTitle} className="flex flex-wrap gap-x-6 gap-y-2">
        <Link className={linkClass} to={ORDERS_PATH}>
          {copy.backToBoard}
        </Link>
        <Link className={linkClass} to={order.quoteHref}>
          {copy.toQuote}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
          {copy.orderTitle(order.number)}
        </h1>
        <OrderStatusBadge status={order.status} label={order.headline} />
      </div>
      {order.reorder ? <ReorderMark mark={order.reorder} /> : null}
      <Notice message={order.notice} />
      <FormError message={fieldError || !own ? undefined : actionData?.formError} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6 lg:order-2">
          <StatusCard
            status={order.status}
            headline={order.headline}
            moves={order.moves}
            trackingUrl={order.trackingUrl}
            shipConstraints={shipConstraints}
            shipError={ship?.fieldErrors?.trackingUrl}
            shipValue={ship?.values?.trackingUrl}
            cancelError={cancel?.fieldErrors?.confirm}
            busy={busy}
          />
          {order.proof ? (
            <ProofCard
              card={order.proof}
              waiveError={resultFor(actionData, "waiveProof")?.fieldErrors?.confirm}
            />
          ) : null}
          <FactsCard
            readyBy={order.readyBy}
            readyAfterProof={order.readyAfterProof}
            overdue={order.overdue}
            trackingUrl={order.trackingUrl}
            paid={order.paid}
            paidCents={order.paidCents}
          />
          <PaymentsCard
            card={order.payments}
            mark={resultFor(actionData, "markReceived")}
            refund={resultFor(actionData, "refund")}
            busy={busy}
          />
          <InvoicesCard
            invoices={order.invoices.invoices}
            canMakeFinal={order.invoices.canMakeFinal}
            canMakePrepayment={order.invoices.canMakePrepayment}
            waiting={order.invoices.waiting}
            result={resultFor(actionData, "finalInvoice") ?? resultFor(actionData, "prepaymentInvoice")}
            busy={busy}
          />
        </div>
        <div className="min-w-0 space-y-6 lg:order-1">
          <StaffSection id="order-lines" title={copy.linesTitle}>
            <QuoteDocumentView doc={order.doc} supplier={order.supplier} />
          </StaffSection>
          <HistoryCard events={order.events} />
        </div>
      </div>
    </div>
  );
}
