// The calculators on the statistics page, on both databases: uses counted per day and product (the answer page,
// the script's first question of a stream, never a bot), requests and orders per product and source, and the
// share of calculator-priced quotes whose lines staff changed before sending.
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { serverMarkupContext } from "~/components/server-markup.server";
import { priceRulesSeed } from "~/content/price-rules";
import { priceOf } from "~/lib/pricing/calculate";
import type { Configuration } from "~/lib/pricing/rules";
import { requestInfoContext } from "~/request-context";
import { loader as priceApi } from "~/routes/api.price";
import { loader as servicePageLoader } from "~/routes/service-page";
import { quoteLines, quoteRequests, quotes } from "~/server/db/schema.server";
import { forgetPublicContentVersion } from "~/server/public-content.server";
import { calculatorStatistics } from "~/server/pricing/statistics.server";
import { countCalculatorUse } from "~/server/pricing/uses.server";
import { shopNow } from "~/lib/shop-time";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const QUERY = "materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl";

function pageArgs(path: string, userAgent: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip: "203.0.113.9" });
  context.set(serverMarkupContext, new Map());
  const url = new URL(`http://localhost${path}`);
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`, {
    headers: { "User-Agent": userAgent },
  });
  return { request, url, params: {}, context } as never;
}

function apiArgs(headers: Record<string, string>) {
  const url = new URL(`http://localhost/api/prijs/stickers?${QUERY}`);
  return { request: new Request(url, { headers }), url, params: { product: "stickers" } } as never;
}

describeEachDatabase("calculator statistics", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => forgetPublicContentVersion());
  const today = shopNow().date;
  const period = { from: today, to: today };

  it("counts an answer page and the first question of a typing stream, never a bot", async () => {
    await servicePageLoader(pageArgs(`/stickers?${QUERY}`, PHONE));
    // The page without a question, a bot's answer page: not counted.
    await servicePageLoader(pageArgs("/stickers", PHONE));
    await servicePageLoader(pageArgs(`/stickers?${QUERY}`, BOT));
    // The script's stream: only its first question carries the header.
    await priceApi(apiArgs({ "User-Agent": PHONE, "X-Prijs-Nieuw": "1" }));
    await priceApi(apiArgs({ "User-Agent": PHONE }));
    await priceApi(apiArgs({ "User-Agent": BOT, "X-Prijs-Nieuw": "1" }));
    await servicePageLoader(pageArgs("/spandoeken?materiaal=pvc&breedte=200&hoogte=100&aantal=1", PHONE));
    const stats = await calculatorStatistics(period, database.db);
    expect(stats.byProduct.map((r) => [r.label, r.uses, r.requests, r.orders])).toEqual([
      ["Stickers en labels", 2, 0, 0],
      ["Spandoeken en borden", 1, 0, 0],
    ]);
    // A prefetch is not a use either.
    const prefetch = new Request("http://localhost/", {
      headers: { "User-Agent": PHONE, "Sec-Purpose": "prefetch" },
    });
    await countCalculatorUse("stickers", prefetch, database.db);
    expect((await calculatorStatistics(period, database.db)).byProduct[0]!.uses).toBe(2);
  });

  async function pricedLead(source: string | null, config: Configuration) {
    const result = priceOf(priceRulesSeed, config);
    if (!result.ok) throw new Error("not priced");
    const [lead] = await database.db
      .insert(quoteRequests)
      .values({
        form: "calculator",
        name: "Klant",
        email: "klant@example.com",
        service: "stickers",
        source,
        calculator: {
          product: config.product,
          query: "",
          configuration: config,
          lines: result.lines,
          netCents: result.netCents,
          vatCents: result.vatCents,
          grossCents: result.grossCents,
        },
      })
      .returning();
    return { lead: lead!, lines: result.lines };
  }

  async function sentQuote(
    leadId: string,
    lines: { description: string; quantity: number; unitPriceCents: number }[],
    accepted = false,
  ) {
    const [quote] = await database.db
      .insert(quotes)
      .values({
        leadType: "quote",
        leadId,
        customerName: "Klant",
        customerEmail: "klant@example.com",
        validUntil: "2099-01-01",
        status: accepted ? "geaccepteerd" : "verstuurd",
        sentAt: new Date(),
        closedAt: accepted ? new Date() : null,
        source: "instagram",
      })
      .returning();
    await database.db
      .insert(quoteLines)
      .values(lines.map((line, position) => ({ ...line, quoteId: quote!.id, position, vatRate: 21 })));
  }

  it("counts requests and orders per product and source, and the quotes staff changed before sending", async () => {
    const stickers: Configuration = {
      product: "stickers",
      material: "vinyl-glans",
      widthMm: 50,
      heightMm: 50,
      quantity: 250,
    };
    const banner: Configuration = {
      product: "banners",
      material: "pvc",
      widthMm: 2000,
      heightMm: 1000,
      quantity: 1,
    };
    const one = await pricedLead("instagram", stickers);
    const two = await pricedLead("instagram", stickers);
    const three = await pricedLead(null, banner);
    await sentQuote(one.lead.id, one.lines, true);
    // Staff raised the quantity before sending.
    await sentQuote(
      two.lead.id,
      two.lines.map((line, i) => (i === 0 ? { ...line, quantity: 300 } : line)),
    );
    const stats = await calculatorStatistics(period, database.db);
    expect(stats.byProduct.map((r) => [r.key, r.requests, r.orders])).toEqual([
      ["stickers", 2, 1],
      ["banners", 1, 0],
    ]);
    expect(stats.bySource.map((r) => [r.label, r.requests, r.orders])).toEqual([
      ["Instagram", 2, 1],
      ["Onbekend", 1, 0],
    ]);
    expect(stats).toMatchObject({ sent: 2, changed: 1 });
    expect(three.lead.id).toBeTruthy();
  });
});
