import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "./password";

const errorOf = (value: unknown) => newPasswordSchema.safeParse(value).error?.issues[0]?.message;

describe("newPasswordSchema", () => {
  it("accepts 8 to 128 characters, spaces included", () => {
    expect(newPasswordSchema.parse("12345678")).toBe("12345678");
    expect(newPasswordSchema.parse(" a b c d ")).toBe(" a b c d ");
    expect(newPasswordSchema.parse("x".repeat(128))).toHaveLength(128);
  });

  it("says in Dutch when a password is too short or too long", () => {
    expect(errorOf("1234567")).toBe("Het wachtwoord moet minstens 8 tekens hebben.");
    expect(errorOf(undefined)).toBe("Het wachtwoord moet minstens 8 tekens hebben.");
    expect(errorOf("x".repeat(129))).toBe("Het wachtwoord mag hoogstens 128 tekens hebben.");
  });
});
