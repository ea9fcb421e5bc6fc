import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import {
  mailtoHref,
  mapsDirectionsUrl,
  mapsPlaceUrl,
  mapsEmbedUrl,
  siteAddress,
  telHref,
  whatsappHref,
} from "./contact-links";

describe("contact links", () => {
  it("builds an international tel: link from the phone digits", () => {
    expect(telHref({ phoneDigits: "31760000000" })).toBe("tel:+31760000000");
    expect(telHref({ phoneDigits: "+31 76 123 45 67" })).toBe("tel:+31761234567");
  });

  it("builds a wa.me link with the Dutch greeting URL-encoded", () => {
    const href = whatsappHref(
      { whatsappDigits: "31600000000" },
      "Hallo Printshop Breda, ik wil graag een offerte voor 10 T-shirts & 5 hoodies. Kan dat vóór vrijdag?",
    );
    expect(href).toBe(
      "https://wa.me/31600000000?text=Hallo%20Printshop%20Breda%2C%20ik%20wil%20graag%20een%20offerte%20voor%2010%20T-shirts%20%26%205%20hoodies.%20Kan%20dat%20v%C3%B3%C3%B3r%20vrijdag%3F",
    );
    // The encoded text round-trips exactly.
    expect(new URL(href).searchParams.get("text")).toBe(
      "Hallo Printshop Breda, ik wil graag een offerte voor 10 T-shirts & 5 hoodies. Kan dat vóór vrijdag?",
    );
  });

  it("leaves the text parameter out when there is no greeting", () => {
    expect(whatsappHref({ whatsappDigits: "31 6 1234 5678" })).toBe("https://wa.me/31612345678");
  });

  it("builds Google Maps embed and route links for the workshop address", () => {
    const address = siteAddress(defaultSite);
    expect(address).toBe("Voorbeeldstraat 1, 4811 AA Breda");
    expect(mapsEmbedUrl(address)).toBe(
      "https://www.google.com/maps?q=Voorbeeldstraat%201%2C%204811%20AA%20Breda&output=embed",
    );
    const route = new URL(mapsDirectionsUrl(address));
    expect(route.origin + route.pathname).toBe("https://www.google.com/maps/dir/");
    expect(route.searchParams.get("api")).toBe("1");
    expect(route.searchParams.get("destination")).toBe(address);
    const place = new URL(mapsPlaceUrl(address));
    expect(place.origin + place.pathname).toBe("https://www.google.com/maps/search/");
    expect(place.searchParams.get("query")).toBe(address);
  });

  it("builds a mailto link with an encoded subject", () => {
    expect(mailtoHref("info@example.nl")).toBe("mailto:info@example.nl");
    expect(mailtoHref("info@example.nl", "Vraag over stickers")).toBe(
      "mailto:info@example.nl?subject=Vraag%20over%20stickers",
    );
  });
});
