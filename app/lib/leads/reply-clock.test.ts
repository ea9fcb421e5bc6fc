import { describe, expect, it } from "vitest";
import { type BusinessCalendar, DEFAULT_OPENING_HOURS, parseOpeningHours } from "../business-calendar";
import {
  formatBusinessMinutes,
  percentile,
  replyDeadlines,
  replyFigures,
  replyFiguresByGroup,
  replyState,
  replyView,
} from "./reply-clock";
import { isoWeek } from "../shop-time";

const cal: BusinessCalendar = { hours: parseOpeningHours(DEFAULT_OPENING_HOURS)!, closures: [] };
const at = (iso: string) => new Date(iso);

describe("the reply clock's rules", () => {
  it("alerts at three quarters of the promised business time", () => {
    // Friday 16:00 (UTC+1) + 2 business hours: due Monday 11:00, alert Monday 10:30.
    expect(replyDeadlines(cal, at("2026-11-27T15:00:00Z"), 120)).toEqual({
      replyDueAt: at("2026-11-30T10:00:00Z"),
      replyAlertAt: at("2026-11-30T09:30:00Z"),
    });
  });

  it("shows time left in business time, and 'te laat' in words once the deadline passed", () => {
    const lead = { replyDueAt: at("2026-11-30T10:00:00Z"), firstResponseAt: null };
    // Friday 16:30: half an hour left that day, one hour on Monday.
    expect(replyView(replyState(cal, at("2026-11-27T15:30:00Z"), lead))).toEqual({
      text: "nog 1 u 30 min",
      late: false,
    });
    expect(replyView(replyState(cal, at("2026-11-30T10:00:00Z"), lead))).toEqual({
      text: "te laat",
      late: true,
    });
    expect(replyView(replyState(cal, at("2026-11-30T10:45:00Z"), lead))).toEqual({
      text: "te laat (45 min over tijd)",
      late: true,
    });
    expect(
      replyView(
        replyState(cal, at("2026-12-01T10:45:00Z"), { ...lead, firstResponseAt: at("2026-11-30T09:00:00Z") }),
      ),
    ).toEqual({ text: "beantwoord", late: false });
    expect(
      replyView(replyState(cal, at("2026-12-01T10:45:00Z"), { replyDueAt: null, firstResponseAt: null })),
    ).toEqual({
      text: null,
      late: false,
    });
  });

  it("shows no clock for a lead that ended unanswered, and keeps an answer given before it ended", () => {
    const lead = { replyDueAt: at("2026-11-30T10:00:00Z"), firstResponseAt: null, ended: true };
    expect(replyView(replyState(cal, at("2026-11-27T15:30:00Z"), lead))).toEqual({ text: null, late: false });
    expect(replyView(replyState(cal, at("2026-12-01T10:45:00Z"), lead))).toEqual({ text: null, late: false });
    expect(
      replyView(
        replyState(cal, at("2026-12-01T10:45:00Z"), { ...lead, firstResponseAt: at("2026-11-30T09:00:00Z") }),
      ),
    ).toEqual({ text: "beantwoord", late: false });
  });

  it("formats business minutes and takes percentiles by nearest rank", () => {
    expect([45, 60, 80, 1440].map(formatBusinessMinutes)).toEqual(["45 min", "1 u", "1 u 20 min", "24 u"]);
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it("judges answered leads and those past their deadline, per ISO week and form", () => {
    expect(isoWeek("2026-11-30")).toBe("2026-W49");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    const now = at("2026-12-02T12:00:00Z");
    const lead = (day: string, form: string, created: string, due: string, first: string | null) => ({
      day,
      form,
      createdAt: at(created),
      replyDueAt: at(due),
      firstResponseAt: first ? at(first) : null,
    });
    const leads = [
      // Answered after 30 business minutes, in time.
      lead("2026-11-30", "Offerte", "2026-11-30T09:00:00Z", "2026-11-30T11:00:00Z", "2026-11-30T09:30:00Z"),
      // Answered late, after 3 business hours.
      lead("2026-11-30", "Offerte", "2026-11-30T09:00:00Z", "2026-11-30T11:00:00Z", "2026-11-30T12:00:00Z"),
      // Open and overdue: missed.
      lead("2026-11-24", "Afspraak", "2026-11-24T09:00:00Z", "2026-11-27T09:00:00Z", null),
      // Open, not yet due: not judged.
      lead("2026-12-02", "Afspraak", "2026-12-02T09:00:00Z", "2026-12-07T09:00:00Z", null),
    ];
    expect(replyFigures(cal, now, leads)).toEqual({
      judged: 3,
      withinPromise: 1,
      share: 1 / 3,
      medianMinutes: 30,
      p90Minutes: 180,
    });
    const grouped = replyFiguresByGroup(cal, now, leads);
    expect(grouped.weeks.map((w) => [w.name, w.judged, w.withinPromise])).toEqual([
      ["2026-W48", 1, 0],
      ["2026-W49", 2, 1],
    ]);
    expect(grouped.forms.map((f) => [f.name, f.share])).toEqual([
      ["Afspraak", 0],
      ["Offerte", 0.5],
    ]);
  });
});
