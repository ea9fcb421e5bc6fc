import { describe, expect, it } from "vitest";
import { appointmentWorkflow, orderWorkflow, salesWorkflow } from "./leads/status";
import {
  DEFAULT_RETENTION,
  formatDays,
  fillTokens,
  formatMonths,
  leadEnding,
  retentionCutoffs,
  retentionRules,
  retentionTokens,
} from "./retention";
import { privacySections } from "~/content/legal";
import { backupRetentionText } from "./backups";

describe("retention", () => {
  it("computes each rule's cutoff from the clock", () => {
    const now = new Date("2026-11-23T03:00:00Z");
    const cutoffs = retentionCutoffs(now, DEFAULT_RETENTION);
    expect(cutoffs.spam.toISOString()).toBe("2026-10-24T03:00:00.000Z");
    expect(cutoffs.mailBody.toISOString()).toBe("2026-10-24T03:00:00.000Z");
    expect(cutoffs.lost.toISOString()).toBe("2024-11-23T03:00:00.000Z");
    expect(cutoffs.won.toISOString()).toBe("2019-11-23T03:00:00.000Z");
    expect(cutoffs.analytics.toISOString()).toBe("2025-10-23T03:00:00.000Z");
  });

  it("reads lost, cancelled and won from each workflow", () => {
    expect(leadEnding(salesWorkflow, "verloren")).toBe("lost");
    expect(leadEnding(salesWorkflow, "gewonnen")).toBe("won");
    expect(leadEnding(salesWorkflow, "offerte verstuurd")).toBeNull();
    expect(leadEnding(appointmentWorkflow, "geannuleerd")).toBe("lost");
    expect(leadEnding(appointmentWorkflow, "bevestigd")).toBeNull();
    expect(leadEnding(orderWorkflow, "geannuleerd")).toBe("lost");
    expect(leadEnding(orderWorkflow, "gewonnen")).toBe("won");
  });

  it("words the periods in Dutch from the settings in force", () => {
    expect(formatDays(1)).toBe("1 dag");
    expect(formatDays(30)).toBe("30 dagen");
    expect(formatMonths(24)).toBe("2 jaar");
    expect(formatMonths(13)).toBe("13 maanden");
    expect(formatMonths(1)).toBe("1 maand");
    const rules = retentionRules({ ...DEFAULT_RETENTION, lostMonths: 18 });
    expect(rules.map((r) => r.period)).toEqual([
      "30 dagen",
      "30 dagen",
      "18 maanden",
      "7 jaar",
      // Invoices and payments: the fiscal duty's seven years, not a setting.
      "7 jaar",
      // Review invitations: unused ones, and the address of used ones.
      "180 dagen",
      "7 jaar",
      "13 maanden",
    ]);
  });
});

describe("the privacy statement", () => {
  it("names the periods in force and leaves no token unfilled", () => {
    const tokens = {
      ...retentionTokens({ ...DEFAULT_RETENTION, lostMonths: 36, spamDays: 14 }),
      // Filled by the privacy route from BACKUP_KEEP_DAILY/WEEKLY.
      "{backupRetention}": backupRetentionText({ daily: 7, weekly: 4 }),
    };
    const text = privacySections.flatMap((s) => s.paragraphs.map((p) => fillTokens(p, tokens))).join("\n");
    expect(text).toContain("bewaren we 3 jaar na de laatste wijziging");
    expect(text).toContain("bewaren we 7 jaar vanwege de fiscale bewaarplicht");
    expect(text).toContain("verwijderen we na 14 dagen");
    expect(text).toContain("wissen we onderwerp en tekst na 30 dagen");
    expect(text).toContain("Websitestatistieken bewaren we 13 maanden");
    expect(text).toContain("Back-ups bewaren we ongeveer 4 weken");
    expect(text).not.toMatch(/\{\w+Retention\}/);
  });
});
