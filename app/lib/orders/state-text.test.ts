import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./status";
import { orderPayment, orderStateText, type OrderPayment } from "./state-text";

describe("an order's state in words", () => {
  it("says 'Wacht op betaling' only while the prepayment is not in", () => {
    for (const payment of ["unpaid", "partly"] as const)
      expect(orderStateText({ status: "wacht op betaling", payment })).toMatchObject({
        staffLabel: "Wacht op betaling",
        customerLabel: "Wacht op betaling",
      });
    expect(orderStateText({ status: "wacht op betaling", payment: "paid" })).toEqual({
      staffLabel: "Betaald, klaar voor productie",
      customerLabel: "Betaald, wordt ingepland",
      customerText:
        "Je hebt deze offerte geaccepteerd en we hebben je betaling ontvangen. We plannen je bestelling nu in.",
    });
    expect(orderStateText({ status: "wacht op betaling", payment: "terms" }).customerLabel).not.toMatch(
      /betaling|Betaald/,
    );
  });

  it("reads an order without a prepayment asked as on invoice, never as paid", () => {
    const asked = { paymentTerms: false, prepaymentCents: 10_000 };
    expect(orderPayment(asked, 0)).toBe("unpaid");
    expect(orderPayment(asked, 5_000)).toBe("partly");
    expect(orderPayment(asked, 10_000)).toBe("paid");
    expect(orderPayment({ paymentTerms: true, prepaymentCents: 0 }, 0)).toBe("terms");
    expect(orderPayment({ paymentTerms: false, prepaymentCents: 0 }, 0)).toBe("terms");
    expect(orderPayment({ paymentTerms: false, prepaymentCents: null }, 0)).toBe("terms");
  });

  it("tells the customer a ready order can be picked up (at the shop's address when known)", () => {
    expect(
      orderStateText({
        status: "klaar om op te halen",
        payment: "paid",
        pickupAddress: "Markt 1, 4811 AA Breda",
      }).customerText,
    ).toBe(
      "Je bestelling is klaar om op te halen bij ons op Markt 1, 4811 AA Breda. Je bent welkom tijdens onze openingstijden.",
    );
    expect(orderStateText({ status: "klaar om op te halen", payment: "terms" }).customerText).toBe(
      "Je bestelling is klaar om op te halen. Je bent welkom tijdens onze openingstijden.",
    );
  });

  it("promises to start working only before production, and never once paid, shipped, delivered or cancelled", () => {
    const payments: OrderPayment[] = ["paid", "partly", "unpaid", "terms"];
    for (const status of ORDER_STATUSES)
      for (const payment of payments) {
        const { customerText, staffLabel } = orderStateText({ status, payment });
        expect(customerText.length).toBeGreaterThan(0);
        if (status !== "wacht op betaling" || payment === "paid")
          expect(customerText).not.toContain("Zodra je betaling binnen is");
        if (status !== "wacht op betaling") expect(staffLabel).not.toBe("Wacht op betaling");
      }
    expect(orderStateText({ status: "afgeleverd", payment: "paid" }).customerText).toBe(
      "Je hebt deze offerte geaccepteerd en je bestelling is afgeleverd. Bedankt voor je opdracht!",
    );
  });
});
