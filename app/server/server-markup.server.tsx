// Renders stateless sections to HTML in loaders (see app/components/server-markup.tsx).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, MemoryRouter, type RouterContextProvider } from "react-router";
import type { ServerMarkup } from "~/components/server-markup";
import { resolveSite } from "~/content/site";
import { SiteContext } from "~/lib/use-site";

/** Markup rendered while handling one document request; server/app.ts gives every request a new Map. */
export const serverMarkupContext = createContext<Map<string, string>>();

/** A client-side navigation asks for "/path.data"; React Router keeps that address in `request.url`. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The page's own path, also for a data request ("/_root.data" is the home page's). */
export function pagePath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
}

export function renderServerMarkup(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  element: ReactElement,
): ServerMarkup {
  // Shared components may use <Link>, useLocation and useSite: give them a router at this page and the site.
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[pagePath(request)]}>
      <SiteContext value={resolveSite(process.env)}>{element}</SiteContext>
    </MemoryRouter>,
  );
  if (isDataRequest(request)) return { html };
  const registry = context.get(serverMarkupContext);
  const key = `m${registry.size}`;
  registry.set(key, html);
  return { key };
}
