import { data } from "react-router";
import { NotFoundContent } from "~/components/pages/not-found-content";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";
import { PUBLIC_PAGE } from "~/lib/page-cache";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Pagina niet gevonden",
    description: "Deze pagina bestaat niet (meer). Bekijk onze diensten of vraag direct een offerte aan.",
    path: location.pathname,
    noindex: true,
  });

export const handle = PUBLIC_PAGE;

export default function NotFoundPage() {
  return <NotFoundContent />;
}
