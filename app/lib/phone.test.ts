import { describe, expect, it } from "vitest";
import { toInternationalDigits, visitorPhoneLinks } from "./phone";

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

describe("visitorPhoneLinks", () => {
  it.each([
    ["076-5221234", "+31765221234", "31765221234"],
    ["(06) 1234 5678", "+31612345678", "31612345678"],
    ["0031 6 1234 5678", "+31612345678", "31612345678"],
    ["+32 3 123 45 67", "+3231234567", "3231234567"],
    ["+1 212 555 0100", "+12125550100", "12125550100"],
  ])("%s calls %s and chats with wa.me/%s", (input, tel, whatsapp) => {
    expect(visitorPhoneLinks(input)).toEqual({ tel, whatsapp });
  });

  it.each([
    ["12345", "12345"],
    ["31612345678", "31612345678"],
    ["06 1234 567", "061234567"],
    ["076 000 00000", "07600000000"],
  ])("%s is no valid Dutch number and names no country: dialled as typed, no WhatsApp", (input, tel) => {
    expect(visitorPhoneLinks(input)).toEqual({ tel, whatsapp: null });
  });

  it("offers no links for a number without digits", () => {
    expect(visitorPhoneLinks("geen")).toBeNull();
    expect(visitorPhoneLinks("  ")).toBeNull();
  });
});
