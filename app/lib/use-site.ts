import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteConfig } from "~/content/site";

/** The business facts resolved on the server (with SITE_* overrides), available in every component. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  return data?.site ?? defaultSite;
}
