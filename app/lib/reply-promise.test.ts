import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shopNow } from "./appointment-slots";
import {
  type BusinessCalendar,
  DEFAULT_OPENING_HOURS,
  openingOn,
  parseOpeningHours,
} from "./business-calendar";
import { successMessage, replySentence } from "./leads/registry";
import { replyPromise } from "./reply-promise";

const hours: BusinessCalendar = { hours: parseOpeningHours(DEFAULT_OPENING_HOURS)!, closures: [] }; // ma-vr 10-17

describe("replyPromise", () => {
  // Amsterdam wall-clock times (winter: UTC+1, summer: UTC+2).
  it.each([
    ["Wednesday 08:00, before opening", "2026-11-25T07:00:00Z", true, "2026-11-25", "vandaag nog"],
    ["Wednesday 10:00, opening", "2026-11-25T09:00:00Z", true, "2026-11-25", "vandaag nog"],
    ["Wednesday 16:59", "2026-11-25T15:59:00Z", true, "2026-11-25", "vandaag nog"],
    [
      "Wednesday 17:00, closing time",
      "2026-11-25T16:00:00Z",
      false,
      "2026-11-26",
      "de volgende werkdag (donderdag 26 november)",
    ],
    [
      "Wednesday 23:30",
      "2026-11-25T22:30:00Z",
      false,
      "2026-11-26",
      "de volgende werkdag (donderdag 26 november)",
    ],
    ["Friday 16:30", "2026-11-27T15:30:00Z", true, "2026-11-27", "vandaag nog"],
    [
      "Friday 19:00",
      "2026-11-27T18:00:00Z",
      false,
      "2026-11-30",
      "de volgende werkdag (maandag 30 november)",
    ],
    [
      "Saturday noon",
      "2026-11-28T11:00:00Z",
      false,
      "2026-11-30",
      "de volgende werkdag (maandag 30 november)",
    ],
    [
      "Sunday 23:30 UTC is already Monday 00:30 in Amsterdam",
      "2026-11-29T23:30:00Z",
      true,
      "2026-11-30",
      "vandaag nog",
    ],
    [
      "summer time: Friday 17:30 in Amsterdam is 15:30 UTC",
      "2026-07-03T15:30:00Z",
      false,
      "2026-07-06",
      "de volgende werkdag (maandag 6 juli)",
    ],
  ])("%s", (_label, instant, today, day, when) => {
    expect(replyPromise(new Date(instant), hours)).toEqual({ today, day, when });
  });

  it("skips public holidays and closure days", () => {
    // Thursday 24 December 2026 18:00: Christmas, the weekend, then two closure days.
    const closed: BusinessCalendar = {
      ...hours,
      closures: [
        { date: "2026-12-28", label: "Vakantie" },
        { date: "2026-12-29", label: "Vakantie" },
      ],
    };
    expect(replyPromise(new Date("2026-12-24T17:00:00Z"), closed)).toEqual({
      today: false,
      day: "2026-12-30",
      when: "de volgende werkdag (woensdag 30 december)",
    });
    // Closed today (a closure day), even in the morning.
    expect(replyPromise(new Date("2026-12-28T08:00:00Z"), closed).day).toBe("2026-12-30");
  });

  it("always names an opening day, today only while the shop has not closed yet, and skips no working day", () => {
    const isOpen = (iso: string) => openingOn(hours, iso) !== null;
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (now) => {
          const { date, time } = shopNow(now);
          const promise = replyPromise(now, hours);
          expect(isOpen(promise.day)).toBe(true);
          expect(promise.today).toBe(isOpen(date) && time < "17:00");
          if (promise.today) expect(promise.day).toBe(date);
          else {
            expect(promise.day > date).toBe(true);
            // No opening day lies between today and the promised day.
            for (let d = new Date(`${date}T00:00:00Z`); ;) {
              d.setUTCDate(d.getUTCDate() + 1);
              const iso = d.toISOString().slice(0, 10);
              if (iso === promise.day) break;
              expect(isOpen(iso)).toBe(false);
            }
          }
        },
      ),
    );
  });

  it("gives the sentences we write the same moment; the spec's own sentences stay as the spec gives them", () => {
    const fridayEvening = replyPromise(new Date("2026-11-27T18:00:00Z"), hours);
    expect(successMessage("quick", fridayEvening).description).toBe(
      "We bellen je de volgende werkdag (maandag 30 november).",
    );
    expect(replySentence("quick", fridayEvening)).toBe(
      "We bellen je de volgende werkdag (maandag 30 november).",
    );
    expect(replySentence("workwear", fridayEvening)).toBe(
      "We nemen de volgende werkdag (maandag 30 november) contact met je op om je bestelling te bevestigen.",
    );
    expect(successMessage("partnership", fridayEvening).description).toBe(
      "We nemen de volgende werkdag (maandag 30 november) contact met je op.",
    );
    const wednesdayMorning = replyPromise(new Date("2026-11-25T10:00:00Z"), hours);
    expect(successMessage("quick", wednesdayMorning).description).toBe("We bellen je vandaag nog!");
    // Spec §8, word for word, at any hour.
    expect(successMessage("quote", fridayEvening).description).toBe(
      "Uw offerte aanvraag is verzonden. We nemen binnen 24 uur contact met u op.",
    );
    expect(successMessage("appointment", fridayEvening).title).toBe(
      "Jouw afspraakverzoek is succesvol verzonden! We nemen binnen 24 uur contact met je op.",
    );
  });
});
