import { describe, expect, it } from "vitest";
import { authLogEntry, maskAuthMessage } from "./auth-log.server";

describe("better-auth's log lines in our log", () => {
  it("notes a refused origin or callback address at info level, without the address", () => {
    expect(authLogEntry("Invalid origin: https://evil.example/x?email=jan%40voorbeeld.nl")).toEqual({
      level: "info",
      message: "request refused: Invalid origin",
    });
    expect(authLogEntry("Invalid callbackURL: https://evil.example/?e=jan@x.nl")).toEqual({
      level: "info",
      message: "request refused: Invalid callbackURL",
    });
  });

  it("keeps other messages as errors, with URLs cut to their origin and e-mail addresses masked", () => {
    expect(authLogEntry("Failed to send mail to jan@voorbeeld.nl")).toEqual({
      level: "error",
      message: "Failed to send mail to <email>",
    });
    expect(maskAuthMessage("fetch https://shop.example/auth?email=jan%40voorbeeld.nl failed")).toBe(
      "fetch https://shop.example failed",
    );
    expect(maskAuthMessage("user jan%40voorbeeld.nl not found")).toBe("user <email> not found");
    expect(maskAuthMessage("x".repeat(500))).toHaveLength(200);
  });
});
