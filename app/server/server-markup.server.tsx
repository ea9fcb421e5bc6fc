// Renders stateless sections to HTML in loaders (see app/components/server-markup.tsx).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, type RouterContextProvider } from "react-router";
import type { ServerMarkup } from "~/components/server-markup";

/** Markup rendered while handling one document request; server/app.ts gives every request a new Map. */
export const serverMarkupContext = createContext<Map<string, string>>();

/** A client-side navigation asks for "/path.data"; React Router keeps that address in `request.url`. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

export function renderServerMarkup(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  element: ReactElement,
): ServerMarkup {
  const html = renderToStaticMarkup(element);
  if (isDataRequest(request)) return { html };
  const registry = context.get(serverMarkupContext);
  const key = `m${registry.size}`;
  registry.set(key, html);
  return { key };
}
