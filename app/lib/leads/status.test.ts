import { describe, expect, it } from "vitest";
import {
  canTransition,
  LEAD_TYPES,
  leadHasEnded,
  leadTypeLabel,
  nextStatuses,
  statusesFor,
} from "./registry";
import { LEAD_STATUSES, statusLabel } from "./status";

describe("lead status workflow", () => {
  it("moves a quote from nieuw through in behandeling and offerte verstuurd to gewonnen or verloren", () => {
    expect(canTransition("quote", "nieuw", "in behandeling")).toBe(true);
    expect(canTransition("quote", "in behandeling", "offerte verstuurd")).toBe(true);
    expect(canTransition("quote", "offerte verstuurd", "gewonnen")).toBe(true);
    expect(canTransition("quote", "offerte verstuurd", "verloren")).toBe(true);
    expect(canTransition("partnership", "nieuw", "in behandeling")).toBe(true);
  });

  it("refuses statuses that do not belong to the type or skip the workflow", () => {
    expect(canTransition("quote", "nieuw", "bevestigd")).toBe(false);
    expect(canTransition("quote", "nieuw", "gewonnen")).toBe(false);
    expect(canTransition("quote", "nieuw", "nieuw")).toBe(false);
    expect(canTransition("quote", "nieuw", "onzin")).toBe(false);
    expect(canTransition("quote", "nieuw", "__proto__")).toBe(false);
    expect(canTransition("appointment", "nieuw", "in behandeling")).toBe(false);
  });

  it("confirms or cancels appointments, and a cancelled appointment is final", () => {
    expect(nextStatuses("appointment", "nieuw")).toEqual(["bevestigd", "geannuleerd"]);
    expect(canTransition("appointment", "bevestigd", "geannuleerd")).toBe(true);
    expect(nextStatuses("appointment", "geannuleerd")).toEqual([]);
  });

  it("knows which leads ended: won, lost, cancelled or spam", () => {
    expect(leadHasEnded("appointment", { status: "geannuleerd" })).toBe(true);
    expect(leadHasEnded("quote", { status: "verloren" })).toBe(true);
    expect(leadHasEnded("quote", { status: "gewonnen" })).toBe(true);
    expect(leadHasEnded("quote", { status: "nieuw", isSpam: true })).toBe(true);
    expect(leadHasEnded("appointment", { status: "bevestigd" })).toBe(false);
    expect(leadHasEnded("quote", { status: "in behandeling" })).toBe(false);
  });

  it("reopens closed sales leads", () => {
    expect(canTransition("quote", "gewonnen", "in behandeling")).toBe(true);
    expect(canTransition("quote", "verloren", "in behandeling")).toBe(true);
  });

  it("has Dutch labels and filter lists per type", () => {
    expect(statusLabel("offerte verstuurd")).toBe("Offerte verstuurd");
    expect(statusesFor("appointment")).toContain("geannuleerd");
    expect(statusesFor("quote")).not.toContain("bevestigd");
    expect(leadTypeLabel("partnership")).toBe("Partneraanvraag");
    expect(leadTypeLabel("constructor")).toBe("constructor");
  });

  it("every workflow only uses known statuses and reaches each of its statuses", () => {
    for (const type of LEAD_TYPES) {
      const order = statusesFor(type);
      expect(order[0]).toBe("nieuw");
      for (const status of order) {
        expect(LEAD_STATUSES).toContain(status);
        for (const next of nextStatuses(type, status)) expect(order).toContain(next);
      }
    }
  });
});
