// /werkkleding: the work-wear range as product cards with base and bulk price, sizes, colours and what a logo
// adds, from the published catalogue (hidden products left out). The content is server markup (no JavaScript for
// it); only the cart indicator is a component, and like every public page its code waits for the visitor's first
// interaction (browser/boot.ts): until then the pill is a plain link to the cart and its count is empty. The
// loader reads nothing from the visitor, so the page can be rendered once per content version and cached.
import { loaderMeta } from "~/components/document-meta";
import { ServerMarkupView } from "~/components/server-markup";
import { documentMeta, renderServerMarkup } from "~/components/server-markup.server";
import { CartIndicator } from "~/components/workwear/cart-indicator";
import { productPhoto, workwearCrumbs, WorkwearContent } from "~/components/workwear/catalogue-page";
import { containerClass } from "~/components/page-header";
import { workwearPage } from "~/content/workwear";
import { PUBLIC_PAGE } from "~/lib/page-cache";
import { breadcrumbJsonLd, buildMeta, productListJsonLd } from "~/lib/seo";
import { BULK_THRESHOLD } from "~/lib/workwear/cart";
import { publishedPriceList } from "~/server/content/site-content.server";
import { getSite } from "~/server/env.server";
import { getOrderableProducts } from "~/server/workwear/catalogue.server";
import type { Route } from "./+types/werkkleding";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = getSite();
  const prices = await publishedPriceList();
  const products = await getOrderableProducts();
  return {
    products,
    meta: documentMeta(
      { request, context },
      buildMeta(site, {
        title: workwearPage.title,
        description: workwearPage.metaDescription,
        path: "/werkkleding",
        structuredData: [
          breadcrumbJsonLd(site, workwearCrumbs),
          productListJsonLd(site, {
            name: "Werkkleding",
            path: "/werkkleding",
            bulkFrom: BULK_THRESHOLD,
            products: products.map((p) => ({ ...p, image: productPhoto(p)?.src ?? null })),
          }),
        ],
      }),
    ),
    content: renderServerMarkup(
      { request, context, url },
      <WorkwearContent site={site} prices={prices} products={products} />,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderMeta(loaderData?.meta);

export const handle = PUBLIC_PAGE;

export default function WorkwearPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <div className={`${containerClass} flex justify-end pt-4`}>
        <CartIndicator products={loaderData.products} />
      </div>
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}

/** A product's picture as the page renders it (a processed photo or the shipped illustration), if it has one. */
