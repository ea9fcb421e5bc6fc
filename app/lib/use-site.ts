import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/site";

/**
 * The business facts resolved on the server (with SITE_* overrides), available in every component. The root
 * loader cannot fail, so there is no fallback: a copy of the defaults would ride along on every page.
 */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSite: the root loader's data is missing");
  return data.site;
}
