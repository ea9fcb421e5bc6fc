import { describe, expect, it } from "vitest";
import { bookkeepingPeriod, parsePeriod, quarterOf } from "./period";

const BAD = "Kies een geldige periode.";

describe("bookkeeping periods", () => {
  it("spans a month, a quarter and a year, December into January", () => {
    expect(bookkeepingPeriod(2026, "m03")).toMatchObject({
      kind: "month",
      from: "2026-03-01",
      until: "2026-04-01",
      to: "2026-03-31",
      months: [3],
      label: "maart 2026",
      slug: "2026-03",
    });
    expect(bookkeepingPeriod(2026, "k4")).toMatchObject({
      from: "2026-10-01",
      until: "2027-01-01",
      to: "2026-12-31",
      months: [10, 11, 12],
      label: "4e kwartaal 2026",
      slug: "2026-K4",
    });
    expect(bookkeepingPeriod(2028, "m02")?.to).toBe("2028-02-29");
    expect(bookkeepingPeriod(2026, "jaar")).toMatchObject({
      from: "2026-01-01",
      to: "2026-12-31",
      label: "2026",
    });
    expect(bookkeepingPeriod(2026, "jaar")?.months).toHaveLength(12);
  });

  it("refuses what the form does not offer", () => {
    for (const [year, code] of [
      [2026, "m13"],
      [2026, "k5"],
      [2026, "m3"],
      [1999, "k1"],
      [3000, "k1"],
      [2026.5, "k1"],
    ] as const)
      expect(bookkeepingPeriod(year, code)).toBeNull();
  });

  it("reads the GET form: nothing asked is this quarter, anything bad a Dutch error", () => {
    const read = (query: string) => parsePeriod(new URLSearchParams(query), "2026-05-14", BAD);
    expect(read("").period).toEqual(quarterOf("2026-05-14"));
    expect(read("").period?.code).toBe("k2");
    expect(read("jaar=2026&periode=m01").period?.label).toBe("januari 2026");
    for (const bad of [
      "jaar=abc&periode=k1",
      "jaar=2026&periode=x",
      "jaar=&periode=k1",
      "jaar=2026",
      "jaar=02026&periode=k1",
    ])
      expect(read(bad)).toEqual({ period: null, error: BAD });
  });
});
