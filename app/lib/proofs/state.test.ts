import { describe, expect, it } from "vitest";
import {
  approvalCountsFrom,
  parsePin,
  proofAllowsProduction,
  proofStateLabel,
  proofStateOf,
  readyDateIfApproved,
  readyDateSentence,
} from "./state";

const at = new Date("2026-12-09T10:00:00+01:00");

describe("proof state", () => {
  it("reads the latest version's decisions, and a waiver before everything", () => {
    expect(proofStateOf({ latest: null, waivedAt: null })).toEqual({ kind: "none" });
    expect(proofStateOf({ latest: { version: 2, decisions: [] }, waivedAt: null })).toEqual({
      kind: "waiting",
      version: 2,
    });
    const changed = { version: 1, decisions: [{ kind: "change_requested", createdAt: at }] };
    expect(proofStateOf({ latest: changed, waivedAt: null }).kind).toBe("changes");
    const approved = { version: 1, decisions: [...changed.decisions, { kind: "approved", createdAt: at }] };
    expect(proofStateOf({ latest: approved, waivedAt: null })).toEqual({ kind: "approved", version: 1, at });
    expect(proofStateOf({ latest: null, waivedAt: at })).toEqual({ kind: "waived", at });
  });

  it("lets production start only when approved or waived, and says so in Dutch", () => {
    expect(proofAllowsProduction({ kind: "waiting", version: 1 })).toBe(false);
    expect(proofAllowsProduction({ kind: "changes", version: 1, at })).toBe(false);
    expect(proofAllowsProduction({ kind: "approved", version: 1, at })).toBe(true);
    expect(proofAllowsProduction({ kind: "waived", at })).toBe(true);
    expect(proofStateLabel({ kind: "waiting", version: 1 })).toBe("Drukproef: wacht op klant");
    expect(proofStateLabel({ kind: "approved", version: 1, at })).toMatch(/^Drukproef: goedgekeurd op /);
    expect(proofStateLabel({ kind: "waived", at })).toBe("Drukproef: niet nodig");
  });
});

describe("ready date from the approval", () => {
  it("counts from today before the cut-off on a working day, else from the next working day", () => {
    expect(approvalCountsFrom(new Date("2026-12-09T15:59:00+01:00"), 16)).toBe("2026-12-09");
    expect(approvalCountsFrom(new Date("2026-12-09T16:00:00+01:00"), 16)).toBe("2026-12-10");
    // Saturday: from Monday.
    expect(approvalCountsFrom(new Date("2026-12-12T10:00:00+01:00"), 16)).toBe("2026-12-14");
    expect(readyDateIfApproved(new Date("2026-12-09T15:00:00+01:00"), false, 16)).toBe("2026-12-22");
    expect(readyDateIfApproved(new Date("2026-12-09T15:00:00+01:00"), true, 16)).toBe("2026-12-14");
  });

  it("words the sentence above the approval", () => {
    expect(readyDateSentence(new Date("2026-12-09T15:00:00+01:00"), false, 16)).toBe(
      "Keur je vandaag vóór 16:00 goed, dan is het klaar op 22 december 2026.",
    );
    expect(readyDateSentence(new Date("2026-12-09T17:00:00+01:00"), false, 16)).toBe(
      "Keur je nu goed, dan is het klaar op 23 december 2026.",
    );
  });
});

describe("pin", () => {
  it("takes fractions, or pixels of the shown size, and refuses what is off the image", () => {
    expect(parsePin("0.25", "0.5")).toEqual({ x: 0.25, y: 0.5 });
    expect(parsePin("80", "100", { width: 320, height: 200 })).toEqual({ x: 0.25, y: 0.5 });
    expect(parsePin("", "")).toBeNull();
    expect(parsePin("1.5", "0.2")).toBeNull();
    expect(parsePin("abc", "0.2")).toBeNull();
    expect(parsePin(undefined, "0.2")).toBeNull();
  });
});
