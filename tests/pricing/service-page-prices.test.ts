// Prices on the service pages, on both databases: the banners and signs calculator on /spandoeken (its "vanaf"
// from the rules, its structured data, sides typed in centimetres, what is out of range in centimetres,
// /api/prijs/banners) and the vehicle lettering guide on /voertuigbelettering from the published rules.
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { serverMarkupContext } from "~/components/server-markup.server";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { requestInfoContext } from "~/request-context";
import { loader as priceApi } from "~/routes/api.price";
import { loader as servicePageLoader } from "~/routes/service-page";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as dienstenLoader } from "~/routes/diensten";
import { getContentEntry } from "~/server/content/entries.server";
import { saveContent } from "~/server/content/write.server";
import { forgetPublicContentVersion } from "~/server/public-content.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

function args(path: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip: "203.0.113.9" });
  context.set(serverMarkupContext, new Map());
  const url = new URL(`http://localhost${path}`);
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`);
  return { request, url, params: {}, context } as never;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

interface PageAnswer {
  data: { content: { html: string }; meta: unknown };
}

async function page(path: string) {
  const answer = (await servicePageLoader(args(path))) as unknown as PageAnswer;
  return { text: text(answer.data.content.html), meta: JSON.stringify(answer.data.meta) };
}

const pvc = "materiaal=pvc&breedte=200&hoogte=100";

describeEachDatabase("the banners calculator on /spandoeken", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => forgetPublicContentVersion());

  it("is a service page with the rules' lowest price, its title, canonical and structured data", async () => {
    const { text: shown, meta } = await page("/spandoeken");
    expect(shown).toContain("Spandoeken & borden laten maken in Breda");
    // 20 × 20 cm PVC: raised to the minimum order of € 25,00 excl. VAT.
    expect(shown).toContain("Vanaf €30,25");
    expect(shown).toContain("Breedte (cm)");
    expect(shown).toContain("20 tot 500 cm");
    expect(shown).toContain("Vul je keuze in en kies Bereken prijs.");
    expect(meta).toContain("Spandoeken, banners & borden laten maken");
    expect(meta).toContain("https://www.printshop-breda.example/spandoeken");
    expect(meta).toContain('"@type":"Service"');
    expect(meta).toContain('"serviceType":"Spandoeken & borden"');
  });

  it("prices width × height in cm on a material, with the breaks", async () => {
    const one = await page(`/spandoeken?${pvc}&aantal=1&btw=incl`);
    // 2 m² × € 18,00 + € 5,00 a piece, set-up € 15,00: € 56,00 excl. VAT.
    expect(one.text).toContain("€ 67,76 incl. btw");
    expect(one.text).toContain("€ 56,00 excl. btw");
    expect(one.text).toContain("bij 5 stuks");
    const five = await page(`/spandoeken?${pvc}&aantal=5&btw=excl`);
    // € 41,00 less 5 % = € 38,95 a piece.
    expect(five.text).toContain("€ 209,75 excl. btw");
  });

  it("says in cm what it does not price", async () => {
    const { text: shown } = await page("/spandoeken?materiaal=pvc&breedte=600&hoogte=10&aantal=101");
    expect(shown).toContain("Breedte: Kies een maat tussen 20 en 500 cm.");
    expect(shown).toContain("Hoogte: Kies een maat tussen 20 en 500 cm.");
    expect(shown).toContain("Aantal: We rekenen online tot 100 stuks.");
    expect(shown).toContain("Vraag een offerte op maat aan");
  });

  it("answers the script from the published rules, with the choice in cm in the address", async () => {
    const entry = await getContentEntry("price-list", undefined, database.db);
    const saved = await saveContent(database.db, {
      kind: "price-list",
      data: {
        ...priceListSeed,
        rules: { ...priceRulesSeed, banners: { ...priceRulesSeed.banners, setupCents: 2500 } },
      },
      expectedVersion: entry?.version ?? 0,
      actor: null,
      action: "publish",
    });
    expect(saved.ok).toBe(true);
    const response = (await priceApi({
      request: new Request("http://localhost/api/prijs/banners"),
      params: { product: "banners" },
      url: new URL(`http://localhost/api/prijs/banners?${pvc}&aantal=1&btw=incl`),
    } as never)) as Response;
    const body = (await response.json()) as { html: string; query: string };
    expect(text(body.html)).toContain("€ 79,86 incl. btw");
    expect(body.query).toBe(`${pvc}&aantal=1`);
    expect(text(body.html)).toContain("Offerte aanvragen met deze prijs");
  });

  it("is in the sitemap and on /diensten", async () => {
    const sitemap = await ((await sitemapLoader()) as Response).text();
    expect(sitemap).toContain("<loc>https://www.printshop-breda.example/spandoeken</loc>");
    const diensten = await dienstenLoader();
    const card = diensten.cards.find((c) => c.href === "/spandoeken");
    expect(card?.title).toBe("Spandoeken & Borden");
    expect(card?.priceFrom).toMatch(/^Vanaf €\d/);
  });

  it("shows the vehicle lettering guide from the published rules, as an indication with a quote per vehicle", async () => {
    const before = await page("/voertuigbelettering");
    expect(before.text).toContain("Wat kost belettering? Een indicatie");
    expect(before.text).toContain(
      "Personenauto Indicatie Belettering (logo en gegevens) €151 - €545 incl. btw",
    );
    expect(before.text).toContain("Offerte voor een bestelbus");
    expect(before.text).toContain("Indicatie, geen prijsopgave");
    const entry = await getContentEntry("price-list", undefined, database.db);
    const saved = await saveContent(database.db, {
      kind: "price-list",
      data: {
        ...priceListSeed,
        rules: {
          ...priceRulesSeed,
          vehicle: {
            vehicles: [
              {
                id: "camper",
                name: "Camper",
                partialFromCents: 40_000,
                partialToCents: 90_000,
                wrapFromCents: 300_000,
                wrapToCents: 450_000,
              },
            ],
          },
        },
      },
      expectedVersion: entry?.version ?? 0,
      actor: null,
      action: "publish",
    });
    expect(saved.ok).toBe(true);
    const after = await page("/voertuigbelettering");
    expect(after.text).toContain("Camper Indicatie Belettering (logo en gegevens) €484 - €1.089 incl. btw");
    expect(after.text).not.toContain("Personenauto Indicatie");
    const html = ((await servicePageLoader(args("/voertuigbelettering"))) as unknown as PageAnswer).data
      .content.html;
    expect(html).toContain('data-description="Voertuig: Camper. Indicatie van de site:');
  });
});
