// One module for the five service pages and the four aliases of /kledingbedrukking (canonical: /kledingbedrukking).
// The page has no state of its own: the loader renders it as server markup (components/server-markup.tsx), so
// its components and text do not ship as JavaScript. Its view: app/server/pages/service-page.server.ts.
import { data } from "react-router";
import { ServerMarkupView } from "~/components/server-markup";
import { documentMeta, renderServerMarkup } from "~/components/server-markup.server";
import { loaderMeta } from "~/components/document-meta";
import { ServicePageContent } from "~/components/pages/service-page-content";
import { PUBLIC_PAGE } from "~/lib/page-cache";
import { servicePageView } from "~/server/pages/service-page.server";
import type { Route } from "./+types/service-page";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const view = await servicePageView(url, request);
  // The root error boundary shows the 404.
  if (!view) throw data(null, { status: 404 });
  const { meta, headers, ...content } = view;
  return data(
    {
      // Built here rather than in `meta`, so the SEO helpers stay out of the page's JavaScript.
      meta: documentMeta({ request, context }, meta),
      content: renderServerMarkup({ request, context, url }, <ServicePageContent view={content} />),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderMeta(loaderData?.meta);

export const handle = PUBLIC_PAGE;

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}
