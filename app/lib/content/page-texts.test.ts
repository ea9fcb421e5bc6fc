import { describe, expect, it } from "vitest";
import { pageTextsSeed } from "~/content/page-texts";
import { activeBanner, pageTextsSchema, type PageTexts } from "./page-texts";

const christmas: PageTexts = {
  ...pageTextsSeed,
  banner: { text: "Tussen kerst en oud en nieuw gesloten", startsOn: "2026-12-24", endsOn: "2027-01-01" },
};

describe("the notice banner", () => {
  it("shows from the first Amsterdam minute of its start date through the last of its end date", () => {
    // 2026-12-23 23:59 in Amsterdam is 22:59 UTC (winter time).
    expect(activeBanner(christmas, new Date("2026-12-23T22:59:59Z"))).toBeNull();
    expect(activeBanner(christmas, new Date("2026-12-23T23:00:00Z"))?.text).toBe(
      "Tussen kerst en oud en nieuw gesloten",
    );
    expect(activeBanner(christmas, new Date("2027-01-01T22:59:59Z"))).not.toBeNull();
    expect(activeBanner(christmas, new Date("2027-01-01T23:00:00Z"))).toBeNull();
    expect(activeBanner(pageTextsSeed, new Date("2026-12-25T12:00:00Z"))).toBeNull();
  });

  it("refuses an end before the start and a date that does not exist", () => {
    const issues = (banner: unknown) =>
      pageTextsSchema
        .safeParse({ ...pageTextsSeed, banner })
        .error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(pageTextsSchema.safeParse(christmas).success).toBe(true);
    expect(issues({ ...christmas.banner, endsOn: "2026-12-01" })).toEqual([
      ["banner.endsOn", "De einddatum ligt vóór de begindatum."],
    ]);
    expect(issues({ ...christmas.banner, startsOn: "2026-02-30" })?.[0]).toEqual([
      "banner.startsOn",
      "Vul een geldige datum in (dd-mm-jjjj).",
    ]);
  });
});
