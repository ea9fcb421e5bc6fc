import { describe, expect, it } from "vitest";
import { baseQuoteNumber } from "./statement.server";

describe("quote numbers a payer writes", () => {
  it("drops a version suffix, keeps a plain number", () => {
    expect(baseQuoteNumber("OFF-2026-0007-2")).toBe("OFF-2026-0007");
    expect(baseQuoteNumber("OFF-2026-0007")).toBe("OFF-2026-0007");
    expect(baseQuoteNumber("OFF-2026-10000-12")).toBe("OFF-2026-10000");
  });
});
