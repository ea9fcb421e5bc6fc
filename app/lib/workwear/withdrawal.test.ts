import { describe, expect, it } from "vitest";
import {
  assessWithdrawal,
  lineRight,
  orderReference,
  parseOrderReference,
  splitByRight,
  withdrawalDaysLeft,
  withdrawalDeadline,
  withdrawalLastDay,
} from "./withdrawal";
import { readReference, withdrawalSchema } from "./withdrawal-form";

/** An Amsterdam wall-clock moment. */
const at = (iso: string) => new Date(iso);

describe("which lines can be withdrawn", () => {
  it("a plain garment can, one with the customer's logo is made to specification", () => {
    expect(lineRight("geen")).toBe("withdrawable");
    expect(lineRight("borst-links")).toBe("exempt");
    expect(lineRight("rug")).toBe("exempt");
  });

  it("splits an order's lines by the order's logo choice", () => {
    const lines = ["polo", "cap"];
    expect(splitByRight({ logoPosition: "geen", lines })).toEqual({ withdrawable: lines, exempt: [] });
    expect(splitByRight({ logoPosition: "mouw", lines })).toEqual({ withdrawable: [], exempt: lines });
  });
});

describe("the 14-day period", () => {
  it("ends 14 days after the day of delivery, at midnight Amsterdam time", () => {
    // Delivered Wednesday 3 June 2026 late in the evening (22:30 in Breda is 20:30 UTC).
    const delivered = at("2026-06-03T20:30:00Z");
    expect(withdrawalLastDay(delivered)).toBe("2026-06-17");
    expect(withdrawalDeadline(delivered).toISOString()).toBe("2026-06-17T22:00:00.000Z");
  });

  it("counts the Amsterdam date, not the UTC one, of a delivery just after midnight", () => {
    // 00:30 on Thursday 4 June in Breda is still 3 June in UTC.
    expect(withdrawalLastDay(at("2026-06-03T22:30:00Z"))).toBe("2026-06-18");
  });

  it("runs on to the next working day when it would end on a weekend or a holiday", () => {
    // Delivered Saturday 5 December 2026: day 14 is Saturday 19 December, so Monday 21 December.
    expect(withdrawalLastDay(at("2026-12-05T10:00:00Z"))).toBe("2026-12-21");
    // Delivered Friday 11 December 2026: day 14 is Friday 25 December (Christmas), 26th too, then the weekend.
    expect(withdrawalLastDay(at("2026-12-11T10:00:00Z"))).toBe("2026-12-28");
  });

  it("says the days left: 14 on the day of delivery, 0 on the last day, negative after", () => {
    const delivered = at("2026-06-03T10:00:00Z");
    expect(withdrawalDaysLeft(delivered, at("2026-06-03T18:00:00Z"))).toBe(14);
    expect(withdrawalDaysLeft(delivered, at("2026-06-17T21:59:00Z"))).toBe(0);
    expect(withdrawalDaysLeft(delivered, at("2026-06-18T08:00:00Z"))).toBe(-1);
    expect(withdrawalDaysLeft(null, at("2026-06-18T08:00:00Z"))).toBeNull();
  });
});

describe("the shop's reading of a notice", () => {
  const plain = { logoPosition: "geen", company: null, lineCount: 2 };
  const delivered = at("2026-06-03T10:00:00Z");

  it("accepts a consumer's plain order within the period, and before delivery", () => {
    expect(
      assessWithdrawal({ order: plain, deliveredAt: delivered, now: at("2026-06-17T21:00:00Z") }),
    ).toEqual({
      outcome: "ontvangen",
      flags: [],
      lastDay: "2026-06-17",
    });
    expect(
      assessWithdrawal({ order: plain, deliveredAt: null, now: at("2026-06-01T10:00:00Z") }).outcome,
    ).toBe("ontvangen");
  });

  it("tells an order made entirely with a logo that it is exempt", () => {
    const printed = { ...plain, logoPosition: "borst-links" };
    expect(assessWithdrawal({ order: printed, deliveredAt: null, now: delivered })).toEqual({
      outcome: "maatwerk",
      flags: ["maatwerk"],
      lastDay: null,
    });
  });

  it("tells a notice after the period that it is late, from the first minute of day 15", () => {
    expect(
      assessWithdrawal({ order: plain, deliveredAt: delivered, now: at("2026-06-17T22:00:00Z") }),
    ).toMatchObject({
      outcome: "te-laat",
      flags: ["te-laat"],
    });
  });

  it("accepts and flags what it cannot be sure of: a company name, an order it cannot find", () => {
    expect(
      assessWithdrawal({
        order: { ...plain, company: "Hoveniers Jansen" },
        deliveredAt: null,
        now: delivered,
      }),
    ).toEqual({ outcome: "ontvangen", flags: ["zakelijk"], lastDay: null });
    expect(assessWithdrawal({ order: null, deliveredAt: null, now: delivered })).toEqual({
      outcome: "ontvangen",
      flags: ["onbekende-bestelling"],
      lastDay: null,
    });
  });
});

describe("references", () => {
  it("reads the order reference back however it is typed", () => {
    const id = "1a2b3c4d-0000-4000-8000-000000000000";
    expect(orderReference(id)).toBe("WK-1A2B3C4D");
    for (const typed of ["WK-1A2B3C4D", "wk 1a2b3c4d", " 1A2B3C4D "])
      expect(parseOrderReference(typed)).toBe("1a2b3c4d");
    expect(parseOrderReference("WK-1A2B")).toBeNull();
    expect(readReference("off-2026-0007")).toEqual({
      kind: "quote",
      number: "OFF-2026-0007",
      text: "OFF-2026-0007",
    });
    expect(readReference("bestelling van vorige week")).toBeNull();
  });

  it("refuses a form without the essentials with Dutch messages at the fields", () => {
    const result = withdrawalSchema.safeParse({
      name: "",
      email: "geen-adres",
      reference: "x",
      scope: "deels",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      name: "Vul je naam in.",
      email: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
      reference: "Vul een bestelnummer als WK-1A2B3C4D of een offertenummer als OFF-2026-0007 in.",
    });
    const noItems = withdrawalSchema.safeParse({
      name: "Eva",
      email: "eva@example.com",
      reference: "WK-1A2B3C4D",
      scope: "deels",
    });
    expect(noItems.error?.issues[0]).toMatchObject({
      path: ["items"],
      message: "Vul in welke artikelen je herroept.",
    });
  });
});
