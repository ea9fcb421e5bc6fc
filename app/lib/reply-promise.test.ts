import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shopNow } from "./shop-time";
import {
  businessMinutesBetween,
  type BusinessCalendar,
  DEFAULT_OPENING_HOURS,
  parseOpeningHours,
} from "./business-calendar";
import type { ReplyPromiseSettings } from "./leads/reply-clock";
import { replySentence, successMessage } from "./leads/registry";
import { formReplyPromise, replyPromise, replyPromiseText, replyWithin } from "./reply-promise";

const hours: BusinessCalendar = { hours: parseOpeningHours(DEFAULT_OPENING_HOURS)!, closures: [] }; // ma-vr 10-17
/** The defaults: quote requests 2 business hours, the other forms 24 (docs/opening-hours-and-reply-promise.md). */
const settings: ReplyPromiseSettings = { quoteMinutes: 120, otherMinutes: 1440 };

describe("replyPromise", () => {
  // Amsterdam wall-clock times (winter: UTC+1, summer: UTC+2).
  it.each([
    ["quote, Wednesday 08:00, before opening", "2026-11-25T07:00:00Z", 120, "vandaag vóór 12:00"],
    ["quote, Wednesday 14:30", "2026-11-25T13:30:00Z", 120, "vandaag vóór 16:30"],
    ["quote, Wednesday 15:00: due at closing time", "2026-11-25T14:00:00Z", 120, "vandaag vóór 17:00"],
    [
      "quote, Wednesday 16:00: an hour today, an hour tomorrow",
      "2026-11-25T15:00:00Z",
      120,
      "morgen vóór 11:00",
    ],
    ["quote, Wednesday 23:30 (night)", "2026-11-25T22:30:00Z", 120, "morgen vóór 12:00"],
    ["quote, Friday 16:30 (into the weekend)", "2026-11-27T15:30:00Z", 120, "maandag 30 november vóór 11:30"],
    ["quote, Saturday noon", "2026-11-28T11:00:00Z", 120, "maandag 30 november vóór 12:00"],
    [
      "quote, Sunday 23:30 UTC is Monday 00:30 in Amsterdam",
      "2026-11-29T23:30:00Z",
      120,
      "vandaag vóór 12:00",
    ],
    ["quote, summer: Friday 17:30 in Amsterdam", "2026-07-03T15:30:00Z", 120, "maandag 6 juli vóór 12:00"],
    [
      "quote, Friday before the clocks go forward",
      "2026-03-27T15:00:00Z",
      120,
      "maandag 30 maart vóór 11:00",
    ],
    [
      "other, Wednesday 10:00: 24 business hours",
      "2026-11-25T09:00:00Z",
      1440,
      "maandag 30 november vóór 13:00",
    ],
    ["other, Monday 10:00", "2026-11-30T09:00:00Z", 1440, "donderdag 3 december vóór 13:00"],
  ])("%s", (_label, instant, minutes, when) => {
    const now = new Date(instant);
    const promise = replyPromise(now, hours, minutes);
    expect(promise.when).toBe(when);
    expect(promise.today).toBe(when.startsWith("vandaag"));
    expect(promise.day).toBe(shopNow(promise.due).date);
  });

  it("skips public holidays and closure days", () => {
    // Thursday 24 December 2026 16:00: an hour left, then Christmas and the weekend.
    expect(replyPromise(new Date("2026-12-24T15:00:00Z"), hours, 120).when).toBe(
      "maandag 28 december vóór 11:00",
    );
    const closed: BusinessCalendar = {
      ...hours,
      closures: [
        { date: "2026-12-28", label: "Vakantie" },
        { date: "2026-12-29", label: "Vakantie" },
      ],
    };
    expect(replyPromise(new Date("2026-12-24T15:00:00Z"), closed, 120)).toMatchObject({
      today: false,
      day: "2026-12-30",
      when: "woensdag 30 december vóór 11:00",
    });
    // Closed today (a closure day), even in the morning: nothing today.
    expect(replyPromise(new Date("2026-12-28T08:00:00Z"), closed, 120).when).toBe(
      "woensdag 30 december vóór 12:00",
    );
  });

  it("promises exactly the reply clock's due time: the promised business minutes, never a minute more", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2025-01-01T00:00:00Z"),
          max: new Date("2027-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(120, 1440),
        (now, minutes) => {
          const promise = replyPromise(now, hours, minutes);
          expect(businessMinutesBetween(hours, now, promise.due)).toBeCloseTo(minutes, 6);
          expect(promise.today).toBe(promise.day === shopNow(now).date);
          expect(promise.when.endsWith(`vóór ${shopNow(promise.due).time}`)).toBe(true);
        },
      ),
    );
  });
});

describe("the sentence each form promises", () => {
  const wednesday1430 = new Date("2026-11-25T13:30:00Z");
  const fridayEvening = new Date("2026-11-27T18:00:00Z");

  it("takes the quote minutes for the quote forms and the other minutes for the rest", () => {
    expect(formReplyPromise("quote", wednesday1430, hours, settings).when).toBe("vandaag vóór 16:30");
    expect(formReplyPromise("quick", wednesday1430, hours, settings).when).toBe("vandaag vóór 16:30");
    for (const form of ["appointment", "partnership", "workwear"] as const)
      expect(formReplyPromise(form, wednesday1430, hours, settings).when).toBe(
        "dinsdag 1 december vóór 10:30",
      );
  });

  it("gives toast, /bedankt and mail one sentence per form and moment, with 'je'", () => {
    expect(replyPromiseText("quote", wednesday1430, hours, settings)).toBe(
      "We nemen vandaag vóór 16:30 contact met je op.",
    );
    expect(successMessage("quote", formReplyPromise("quote", wednesday1430, hours, settings))).toEqual({
      code: "ok",
      title: "Succes!",
      description: "Je offerteaanvraag is verzonden. We nemen vandaag vóór 16:30 contact met je op.",
    });
    const quick = formReplyPromise("quick", fridayEvening, hours, settings);
    expect(successMessage("quick", quick).description).toBe("We bellen je maandag 30 november vóór 12:00.");
    expect(replySentence("quick", quick)).toBe("We bellen je maandag 30 november vóór 12:00.");
    const appointment = formReplyPromise("appointment", fridayEvening, hours, settings);
    expect(successMessage("appointment", appointment).title).toBe(
      "Jouw afspraakverzoek is succesvol verzonden! We nemen donderdag 3 december vóór 13:00 contact met je op.",
    );
    expect(replySentence("appointment", appointment)).toBe(
      "We nemen donderdag 3 december vóór 13:00 contact met je op om de afspraak te bevestigen.",
    );
    expect(replyPromiseText("workwear", fridayEvening, hours, settings)).toBe(
      "We nemen donderdag 3 december vóór 13:00 contact met je op om je bestelling te bevestigen.",
    );
    expect(replyPromiseText("partnership", fridayEvening, hours, settings)).toBe(
      "We nemen donderdag 3 december vóór 13:00 contact met je op.",
    );
  });
});

describe("replyWithin", () => {
  it("says the promise in business hours, true at any moment", () => {
    expect(replyWithin(120)).toBe("binnen 2 werkuren");
    expect(replyWithin(60)).toBe("binnen 1 werkuur");
    expect(replyWithin(1440)).toBe("binnen 24 werkuren");
    expect(replyWithin(90)).toBe("binnen 90 werkminuten");
  });
});
