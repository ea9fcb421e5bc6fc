import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RelatedServices } from "~/components/related-services";
import { priceListSeed } from "~/content/prices";
import { defaultSite } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { isDataRequest, renderServerMarkup, serverMarkupContext } from "./server-markup.server";

function contextWithRegistry() {
  const context = new RouterContextProvider();
  const registry = new Map<string, string>();
  context.set(serverMarkupContext, registry);
  return { context, registry };
}

describe("renderServerMarkup", () => {
  it("returns the HTML itself for a client-side navigation", () => {
    const { context, registry } = contextWithRegistry();
    const request = new Request("http://localhost/borduren.data");
    expect(isDataRequest(request)).toBe(true);
    expect(
      renderServerMarkup(
        { request, context, url: new URL("http://localhost/borduren") },
        <p className="x">Hallo &amp; welkom</p>,
      ),
    ).toEqual({
      html: '<p class="x">Hallo &amp; welkom</p>',
    });
    expect(registry.size).toBe(0);
  });

  it("keeps the HTML on the server for a document request and returns only its key", () => {
    const { context, registry } = contextWithRegistry();
    const request = new Request("http://localhost/borduren");
    expect(isDataRequest(request)).toBe(false);
    const url = new URL(request.url);
    const first = renderServerMarkup({ request, context, url }, <p>Eén</p>);
    const second = renderServerMarkup({ request, context, url }, <p>Twee</p>);
    expect(first).toEqual({ key: "m0" });
    expect(second).toEqual({ key: "m1" });
    expect(registry.get("m0")).toBe("<p>Eén</p>");
    expect(registry.get("m1")).toBe("<p>Twee</p>");
  });

  it("renders shared components that use the router and the site config, at the page's own path", () => {
    const { context } = contextWithRegistry();
    function Brand() {
      return <p>{useSite().brand}</p>;
    }
    // React Router hands a loader the page's `url` also for a data request.
    const url = new URL("http://localhost/borduren");
    for (const address of ["http://localhost/borduren", "http://localhost/borduren.data"]) {
      const request = new Request(address);
      const markup = renderServerMarkup(
        { request, context, url },
        <RelatedServices prices={priceListSeed} />,
      );
      const html = "html" in markup ? markup.html : context.get(serverMarkupContext).get(markup.key)!;
      expect(html).toContain('href="/stickers"');
      // The page the visitor is on is left out of its related services.
      expect(html).not.toContain('href="/borduren"');
    }
    const brand = renderServerMarkup(
      { request: new Request("http://localhost/_.data"), context, url: new URL("http://localhost/") },
      <Brand />,
    );
    expect(brand).toEqual({ html: `<p>${defaultSite.brand}</p>` });
  });
});
