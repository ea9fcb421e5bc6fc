// /employee-dashboard/offertes/:id: a concept is edited here (customer, terms, lines, price-list suggestions,
// totals), previewed as the customer will see it (?weergave=voorbeeld) and sent; a sent quote shows its document,
// what can still be done (send again, withdraw, new version, PDF), the acceptance evidence or decline and its
// versions. What the page reads and what its forms do: server/staff/quotes/quote-page.server.ts.
import { Form, Link } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { noIndexMeta } from "~/components/staff/meta";
import { QuoteEditor } from "~/components/staff/quotes/quote-editor";
import {
  ActionsCard,
  DatesCard,
  DeclineCard,
  EvidenceCard,
  VersionsCard,
} from "~/components/staff/quotes/quote-panels";
import { QuoteStatusBadge } from "~/components/staff/quotes/quote-status-badge";
import { Button } from "~/components/ui/button";
import { staffOrdersCopy } from "~/content/orders";
import { quoteEditorCopy as copy, customerPageCopy } from "~/content/staff-quotes";
import { useSending } from "~/hooks/use-sending";
import { resultFor } from "~/lib/intent";
import type { RefusedQuoteForm } from "~/lib/quotes/editor";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { readForm } from "~/server/http/form.server";
import { QUOTE_EDITOR_FORM_BYTES } from "~/server/http/upload-routes.server";
import {
  quoteIdParam,
  quoteIntents,
  quotePage,
  splitRemoveIntent,
} from "~/server/staff/quotes/quote-page.server";
import type { Route } from "./+types/employee-dashboard.quote";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  return quotePage(quoteIdParam(params), url);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = quoteIdParam(params);
  const fields = splitRemoveIntent(await readForm(request, { maxBytes: QUOTE_EDITOR_FORM_BYTES }));
  return dispatchIntent(fields, quoteIntents(user.id, id), { unknown: copy.unknown });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const number = loaderData?.doc.number;
  return [{ title: number ? copy.title(number) : copy.conceptTitle }, noIndexMeta];
}

const linkClass = "text-sm font-semibold text-brand-700 underline";

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { doc, status } = loaderData;
  const refused = actionData && "editor" in actionData ? (actionData.editor as RefusedQuoteForm) : undefined;
  const withdraw = resultFor(actionData, "withdraw");
  return (
    <div className="space-y-6">
      <nav aria-label={copy.metaTitle} className="flex flex-wrap gap-x-6 gap-y-2">
        <Link className={linkClass} to="/employee-dashboard/offertes">
          {copy.backToList}
        </Link>
        {loaderData.leadHref ? (
          <Link className={linkClass} to={loaderData.leadHref}>
            {copy.toLead}
          </Link>
        ) : null}
        {loaderData.orderHref ? (
          <Link className={linkClass} to={loaderData.orderHref}>
            {staffOrdersCopy.quoteLink}
          </Link>
        ) : null}
        {loaderData.customerHref ? (
          <Link className={linkClass} to={loaderData.customerHref}>
            {customerPageCopy.linkFromRecord}
          </Link>
        ) : null}
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
          {doc.number ? copy.title(doc.number) : copy.conceptTitle}
        </h1>
        <QuoteStatusBadge status={status} />
      </div>
      <Notice message={loaderData.notice} />
      <FormError message={withdraw?.fieldErrors ? undefined : actionData?.formError} />

      {loaderData.preview ? (
        <Preview {...loaderData} busy={busy} />
      ) : loaderData.editor ? (
        <QuoteEditor
          // A save or a refused form shows new values: a new form, since its inputs are uncontrolled.
          key={refused?.revision ?? loaderData.revision}
          values={refused?.values ?? loaderData.editor}
          errors={refused?.errors}
          totals={doc.totals}
          deliveryTime={doc.deliveryTime}
          extra={loaderData.extra}
          suggestions={loaderData.suggestions}
          deliveryOptions={loaderData.deliveryOptions}
          busy={busy}
          aside={loaderData.versions.length > 1 ? <VersionsCard versions={loaderData.versions} /> : null}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <QuoteDocumentView doc={doc} supplier={loaderData.supplier} />
          </div>
          <div className="min-w-0 space-y-6">
            <ActionsCard
              actions={loaderData.actions}
              pdfHref={loaderData.pdfHref}
              withdrawError={withdraw?.fieldErrors?.confirm}
              busy={busy}
            />
            {loaderData.evidence ? <EvidenceCard evidence={loaderData.evidence} /> : null}
            {loaderData.declined ? <DeclineCard reason={loaderData.declineReason} /> : null}
            <DatesCard times={loaderData.times} />
            {loaderData.versions.length > 1 ? <VersionsCard versions={loaderData.versions} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}

/** The concept exactly as the customer will see it, with "Versturen" (what is stored, as shown). */
function Preview(props: Route.ComponentProps["loaderData"] & { busy: boolean }) {
  return (
    <section aria-labelledby="preview-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-xl font-semibold text-ink">
          {copy.previewTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Link className={linkClass} to={`/employee-dashboard/offertes/${props.id}`}>
            {copy.previewBack}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="send-stored" />
            <Button type="submit" variant="secondary" busy={props.busy}>
              {copy.send}
            </Button>
          </Form>
        </div>
      </div>
      <div className="mx-auto max-w-3xl">
        <QuoteDocumentView doc={props.doc} supplier={props.supplier} />
      </div>
    </section>
  );
}
