// Work-wear orders on the server: POST /api/werkkleding-bestelling → order + lines + two outbox mails, with every
// price recomputed from the catalogue; tampered or unknown input is refused with a Dutch 4xx and stores nothing.
import { rm } from "node:fs/promises";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/workwear-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "50";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import {
  leadAttachments,
  outbox,
  rateLimits,
  workwearOrderLines,
  workwearOrders,
} from "~/server/db/schema.server";
import { listAttachments } from "~/server/leads/attachments.server";
import { getLead, leadsForEmail, listLeads } from "~/server/leads/inbox.server";
import { getStorage } from "~/server/storage.server";
import { parseLeadFilter } from "~/lib/leads/filter";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { catalogueSeed } from "~/content/workwear-catalogue";
import { shownStamp } from "~/lib/workwear/order-check";
import { contextFor, freshIp, post, startedLongAgo } from "./helpers";
import { orderAction } from "./lead-actions";

const PATH = "/api/werkkleding-bestelling";

/** Two polos (M black, L white) and one more black M on a second row, plus a cap: 3 polos → bulk price. */
const orderFields = (extra: Record<string, string> = {}) => ({
  name: "Eva Jansen",
  company: "Hoveniers Jansen",
  email: "eva@example.com",
  phone: "06 12345678",
  delivery_method: "shipping",
  delivery_location: "Tilburg",
  logo_position: "borst-links",
  technique: "embroidery",
  notes: "Logo volgt per mail",
  product_1: "polo",
  size_1: "M",
  color_1: "zwart",
  quantity_1: "2",
  product_2: "polo",
  size_2: "L",
  color_2: "wit",
  quantity_2: "1",
  product_3: "cap",
  size_3: "One size",
  color_3: "rood",
  quantity_3: "2",
  // The prices the order page showed (the published catalogue's, as seeded).
  catalogue_stamp: shownStamp(catalogueSeed.products),
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The multipart POST of the order form with a logo file (as the browser sends it, JSON answer or redirect). */
function postWithLogo(fields: Record<string, string>, logo: { name: string; bytes: Buffer }, json = true) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (json) form.append("_js", "1");
  form.append("attachments", new Blob([new Uint8Array(logo.bytes)]), logo.name);
  const request = new Request(`http://localhost${PATH}`, {
    method: "POST",
    headers: {
      ...(json ? { accept: "application/json" } : {}),
      referer: "http://localhost/werkkleding/bestellen",
    },
    body: form,
  });
  return orderAction({
    request,
    url: new URL(request.url),
    context: contextFor(freshIp()),
    params: {},
  } as never) as Promise<Response>;
}

const LOGO_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 3),
]);

describeEachDatabase("work-wear orders", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(workwearOrders);
    await database.db.delete(leadAttachments);
    await database.db.delete(rateLimits);
  });

  async function expectNothingStored() {
    expect(await database.db.select().from(workwearOrders)).toHaveLength(0);
    expect(await database.db.select().from(workwearOrderLines)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  }

  it("stores the order with lines priced from the catalogue and queues both mails with the total", async () => {
    const res = await post(orderAction, PATH, orderFields());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, title: "Bestelling ontvangen!" });

    const [order] = await database.db.select().from(workwearOrders);
    // 3 polos at the bulk price 13,95 = 41,85; 2 caps at the base price 9,95 = 19,90; total 61,75.
    expect(order).toMatchObject({
      status: "nieuw",
      isSpam: false,
      name: "Eva Jansen",
      company: "Hoveniers Jansen",
      deliveryMethod: "shipping",
      deliveryLocation: "Tilburg",
      logoPosition: "borst-links",
      technique: "embroidery",
      pieces: 5,
      totalCents: 6175,
    });
    const lines = await database.db
      .select()
      .from(workwearOrderLines)
      .where(eq(workwearOrderLines.orderId, order!.id))
      .orderBy(asc(workwearOrderLines.position));
    expect(
      lines.map((l) => [l.productId, l.size, l.colorName, l.quantity, l.unitPrice, l.priceRule, l.lineTotal]),
    ).toEqual([
      ["polo", "M", "Zwart", 2, 1395, "bulk", 2790],
      ["polo", "L", "Wit", 1, 1395, "bulk", 1395],
      ["cap", "One size", "Rood", 2, 995, "base", 1990],
    ]);

    const mails = await database.db.select().from(outbox).orderBy(asc(outbox.kind));
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["workwear.confirmation", "eva@example.com"],
      ["workwear.shop", "winkel@example.test"],
    ]);
    const [confirmation, shop] = mails;
    expect(shop!.replyTo).toBe("eva@example.com");
    expect(shop!.subject).toBe("Nieuwe werkkledingbestelling: 5 stuks, €\u00a061,75 – Eva Jansen");
    expect(shop!.text).toContain("Polo | M | Zwart | 2 | €\u00a013,95 | Staffelprijs | €\u00a027,90");
    expect(shop!.text).toContain("Cap | One size | Rood | 2 | €\u00a09,95 | Stukprijs | €\u00a019,90");
    expect(shop!.text).toContain("Totaal | 5 stuks | €\u00a061,75");
    expect(shop!.html).toContain('<th align="right">€\u00a061,75</th>');
    expect(confirmation!.text).toMatch(
      /We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op/u,
    );
    expect(confirmation!.text).toContain("Totaal | 5 stuks | €\u00a061,75");
    expect(confirmation!.text).toContain("Techniek: Borduren");
  });

  it("reads the order back with its lines for the staff inbox, the detail page and the customer", async () => {
    await post(orderAction, PATH, orderFields());
    const { rows } = await listLeads(parseLeadFilter(new URL("http://x/?type=workwear")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      typeLabel: "Werkkledingbestelling",
      subject: "5 stuks werkkleding, €\u00a061,75",
    });
    expect(rows[0]!.details).toContain("2 × Polo, M, Zwart à €\u00a013,95 (staffelprijs) = €\u00a027,90");
    const lead = await getLead("workwear", rows[0]!.id);
    expect(lead!.lines).toHaveLength(3);
    expect(await leadsForEmail("EVA@example.com")).toHaveLength(1);
  });

  it("ignores prices a browser might believe in: a bulk price needs 3 pieces of one product", async () => {
    const res = await post(
      orderAction,
      PATH,
      orderFields({ quantity_1: "1", product_2: "tshirt", size_2: "L", color_2: "wit", quantity_2: "1" }),
    );
    expect(res.status).toBe(200);
    const [order] = await database.db.select().from(workwearOrders);
    // 1 polo 16,95 + 1 T-shirt 8,95 + 2 caps 9,95: three products, no bulk price anywhere.
    expect(order!.totalCents).toBe(1695 + 895 + 2 * 995);
  });

  it.each([
    ["a price field", { price_1: "1" }, "Bestelling niet verwerkt"],
    ["a total", { total: "100" }, "Bestelling niet verwerkt"],
    ["an unknown product", { product_1: "jurk" }, "Artikel niet gevonden"],
    ["an unknown size", { size_1: "XS" }, "Artikel niet gevonden"],
    ["an unknown colour", { color_1: "paars" }, "Artikel niet gevonden"],
    ["a quantity of 0", { quantity_1: "0" }, "Ongeldig aantal"],
    ["a quantity of 1000", { quantity_1: "1000" }, "Ongeldig aantal"],
    ["a fractional quantity", { quantity_1: "1.5" }, "Ongeldig aantal"],
    [
      "a 51st line",
      { product_51: "polo", size_51: "M", color_51: "zwart", quantity_51: "1" },
      "Te veel regels",
    ],
  ])("refuses %s with a Dutch 400 and stores nothing", async (_what, extra, title) => {
    const res = await post(orderAction, PATH, orderFields(extra));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, title });
    await expectNothingStored();
  });

  it("refuses an empty cart and missing fields with the quote forms' messages", async () => {
    const empty = Object.fromEntries(Object.entries(orderFields()).filter(([k]) => !/_\d+$/.test(k)));
    let res = await post(orderAction, PATH, empty);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ title: "Je winkelwagen is leeg" });

    res = await post(orderAction, PATH, orderFields({ phone: "" }));
    expect(await res.json()).toMatchObject({ title: "Fout", description: "Vul alle verplichte velden in" });
    res = await post(orderAction, PATH, orderFields({ delivery_location: "" }));
    expect(await res.json()).toMatchObject({ description: "Vul alle verplichte velden in" });
    res = await post(orderAction, PATH, orderFields({ email: "geen-adres" }));
    expect(await res.json()).toMatchObject({ title: "Fout", description: "Voer een geldig e-mailadres in." });
    res = await post(orderAction, PATH, orderFields({ technique: "zeefdruk" }));
    expect(res.status).toBe(400);
    await expectNothingStored();
  });

  it("merges the same product, size and colour sent twice, within 999 per line", async () => {
    const res = await post(
      orderAction,
      PATH,
      orderFields({ product_2: "polo", size_2: "M", color_2: "zwart", quantity_2: "998" }),
    );
    expect(res.status).toBe(400);
    await expectNothingStored();
    const ok = await post(
      orderAction,
      PATH,
      orderFields({ product_2: "polo", size_2: "M", color_2: "zwart" }),
    );
    expect(ok.status).toBe(200);
    const lines = await database.db.select().from(workwearOrderLines);
    expect(lines.find((l) => l.productId === "polo")!.quantity).toBe(3);
  });

  it("sends a form without JavaScript to /bedankt, and back to the form with the error code", async () => {
    const res = await post(orderAction, PATH, orderFields(), { json: false });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/bedankt\?verstuurd=workwear&bestelling=[0-9a-f-]{36}$/);
    const bad = await post(orderAction, PATH, orderFields({ size_1: "XS" }), {
      json: false,
      referer: "http://localhost/werkkleding/bestellen",
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(
      "/werkkleding/bestellen?formulier=workwear&fout=artikel#bestelformulier",
    );
  });

  it("stores a bot's order as spam, with its lines, and mails nobody", async () => {
    const res = await post(orderAction, PATH, orderFields({ website: "http://spam.example" }));
    expect(res.status).toBe(200);
    const [order] = await database.db.select().from(workwearOrders);
    expect(order!.isSpam).toBe(true);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("keeps the logo sent with an order for the lead page and lists it in the shop mail", async () => {
    const res = await postWithLogo(orderFields(), { name: "logo hovenier.png", bytes: LOGO_PNG });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const [order] = await database.db.select().from(workwearOrders);
    expect(order).toMatchObject({ name: "Eva Jansen", pieces: 5, isSpam: false });

    // What the staff lead page lists for this order.
    const files = await listAttachments(database.db, "workwear", order!.id);
    expect(files.map((f) => [f.fileName, f.contentType, f.size, f.storeFailed])).toEqual([
      ["logo hovenier.png", "image/png", LOGO_PNG.length, false],
    ]);
    const stored = await getStorage().read(files[0]!.storageKey!);
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer())).toEqual(LOGO_PNG);

    const shop = (await database.db.select().from(outbox)).find((m) => m.kind === "workwear.shop")!;
    expect(shop.text).toContain("Meegestuurde bestanden (1):");
    expect(shop.text).toContain("- logo hovenier.png (2 KB)");
    expect(shop.text).toContain(
      `Bekijk en download ze bij de aanvraag: https://www.printshop-breda.example/employee-dashboard/leads/workwear/${order!.id}`,
    );
  });

  it("takes the logo without JavaScript too, and refuses a file that is no design with nothing stored", async () => {
    const plain = await postWithLogo(orderFields(), { name: "logo.png", bytes: LOGO_PNG }, false);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toMatch(/^\/bedankt\?verstuurd=workwear&bestelling=[0-9a-f-]{36}$/);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(1);

    await database.db.delete(workwearOrders);
    await database.db.delete(leadAttachments);
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const refused = await postWithLogo(orderFields(), { name: "logo.png", bytes: html });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("niet geaccepteerd");
    expect(await database.db.select().from(workwearOrders)).toHaveLength(0);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(0);
  });
});
