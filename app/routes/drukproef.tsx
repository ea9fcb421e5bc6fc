// /drukproef/:token: the customer's proof, opened from the link in the mail, without an account and without
// JavaScript (docs/proofs.md). The latest version large (pinch-zoomable, a tap opens the large file), the quote's
// lines, the ready date if approved now, and the two answers; every answer is a 303 back with a notice. An older
// version says it has been replaced. Private: never cached, never indexed.
import type { ScriptsHandle } from "~/browser/boot";
import { Notice } from "~/components/form/field";
import { RouteErrorContent } from "~/components/pages/route-error";
import { ApproveForm, ChangeForm, PIN_SCRIPT } from "~/components/proofs/proof-forms";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { QuoteShell } from "~/components/quotes/quote-shell";
import { privatePageMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { proofPageCopy as copy } from "~/content/proof-page";
import { useNonce } from "~/hooks/use-nonce";
import { resultFor } from "~/lib/intent";
import { describeRouteError } from "~/lib/route-error";
import { requestInfoContext } from "~/request-context";
import { proofPageAction, proofPageData } from "~/server/customer/proof-page.server";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import type { Route } from "./+types/drukproef";

export const middleware = [quotePageMiddleware];
export const handle: ScriptsHandle = { scripts: "none" };

export async function loader({ params, context, url }: Route.LoaderArgs) {
  return proofPageData({ token: params.token, ip: context.get(requestInfoContext).ip, url });
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  return proofPageAction({ token: params.token, ip: context.get(requestInfoContext).ip, url }, request);
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const site = matches[0].loaderData.site;
  if (error || !loaderData) return privatePageMeta(describeRouteError(error).title, site);
  return privatePageMeta(copy.title(loaderData.number), site, copy.description);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuoteShell>
      <RouteErrorContent error={error} />
    </QuoteShell>
  );
}

export default function ProofPage({ loaderData: view, actionData }: Route.ComponentProps) {
  const nonce = useNonce();
  const approve = resultFor(actionData, "approve");
  const change = resultFor(actionData, "change");
  return (
    <QuoteShell>
      <main id="main" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {copy.title(view.number)}
          </h1>
          <p className="mt-1 text-slate-700">
            {copy.forCustomer(view.customerName)} · {copy.version(view.version)}
          </p>
        </div>
        <Notice message={view.notice} />
        {view.replaced ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-ink"
            data-testid="proof-replaced"
          >
            {copy.replaced(view.latestVersion)}{" "}
            <a className="font-semibold text-brand-700 underline" href={view.latestHref}>
              {copy.toLatest}
            </a>
          </p>
        ) : null}
        {view.approvedText ? (
          <p
            className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-medium text-ink"
            data-testid="proof-approved"
          >
            {view.approvedText}
          </p>
        ) : null}
        {view.closedText ? (
          <p className="rounded-lg border border-slate-300 bg-white p-4 text-ink">{view.closedText}</p>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-label={copy.version(view.version)} className="min-w-0 space-y-3">
            {view.pages.map((page, index) => (
              <a key={page.src} href={page.zoomSrc} className="block">
                <img
                  src={page.src}
                  srcSet={`${page.src} ${page.width}w, ${page.zoomSrc} ${page.zoomWidth}w`}
                  sizes="(min-width: 1024px) 600px, 100vw"
                  width={page.width}
                  height={page.height}
                  alt={copy.page(view.version, index + 1, view.pages.length)}
                  fetchPriority={index === 0 ? "high" : undefined}
                  loading={index === 0 ? "eager" : "lazy"}
                  className="h-auto w-full rounded-lg border border-slate-200 bg-white"
                />
              </a>
            ))}
            <p className="text-sm text-slate-700">{copy.zoom}</p>
            {view.note ? (
              <Card>
                <h2 className="font-bold text-ink">{copy.noteTitle}</h2>
                <p className="mt-1 whitespace-pre-line text-slate-700">{view.note}</p>
              </Card>
            ) : null}
          </section>
          <div className="min-w-0 space-y-6">
            {view.readySentence ? (
              <p
                className="rounded-lg border border-slate-300 bg-white p-4 font-semibold text-ink"
                data-testid="proof-ready-date"
              >
                {view.readySentence}
              </p>
            ) : null}
            {view.open ? (
              <>
                <ApproveForm
                  path={view.path}
                  versionId={view.versionId}
                  constraints={view.constraints.approve}
                  result={approve}
                />
                <ChangeForm
                  path={view.path}
                  versionId={view.versionId}
                  constraints={view.constraints.change}
                  result={change}
                  pinImage={view.pinImage}
                />
              </>
            ) : null}
            {view.changes.length ? (
              <Card>
                <h2 className="font-bold text-ink">{copy.changesTitle}</h2>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {view.changes.map((c) => (
                    <li key={c.id}>
                      {c.at}: {c.comment} {c.pinned ? copy.pinned : ""}
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
          </div>
        </div>
        <section aria-label={copy.linesTitle}>
          <QuoteDocumentView doc={view.doc} supplier={view.supplier} />
        </section>
      </main>
      {view.open ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PIN_SCRIPT }} /> : null}
    </QuoteShell>
  );
}
