import { describe, expect, it } from "vitest";
import {
  confirmsErasure,
  normalizeEmail,
  planErasure,
  planQuoteErasure,
  requestReference,
  type ErasureCandidate,
} from "./avg";
import { QUOTE_STATUSES } from "./quotes/status";

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

describe("planQuoteErasure", () => {
  const wonCutoff = new Date("2019-11-23T00:00:00Z");
  const recent = new Date("2026-11-01T10:00:00Z");

  it("deletes every quote that was not accepted, however recent", () => {
    const open = QUOTE_STATUSES.filter((s) => s !== "geaccepteerd");
    const plan = planQuoteErasure(
      open.map((status, i) => ({ id: `q${i}`, status, updatedAt: recent })),
      wonCutoff,
    );
    expect(plan.map((p) => p.step)).toEqual(open.map(() => "delete"));
  });

  it("keeps an accepted quote within the won period, anonymizes it once that period has passed", () => {
    const plan = planQuoteErasure(
      [
        { id: "a", status: "geaccepteerd", updatedAt: recent },
        { id: "b", status: "geaccepteerd", updatedAt: new Date("2019-11-22T23:59:59Z") },
        { id: "c", status: "geaccepteerd", updatedAt: wonCutoff },
      ],
      wonCutoff,
    );
    expect(plan.map((p) => [p.id, p.step])).toEqual([
      ["a", "keep"],
      ["b", "anonymize"],
      ["c", "keep"],
    ]);
  });
});
