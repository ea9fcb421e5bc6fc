import { describe, expect, it } from "vitest";
import { toInternationalDigits } from "./phone";

describe("toInternationalDigits", () => {
  it.each([
    ["076 000 0000", "31760000000"],
    ["06-12345678", "31612345678"],
    ["(076) 123 45 67", "31761234567"],
    ["+31 6 1234 5678", "31612345678"],
    ["+32 3 123 45 67", "3231234567"],
    ["0031 76 1234567", "31761234567"],
    ["0032 3 123 45 67", "3231234567"],
    ["31600000000", "31600000000"],
    ["  06 12 34 56 78  ", "31612345678"],
  ])("%s → %s", (input, expected) => {
    expect(toInternationalDigits(input)).toBe(expected);
  });
});
