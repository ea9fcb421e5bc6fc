import { describe, expect, it } from "vitest";
import { leadFormLinks, leadRows, noJsFormError, summarize } from "./registry";
import type { QuoteRecord } from "./quote";

const quote: QuoteRecord = {
  form: "quick",
  name: "Jan",
  email: "jan@example.nl",
  phone: null,
  company: "Bakkerij",
  service: "voertuigbelettering",
  description: "Bus",
  deliveryMethod: "pickup_delivery",
  deliveryLocation: null,
};

describe("lead registry", () => {
  it("labels stored codes the way the forms show them, with one label per field", () => {
    expect(leadRows("quote", quote)).toEqual([
      ["Naam", "Jan"],
      ["E-mailadres", "jan@example.nl"],
      ["Telefoonnummer", "–"],
      ["Bedrijfsnaam", "Bakkerij"],
      ["Dienst", "Belettering"],
      ["Omschrijving", "Bus"],
      ["Levering", "Breda - Ophalen/Brengen door ons mogelijk"],
      ["Formulier", "Snelle offerte"],
    ]);
  });

  it("leaves an empty delivery address out (pickup) but keeps the column in the export", () => {
    const labels = (audience: "staff" | "visitor" | "export") =>
      leadRows("quote", quote, audience).map(([label]) => label);
    expect(labels("visitor")).not.toContain("Leverlocatie");
    expect(labels("staff")).not.toContain("Leverlocatie");
    expect(leadRows("quote", quote, "export")).toContainEqual(["Leverlocatie", "–"]);
    const shipped = { ...quote, deliveryMethod: "shipping", deliveryLocation: "Tilburg" };
    expect(leadRows("quote", shipped, "visitor")).toContainEqual(["Leverlocatie", "Tilburg"]);
  });

  it("leaves staff-only fields out of what the visitor reads", () => {
    expect(leadRows("quote", quote, "visitor").map(([label]) => label)).not.toContain("Formulier");
  });

  it("summarizes a lead for lists: contact, subject and type label", () => {
    expect(
      summarize("appointment", {
        name: "Piet",
        email: "piet@example.nl",
        company: null,
        phone: "06",
        preferredDate: "2026-03-02",
        preferredTime: "10:30",
        message: null,
      }),
    ).toEqual({
      type: "appointment",
      typeLabel: "Afspraak",
      name: "Piet",
      email: "piet@example.nl",
      phone: "06",
      company: null,
      subject: "maandag 2 maart 2026 om 10:30",
    });
    expect(
      summarize("partnership", {
        companyName: "Bakkerij",
        contactPerson: "Els",
        email: "els@example.nl",
        phone: null,
        employees: "5",
        printVolume: "veel",
      }),
    ).toMatchObject({ name: "Els", company: "Bakkerij", typeLabel: "Partneraanvraag" });
  });
});

describe("what pages get of the forms", () => {
  it("gives each form its path and conversion name", () => {
    const links = leadFormLinks();
    expect(links.quick).toEqual({ path: "/api/snelle-offerte", tracking: "quick-quote" });
    expect(links.quote).toEqual({ path: "/api/offerte", tracking: "quote-modal" });
    expect(links.workwear.path).toBe("/api/werkkleding-bestelling");
  });

  it("reads a no-JavaScript error from the URL only for a known form and code", () => {
    const at = (query: string) => noJsFormError(new URLSearchParams(query), "076 000 0000");
    expect(at("formulier=quick&fout=velden")).toMatchObject({
      form: "quick",
      error: { title: expect.any(String) },
    });
    expect(at("formulier=quick&fout=verzonnen")).toBeNull();
    expect(at("formulier=__proto__&fout=velden")).toBeNull();
    expect(at("fout=velden")).toBeNull();
  });
});
