import { describe, expect, it } from "vitest";
import { canonicalOrigin, defaultSite, fillSiteTokens, resolveSite } from "./site";

describe("site config", () => {
  it("uses placeholders when no overrides are set", () => {
    expect(resolveSite({})).toEqual(defaultSite);
  });

  it("applies SITE_* overrides and derives tel/WhatsApp digits", () => {
    const site = resolveSite({
      SITE_BRAND: "Drukkerij X",
      SITE_PHONE: "076 123 4567",
      SITE_WHATSAPP: "+31 6 1234 5678",
    });
    expect(site.brand).toBe("Drukkerij X");
    expect(site.phoneDigits).toBe("31761234567");
    expect(site.whatsappDigits).toBe("31612345678");
  });

  it("forces the www host and drops the trailing slash", () => {
    expect(canonicalOrigin("https://drukkerij.nl/")).toBe("https://www.drukkerij.nl");
    expect(canonicalOrigin("https://www.drukkerij.nl")).toBe("https://www.drukkerij.nl");
    expect(canonicalOrigin("http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("fills content tokens", () => {
    expect(fillSiteTokens("Bel {brand} op {phone} in {city}", defaultSite)).toBe(
      `Bel ${defaultSite.brand} op ${defaultSite.phone} in Breda`,
    );
  });

  it("fills the reply promises from the site's settings, not a fixed time", () => {
    const text = "Je krijgt {reactie-offerte} een reactie. We nemen {reactie-overig} contact met je op.";
    expect(fillSiteTokens(text, defaultSite)).toBe(
      "Je krijgt binnen 2 werkuren een reactie. We nemen binnen 24 werkuren contact met je op.",
    );
    const slower = {
      ...defaultSite,
      replyWithin: { quote: "binnen 4 werkuren", other: "binnen 16 werkuren" },
    };
    expect(fillSiteTokens(text, slower)).toBe(
      "Je krijgt binnen 4 werkuren een reactie. We nemen binnen 16 werkuren contact met je op.",
    );
  });
});
