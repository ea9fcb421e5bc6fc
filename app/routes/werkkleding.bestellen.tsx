// /werkkleding/bestellen: choose product, size, colour and quantity, the cart with its prices, and the order
// form. The cart lives in local storage (~/browser/workwear-cart); this route's chunk is the only place its code
// loads. The loader gives the published catalogue's orderable products (the cart prices with them, the server
// checks the order against the same version) and reads nothing from the visitor, so the page can be rendered
// once per content version and cached; ?product= and a no-JavaScript ?fout= are read in the browser.
import { useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { CartIndicator } from "~/components/workwear/cart-indicator";
import { CartTable } from "~/components/workwear/cart-table";
import { OrderForm } from "~/components/workwear/order-form";
import { ProductPicker } from "~/components/workwear/product-picker";
import { workwearOrderPage } from "~/content/workwear";
import { fillSiteTokens } from "~/content/site";
import { useWorkwearCart } from "~/hooks/use-workwear-cart";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { priceCart } from "~/lib/workwear/cart";
import { getSite } from "~/server/env.server";
import { getOrderableProducts } from "~/server/workwear/catalogue.server";
import type { ScriptsHandle } from "~/browser/boot";
import type { Route } from "./+types/werkkleding.bestellen";
import { PUBLIC_PAGE, type PageCacheHandle } from "~/lib/page-cache";

const crumbs = trail(
  { name: "Diensten & Prijzen", path: "/diensten" },
  { name: "Werkkleding", path: "/werkkleding" },
  { name: "Bestellen", path: "/werkkleding/bestellen" },
);

// The cart indicator shows what the visitor has chosen (kept in the browser) as soon as the page is there.
export const handle: ScriptsHandle & PageCacheHandle = { scripts: "on-load", ...PUBLIC_PAGE };

export async function loader() {
  const site = getSite();
  return {
    products: await getOrderableProducts(),
    intro: fillSiteTokens(workwearOrderPage.intro, site),
    // Built here rather than in `meta`, so the SEO helpers stay out of the page's JavaScript.
    meta: buildMeta(site, {
      title: workwearOrderPage.title,
      description: fillSiteTokens(workwearOrderPage.metaDescription, site),
      path: "/werkkleding/bestellen",
      structuredData: [breadcrumbJsonLd(site, crumbs)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const noSubscription = () => () => {};

export default function WorkwearOrderPage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const cart = useWorkwearCart(products);
  const revalidator = useRevalidator();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <main id="main">
      {/* The cart stays in view just below the sticky header (4rem and its border), so the count is seen going
          up while choosing further down. It sits in a bar of its own: a floating pill covered the fields it
          passed over (the article select on a phone, the order form's top corner on a desktop). */}
      <div className="sticky top-[calc(4rem+1px)] z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={`${containerClass} flex justify-end py-2`}>
          <CartIndicator products={products} />
        </div>
      </div>
      <PageHeader crumbs={crumbs} title={workwearOrderPage.heading} intro={loaderData.intro} />
      <div className={`${containerClass} grid gap-8 py-10 lg:grid-cols-2 lg:items-start`}>
        <div className="grid gap-8">
          {products.length ? (
            <ProductPicker ready={hydrated} products={products} />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
              {workwearOrderPage.nothingOrderable}
            </p>
          )}
          <CartTable priced={cart ? priceCart(cart) : null} products={products} />
        </div>
        <OrderForm cart={cart} products={products} onCatalogueChanged={() => void revalidator.revalidate()} />
      </div>
    </main>
  );
}
