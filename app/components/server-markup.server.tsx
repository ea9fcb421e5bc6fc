// Renders stateless sections to HTML in loaders (see app/components/server-markup.tsx).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, MemoryRouter, type MetaDescriptor, type RouterContextProvider } from "react-router";
import type { LoaderMeta } from "~/components/document-meta";
import type { ServerMarkup } from "~/components/server-markup";
import { SiteContext } from "~/hooks/use-site";
import { getSite } from "~/server/env.server";

/** Markup rendered while handling one document request; server/app.ts gives every request a new Map. */
export const serverMarkupContext = createContext<Map<string, string>>();

/** A client-side navigation asks for "/path.data"; React Router keeps that address in `request.url`. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** Server markup as HTML for a part of a page at `path` (the calculator's answer that /api/prijs sends). */
export function renderMarkupFragment(path: string, element: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteContext value={getSite()}>{element}</SiteContext>
    </MemoryRouter>,
  );
}

export function renderServerMarkup(
  {
    request,
    context,
    url,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
    /** The loader's `url`: the page's address, also for a data request ("/_.data" is the home page's). */
    url: URL;
  },
  element: ReactElement,
): ServerMarkup {
  // Shared components may use <Link>, useLocation and useSite: give them a router at this page and the site.
  const html = renderMarkupFragment(url.pathname, element);
  if (isDataRequest(request)) return { html };
  const registry = context.get(serverMarkupContext);
  const key = `m${registry.size}`;
  registry.set(key, html);
  return { key };
}

/**
 * Meta tags built in a loader (components/document-meta.ts): for a document request they are in the page's
 * <head> already, so the loader data carries a key instead of a second copy.
 */
export function documentMeta(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  descriptors: MetaDescriptor[],
): LoaderMeta {
  if (isDataRequest(request)) return descriptors;
  const registry = context.get(serverMarkupContext);
  const metaKey = `meta${registry.size}`;
  registry.set(metaKey, JSON.stringify(descriptors));
  return { metaKey };
}
