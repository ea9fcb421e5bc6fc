import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigationType,
  useRouteLoaderData,
} from "react-router";
import { HYDRATED_EVENT, type ScriptsHandle } from "~/browser/boot";
import { RouteErrorContent } from "~/components/pages/route-error";
import { useNonce } from "~/hooks/use-nonce";
import { SiteContext } from "~/hooks/use-site";
import { leadFormLinks } from "~/lib/leads/registry";
import { isStaffRole } from "~/lib/roles";
import { hasAuthCookie } from "~/server/auth-cookies.server";
import { getUser } from "~/server/auth.server";
import { publicSite } from "~/server/calendar/calendar.server";
import { dutchMethodRefusal } from "~/server/http/method-not-allowed.server";
import { countedAsTraffic } from "~/server/http/traffic.server";
import type { Route } from "./+types/root";
import interDutch from "./fonts/inter-dutch-wght.woff2?url";
import appCss from "./app.css?url";

export const middleware: Route.MiddlewareFunction[] = [
  // Queued mail waits for a pause in the traffic (server/http/traffic.server.ts).
  (_, next) => countedAsTraffic(next),
  // A method a resource route does not take gets a Dutch refusal (server/http/method-not-allowed.server.ts).
  async ({ request }, next) => {
    const response = await next();
    return request.method === "GET" || request.method === "HEAD" ? response : dutchMethodRefusal(response);
  },
  // docs/behaviour.md#screens-and-routes: a signed-in employee or admin who opens the home page is sent to /employee.
  // `url`, not request.url: a client-side navigation asks for "/_.data", which `url` normalises to "/".
  async ({ request, url }, next) => {
    if (request.method === "GET" && url.pathname === "/" && hasAuthCookie(request, "session_token")) {
      const user = await getUser(request);
      if (user && isStaffRole(user.role)) throw redirect("/employee");
    }
    return next();
  },
];

export async function loader() {
  return { site: await publicSite(), leadForms: leadFormLinks() };
}

export const links: Route.LinksFunction = () => [
  // `precedence` lets React emit the stylesheet at the top of <head>, ahead of the hoisted modulepreloads;
  // without it the render-blocking CSS queued behind ~30 script requests.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  // The Dutch subset of Inter is needed for every page's first paint; fetch it alongside the CSS.
  { rel: "preload", href: interDutch, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const site = useRouteLoaderData<typeof loader>("root")?.site ?? null;
  // A page that works as plain links and form posts may do without any script (ScriptsHandle).
  const scripts = !useMatches().some((m) => (m.handle as ScriptsHandle | undefined)?.scripts === "none");
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e11d48" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteContext value={site}>{children}</SiteContext>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * Every route change starts at the top (docs/behaviour.md#screens-and-routes), unless it targets an anchor. "POP" is left to
 * <ScrollRestoration>: Back returns to where the visitor was, and hydration (also "POP") never yanks a
 * visitor who scrolled while the scripts loaded.
 */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP" && !hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, navigationType]);
  return null;
}

/** Tells the boot script (browser/boot.ts) that React is here, so it can replay a click made before. */
function AnnounceHydration() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

export default function App() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Outlet />
      {/* After the Outlet: React runs effects in tree order, so the page's own listeners (the delegated one
          of the server markup's buttons) are attached before the click made before hydration is replayed. */}
      <AnnounceHydration />
    </>
  );
}

/** Whatever no area's boundary caught (the site layout's own loader failing, say): the same body as theirs. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorContent error={error} />;
}
