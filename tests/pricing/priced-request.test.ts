// "Offerte aanvragen met deze prijs" on both databases (issue 41): the request carries the calculator's choice,
// the server prices it from the published rules (a posted price is never used), a price changed since the page
// showed it is answered with the new one and nothing is stored until the visitor confirms.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/priced-request-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "50";
  return dir;
});

import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import type { PriceList } from "~/lib/content/price-tokens";
import type { PriceRules } from "~/lib/pricing/rules";
import { action } from "~/routes/offerte-met-prijs";
import { getContentEntry } from "~/server/content/entries.server";
import { saveContent } from "~/server/content/write.server";
import { outbox, quoteLines, quoteRequests, quotes, rateLimits } from "~/server/db/schema.server";
import { action as leadAction, loader as leadLoader } from "~/routes/employee-dashboard.lead";
import { priceOf } from "~/lib/pricing/calculate";
import { asc, eq } from "drizzle-orm";
import { forgetPublicContentVersion } from "~/server/public-content.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { post, startedLongAgo } from "../leads/helpers";
import { customerJar, get, postForm, run, staffJar } from "../quotes/staff-helpers";

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PATH = "/offerte-met-prijs";

/** The calculator answer's form for 250 stickers of 50 × 50 mm on glossy vinyl (€ 72,60 incl. btw as seeded). */
const fields = (extra: Record<string, string> = {}) => ({
  name: "Eva Jansen",
  email: "eva@example.com",
  phone: "06 12345678",
  product: "stickers",
  materiaal: "vinyl-glans",
  breedte: "50",
  hoogte: "50",
  aantal: "250",
  shownCents: "7260",
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

type Changed = {
  data: { kind: string; grossCents: number; shownCents: number | null };
  init: { status: number };
};

describeEachDatabase("a quote request with a calculator's price", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => forgetPublicContentVersion());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(outbox);
    await database.db.delete(quoteLines);
    await database.db.delete(quotes);
    await database.db.delete(quoteRequests);
  });

  async function publish(rules: PriceRules) {
    const entry = await getContentEntry("price-list", undefined, database.db);
    const result = await saveContent(database.db, {
      kind: "price-list",
      data: { ...priceListSeed, rules } as PriceList,
      expectedVersion: entry?.version ?? 0,
      actor: null,
      action: "publish",
    });
    expect(result.ok).toBe(true);
  }

  const send = (extra: Record<string, string> = {}) =>
    post(action as never, PATH, fields(extra), { json: false, referer: "http://localhost/stickers" });

  it("stores the choice and the price from the published rules, mails both and goes to /bedankt", async () => {
    await publish(priceRulesSeed);
    const response = (await send()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/bedankt\?verstuurd=priced/);
    const [row] = await database.db.select().from(quoteRequests);
    expect(row!.form).toBe("calculator");
    expect(row!.service).toBe("stickers");
    expect(row!.calculator).toMatchObject({
      product: "stickers",
      query: "materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250",
      grossCents: 7260,
      netCents: 6000,
    });
    expect(row!.description!.replace(/\u00a0/g, " ")).toBe(
      "Berekend met de calculator: 250 × Stickers en labels, 50 × 50 mm, Vinyl glanzend; 1 × Opstartkosten. € 72,60 incl. btw (€ 60,00 excl. btw)",
    );
    const mails = await database.db.select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "quote.calculator.confirmation",
      "quote.calculator.shop",
    ]);
  });

  it("ignores a forged price: a lower shown price is answered with the real one and nothing is stored", async () => {
    await publish(priceRulesSeed);
    const answer = (await send({
      shownCents: "100",
      grossCents: "100",
      netCents: "100",
    })) as unknown as Changed;
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ kind: "changed", grossCents: 7260, shownCents: 100 });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("answers rules republished between page and post with the new price; the confirmation stores it", async () => {
    await publish(priceRulesSeed);
    const dearer: PriceRules = {
      ...priceRulesSeed,
      stickers: {
        ...priceRulesSeed.stickers,
        materials: priceRulesSeed.stickers.materials.map((m) => ({
          ...m,
          squareMeterCents: m.squareMeterCents * 2,
        })),
      },
    };
    await publish(dearer);
    const answer = (await send()) as unknown as Changed;
    expect(answer.init.status).toBe(409);
    expect(answer.data.kind).toBe("changed");
    expect(answer.data.grossCents).toBeGreaterThan(7260);
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);

    // The confirmation form carries the new price as shown.
    const confirmed = (await send({ shownCents: String(answer.data.grossCents) })) as Response;
    expect(confirmed.status).toBe(303);
    const [row] = await database.db.select().from(quoteRequests);
    expect(row!.calculator!.grossCents).toBe(answer.data.grossCents);
  });

  it("says a choice the rules do not price is out of range and stores nothing", async () => {
    await publish(priceRulesSeed);
    const answer = (await send({ breedte: "99999" })) as unknown as Changed;
    expect(answer.init.status).toBe(400);
    expect(answer.data.kind).toBe("out-of-range");
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("sends a request without a name back to the calculator with the form's message", async () => {
    const response = (await send({ name: "" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/stickers?formulier=priced&fout=velden#prijs");
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("lets employees and admins make the quote in one step with the calculator's lines; nobody else", async () => {
    await publish(priceRulesSeed);
    expect(((await send()) as Response).status).toBe(303);
    const [lead] = await database.db.select().from(quoteRequests);
    const leadPath = `/employee-dashboard/leads/quote/${lead!.id}`;
    const params = { type: "quote", id: lead!.id };
    const expected = priceOf(priceRulesSeed, lead!.calculator!.configuration);
    if (!expected.ok) throw new Error("seeded choice is priced");

    for (const [jar, location] of [
      [null, "/employee-login"],
      [await customerJar(`klant-prijs-${kind}@example.nl`), "/dashboard"],
    ] as const) {
      const make = await run(leadAction, postForm(jar, leadPath, { intent: "quote" }), params);
      expect(make.status).toBe(302);
      expect(make.location?.startsWith(location)).toBe(true);
      const page = await run(leadLoader, get(jar, leadPath), params);
      expect(page.status).toBe(302);
    }
    expect(await database.db.select().from(quotes)).toHaveLength(0);

    for (const role of ["employee", "admin"] as const) {
      const staff = await staffJar(database, `${role}-prijs-${kind}@example.nl`, role);
      const page = await run<{ calculator: string | null }>(leadLoader, get(staff.jar, leadPath), params);
      expect(page.data.calculator!.replace(/\u00a0/g, " ")).toBe(
        "Berekend met de calculator: 250 × Stickers en labels, 50 × 50 mm, Vinyl glanzend; 1 × Opstartkosten. € 72,60 incl. btw (€ 60,00 excl. btw)",
      );
      const make = await run(leadAction, postForm(staff.jar, leadPath, { intent: "quote" }), params);
      expect(make.status).toBe(302);
      const id = /\/employee-dashboard\/offertes\/([0-9a-f-]{36})$/.exec(make.location ?? "")?.[1];
      expect(id).toBeTruthy();
      const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, id!));
      expect(quote).toMatchObject({ netCents: expected.netCents, grossCents: expected.grossCents });
      const lines = await database.db
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, id!))
        .orderBy(asc(quoteLines.position));
      expect(lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.vatRate])).toEqual(
        expected.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, 21]),
      );
    }
    expect(await database.db.select().from(quotes)).toHaveLength(2);
  }, 120_000);
});
