// The page-view beacon and what leads learn from it, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { action as beaconAction } from "~/routes/api.visit";
import { visitStatistics } from "~/server/analytics/stats.server";
import { deleteExpiredVisits, rebuildDailyCounts, resetSaltCache } from "~/server/analytics/visits.server";
import {
  analyticsDays,
  analyticsDayVisitors,
  analyticsSalts,
  analyticsVisits,
  quoteRequests,
} from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, post, startedLongAgo } from "../leads/helpers";
import { quoteAction } from "../leads/lead-actions";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const SESSION = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";

function beacon(body: unknown, options: { ip?: string; ua?: string; headers?: Record<string, string> } = {}) {
  const request = new Request("http://localhost/api/bezoek", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": options.ua ?? PHONE_UA,
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return beaconAction({
    request,
    url: new URL(request.url),
    context: contextFor(options.ip ?? "203.0.113.7"),
    params: {},
  } as never);
}

describeEachDatabase("visit analytics", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(analyticsVisits);
    await database.db.delete(analyticsDays);
    await database.db.delete(analyticsDayVisitors);
    await database.db.delete(quoteRequests);
  });

  it("stores a page view with its source, a salted hash instead of the IP, and no referrer query", async () => {
    const res = await beacon({
      p: "/stickers",
      s: SESSION,
      r: "https://l.instagram.com/?u=https%3A%2F%2Fwww.example.nl%2F&e=jan%40example.nl",
    });
    expect(res.status).toBe(204);
    const [row] = await database.db.select().from(analyticsVisits);
    expect(row).toMatchObject({
      pagePath: "/stickers",
      source: "instagram",
      referrer: "https://l.instagram.com/",
      userAgent: PHONE_UA,
      sessionId: SESSION,
      device: "mobile",
      isEntry: true,
    });
    expect(row!.ipHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The raw IP is nowhere in the database.
    const dump = JSON.stringify(await database.db.select().from(analyticsVisits));
    expect(dump).not.toContain("203.0.113.7");
    expect(dump).not.toContain("jan%40example.nl");
  });

  it("gives the same visitor the same hash within a day, and a new one once the salt is replaced", async () => {
    await beacon({ p: "/", s: SESSION });
    await beacon({ p: "/blog", s: SESSION });
    await beacon({ p: "/", s: SESSION }, { ip: "198.51.100.1" });
    const hashes = (await database.db.select().from(analyticsVisits)).map((r) => r.ipHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    // A new day: yesterday's salt is deleted, so its hashes can no longer be recomputed.
    await database.db.update(analyticsSalts).set({ day: "2000-01-01" });
    resetSaltCache();
    await beacon({ p: "/", s: SESSION });
    const salts = await database.db.select().from(analyticsSalts);
    expect(salts).toHaveLength(1);
    expect(salts[0]!.day).not.toBe("2000-01-01");
    const latest = (await database.db.select().from(analyticsVisits)).map((r) => r.ipHash);
    expect(latest[3]).not.toBe(hashes[0]);
  });

  it("classifies utm_source and keeps the campaign and medium", async () => {
    await beacon({ p: "/", s: SESSION, r: "https://www.google.nl/", us: "ig", um: "story", uc: "najaar" });
    const [row] = await database.db.select().from(analyticsVisits);
    expect(row).toMatchObject({ source: "instagram", utmMedium: "story", utmCampaign: "najaar" });
  });

  it("does not count bots or prefetches", async () => {
    expect(
      (await beacon({ p: "/", s: SESSION }, { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))
        .status,
    ).toBe(204);
    expect(
      (await beacon({ p: "/", s: SESSION }, { headers: { "sec-purpose": "prefetch;prerender" } })).status,
    ).toBe(204);
    expect(await database.db.select().from(analyticsVisits)).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an array", [1, 2]],
    ["a missing path", { s: SESSION }],
    ["a foreign path", { p: "https://evil.example/", s: SESSION }],
    ["a protocol-relative path", { p: "//evil.example/", s: SESSION }],
    ["a wrong type", { p: 5, s: SESSION }],
    ["an unknown field", { p: "/", s: SESSION, admin: true }],
    ["a short session id", { p: "/", s: "x" }],
    ["a NUL byte", { p: "/\u0000", s: SESSION }],
    ["an oversized referrer", { p: "/", s: SESSION, r: "x".repeat(3000) }],
  ])("refuses %s with a 4xx and stores nothing", async (_name, body) => {
    const res = await beacon(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await database.db.select().from(analyticsVisits)).toHaveLength(0);
  });

  it("refuses a form body", async () => {
    const res = await beacon("p=/", { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
  });

  it("gives a lead the source and landing page of the visit that produced it", async () => {
    await beacon({ p: "/stickers", s: SESSION, r: "https://lm.facebook.com/l.php?u=x" });
    await beacon({ p: "/over-ons", s: SESSION, r: "http://localhost/stickers" });
    const res = await post(quoteAction, "/api/offerte", {
      name: "Jan",
      email: "jan@example.nl",
      service: "stickers",
      session_id: SESSION,
      _t: startedLongAgo(),
    });
    expect(res.status).toBe(200);
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ sessionId: SESSION, source: "facebook", landingPage: "/stickers" });
    const visits = await database.db
      .select()
      .from(analyticsVisits)
      .where(eq(analyticsVisits.sessionId, SESSION))
      .orderBy(analyticsVisits.createdAt);
    expect(visits.map((v) => [v.source, v.isEntry])).toEqual([
      ["facebook", true],
      ["internal", false],
    ]);
  });

  it("stores no source for a lead without a known visit, and ignores a forged session id", async () => {
    await post(quoteAction, "/api/offerte", {
      name: "Jan",
      email: "jan@example.nl",
      service: "stickers",
      session_id: "'; drop table quote_requests; --",
      source: "instagram",
      _t: startedLongAgo(),
    });
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ sessionId: null, source: null, landingPage: null });
  });

  it("keeps the daily counts equal to a recount of the stored page views", async () => {
    await database.db.delete(analyticsDays);
    const other = "f".repeat(32);
    await beacon({ p: "/stickers", s: SESSION, r: "https://www.google.nl/" });
    await beacon({ p: "/blog", s: SESSION });
    await beacon({ p: "/", s: other, r: "https://t.co/x" }, { ip: "198.51.100.9" });
    await beacon({ p: "/", s: other }, { ip: "198.51.100.9", ua: "Mozilla/5.0 (iPad; CPU OS 17_0) Mobile" });
    const counted = async () =>
      (await database.db.select().from(analyticsDays)).map((r) => `${r.metric}:${r.key}=${r.count}`).sort();
    const running = await counted();
    expect(running).toEqual(
      expect.arrayContaining([
        "views:=4",
        "visitors:=3",
        "sessions:=2",
        "source:google=1",
        "source:twitter=1",
      ]),
    );
    await rebuildDailyCounts(database.db);
    expect(await counted()).toEqual(running);
  });

  it("deletes page views past the retention period, in batches", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    await database.db.insert(analyticsVisits).values([
      { pagePath: "/oud", source: "direct", createdAt: new Date("2025-10-01T00:00:00Z") },
      { pagePath: "/oud2", source: "direct", createdAt: new Date("2025-10-22T00:00:00Z") },
      { pagePath: "/nieuw", source: "direct", createdAt: new Date("2025-10-24T00:00:00Z") },
    ]);
    expect(await deleteExpiredVisits(database.db, 13, now, 1)).toBe(2);
    expect((await database.db.select().from(analyticsVisits)).map((v) => v.pagePath)).toEqual(["/nieuw"]);
  });
});

describeEachDatabase("visit statistics", (kind) => {
  const database = useTestDatabase(kind);

  it("counts visitors, page views, sources, landing pages, devices and leads with conversion", async () => {
    const at = (iso: string) => new Date(iso);
    const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0";
    await database.db.insert(analyticsVisits).values([
      // Two Instagram sessions on 2 March (Amsterdam), one of which sends a quote request.
      {
        pagePath: "/stickers",
        source: "instagram",
        sessionId: "s1",
        ipHash: "a",
        isEntry: true,
        device: "mobile",
        createdAt: at("2026-03-02T09:00:00Z"),
      },
      {
        pagePath: "/over-ons",
        source: "internal",
        sessionId: "s1",
        ipHash: "a",
        createdAt: at("2026-03-02T09:01:00Z"),
      },
      {
        pagePath: "/",
        source: "instagram",
        sessionId: "s2",
        ipHash: "b",
        isEntry: true,
        device: "mobile",
        createdAt: at("2026-03-02T10:00:00Z"),
      },
      // A Google session on 3 March, on a desktop.
      {
        pagePath: "/stickers",
        source: "google",
        sessionId: "s3",
        ipHash: "c",
        isEntry: true,
        device: "desktop",
        userAgent: desktop,
        createdAt: at("2026-03-03T08:00:00Z"),
      },
      // Outside the period: 1 March 23:30 in Amsterdam is 22:30 UTC.
      {
        pagePath: "/",
        source: "direct",
        sessionId: "s0",
        ipHash: "z",
        isEntry: true,
        createdAt: at("2026-03-01T22:30:00Z"),
      },
    ]);
    await database.db.insert(quoteRequests).values([
      {
        form: "modal",
        name: "Jan",
        email: "jan@example.nl",
        service: "stickers",
        source: "instagram",
        sessionId: "s1",
        createdAt: at("2026-03-02T09:05:00Z"),
      },
      {
        form: "quick",
        name: "Piet",
        email: "piet@example.nl",
        service: "Stickers",
        createdAt: at("2026-03-03T12:00:00Z"),
      },
      {
        form: "quick",
        name: "Bot",
        email: "bot@example.nl",
        service: "Stickers",
        isSpam: true,
        source: "google",
        createdAt: at("2026-03-03T12:00:00Z"),
      },
    ]);
    await rebuildDailyCounts(database.db);
    const stats = await visitStatistics(
      { from: "2026-03-02", to: "2026-03-03", days: 2, preset: null },
      database.db,
    );
    expect(stats.days).toEqual([
      { day: "2026-03-02", views: 3, visitors: 2 },
      { day: "2026-03-03", views: 1, visitors: 1 },
    ]);
    expect(stats.totals).toEqual({ views: 4, visitors: 3, sessions: 3, leads: 2 });
    expect(stats.sources).toEqual([
      { key: "instagram", label: "Instagram", count: 2, leads: 1, conversion: "50%" },
      { key: "google", label: "Google", count: 1, leads: 0, conversion: "0%" },
      { key: "onbekend", label: "Onbekend", count: 0, leads: 1, conversion: "–" },
    ]);
    expect(stats.pages[0]).toMatchObject({ key: "/stickers", count: 2 });
    expect(stats.landings.map((l) => [l.key, l.count])).toEqual([
      ["/stickers", 2],
      ["/", 1],
    ]);
    expect(stats.devices).toEqual([
      { key: "mobile", label: "Mobiel", count: 2 },
      { key: "tablet", label: "Tablet", count: 0 },
      { key: "desktop", label: "Desktop", count: 1 },
    ]);
    expect(stats.forms.sort((a, b) => a.form.localeCompare(b.form))).toEqual([
      { form: "Offerteformulier", leads: 1, conversion: "33,3%" },
      // Piet's lead has no known visit: it is counted, but not towards conversion.
      { form: "Snelle offerte", leads: 1, conversion: "0%" },
    ]);
  });

  it("counts only leads of a tracked visit towards the conversion per form, so it stays within 100%", async () => {
    const at = (iso: string) => new Date(iso);
    await database.db.insert(analyticsVisits).values([
      {
        pagePath: "/",
        source: "instagram",
        sessionId: "t1",
        ipHash: "a",
        isEntry: true,
        createdAt: at("2026-04-07T09:00:00Z"),
      },
      {
        pagePath: "/",
        source: "google",
        sessionId: "t2",
        ipHash: "b",
        isEntry: true,
        createdAt: at("2026-04-07T10:00:00Z"),
      },
    ]);
    const lead = (form: string, i: number, visit?: { source: string; sessionId: string }) => ({
      form,
      name: `Klant ${form} ${i}`,
      email: `klant-${form}-${i}@example.nl`,
      service: "Stickers",
      ...visit,
      createdAt: at("2026-04-07T12:00:00Z"),
    });
    // Two leads from the two visits, twenty posted without JavaScript (no visit known).
    await database.db
      .insert(quoteRequests)
      .values([
        lead("modal", 0, { source: "instagram", sessionId: "t1" }),
        lead("quick", 0, { source: "google", sessionId: "t2" }),
        ...Array.from({ length: 2 }, (_, i) => lead("modal", i + 1)),
        ...Array.from({ length: 18 }, (_, i) => lead("quick", i + 1)),
      ]);
    await rebuildDailyCounts(database.db);
    const stats = await visitStatistics(
      { from: "2026-04-07", to: "2026-04-07", days: 1, preset: null },
      database.db,
    );
    expect(stats.totals).toMatchObject({ sessions: 2, leads: 22 });
    expect(stats.sources.map((s) => [s.key, s.leads, s.conversion])).toEqual([
      ["google", 1, "100%"],
      ["instagram", 1, "100%"],
      ["onbekend", 20, "–"],
    ]);
    expect(stats.forms.sort((a, b) => a.form.localeCompare(b.form))).toEqual([
      { form: "Offerteformulier", leads: 3, conversion: "50%" },
      { form: "Snelle offerte", leads: 19, conversion: "50%" },
    ]);
  });

  it("counts a lead in its source's row when that source had no session in the period", async () => {
    const at = (iso: string) => new Date(iso);
    await database.db.insert(analyticsVisits).values([
      {
        pagePath: "/",
        source: "instagram",
        sessionId: "u1",
        ipHash: "a",
        isEntry: true,
        createdAt: at("2026-05-05T09:00:00Z"),
      },
      // A Facebook visit that began at 23:50 on 4 May (Amsterdam) and sent its quote after midnight.
      {
        pagePath: "/stickers",
        source: "facebook",
        sessionId: "u2",
        ipHash: "b",
        isEntry: true,
        createdAt: at("2026-05-04T21:50:00Z"),
      },
    ]);
    const lead = (i: number, visit: { source: string; sessionId?: string }) => ({
      form: "modal",
      name: `Klant ${i}`,
      email: `bron-${i}@example.nl`,
      service: "Stickers",
      ...visit,
      createdAt: at("2026-05-05T09:30:00Z"),
    });
    await database.db.insert(quoteRequests).values([
      lead(1, { source: "instagram", sessionId: "u1" }),
      lead(2, { source: "facebook", sessionId: "u2" }),
      lead(3, { source: "facebook", sessionId: "u2" }),
      // Its source came with the form (a campaign link), no visit of it was recorded.
      lead(4, { source: "linkedin" }),
    ]);
    await rebuildDailyCounts(database.db);
    const stats = await visitStatistics(
      { from: "2026-05-05", to: "2026-05-05", days: 1, preset: null },
      database.db,
    );
    expect(stats.totals).toMatchObject({ sessions: 1, leads: 4 });
    expect(stats.sources).toEqual([
      { key: "instagram", label: "Instagram", count: 1, leads: 1, conversion: "100%" },
      { key: "facebook", label: "Facebook", count: 0, leads: 2, conversion: "–" },
      { key: "linkedin", label: "LinkedIn", count: 0, leads: 1, conversion: "–" },
    ]);
    // Every lead of the period is in exactly one row of the table.
    expect(stats.sources.reduce((sum, s) => sum + s.leads, 0)).toBe(stats.totals.leads);
  });
});
