import { describe, expect, it } from "vitest";
import { hotp, totp } from "./totp";

describe("test TOTP helper", () => {
  it("matches the RFC 4226 HOTP vectors", () => {
    const key = Buffer.from("12345678901234567890");
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(["755224", "287082", "359152", "520489"]);
  });

  it("matches the RFC 6238 SHA-1 vector (8 digits at 59 s)", () => {
    // base32 of "12345678901234567890"
    expect(totp("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 59_000, 30, 8)).toBe("94287082");
    expect(totp("otpauth://totp/x:y?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 59_000, 30, 8)).toBe(
      "94287082",
    );
  });
});
