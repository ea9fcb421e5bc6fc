import { describe, expect, it } from "vitest";
import { confirmsErasure, normalizeEmail, planErasure, requestReference, type ErasureCandidate } from "./avg";

const lead = (over: Partial<ErasureCandidate>): ErasureCandidate => ({
  type: "quote",
  id: "l1",
  status: "nieuw",
  isSpam: false,
  agendaDate: null,
  ...over,
});

describe("planErasure", () => {
  const today = "2026-11-23";

  it("deletes every lead without an agenda slot, whatever its status", () => {
    const plan = planErasure(
      [
        lead({ status: "gewonnen" }),
        lead({ type: "workwear", status: "bevestigd" }),
        lead({ type: "partnership" }),
      ],
      today,
    );
    expect(plan.map((p) => p.step)).toEqual(["delete", "delete", "delete"]);
  });

  it("keeps a confirmed appointment from today on anonymized, deletes past, open, cancelled and spam ones", () => {
    const appointment = (status: string, agendaDate: string, isSpam = false) =>
      lead({ type: "appointment", status, agendaDate, isSpam });
    const plan = planErasure(
      [
        appointment("bevestigd", "2026-11-23"),
        appointment("bevestigd", "2027-01-04"),
        appointment("bevestigd", "2026-11-22"),
        appointment("nieuw", "2027-01-04"),
        appointment("geannuleerd", "2027-01-04"),
        appointment("bevestigd", "2027-01-04", true),
      ],
      today,
    );
    expect(plan.map((p) => p.step)).toEqual([
      "anonymize",
      "anonymize",
      "delete",
      "delete",
      "delete",
      "delete",
    ]);
  });
});

describe("addresses and confirmation", () => {
  it("compares addresses trimmed and case-insensitively", () => {
    expect(normalizeEmail("  Jan@Example.COM ")).toBe("jan@example.com");
    expect(confirmsErasure("jan@example.com", " JAN@example.com")).toBe(true);
    expect(confirmsErasure("jan@example.com", "jan@example.nl")).toBe(false);
    expect(confirmsErasure("", "")).toBe(false);
  });

  it("makes a reference without the address", () => {
    const ref = requestReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(ref).toMatch(/^AVG-[A-Z2-9]{8}$/);
    expect(ref).toBe("AVG-ABCDEFGH");
  });
});
