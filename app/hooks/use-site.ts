import { createContext, useContext } from "react";
import type { SiteConfig } from "~/content/site";

/**
 * The business facts resolved on the server (with SITE_* overrides). The root layout provides them from its
 * loader, and server markup (components/server-markup.server.tsx) provides them while it renders in a loader.
 */
export const SiteContext = createContext<SiteConfig | null>(null);

/**
 * The site config for any component. There is no fallback: the root loader cannot fail, and a copy of the
 * defaults would ride along on every page.
 */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite: no SiteContext (the root loader's data is missing)");
  return site;
}
