// The stickers calculator on both databases: the page without a question shows the form only (it is rendered
// once for everyone), the GET form's answer page shows the price from the published rules, remembers the
// "zakelijk" switch, says what is out of range, and /api/prijs answers the script with the same HTML.
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { serverMarkupContext } from "~/components/server-markup.server";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { requestInfoContext } from "~/request-context";
import { loader as priceApi } from "~/routes/api.price";
import { loader as servicePageLoader } from "~/routes/service-page";
import { getContentEntry } from "~/server/content/entries.server";
import { saveContent } from "~/server/content/write.server";
import { forgetPublicContentVersion } from "~/server/public-content.server";
import type { PriceList } from "~/lib/content/price-tokens";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

function args(path: string, cookie?: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip: "203.0.113.9" });
  context.set(serverMarkupContext, new Map());
  const url = new URL(`http://localhost${path}`);
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { request, url, params: {}, context } as never;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

async function page(path: string, cookie?: string) {
  const answer = (await servicePageLoader(args(path, cookie))) as unknown as {
    data: { content: { html: string } };
    init: { headers?: Record<string, string> } | null;
  };
  return { text: text(answer.data.content.html), headers: new Headers(answer.init?.headers) };
}

describeEachDatabase("the stickers calculator", (kind) => {
  const database = useTestDatabase(kind);
  // The version this process knows is not per database: the suite before (the other database) may have left one.
  beforeAll(() => forgetPublicContentVersion());

  /** Publishes a price list as the editor would (seeded first, as the store does on first use). */
  async function publish(data: PriceList) {
    const entry = await getContentEntry("price-list", undefined, database.db);
    const result = await saveContent(database.db, {
      kind: "price-list",
      data,
      expectedVersion: entry?.version ?? 0,
      actor: null,
      action: "publish",
    });
    expect(result.ok).toBe(true);
  }

  it("shows only the form on the page without a question", async () => {
    const { text } = await page("/stickers");
    expect(text).toContain("Bereken je prijs");
    expect(text).toContain("Vul je keuze in en kies Bereken prijs.");
    expect(text).not.toContain("Verwacht klaar");
  });

  it("answers the GET form with the price incl. VAT first, per piece, the breaks and the ready date", async () => {
    const { text, headers } = await page(
      "/stickers?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl",
    );
    expect(text).toContain("€ 72,60 incl. btw");
    expect(text).toContain("€ 60,00 excl. btw");
    expect(text).toContain("€ 0,29 per stuk");
    expect(text).toContain("bij 1.000 stuks € 0,18 per stuk");
    expect(text).toMatch(/Verwacht klaar: \w+dag \d+ \w+ \d{4}/);
    // Incl. is the default: no cookie to set.
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("remembers the zakelijk switch in a cookie and shows excl. VAT first from then on", async () => {
    const query = "materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250";
    const switched = await page(`/stickers?${query}&btw=excl`);
    expect(switched.text).toContain("€ 60,00 excl. btw");
    expect(switched.headers.get("Set-Cookie")).toBe("prijs-btw=excl; Path=/; Max-Age=31536000; SameSite=Lax");
    const later = await page(`/stickers?${query}`, "prijs-btw=excl");
    expect(later.text).toContain("€ 60,00 excl. btw € 72,60 incl. btw");
  });

  it("says what it does not price and offers a quote request", async () => {
    const { text } = await page("/stickers?materiaal=goud&breedte=3000&hoogte=50&aantal=100000");
    expect(text).toContain("Deze keuze rekenen we niet online uit:");
    expect(text).toContain("Materiaal: Voor dit materiaal hebben we geen vaste prijs.");
    expect(text).toContain("Breedte: Kies een maat tussen 10 en 1000 mm.");
    expect(text).toContain("Aantal: We rekenen online tot 50.000 stuks.");
    expect(text).toContain("Vraag een offerte op maat aan");
  });

  it("prices printed and embroidered textile on /kledingbedrukking", async () => {
    const query = "kledingstuk=polo&aantal=25&posities=2&formaat=klein&btw=excl";
    const printed = await page(`/kledingbedrukking?${query}&techniek=bedrukken&kleuren=3`);
    expect(printed.text).toContain("€ 360,00 excl. btw");
    expect(printed.text).toContain("€ 14,40 per stuk");
    const embroidered = await page(`/kledingbedrukking?${query}&techniek=borduren&kleuren=3`);
    // (900 + 2 × 450) × 0,8 = 1440 a piece, and digitising twice.
    expect(embroidered.text).toContain("€ 430,00 excl. btw");
    const tooMany = await page(`/kledingbedrukking?${query}&techniek=bedrukken&kleuren=9`);
    expect(tooMany.text).toContain("Kleuren: Kies 1 tot 6 kleuren.");
  });

  it("prices from the published rules, for the page and the script alike", async () => {
    await publish({
      ...priceListSeed,
      rules: { ...priceRulesSeed, stickers: { ...priceRulesSeed.stickers, setupCents: 2500 } },
    });
    const { text: shown } = await page(
      "/stickers?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl",
    );
    expect(shown).toContain("€ 84,70 incl. btw");
    const response = (await priceApi({
      request: new Request("http://localhost/api/prijs/stickers"),
      params: { product: "stickers" },
      url: new URL(
        "http://localhost/api/prijs/stickers?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl",
      ),
    } as never)) as Response;
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const body = (await response.json()) as { html: string };
    expect(text(body.html)).toContain("€ 84,70 incl. btw");
  });
});

describe("/api/prijs", () => {
  it("knows only the products that have a calculator page", async () => {
    await expect(
      priceApi({
        params: { product: "vlaggen" },
        url: new URL("http://localhost/api/prijs/vlaggen?aantal=1"),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
