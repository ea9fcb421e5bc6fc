import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins the class names that are set, in order", () => {
    const active = false;
    expect(cn("px-3 py-2", active && "text-brand-700", undefined, null, "", "p-4!")).toBe("px-3 py-2 p-4!");
  });
});
