// A route's page as the server renders it without JavaScript: its component with the loader's (and an action's)
// data, inside a static data router (its <Form>s need one) and the site context the root layout provides. The
// tests read the markup a visitor gets, not the loader's fields.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SiteContext } from "~/hooks/use-site";
import { publicSite } from "~/server/calendar/calendar.server";

export async function routeMarkup(
  page: ComponentType<never>,
  props: { loaderData: unknown; actionData?: unknown },
  url = "http://localhost/",
): Promise<string> {
  const site = await publicSite();
  const Page = page as ComponentType<Record<string, unknown>>;
  const routes = [
    {
      id: "page",
      path: "*",
      Component: () =>
        createElement(
          SiteContext,
          { value: site },
          createElement(Page, { params: {}, matches: [], ...props }),
        ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("routeMarkup: the static handler answered a Response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}
