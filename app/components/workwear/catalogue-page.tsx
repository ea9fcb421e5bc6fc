// The /werkkleding page's content, rendered once on the server as markup (no JavaScript): the intro, the product
// cards with base and bulk price, sizes, colours and what a logo adds, and each product's safety details (GPSR).
import { ArrowRight, BadgeEuro, Palette, Ruler, Spool } from "~/components/ui/icons";
import { Link } from "react-router";
import { CheckList } from "~/components/pages/check-list";
import { WhatsAppButton } from "~/components/pages/contact-buttons";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { RelatedServices } from "~/components/related-services";
import { buttonVariants } from "~/components/ui/button";
import { ColorList } from "~/components/workwear/color-swatches";
import { productSafetyCopy, workwearPage } from "~/content/workwear";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { formatEuro } from "~/lib/money";
import { BULK_THRESHOLD } from "~/lib/workwear/cart";
import { lowestPrice, productSafety, type CatalogueProduct } from "~/lib/workwear/catalogue";
import { photoView } from "~/lib/portfolio";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { PriceList } from "~/lib/content/price-tokens";

export const workwearCrumbs = trail(
  { name: "Diensten & Prijzen", path: "/diensten" },
  { name: "Werkkleding", path: "/werkkleding" },
);

export function productPhoto(product: CatalogueProduct) {
  return product.image ? photoView({ ...product.image, altText: product.image.alt }) : null;
}

export function WorkwearContent({
  site,
  prices,
  products,
}: {
  site: SiteConfig;
  prices: PriceList;
  products: readonly CatalogueProduct[];
}) {
  const from = lowestPrice(products);
  return (
    <>
      <PageHeader
        crumbs={workwearCrumbs}
        title={workwearPage.heading}
        intro={fillSiteTokens(workwearPage.intro, site)}
        eyebrow={
          from === null ? undefined : (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 ring-1 ring-brand-100">
              <BadgeEuro className="size-4" />
              Vanaf {formatEuro(from)} per stuk
            </span>
          )
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/werkkleding/bestellen" className={buttonVariants({ size: "lg" })}>
            {workwearPage.orderCta}
            <ArrowRight />
          </Link>
          <WhatsAppButton message="Hallo, ik heb een vraag over werkkleding met ons logo." />
        </div>
      </PageHeader>

      <section aria-labelledby="range-heading" className="py-14 sm:py-16">
        <div className={containerClass}>
          <h2 id="range-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {workwearPage.rangeHeading}
          </h2>
          <p className="mt-3 max-w-3xl leading-7 text-slate-700">{workwearPage.rangeIntro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 3} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16">
        <div className={`${containerClass} grid gap-10 lg:grid-cols-2`}>
          <div>
            <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {workwearPage.howHeading}
            </h2>
            <ol className="mt-6 space-y-4">
              {workwearPage.howSteps.map((step, index) => (
                <li key={step} className="flex gap-4 leading-7 text-slate-700">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  {fillSiteTokens(step, site)}
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {workwearPage.decorationHeading}
            </h2>
            <CheckList items={[...workwearPage.decoration]} className="mt-6" />
            <Link to="/werkkleding/bestellen" className={`${buttonVariants({ size: "lg" })} mt-8`}>
              {workwearPage.orderCta}
              <ArrowRight />
            </Link>
          </div>
        </div>
      </section>
      <RelatedServices prices={prices} />
    </>
  );
}

/** The card grid's slot: one column on a phone, two from 640px, three from 1024px (containerClass, gap 1.5rem). */
const CARD_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 6rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)";

function ProductCard({ product, eager }: { product: CatalogueProduct; eager: boolean }) {
  const photo = productPhoto(product);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid={`product-${product.id}`}
    >
      {photo ? (
        <ResponsivePicture
          photo={photo}
          sizes={CARD_SIZES}
          priority={eager}
          className="aspect-[4/3] bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full bg-slate-100" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-ink">{product.name}</h3>
        <p className="mt-2 leading-7 text-slate-700">{product.description}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
          <dt className="text-sm text-slate-700">Per stuk</dt>
          <dd className="font-semibold text-ink">{formatEuro(product.basePrice)}</dd>
          <dt className="text-sm text-slate-700">Vanaf {BULK_THRESHOLD} stuks</dt>
          <dd className="font-semibold text-brand-700">{formatEuro(product.bulkPrice)} per stuk</dd>
        </dl>
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
          <Ruler className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <span className="sr-only">Maten: </span>
            {product.sizes.join(" · ")}
          </span>
        </p>
        <div className="mt-3 flex items-start gap-2">
          <Palette className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <div>
            <span className="sr-only">Kleuren:</span>
            <ColorList colors={product.colors} />
          </div>
        </div>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <Spool className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            Logo bedrukken + {formatEuro(product.printFrom)}, borduren + {formatEuro(product.embroideryFrom)}{" "}
            per positie
          </span>
        </p>
        <ProductSafetyBlock product={product} />
        <Link
          to={`/werkkleding/bestellen?product=${product.id}`}
          className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {product.name} bestellen
          <ArrowRight className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** Who made the garment and what identifies it (GPSR); hidden until the admin has filled in all four. */
function ProductSafetyBlock({ product }: { product: CatalogueProduct }) {
  const safety = productSafety(product);
  if (!safety) return null;
  const rows = [
    [productSafetyCopy.manufacturer, safety.manufacturer],
    [productSafetyCopy.address, safety.address],
    [productSafetyCopy.email, safety.email],
    [productSafetyCopy.identifier, safety.identifier],
  ] as const;
  return (
    <details className="mt-4 text-sm text-slate-700" data-testid={`safety-${product.id}`}>
      <summary className="cursor-pointer font-semibold text-ink">{productSafetyCopy.heading}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
