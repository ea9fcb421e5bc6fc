import { describe, expect, it } from "vitest";
import { formatEuro } from "./money";

describe("formatEuro", () => {
  it("writes cents the Dutch way with a comma and thousands dots", () => {
    expect(formatEuro(1250)).toBe("€\u00a012,50");
    expect(formatEuro(0)).toBe("€\u00a00,00");
    expect(formatEuro(5)).toBe("€\u00a00,05");
    expect(formatEuro(123456)).toBe("€\u00a01.234,56");
    expect(formatEuro(100000000)).toBe("€\u00a01.000.000,00");
    expect(formatEuro(-500)).toBe("-€\u00a05,00");
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
  });
});
