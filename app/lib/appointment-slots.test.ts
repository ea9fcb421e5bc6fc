import { describe, expect, it } from "vitest";
import {
  ALL_SLOTS,
  amsterdamToUtc,
  availableSlots,
  firstBookableDay,
  isBookableDate,
  parseIsoDate,
  shopNow,
} from "./appointment-slots";

describe("appointment slots", () => {
  it("runs every 30 minutes from 10:00 to 16:00 inclusive", () => {
    expect(ALL_SLOTS).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
    ]);
  });

  it("uses Amsterdam wall-clock time, whatever the server's zone", () => {
    // 23:30 UTC on a Sunday is already Monday 00:30 in Amsterdam (winter, UTC+1).
    expect(shopNow(new Date("2026-01-04T23:30:00Z"))).toEqual({ date: "2026-01-05", time: "00:30" });
    // Summer time: UTC+2.
    expect(shopNow(new Date("2026-07-01T08:15:00Z"))).toEqual({ date: "2026-07-01", time: "10:15" });
  });

  it("allows weekdays from today on and refuses past days, weekends and far-future days", () => {
    const now = new Date("2026-03-04T12:00:00Z"); // Wednesday
    expect(isBookableDate("2026-03-04", now)).toBe(true);
    expect(isBookableDate("2026-03-03", now)).toBe(false);
    expect(isBookableDate("2026-03-07", now)).toBe(false); // Saturday
    expect(isBookableDate("2026-03-08", now)).toBe(false); // Sunday
    expect(isBookableDate("2026-03-09", now)).toBe(true);
    expect(isBookableDate("2028-03-09", now)).toBe(false);
    expect(isBookableDate("2026-02-30", now)).toBe(false);
  });

  it("stops offering today once its last slot (16:00) has begun", () => {
    const wednesday = (utc: string) => new Date(`2026-03-04T${utc}Z`); // Amsterdam is UTC+1
    expect(firstBookableDay(wednesday("14:59:00"))).toBe("2026-03-04");
    expect(isBookableDate("2026-03-04", wednesday("14:59:00"))).toBe(true);
    expect(firstBookableDay(wednesday("15:00:00"))).toBe("2026-03-05");
    expect(isBookableDate("2026-03-04", wednesday("15:00:00"))).toBe(false);
    expect(isBookableDate("2026-03-05", wednesday("15:00:00"))).toBe(true);
    // Friday evening: the first day is Saturday, which the weekend rule refuses; Monday can be booked.
    const fridayEvening = new Date("2026-03-06T18:00:00Z");
    expect(firstBookableDay(fridayEvening)).toBe("2026-03-07");
    expect(isBookableDate("2026-03-06", fridayEvening)).toBe(false);
    expect(isBookableDate("2026-03-07", fridayEvening)).toBe(false);
    expect(isBookableDate("2026-03-09", fridayEvening)).toBe(true);
  });

  it("hides today's slots that have passed and the booked ones", () => {
    const now = new Date("2026-03-04T12:10:00Z"); // 13:10 in Amsterdam
    expect(availableSlots("2026-03-04", now)).toEqual(["13:30", "14:00", "14:30", "15:00", "15:30", "16:00"]);
    expect(availableSlots("2026-03-05", now, ["10:00", "16:00"])).toHaveLength(11);
    expect(availableSlots("2026-03-04", new Date("2026-03-04T15:00:00Z"))).toEqual([]);
  });

  it("gets the day right around the DST switches", () => {
    // Spring forward: Sunday 2026-03-29 02:00 → 03:00. Monday 30 March 10:00 is UTC+2.
    expect(amsterdamToUtc("2026-03-30", "10:00").toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(amsterdamToUtc("2026-03-27", "10:00").toISOString()).toBe("2026-03-27T09:00:00.000Z");
    // Fall back: Sunday 2026-10-25 03:00 → 02:00. Monday 26 October is UTC+1 again.
    expect(amsterdamToUtc("2026-10-23", "16:00").toISOString()).toBe("2026-10-23T14:00:00.000Z");
    expect(amsterdamToUtc("2026-10-26", "16:00").toISOString()).toBe("2026-10-26T15:00:00.000Z");
    // Late Sunday evening UTC on the switch night is already Monday in Amsterdam.
    expect(shopNow(new Date("2026-10-25T23:30:00Z")).date).toBe("2026-10-26");
  });

  it("parses only real yyyy-MM-dd dates", () => {
    expect(parseIsoDate("2026-02-28")).toBeInstanceOf(Date);
    expect(parseIsoDate("2026-2-28")).toBeUndefined();
    expect(parseIsoDate("2026-02-29")).toBeUndefined();
    expect(parseIsoDate("morgen")).toBeUndefined();
  });
});
