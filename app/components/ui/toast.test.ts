import { describe, expect, it } from "vitest";
import { dismissToast, toast } from "./toast";

describe("toast store", () => {
  it("returns ids and dismisses", () => {
    const id = toast.error("Fout", { description: "Vul alle verplichte velden in" });
    expect(typeof id).toBe("number");
    expect(() => dismissToast(id)).not.toThrow();
  });
});
