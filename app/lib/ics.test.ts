import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldLine, icsMethod, type IcsStatus } from "./ics";

describe("ics", () => {
  const ics = buildIcs({
    uid: "abc@printshop.example",
    start: new Date("2026-03-30T08:00:00Z"),
    end: new Date("2026-03-30T08:30:00Z"),
    stamp: new Date("2026-03-01T12:00:00Z"),
    summary: "Online gesprek met Printshop Breda",
    description: "Regel 1\nRegel 2; met komma, en \\",
    organizer: { name: "Printshop Breda", email: "info@printshop.example" },
    attendee: { name: 'Jan "JJ" de Vries', email: "jan@example.com" },
  });

  it("is a VCALENDAR with one VEVENT in UTC, CRLF line endings", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20260330T080000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20260330T083000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260301T120000Z\r\n");
    expect(ics).toContain("\r\nUID:abc@printshop.example\r\n");
    expect(ics.replace(/\r\n/g, "").includes("\n")).toBe(false);
  });

  it("escapes text and parameter values", () => {
    expect(escapeIcsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(ics).toContain("DESCRIPTION:Regel 1\\nRegel 2\\; met komma\\, en \\\\");
    expect(ics).toContain('ATTENDEE;CN="Jan JJ de Vries";');
  });

  it("folds lines longer than 75 octets without splitting characters", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(100)}`);
  });

  describe("updates of an invite (RFC 5546)", () => {
    const base = {
      uid: "lead-1@printshop.example",
      start: new Date("2026-03-30T08:00:00Z"),
      end: new Date("2026-03-30T08:30:00Z"),
      summary: "Online gesprek",
      organizer: { name: "Printshop Breda", email: "info@printshop.example" },
      attendee: { name: "Sanne", email: "sanne@example.com" },
    };
    const field = (ics: string, name: string) => new RegExp(`\r\n${name}:([^\r]*)\r\n`).exec(ics)?.[1];
    const revision = (sequence: number, status: IcsStatus) => buildIcs({ ...base, sequence, status });

    it("keeps the UID and raises SEQUENCE from the request to the confirmation and the cancellation", () => {
      const request = buildIcs(base);
      const confirmed = revision(1, "CONFIRMED");
      const cancelled = revision(2, "CANCELLED");
      expect([request, confirmed, cancelled].map((ics) => field(ics, "UID"))).toEqual([
        "lead-1@printshop.example",
        "lead-1@printshop.example",
        "lead-1@printshop.example",
      ]);
      expect([request, confirmed, cancelled].map((ics) => Number(field(ics, "SEQUENCE")))).toEqual([0, 1, 2]);
    });

    it("asks with METHOD:REQUEST while the event stands and cancels with METHOD:CANCEL", () => {
      const request = buildIcs(base);
      expect(field(request, "METHOD")).toBe("REQUEST");
      expect(field(request, "STATUS")).toBe("TENTATIVE");
      const confirmed = revision(1, "CONFIRMED");
      expect(field(confirmed, "METHOD")).toBe("REQUEST");
      expect(field(confirmed, "STATUS")).toBe("CONFIRMED");
      const cancelled = revision(2, "CANCELLED");
      expect(field(cancelled, "METHOD")).toBe("CANCEL");
      expect(field(cancelled, "STATUS")).toBe("CANCELLED");
      // A CANCEL still names organizer and attendee (RFC 5546 §3.2.5).
      expect(cancelled).toContain("ORGANIZER;");
      expect(cancelled).toContain("ATTENDEE;");
      expect([icsMethod("TENTATIVE"), icsMethod("CONFIRMED"), icsMethod("CANCELLED")]).toEqual([
        "REQUEST",
        "REQUEST",
        "CANCEL",
      ]);
    });
  });
});
