import { describe, expect, it } from "vitest";
import { amsterdamIso, amsterdamMidnight } from "./time-zone";

describe("Amsterdam ISO times", () => {
  it("writes an instant with the offset of its season, to the second", () => {
    expect(amsterdamIso(new Date("2026-03-12T13:05:09.900Z"))).toBe("2026-03-12T14:05:09+01:00");
    expect(amsterdamIso(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02T00:30:00+02:00");
  });

  it("finds a day's midnight in winter, in summer and on both clock-change days", () => {
    expect(amsterdamIso(amsterdamMidnight("2026-01-20"))).toBe("2026-01-20T00:00:00+01:00");
    expect(amsterdamIso(amsterdamMidnight("2026-06-15"))).toBe("2026-06-15T00:00:00+02:00");
    expect(amsterdamIso(amsterdamMidnight("2026-03-29"))).toBe("2026-03-29T00:00:00+01:00");
    expect(amsterdamIso(amsterdamMidnight("2026-10-25"))).toBe("2026-10-25T00:00:00+02:00");
  });
});
