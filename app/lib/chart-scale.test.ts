import { describe, expect, it } from "vitest";
import { niceMax } from "./chart-scale";

describe("niceMax", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [50, 50],
    [51, 100],
    [1234, 2000],
  ])("%d → %d", (value, max) => expect(niceMax(value)).toBe(max));
});
