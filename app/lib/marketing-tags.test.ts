import { describe, expect, it } from "vitest";
import {
  dataLayerEntry,
  GTM_ID_PATTERN,
  gtmScriptUrl,
  hasMarketingTags,
  marketingTagCspSources,
  META_PIXEL_ID_PATTERN,
  pixelCall,
  tagManagerConsent,
} from "./marketing-tags";

describe("marketing tag ids", () => {
  it("accepts a pixel id of digits and a GTM container id", () => {
    expect(META_PIXEL_ID_PATTERN.test("1234567890123456")).toBe(true);
    expect(META_PIXEL_ID_PATTERN.test("12345abc")).toBe(false);
    expect(GTM_ID_PATTERN.test("GTM-AB12CD3")).toBe(true);
    expect(GTM_ID_PATTERN.test("G-AB12CD3")).toBe(false);
    expect(GTM_ID_PATTERN.test("GTM-AB12CD3&x=1")).toBe(false);
  });

  it("builds the GTM script URL", () => {
    expect(gtmScriptUrl("GTM-AB12CD3")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
  });

  it("knows when any tag is configured", () => {
    expect(hasMarketingTags({})).toBe(false);
    expect(hasMarketingTags({ metaPixelId: "123456789" })).toBe(true);
    expect(hasMarketingTags({ gtmId: "GTM-AB12CD3" })).toBe(true);
  });
});

describe("marketingTagCspSources", () => {
  it("allows no third-party host when no tag is configured", () => {
    expect(marketingTagCspSources({})).toEqual({ scriptSrc: [], imgSrc: [], connectSrc: [] });
  });

  it("allows only Meta's hosts for the pixel", () => {
    expect(marketingTagCspSources({ metaPixelId: "123456789" })).toEqual({
      scriptSrc: ["https://connect.facebook.net"],
      imgSrc: ["https://www.facebook.com"],
      connectSrc: ["https://www.facebook.com"],
    });
  });

  it("allows only Google Tag Manager's host for GTM", () => {
    expect(marketingTagCspSources({ gtmId: "GTM-AB12CD3" })).toEqual({
      scriptSrc: ["https://www.googletagmanager.com"],
      imgSrc: ["https://www.googletagmanager.com"],
      connectSrc: ["https://www.googletagmanager.com"],
    });
  });

  it("allows both when both are configured", () => {
    const sources = marketingTagCspSources({ metaPixelId: "123456789", gtmId: "GTM-AB12CD3" });
    expect(sources.scriptSrc).toEqual(["https://connect.facebook.net", "https://www.googletagmanager.com"]);
    expect(sources.imgSrc).toEqual(["https://www.facebook.com", "https://www.googletagmanager.com"]);
  });
});

describe("event mapping", () => {
  it("pushes each event to the dataLayer under its own name", () => {
    expect(dataLayerEntry({ name: "Lead", params: { service: "borduren", form: "quote-modal" } })).toEqual({
      event: "Lead",
      service: "borduren",
      form: "quote-modal",
    });
    expect(dataLayerEntry({ name: "Schedule" })).toEqual({ event: "Schedule" });
    expect(
      dataLayerEntry({ name: "Click", params: { category: "CTA", label: "Hero Quote Request" } }),
    ).toEqual({
      event: "Click",
      category: "CTA",
      label: "Hero Quote Request",
    });
  });

  it("sends Meta's standard events with track and the others with trackCustom", () => {
    expect(pixelCall({ name: "Lead", params: { form: "quick-quote" } })).toEqual([
      "track",
      "Lead",
      { form: "quick-quote" },
    ]);
    expect(pixelCall({ name: "Schedule" })).toEqual(["track", "Schedule", {}]);
    expect(pixelCall({ name: "CompleteRegistration", params: { type: "partnership" } })[0]).toBe("track");
    expect(pixelCall({ name: "AddToCart", params: { product: "polo", quantity: 10 } })[0]).toBe("track");
    expect(pixelCall({ name: "QuoteConversion", params: { service: "stickers" } })).toEqual([
      "trackCustom",
      "QuoteConversion",
      { service: "stickers" },
    ]);
    expect(pixelCall({ name: "Click", params: { category: "CTA", label: "Hero Quote Request" } })[0]).toBe(
      "trackCustom",
    );
  });
});

describe("tagManagerConsent", () => {
  it("grants or denies every storage and ad signal of Google's consent mode together", () => {
    expect(tagManagerConsent(true)).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(Object.values(tagManagerConsent(false))).toEqual(["denied", "denied", "denied", "denied"]);
  });
});
