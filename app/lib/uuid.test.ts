import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("takes a UUID in either case and nothing else", () => {
    expect(isUuid("3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b")).toBe(true);
    expect(isUuid("3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B")).toBe(true);
    for (const value of ["", "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0", "1 OR 1=1", null, 42, undefined])
      expect(isUuid(value)).toBe(false);
  });
});
