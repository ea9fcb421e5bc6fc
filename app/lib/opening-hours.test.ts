import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "./business-calendar";
import { closureSchema, openingHoursSchema, siteOpeningHours, upcomingClosures } from "./opening-hours";

describe("opening hours as visitors read them", () => {
  it("shows the default hours exactly as the site did before", () => {
    const { openingHours, closedLabel } = siteOpeningHours(parseOpeningHours(DEFAULT_OPENING_HOURS)!);
    expect(openingHours).toEqual(defaultSite.openingHours);
    expect(closedLabel).toBe(defaultSite.closedLabel);
    // The calendar never offers an appointment at the weekend, so the line promises none.
    expect(closedLabel).toBe("Zaterdag en zondag gesloten");
  });

  it("names other hours per group of days, with schema.org day names", () => {
    const { openingHours, closedLabel } = siteOpeningHours(
      parseOpeningHours("ma-do 09:00-17:00, vr 09:00-12:00, za 10:00-14:00")!,
    );
    expect(openingHours).toEqual([
      {
        label: "Maandag t/m donderdag",
        days: ["Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "09:00",
        closes: "17:00",
      },
      { label: "Vrijdag", days: ["Friday"], opens: "09:00", closes: "12:00" },
      { label: "Zaterdag", days: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
    expect(closedLabel).toBe("Zondag gesloten");
  });

  it("joins consecutive closure days with the same label, from today on", () => {
    const label = "Tussen kerst en oud en nieuw gesloten";
    expect(
      upcomingClosures(
        [
          { date: "2026-12-31", label },
          { date: "2026-12-28", label },
          { date: "2026-12-29", label },
          { date: "2026-12-30", label },
          { date: "2026-11-02", label: "Voorbij" },
          { date: "2027-01-04", label: "Inventaris" },
        ],
        "2026-11-27",
      ),
    ).toEqual([
      { from: "2026-12-28", to: "2026-12-31", label },
      { from: "2027-01-04", to: "2027-01-04", label: "Inventaris" },
    ]);
  });

  it("refuses bad input in the admin's forms with a Dutch message", () => {
    expect(openingHoursSchema.safeParse({ hours: "altijd open" }).error?.issues[0]?.message).toContain(
      "ma-vr 10:00-17:00",
    );
    expect(
      closureSchema.safeParse({ from: "2026-02-30", to: "", label: "Dicht" }).error?.issues[0]?.message,
    ).toBe("Kies een geldige datum.");
    expect(closureSchema.safeParse({ from: "2026-12-28", to: "", label: " " }).success).toBe(false);
  });
});
