import { describe, expect, it } from "vitest";
import { createVisitDeduper } from "./visit-dedupe";

describe("visit de-duplication", () => {
  it("counts a path once per change of path", () => {
    const shouldRecord = createVisitDeduper();
    expect(shouldRecord("/", 0)).toBe(true);
    expect(shouldRecord("/", 5_000)).toBe(false);
    expect(shouldRecord("/stickers", 6_000)).toBe(true);
    expect(shouldRecord("/", 9_000)).toBe(true);
  });

  it("does not count a path again within a second", () => {
    const shouldRecord = createVisitDeduper();
    expect(shouldRecord("/a", 0)).toBe(true);
    expect(shouldRecord("/b", 100)).toBe(true);
    expect(shouldRecord("/a", 600)).toBe(false);
    expect(shouldRecord("/b", 1_200)).toBe(true);
    expect(shouldRecord("/a", 1_700)).toBe(true);
  });
});
