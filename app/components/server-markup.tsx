// Server markup: sections with no state of their own (hero, service cards, FAQ, footer, ...) are rendered to
// HTML by a loader, so their components, icons and text never ship as JavaScript and hydration skips them.
// Their few interactive elements carry `data-action` attributes that <ServerMarkupActions> handles.
import { createContext, useContext } from "react";

/**
 * What a loader returns for a piece of server markup. For a client-side navigation (a `.data` request) it is
 * the HTML itself. For a document request the HTML is already in the page, so the loader data carries only
 * a key into the request's registry: the page would otherwise hold every section twice.
 */
export type ServerMarkup = { html: string } | { key: string };

/** The request's rendered markup by key; provided by entry.server, absent in the browser. */
export const ServerMarkupRegistryContext = createContext<ReadonlyMap<string, string> | null>(null);

export function ServerMarkupView({ markup }: { markup: ServerMarkup }) {
  const registry = useContext(ServerMarkupRegistryContext);
  const html = "html" in markup ? markup.html : (registry?.get(markup.key) ?? "");
  // While hydrating a document, `html` is "" in the browser: React does not compare innerHTML when it
  // hydrates, so the server's DOM stays, and later renders with the same "" never touch it.
  return <div data-server-markup="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
