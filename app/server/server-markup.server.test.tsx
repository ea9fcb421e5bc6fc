import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
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
    expect(renderServerMarkup({ request, context }, <p className="x">Hallo &amp; welkom</p>)).toEqual({
      html: '<p class="x">Hallo &amp; welkom</p>',
    });
    expect(registry.size).toBe(0);
  });

  it("keeps the HTML on the server for a document request and returns only its key", () => {
    const { context, registry } = contextWithRegistry();
    const request = new Request("http://localhost/borduren");
    expect(isDataRequest(request)).toBe(false);
    const first = renderServerMarkup({ request, context }, <p>Eén</p>);
    const second = renderServerMarkup({ request, context }, <p>Twee</p>);
    expect(first).toEqual({ key: "m0" });
    expect(second).toEqual({ key: "m1" });
    expect(registry.get("m0")).toBe("<p>Eén</p>");
    expect(registry.get("m1")).toBe("<p>Twee</p>");
  });
});
