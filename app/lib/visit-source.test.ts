import { describe, expect, it } from "vitest";
import { classifyVisitSource, describeLeadOrigin, VISIT_SOURCES } from "./visit-source";

const ctx = { ownHosts: ["www.printshop-breda.nl", "localhost:3100"] };
const classify = (referrer: string | null, utmSource?: string) =>
  classifyVisitSource(referrer, { ...ctx, utmSource });

describe("visit source", () => {
  it.each([
    ["https://l.instagram.com/?u=https%3A%2F%2Fwww.printshop-breda.nl%2F&e=AT0", "instagram"],
    ["https://www.instagram.com/", "instagram"],
    ["https://lm.facebook.com/l.php?u=https%3A%2F%2Fwww.printshop-breda.nl", "facebook"],
    ["https://m.facebook.com/", "facebook"],
    ["https://www.linkedin.com/feed/", "linkedin"],
    ["https://lnkd.in/abc", "linkedin"],
    ["https://t.co/AbCdEf", "twitter"],
    ["https://x.com/someone/status/1", "twitter"],
    ["https://www.tiktok.com/", "tiktok"],
    ["https://m.youtube.com/watch?v=x", "youtube"],
    ["https://nl.pinterest.com/pin/1/", "pinterest"],
    ["https://www.google.nl/", "google"],
    ["https://www.google.com/", "google"],
    ["https://www.google.co.uk/", "google"],
    ["https://www.bing.com/search?q=drukkerij", "bing"],
    ["https://search.yahoo.com/", "yahoo"],
    ["https://duckduckgo.com/", "duckduckgo"],
    ["android-app://com.google.android.gm/", "google"],
    ["android-app://com.google.android.googlequicksearchbox/", "google"],
    ["android-app://com.instagram.android/", "instagram"],
    ["android-app://com.linkedin.android/", "linkedin"],
    ["android-app://org.telegram.messenger/", "referral"],
    ["https://www.printshop-breda.nl/stickers", "internal"],
    ["https://printshop-breda.nl/", "internal"],
    ["http://localhost:3100/over-ons", "internal"],
    ["http://localhost:4000/", "referral"],
    ["https://www.kvk.nl/", "referral"],
    ["https://notgoogle.com/", "referral"],
    ["https://google.evil.example/", "referral"],
    ["not a url", "referral"],
    ["", "direct"],
  ])("%s → %s", (referrer, expected) => {
    expect(classify(referrer)).toBe(expected);
  });

  it("is direct without a referrer", () => {
    expect(classify(null)).toBe("direct");
  });

  it("takes utm_source over the referrer, with common spellings", () => {
    expect(classify("https://www.google.nl/", "instagram")).toBe("instagram");
    expect(classify(null, "IG")).toBe("instagram");
    expect(classify(null, "fb")).toBe("facebook");
    expect(classify(null, "facebook.com")).toBe("facebook");
    expect(classify(null, "nieuwsbrief")).toBe("referral");
    // A campaign cannot claim to be our own site or a direct visit.
    expect(classify(null, "internal")).toBe("referral");
    expect(classify("https://www.printshop-breda.nl/", "  ")).toBe("internal");
  });

  it("always answers one of the spec's sources", () => {
    for (const referrer of ["javascript:alert(1)", "data:text/html,x", "ftp://x.nl", "https://[::1]/"])
      expect(VISIT_SOURCES).toContain(classify(referrer));
  });
});

describe("lead origin", () => {
  it("says where a lead came from in one Dutch line", () => {
    expect(describeLeadOrigin({ source: "instagram", landingPage: "/stickers", pageViews: 4 })).toBe(
      "Gevonden via Instagram, binnengekomen op /stickers, 4 pagina's bekeken",
    );
    expect(describeLeadOrigin({ source: "direct", landingPage: "/", pageViews: 1 })).toBe(
      "Gevonden via Direct, binnengekomen op /, 1 pagina bekeken",
    );
    expect(describeLeadOrigin({ source: null, landingPage: null, pageViews: 0 })).toMatch(/^Onbekend/);
  });
});
