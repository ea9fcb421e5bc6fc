import { describe, expect, it } from "vitest";
import { parseTrackingUrl } from "./forms";
import { orderSteps, type OrderProgressInput } from "./progress";
import { orderMovesFor } from "./status";

const input = (over: Partial<OrderProgressInput> = {}): OrderProgressInput => ({
  status: "wacht op betaling",
  paymentTerms: false,
  paid: false,
  deliveryMethod: null,
  trackingUrl: null,
  ...over,
});

const read = (steps: ReturnType<typeof orderSteps>) => steps.map((s) => `${s.label}: ${s.state}`);

describe("the customer's order steps", () => {
  it("waits for the payment, then for production", () => {
    expect(read(orderSteps(input()))).toEqual([
      "Geaccepteerd: done",
      "Betaald: current",
      "In productie: todo",
      "Klaar om op te halen / Verzonden: todo",
      "Afgeleverd: todo",
    ]);
    expect(read(orderSteps(input({ paid: true })))[1]).toBe("Betaald: done");
    expect(read(orderSteps(input({ paid: true })))[2]).toBe("In productie: todo");
  });

  it("names the handover after what happened, or the delivery chosen, with the tracking link", () => {
    const link = "https://jouw.postnl.nl/track-and-trace/3S";
    const shipped = orderSteps(input({ status: "verzonden", trackingUrl: link, paid: true }));
    expect(read(shipped)).toEqual([
      "Geaccepteerd: done",
      "Betaald: done",
      "In productie: done",
      "Verzonden: current",
      "Afgeleverd: todo",
    ]);
    expect(shipped[3]!.trackingUrl).toBe(link);
    expect(read(orderSteps(input({ status: "in productie", deliveryMethod: "shipping" })))[3]).toBe(
      "Verzonden: todo",
    );
    expect(read(orderSteps(input({ status: "in productie", deliveryMethod: "pickup_delivery" })))[3]).toBe(
      "Klaar om op te halen: todo",
    );
    expect(read(orderSteps(input({ status: "afgeleverd", deliveryMethod: "shipping" })))).toEqual([
      "Geaccepteerd: done",
      "Betaald: done",
      "In productie: done",
      "Klaar om op te halen: done",
      "Afgeleverd: done",
    ]);
  });

  it("has no payment step on payment terms, and no steps once cancelled", () => {
    expect(read(orderSteps(input({ status: "in productie", paymentTerms: true })))).toEqual([
      "Geaccepteerd: done",
      "In productie: current",
      "Klaar om op te halen / Verzonden: todo",
      "Afgeleverd: todo",
    ]);
    expect(orderSteps(input({ status: "geannuleerd" }))).toEqual([]);
  });
});

describe("order rules", () => {
  it("lets employees make every move but cancelling", () => {
    expect(orderMovesFor("wacht op betaling", "employee")).toEqual(["in productie"]);
    expect(orderMovesFor("wacht op betaling", "admin")).toEqual(["in productie", "geannuleerd"]);
    expect(orderMovesFor("afgeleverd", "admin")).toEqual([]);
    expect(orderMovesFor("onbekend", "admin")).toEqual([]);
  });

  it("accepts only absolute http(s) track-and-trace links", () => {
    expect(parseTrackingUrl(" https://jouw.postnl.nl/track-and-trace/3S ")).toEqual({
      ok: true,
      url: "https://jouw.postnl.nl/track-and-trace/3S",
    });
    for (const bad of [
      "",
      "javascript:alert(1)",
      "/track",
      "postnl",
      "mailto:a@b.nl",
      "https://localhost/x",
      42,
    ])
      expect(parseTrackingUrl(bad).ok, String(bad)).toBe(false);
  });
});
