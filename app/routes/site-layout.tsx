// Chrome shared by every public page: skip link, sticky header, footer and floating chat button (server
// markup), quote modal, and the consent banner when a marketing tag is configured.
import { lazy, Suspense, useEffect } from "react";
import { data, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { recordPageView } from "~/browser/visit-beacon";
import { ChatButton } from "~/components/chat-button";
import { NoticeBanner } from "~/components/notice-banner";
import { RouteErrorContent } from "~/components/pages/route-error";
import { QuoteModalProvider } from "~/components/quote-modal-context";
import { ServerMarkupActions } from "~/components/server-markup-actions";
import { ServerMarkupView } from "~/components/server-markup";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useSite } from "~/hooks/use-site";
import { activeBanner } from "~/lib/content/page-texts";
import { noJsFormError } from "~/lib/leads/registry";
import { describeRouteError } from "~/lib/route-error";
import { pageTitle } from "~/lib/seo";
import { publishedPageTexts } from "~/server/content/site-content.server";
import { getMarketingTags, getSite } from "~/server/env.server";
import { takeKeptInput } from "~/server/leads/kept-input.server";
import { renderServerMarkup } from "~/components/server-markup.server";
import type { Route } from "./+types/site-layout";

// Fetched only where a tag is configured: a site without tags ships no banner code at all.
const ConsentBanner = lazy(() => import("~/components/consent-banner"));
// The footer is server markup; only an error page whose layout data is missing renders the component itself.
const FallbackFooter = lazy(() =>
  import("~/components/site-footer").then((m) => ({ default: m.SiteFooter })),
);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = getSite();
  // Inside its dates only; a cached page is rendered again when a banner starts or ends (content/banner-clock).
  const banner = activeBanner(await publishedPageTexts());
  const marketingTags = getMarketingTags();
  const footer = (
    <>
      <SiteFooter site={site} year={new Date().getFullYear()} cookieSettings={marketingTags !== null} />
      <ChatButton site={site} />
    </>
  );
  const layout = {
    footer: renderServerMarkup({ request, context, url }, footer),
    marketingTags,
    banner: banner?.text ?? null,
    // A lead form sent without JavaScript came back with an error: the error (from the URL) and the fields,
    // read once (form/lead-fields).
    noJsError: noJsFormError(url.searchParams, site.phone),
  };
  const { kept, clearCookie } = takeKeptInput(request, url);
  if (!clearCookie) return data({ ...layout, keptInput: null });
  const headers = new Headers({ "Set-Cookie": clearCookie });
  // The page then holds what one visitor typed: no cache may keep it.
  if (kept) headers.set("Cache-Control", "private, no-store");
  return data({ ...layout, keptInput: kept }, { headers });
}

/** Only used while the error boundary shows (the pages' own meta wins otherwise): the error's heading as title. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const brand = (matches[0]?.loaderData as { site?: { brand: string } } | undefined)?.site?.brand;
  const { title } = describeRouteError(error);
  return [{ title: brand ? pageTitle(title, brand) : title }, { name: "robots", content: "noindex" }];
};

/** Passes the loader's Cache-Control on (React Router keeps only a loader's cookies by itself). */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Every route change records a page visit (docs/behaviour.md#screens-and-routes); staff pages have their own layout and are not counted.
  useEffect(() => recordPageView(pathname), [pathname]);
  return (
    <QuoteModalProvider>
      <a href="#main" className="skip-link">
        Naar de inhoud
      </a>
      {/* Early in the tab order, right after the skip link: the choice is reachable without crossing the page. */}
      {loaderData.marketingTags ? (
        <Suspense fallback={null}>
          <ConsentBanner tags={loaderData.marketingTags} />
        </Suspense>
      ) : null}
      {loaderData.banner ? <NoticeBanner text={loaderData.banner} /> : null}
      <SiteHeader />
      <Outlet />
      <ServerMarkupView markup={loaderData.footer} />
      <ServerMarkupActions />
    </QuoteModalProvider>
  );
}

/**
 * A public page that failed (a crash, a thrown 4xx, React Router's 405 for a form posted to a page without an
 * action) keeps the site's header and footer, so the visitor can go on. This boundary replaces the layout
 * component: it renders the chrome itself, with the layout's data when only the page failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/site-layout");
  const site = useSite();
  return (
    <QuoteModalProvider>
      <a href="#main" className="skip-link">
        Naar de inhoud
      </a>
      {layout?.banner ? <NoticeBanner text={layout.banner} /> : null}
      <SiteHeader />
      <RouteErrorContent error={error} />
      {layout ? (
        <ServerMarkupView markup={layout.footer} />
      ) : (
        // An action's error skips this route's own loader, so the footer comes from its component here.
        <Suspense fallback={null}>
          <FallbackFooter site={site} year={new Date().getFullYear()} cookieSettings={false} />
        </Suspense>
      )}
      <ServerMarkupActions />
    </QuoteModalProvider>
  );
}
