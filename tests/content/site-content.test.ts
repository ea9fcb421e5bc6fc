// The FAQ, the price list and the page texts on both databases, through the pages' own loaders and the editors'
// actions as React Router calls them: the imported first versions render exactly the texts the site showed before
// they were editable (tests/content/today.json was written from the static app/content modules before the change);
// a published price reaches /diensten, the service page, the home card, the FAQ and the quote editor; the banner
// shows only inside its dates (and its start renders cached pages again); an employee edits the FAQ but not the
// prices; the second of two editors is told and keeps their input.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { contentEditorCopy } from "~/content/content-editor";
import { pageTextsEditorCopy, siteTokensHint } from "~/content/site-content-editor";
import { privateCustomersPage } from "~/content/private-customers";
import { homeServiceCards, relatedServices, servicePages, dienstenMetaDescription } from "~/content/services";
import { seoText } from "~/content/home";
import { publicFaqItems } from "~/lib/content/faq";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { isRuleRow, priceListToForm } from "~/lib/content/price-list";
import { lowestPrices } from "~/lib/pricing/from-prices";
import { priceRulesToForm } from "~/lib/pricing/schema";
import { displayPrice, fillPriceTokens, fillPriceTokensDeep } from "~/lib/content/price-tokens";
import { pageTextsToForm } from "~/lib/content/page-texts";
import { faqToForm } from "~/lib/content/faq";
import { shopNow } from "~/lib/shop-time";
import { addDays } from "~/lib/business-calendar";
import { priceSuggestions } from "~/lib/quotes/suggestions";
import { loader as dienstenLoader } from "~/routes/diensten";
import { loader as homeLoader } from "~/routes/home";
import { loader as servicePageLoader } from "~/routes/service-page";
import { loader as layoutLoader } from "~/routes/site-layout";
import { action as faqAction, loader as faqLoader } from "~/routes/employee-dashboard.website.faq";
import { action as pricesAction, loader as pricesLoader } from "~/routes/employee-dashboard.website.prijzen";
import { action as textsAction } from "~/routes/employee-dashboard.website.teksten";
import { checkBannerWindow } from "~/server/content/banner-clock.server";
import { publishedFaq, publishedPageTexts, publishedPriceList } from "~/server/content/site-content.server";
import { auditLog, contentEntries } from "~/server/db/schema.server";
import { publicContentVersionOf } from "~/server/public-content.server";
import { requestInfoContext } from "~/request-context";
import { serverMarkupContext } from "~/components/server-markup.server";
import type { Jar } from "../auth/client";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";

const today = JSON.parse(readFileSync(new URL("./today.json", import.meta.url), "utf8"));

/** A public page's loader, called as for a client-side navigation (its server markup comes back as HTML). */
function publicArgs(path: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip: "203.0.113.9" });
  context.set(serverMarkupContext, new Map());
  const request = new Request(`http://localhost${path === "/" ? "/_root" : path}.data`);
  return { request, url: new URL(`http://localhost${path}`), params: {}, context } as never;
}

const kindOf: Record<string, "faq" | "price-list" | "page-texts"> = {
  faq: "faq",
  prijzen: "price-list",
  teksten: "page-texts",
};

const html = (markup: unknown) => (markup as { html: string }).html;

/** The text of some HTML, as a reader gets it (tags out, entities in). */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

async function homeText() {
  return text(html((await homeLoader(publicArgs("/"))).sectionsBeforePartnership));
}

async function servicePageText(path: string) {
  return text(html((await servicePageLoader(publicArgs(path))).data.content));
}

describeEachDatabase("site content: FAQ, prices, page texts", (kind) => {
  const database = useTestDatabase(kind);
  let admin: { jar: Jar; id: string };
  let employee: { jar: Jar; id: string };

  beforeAll(async () => {
    admin = await staffJar(database, `beheer-${kind}@drukkerij.test`, "admin");
    employee = await staffJar(database, `medewerker-${kind}@drukkerij.test`, "employee");
  });

  /** Posts an editor's form as the page holds it, with `changes` typed in. */
  async function save(
    jar: Jar,
    path: string,
    route: (args: never) => unknown,
    values: Record<string, string>,
    changes: Record<string, string>,
    intent = "publish",
    version?: number,
  ) {
    const current = await database.db
      .select({ version: contentEntries.version })
      .from(contentEntries)
      .where(and(eq(contentEntries.key, "main"), eq(contentEntries.kind, kindOf[path.split("/").pop()!]!)));
    const fields = { ...values, ...changes, intent, version: String(version ?? current[0]!.version) };
    return run(route, postForm(jar, path, fields));
  }

  it("imports today's texts: filled from the imported list they read exactly as before", async () => {
    const published = await publishedPriceList();
    // The rows the calculators price show the rules' lowest price now (issue 41); with the amounts typed before,
    // every text reads exactly as it did.
    const lowest = lowestPrices(priceRulesSeed);
    expect(published.rows.filter((row) => isRuleRow(row.id)).map((row) => [row.id, row.price])).toEqual([
      ["kledingbedrukking", { fromCents: lowest.print }],
      ["borduren", { fromCents: lowest.embroidery }],
      ["stickers", { fromCents: lowest.stickers }],
      ["spandoeken", { fromCents: lowest.banners }],
    ]);
    const prices = {
      ...published,
      rows: published.rows.map((row) =>
        isRuleRow(row.id) ? priceListSeed.rows.find((seed) => seed.id === row.id)! : row,
      ),
    };
    const faq = await publishedFaq();
    expect(faq.items.every((item) => !item.hidden)).toBe(true);
    expect(publicFaqItems(faq, prices)).toEqual(today.faq);
    // /spandoeken (issue 41) came after the import: its page, card and link are new, the others read as before.
    const isNew = (path: string) => path === "/spandoeken";
    expect(fillPriceTokensDeep(servicePages, prices).filter((p) => !isNew(p.path))).toEqual(
      today.servicePages,
    );
    // Each card also names its service for the quote dialog now (a value, not a text).
    const cardTexts = fillPriceTokensDeep(homeServiceCards, prices)
      .filter((card) => !isNew(card.href))
      .map(({ service: _service, ...card }) => card);
    expect(cardTexts).toEqual(today.homeServiceCards);
    expect(fillPriceTokensDeep(relatedServices, prices).filter((r) => !isNew(r.href))).toEqual(
      today.relatedServices,
    );
    // The review figures' sentence is helper B's (computed from real reviews now), not a price text.
    const withoutReviews = (sections: typeof seoText) =>
      sections.map((s) => ({ ...s, paragraphs: s.paragraphs.filter((p) => !/reviews/.test(p)) }));
    expect(withoutReviews(fillPriceTokensDeep(seoText, prices))).toEqual(withoutReviews(today.seoText));
    const { priceFrom, ...privatePage } = fillPriceTokensDeep(privateCustomersPage, prices);
    expect(privatePage).toEqual(today.privateCustomersPage);
    expect(priceFrom).toBe(today.particulierenPrice);
    // The banners' row came with /spandoeken (issue 41).
    const before = { ...prices, rows: prices.rows.filter((row) => row.id !== "spandoeken") };
    expect(before.rows.map((row) => ({ ...row, from: displayPrice(row.price) }))).toEqual(today.priceTable);
    expect(prices.notes).toEqual(today.priceNotes);
    expect(priceSuggestions(before)).toEqual(today.priceSuggestions);
    expect(fillPriceTokens(dienstenMetaDescription, prices)).toBe(today.dienstenMetaDescription);
    const texts = await publishedPageTexts();
    expect(texts.banner).toBeNull();
    expect(texts.hero).toEqual({
      eyebrow: today.hero.eyebrow,
      heading: today.hero.heading,
      subheading: today.hero.subheading,
    });
  });

  it("renders the imported content on the pages: the home FAQ and cards, /diensten, a service page", async () => {
    const home = await homeText();
    const prices = await publishedPriceList();
    for (const item of publicFaqItems(await publishedFaq(), prices)) expect(home).toContain(item.answer);
    expect(home).toContain("Vanaf €24,20 per vel");
    expect(home).toContain(today.hero.heading);
    const diensten = await dienstenLoader();
    expect(diensten.rows.map((row) => [row.service, row.from])).toEqual(
      prices.rows.map((row) => [row.service, displayPrice(row.price)]),
    );
    expect(diensten.description).toBe(fillPriceTokens(dienstenMetaDescription, prices));
    expect(await servicePageText("/stickers")).toContain("Vanaf €24,20 per vel");
  });

  it("shows a published price on /diensten, the service page, the home card, the FAQ and in the quote editor", async () => {
    const page = await run<{ values: Record<string, string> }>(
      pricesLoader,
      get(admin.jar, "/employee-dashboard/website/prijzen"),
    );
    const stickers = page.data.values;
    const index = Object.keys(stickers)
      .find((k) => stickers[k] === "stickers")!
      .split(".")[1];
    // The stickers' "vanaf" is the rules' lowest price: the minimum order, € 20 excl. VAT, at first.
    // A draft changes nothing public.
    const draft = await save(
      admin.jar,
      "/employee-dashboard/website/prijzen",
      pricesAction,
      stickers,
      { "rules.stickers.minimumCents": "30" },
      "draft",
    );
    expect(draft.status).toBe(303);
    expect(draft.location).toBe("/employee-dashboard/website/prijzen?opgeslagen=draft");
    expect(await servicePageText("/stickers")).toContain("Vanaf €24,20 per vel");

    const published = await save(admin.jar, "/employee-dashboard/website/prijzen", pricesAction, stickers, {
      "rules.stickers.minimumCents": "30",
      // A rule row's amount is the rules', not what is posted for it.
      [`rows.${index}.from`]: "1",
    });
    expect(published.status).toBe(303);
    const diensten = await dienstenLoader();
    expect(diensten.rows.find((row) => row.id === "stickers")!.from).toBe("Vanaf €36,30");
    expect(diensten.cards.find((card) => card.href === "/stickers")!.priceFrom).toBe("Vanaf €36,30 per vel");
    expect(await servicePageText("/stickers")).toContain("Vanaf €36,30 per vel");
    const home = await homeText();
    expect(home).toContain("Vanaf €36,30 per vel");
    expect(home).toContain("stickers en labels vanaf €36,30 per vel");
    expect(priceSuggestions(await publishedPriceList()).find((s) => s.id === "stickers")!.label).toBe(
      "Stickers en labels: vanaf €36,30 per vel",
    );
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.publish"), eq(auditLog.targetId, "price-list/main")));
    expect(entry?.actorId).toBe(admin.id);
  });

  it("refuses an amount that is no amount, and a price the texts need, at its field, changing nothing", async () => {
    const page = await run<{ values: Record<string, string> }>(
      pricesLoader,
      get(admin.jar, "/employee-dashboard/website/prijzen"),
    );
    const values = page.data.values;
    const row = (id: string) =>
      Object.keys(values)
        .find((k) => values[k] === id)!
        .split(".")[1];
    const bad = await save(admin.jar, "/employee-dashboard/website/prijzen", pricesAction, values, {
      [`rows.${row("voertuigbelettering")}.from`]: "tien",
    });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: Record<string, string> }).errors).toEqual({
      [`rows.${row("voertuigbelettering")}.from`]: "Vul een bedrag in, bijvoorbeeld 8 of 4,95.",
    });
    const quoted = await save(admin.jar, "/employee-dashboard/website/prijzen", pricesAction, values, {
      [`rows.${row("full-wrap")}.to`]: "",
    });
    expect(quoted.status).toBe(400);
    expect((quoted.data as { errors: Record<string, string> }).errors).toEqual({
      [`rows.${row("full-wrap")}.from`]:
        "Teksten op de site noemen deze prijs als bereik: vul 'vanaf' en 'tot' in.",
    });
    expect((quoted.data as { values: Record<string, string> }).values[`rows.${row("full-wrap")}.from`]).toBe(
      "1.200,00",
    );
    expect((await dienstenLoader()).rows.find((r) => r.id === "full-wrap")!.from).toBe("€1.200 - €2.500");
  });

  it("lets an employee reorder, edit, hide and add FAQ items, and keeps the prices admin-only", async () => {
    const page = await run<{ values: Record<string, string> }>(
      faqLoader,
      get(employee.jar, "/employee-dashboard/website/faq"),
    );
    expect(page.status).toBe(200);
    const values = page.data.values;
    const saved = await save(employee.jar, "/employee-dashboard/website/faq", faqAction, values, {
      "items.2.position": "1",
      "items.2.question": "Kan het met spoed, ook in december?",
      "items.0.hidden": "on",
      "new.question": "Maken jullie ook mondkapjes?",
      "new.answer": "Nee, die maken we niet.",
    });
    expect(saved.status).toBe(303);
    const home = await homeText();
    const spoed = home.indexOf("Kan het met spoed, ook in december?");
    expect(spoed).toBeGreaterThan(-1);
    expect(spoed).toBeLessThan(home.indexOf(today.faq[1].question));
    expect(home).not.toContain(today.faq[0].question);
    expect(home).toContain("Maken jullie ook mondkapjes?");

    expect((await run(pricesLoader, get(employee.jar, "/employee-dashboard/website/prijzen"))).status).toBe(
      403,
    );
    const refused = await run(
      pricesAction,
      postForm(employee.jar, "/employee-dashboard/website/prijzen", { intent: "publish", version: "1" }),
    );
    expect(refused.status).toBe(403);
    expect(
      (
        await run(
          textsAction,
          postForm(employee.jar, "/employee-dashboard/website/teksten", { intent: "publish", version: "1" }),
        )
      ).status,
    ).toBe(403);
  });

  it("fills the reply-promise tokens an editor types in a FAQ answer and the hero, as the settings say", async () => {
    const faqPage = await run<{ values: Record<string, string> }>(
      faqLoader,
      get(employee.jar, "/employee-dashboard/website/faq"),
    );
    const faqSaved = await save(
      employee.jar,
      "/employee-dashboard/website/faq",
      faqAction,
      faqPage.data.values,
      {
        "new.question": "Hoe snel hoor ik iets?",
        "new.answer": "Op een offerteaanvraag {reactie-offerte}, op een afspraakverzoek {reactie-overig}.",
      },
    );
    expect(faqSaved.status).toBe(303);
    const texts = await save(
      admin.jar,
      "/employee-dashboard/website/teksten",
      textsAction,
      pageTextsToForm(await publishedPageTexts()),
      { "hero.subheading": "Geen minimale afname en {reactie-offerte} een reactie op je aanvraag." },
    );
    expect(texts.status).toBe(303);
    const home = await homeText();
    expect(home).toContain(
      "Op een offerteaanvraag binnen 2 werkuren, op een afspraakverzoek binnen 24 werkuren.",
    );
    expect(home).toContain("Geen minimale afname en binnen 2 werkuren een reactie op je aanvraag.");
    expect(home).not.toContain("{reactie-");
    // The editors say which tokens there are.
    expect(siteTokensHint).toContain("{reactie-offerte}");
    expect(pageTextsEditorCopy.subheadingHint).toBe(siteTokensHint);
  });

  it("tells the second of two editors that the FAQ changed meanwhile and keeps what they typed", async () => {
    const loaded = await run<{ values: Record<string, string>; entry: { version: number } }>(
      faqLoader,
      get(admin.jar, "/employee-dashboard/website/faq"),
    );
    const version = loaded.data.entry.version;
    const first = await save(
      employee.jar,
      "/employee-dashboard/website/faq",
      faqAction,
      loaded.data.values,
      { "items.1.answer": "Eerste antwoord." },
      "publish",
      version,
    );
    expect(first.status).toBe(303);
    const second = await save(
      admin.jar,
      "/employee-dashboard/website/faq",
      faqAction,
      loaded.data.values,
      { "items.1.answer": "Tweede antwoord." },
      "publish",
      version,
    );
    expect(second.status).toBe(409);
    const body = second.data as {
      conflict: { version: number };
      values: Record<string, string>;
      version: number;
    };
    expect(body.conflict.version).toBe(version + 1);
    expect(body.values["items.1.answer"]).toBe("Tweede antwoord.");
    const faq = await publishedFaq();
    expect(faq.items.map((i) => i.answer)).toContain("Eerste antwoord.");
    expect(faq.items.map((i) => i.answer)).not.toContain("Tweede antwoord.");
    expect(contentEditorCopy.conflict).toMatch(/^Dit item is intussen gewijzigd/);
  });

  describe("the notice banner", () => {
    const banner = async (startsOn: string, endsOn: string) => {
      const values = pageTextsToForm(await publishedPageTexts());
      return save(admin.jar, "/employee-dashboard/website/teksten", textsAction, values, {
        "banner.text": "Tussen kerst en oud en nieuw gesloten",
        "banner.startsOn": startsOn,
        "banner.endsOn": endsOn,
      });
    };
    const bannerOf = async () => {
      const answer = await run<{ banner: string | null }>(
        layoutLoader as never,
        new Request("http://localhost/diensten.data"),
      );
      return answer.data.banner;
    };

    it("shows site-wide only from its start date through its end date", async () => {
      const day = shopNow().date;
      expect((await banner(addDays(day, 1), addDays(day, 7))).status).toBe(303);
      expect(await bannerOf()).toBeNull();
      expect((await banner(addDays(day, -1), day)).status).toBe(303);
      expect(await bannerOf()).toBe("Tussen kerst en oud en nieuw gesloten");
      expect((await banner(addDays(day, -7), addDays(day, -1))).status).toBe(303);
      expect(await bannerOf()).toBeNull();
    });

    it("refuses an end before the start at its field", async () => {
      const day = shopNow().date;
      const refused = await banner(day, addDays(day, -1));
      expect(refused.status).toBe(400);
      expect((refused.data as { errors: Record<string, string> }).errors).toEqual({
        "banner.endsOn": "De einddatum ligt vóór de begindatum.",
      });
    });

    it("renders cached pages again when a banner starts or ends", async () => {
      const values = pageTextsToForm(await publishedPageTexts());
      await save(admin.jar, "/employee-dashboard/website/teksten", textsAction, values, {
        "banner.text": "Gesloten op 24 december",
        "banner.startsOn": "2026-12-24",
        "banner.endsOn": "2026-12-24",
      });
      await checkBannerWindow(database.db, new Date("2026-12-23T12:00:00Z"));
      const before = await publicContentVersionOf(database.db);
      expect(await checkBannerWindow(database.db, new Date("2026-12-23T22:59:00Z"))).toBe(false);
      expect(await checkBannerWindow(database.db, new Date("2026-12-23T23:00:00Z"))).toBe(true);
      expect(await publicContentVersionOf(database.db)).toBe(before + 1);
      expect(await checkBannerWindow(database.db, new Date("2026-12-24T23:00:00Z"))).toBe(true);
    });
  });

  it("gives the editors' forms the stored values", () => {
    expect(faqToForm({ items: [{ id: "q1", question: "V?", answer: "A.", hidden: true }] })).toEqual({
      "items.0.id": "q1",
      "items.0.position": "1",
      "items.0.question": "V?",
      "items.0.answer": "A.",
      "items.0.hidden": "on",
    });
    expect(priceListToForm({ rows: [], notes: ["a", "b"] })).toEqual({
      notes: "a\nb",
      ...priceRulesToForm(priceRulesSeed),
    });
  });
});
