import { describe, expect, it } from "vitest";
import { emailSchema } from "./email";

describe("emailSchema", () => {
  it("accepts an address, trimmed and lower-cased", () => {
    expect(emailSchema.parse("  Jan@Example.NL ")).toBe("jan@example.nl");
  });

  it.each(["", "jan", "jan@example", "jan @example.nl", `${"a".repeat(250)}@x.nl`, undefined])(
    "refuses %j with the Dutch message",
    (value) => {
      expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe("Vul een geldig e-mailadres in.");
    },
  );
});
