// The work-wear catalogue as content, on both databases: today's range imported as the first version; the admin's
// editor publishing a new price, which the order check then uses (an order from a page that showed the old price
// is refused with the new one in Dutch and nothing stored; sent again it is priced and mailed at the new price);
// the price list's "vanaf" amount following the catalogue; a hidden product refused; two admins saving at once
// (the second is told and keeps their input); an employee refused; bad input shown at its field.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/workwear-catalogue-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "50";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import { contentEditorCopy } from "~/content/content-editor";
import { catalogueSeed } from "~/content/workwear-catalogue";
import { productsMissingSafety, type WorkwearCatalogue } from "~/lib/workwear/catalogue";
import { loader as workwearPageLoader } from "~/routes/werkkleding";
import { contextFor } from "../leads/helpers";
import { serverMarkupContext } from "~/components/server-markup.server";
import { catalogueFormValues, productField } from "~/lib/workwear/catalogue-form";
import { shownStamp } from "~/lib/workwear/order-check";
import type { Database } from "~/server/db/client.server";
import { auditLog, outbox, users, workwearOrderLines, workwearOrders } from "~/server/db/schema.server";
import { getContentEntry, listRevisions } from "~/server/content/entries.server";
import { getPublishedContent } from "~/server/content/published.server";
import { publishedPriceList } from "~/server/content/site-content.server";
import { getOrderableProducts, getWorkwearCatalogue } from "~/server/workwear/catalogue.server";
import { handleCatalogueForm, handleCataloguePhoto } from "~/server/workwear/editor.server";
import { getStorage } from "~/server/storage.server";
import { phoneJpeg } from "../helpers/photos";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { post, startedLongAgo } from "../leads/helpers";
import { orderAction } from "../leads/lead-actions";

const PATH = "/api/werkkleding-bestelling";

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** /werkkleding's server markup as its loader renders it. */
async function workwearPageHtml(): Promise<string> {
  const request = new Request("http://localhost/werkkleding");
  const context = contextFor("10.9.9.9");
  const registry = new Map<string, string>();
  context.set(serverMarkupContext, registry);
  const answer = await workwearPageLoader({
    request,
    url: new URL(request.url),
    context,
    params: {},
  } as never);
  return [JSON.stringify(answer.content), ...registry.values()].join("\n");
}

async function createStaff(db: Database, name: string, role: "admin" | "employee") {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    name,
    email: `${name.toLowerCase()}-${id}@drukkerij.test`,
    emailVerified: true,
  });
  // The editor's guards read the role the session gives (profiles hold it; the store never reads it).
  return { id, role };
}

/** Two polos M black and a cap, as the order page sends them with the stamps of the prices it showed. */
const order = (shown: WorkwearCatalogue) => ({
  name: "Eva Jansen",
  email: "eva@example.com",
  phone: "06 12345678",
  delivery_method: "pickup_delivery",
  logo_position: "borst-links",
  technique: "print",
  product_1: "polo",
  size_1: "M",
  color_1: "zwart",
  quantity_1: "2",
  product_2: "cap",
  size_2: "One size",
  color_2: "rood",
  quantity_2: "1",
  catalogue_stamp: shownStamp(shown.products.filter((p) => p.visible)),
  website: "",
  _t: startedLongAgo(),
});

describeEachDatabase("work-wear catalogue", (kind) => {
  const database = useTestDatabase(kind);
  let db: Database;
  let anna: { id: string; role: string };
  let bram: { id: string; role: string };

  beforeAll(async () => {
    db = database.db;
    anna = await createStaff(db, "Anna", "admin");
    bram = await createStaff(db, "Bram", "admin");
  });
  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(workwearOrders);
  });

  /** The editor's form as the page renders it now, with `changes`, sent with `intent`. */
  async function editorForm(changes: Record<string, string>, intent = "publish") {
    const entry = (await getContentEntry("workwear-catalogue", "main", db))!;
    const catalogue = (entry.draft ?? entry.data)!;
    return {
      ...catalogueFormValues(catalogue),
      [productField("new", "name")]: "",
      version: String(entry.version),
      intent,
      ...changes,
    };
  }

  const indexOf = (id: string) => catalogueSeed.products.findIndex((p) => p.id === id);

  it("imports today's range once as the published first version", async () => {
    expect(await getWorkwearCatalogue(db)).toEqual(catalogueSeed);
    expect((await getOrderableProducts(db)).map((p) => p.id)).toEqual(
      catalogueSeed.products.map((p) => p.id),
    );
    const revisions = await listRevisions("workwear-catalogue", "main", db);
    expect(revisions.map((r) => r.action)).toEqual(["seed"]);
  });

  it("publishes a new price that the order check then uses; an order at the old price is told what changed", async () => {
    const before = await getWorkwearCatalogue(db);
    const polo = indexOf("polo");
    const saved = await handleCatalogueForm(
      anna,
      await editorForm({
        [productField(polo, "basePrice")]: "17,95",
        [productField(polo, "bulkPrice")]: "14,95",
      }),
      db,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.notice).toBe(contentEditorCopy.saved.publish);
    const after = await getWorkwearCatalogue(db);
    expect(after.products[polo]).toMatchObject({ basePrice: 1795, bulkPrice: 1495 });
    // Everything else as it was, photos and colour ids included.
    expect(after.products.filter((p) => p.id !== "polo")).toEqual(
      before.products.filter((p) => p.id !== "polo"),
    );
    expect(after.products[polo]!.colors).toEqual(before.products[polo]!.colors);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, "workwear-catalogue/main"));
    expect(audit).toMatchObject({ actorId: anna.id, action: "content.publish", targetLabel: "Werkkleding" });

    // The visitor's page still showed 16,95: refused, told the new prices, nothing stored.
    const stale = await post(orderAction, PATH, order(before));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      ok: false,
      code: "prijswijziging",
      title: "De prijs is gewijzigd",
      description:
        "Sinds je de bestelpagina opende is de prijs gewijzigd. Polo: nu €\u00a017,95 per stuk, €\u00a014,95 vanaf 3 stuks. Je winkelwagen toont nu de nieuwe prijzen; controleer je bestelling en verstuur hem opnieuw.",
    });
    expect(await db.select().from(workwearOrders)).toHaveLength(0);
    expect(await db.select().from(outbox)).toHaveLength(0);

    // Without JavaScript the form comes back with the code, and the page then shows the new prices.
    const plain = await post(orderAction, PATH, order(before), {
      json: false,
      referer: "http://localhost/werkkleding/bestellen",
    });
    expect(plain.headers.get("location")).toBe(
      "/werkkleding/bestellen?formulier=workwear&fout=prijswijziging#bestelformulier",
    );

    // From the page as it is now: 2 polos at 17,95 and a cap at 9,95, and the mails say so.
    const fresh = await post(orderAction, PATH, order(after));
    expect(fresh.status).toBe(200);
    const [stored] = await db.select().from(workwearOrders);
    expect(stored!.totalCents).toBe(2 * 1795 + 995);
    const lines = await db
      .select()
      .from(workwearOrderLines)
      .where(eq(workwearOrderLines.orderId, stored!.id))
      .orderBy(asc(workwearOrderLines.position));
    expect(lines.map((l) => [l.productId, l.unitPrice, l.lineTotal])).toEqual([
      ["polo", 1795, 3590],
      ["cap", 995, 995],
    ]);
    const confirmation = (await db.select().from(outbox)).find((m) => m.kind === "workwear.confirmation")!;
    expect(confirmation.text).toContain("Polo | M | Zwart | 2 | €\u00a017,95 | Stukprijs | €\u00a035,90");
  });

  it("derives the price list's work-wear 'vanaf' amount from the catalogue's lowest price", async () => {
    const row = async () => (await publishedPriceList(db)).rows.find((r) => r.id === "werkkleding")!;
    expect((await row()).price).toEqual({ fromCents: 495 });
    const vest = indexOf("veiligheidshesje");
    const saved = await handleCatalogueForm(
      anna,
      await editorForm({ [productField(vest, "bulkPrice")]: "4,50" }),
      db,
    );
    expect(saved.status).toBe(200);
    expect((await row()).price).toEqual({ fromCents: 450 });
  });

  it("refuses an order for a product hidden since, in Dutch, and leaves it off the pages", async () => {
    const shown = await getWorkwearCatalogue(db);
    const cap = indexOf("cap");
    const saved = await handleCatalogueForm(
      anna,
      await editorForm({ [productField(cap, "visible")]: "" }),
      db,
    );
    expect(saved.status).toBe(200);
    expect((await getOrderableProducts(db)).map((p) => p.id)).not.toContain("cap");
    // Hidden, not gone: the admin can show it again with its prices.
    expect((await getWorkwearCatalogue(db)).products[cap]).toMatchObject({
      id: "cap",
      visible: false,
      basePrice: 995,
    });

    const res = await post(orderAction, PATH, order(shown));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "niet-leverbaar",
      title: "Artikel niet meer te bestellen",
      description:
        "Cap kun je niet meer bij ons bestellen. Haal het uit je winkelwagen en verstuur je bestelling opnieuw.",
    });
    expect(await db.select().from(workwearOrders)).toHaveLength(0);

    await handleCatalogueForm(anna, await editorForm({ [productField(cap, "visible")]: "on" }), db);
    expect((await getOrderableProducts(db)).map((p) => p.id)).toContain("cap");
  });

  it("tells the second of two admins that the catalogue changed meanwhile, keeping what they typed", async () => {
    const polo = indexOf("polo");
    const annaForm = await editorForm({ [productField(polo, "name")]: "Polo Premium" });
    const bramForm = await editorForm({ [productField(polo, "basePrice")]: "19,95" });
    expect((await handleCatalogueForm(anna, annaForm, db)).status).toBe(200);

    const refused = await handleCatalogueForm(bram, bramForm, db);
    expect(refused.status).toBe(409);
    expect(refused.body.conflict).toMatchObject({ updatedByName: "Anna" });
    expect(refused.body.values?.[productField(polo, "basePrice")]).toBe("19,95");
    expect(refused.body.version).toBe(Number(annaForm.version) + 1);
    // Nothing of Bram's was written: Anna's name, the price as it was.
    const published = await getPublishedContent("workwear-catalogue", "main", db);
    expect(published!.products[polo]).toMatchObject({ name: "Polo Premium", basePrice: 1795 });

    // Saving again with the newer version is a conscious overwrite, and keeps Anna's name.
    const again = await handleCatalogueForm(
      bram,
      { ...(await editorForm({ [productField(polo, "basePrice")]: "19,95" })) },
      db,
    );
    expect(again.status).toBe(200);
    expect((await getWorkwearCatalogue(db)).products[polo]).toMatchObject({
      name: "Polo Premium",
      basePrice: 1995,
    });
  });

  it("shows bad input at its field and changes nothing; a draft leaves the site as it is", async () => {
    const polo = indexOf("polo");
    const before = await getWorkwearCatalogue(db);
    const bad = await handleCatalogueForm(
      anna,
      await editorForm({
        [productField(polo, "bulkPrice")]: "99,00",
        [productField(polo, "basePrice")]: "twintig",
        [productField(polo, "colors")]: "Zwart #111827\nPaars",
      }),
      db,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "products.0.basePrice": "Vul een bedrag in, bijvoorbeeld 16,95.",
      "products.0.colors.1.hex": "Vul een kleurcode in zoals #1e2a4a.",
    });
    expect(await getWorkwearCatalogue(db)).toEqual(before);

    const draft = await handleCatalogueForm(
      anna,
      await editorForm({ [productField(polo, "basePrice")]: "21,95" }, "draft"),
      db,
    );
    expect(draft.status).toBe(200);
    expect(await getWorkwearCatalogue(db)).toEqual(before);
    expect((await getContentEntry("workwear-catalogue", "main", db))!.status).toBe("draft");
  });

  it("puts a product's new photo through the photo pipeline into the draft, which publishing shows", async () => {
    const entry = (await getContentEntry("workwear-catalogue", "main", db))!;
    const body = new FormData();
    body.append("product", "hoodie");
    body.append("version", String(entry.version));
    body.append(
      "photo",
      new Blob([new Uint8Array(await phoneJpeg({ width: 1600, height: 1200 }))]),
      "hoodie.jpg",
    );
    const request = new Request("http://localhost/employee-dashboard/website/werkkleding", {
      method: "POST",
      body,
    });
    const saved = await handleCataloguePhoto(anna, request, db);
    expect(saved.status).toBe(200);
    expect(saved.body.notice).toBe(
      "De foto van Hoodie staat in het concept. Publiceer om hem op de website te tonen.",
    );
    const draft = (await getContentEntry("workwear-catalogue", "main", db))!.draft!;
    const image = draft.products[indexOf("hoodie")]!.image!;
    expect(image).toMatchObject({
      staticSrc: null,
      width: 1200,
      height: 900,
      alt: expect.stringContaining("hoodie"),
    });
    expect(image.variants!.avif.map((v) => v.width)).toEqual([480, 800, 1200]);
    expect(await getStorage().read(image.variants!.webp[0]!.key)).not.toBeNull();
    // Not public until published.
    expect((await getWorkwearCatalogue(db)).products[indexOf("hoodie")]!.image!.staticSrc).toBe(
      "/images/werkkleding/hoodie.svg",
    );
    await handleCatalogueForm(anna, await editorForm({}), db);
    expect((await getWorkwearCatalogue(db)).products[indexOf("hoodie")]!.image).toEqual(image);
  });

  it("adds a product from the new-product block, and refuses an employee before reading anything", async () => {
    const saved = await handleCatalogueForm(
      anna,
      await editorForm({
        [productField("new", "name")]: "Fleecevest",
        [productField("new", "description")]: "Warme fleecevest met ritszakken.",
        [productField("new", "basePrice")]: "29,95",
        [productField("new", "bulkPrice")]: "24,95",
        [productField("new", "printFrom")]: "3,50",
        [productField("new", "embroideryFrom")]: "5,50",
        [productField("new", "sizes")]: "S, M, L",
        [productField("new", "colors")]: "Zwart #111827\nGrijs gemêleerd #9ca3af",
        [productField("new", "visible")]: "on",
      }),
      db,
    );
    expect(saved.status).toBe(200);
    const added = (await getWorkwearCatalogue(db)).products.at(-1)!;
    expect(added).toMatchObject({
      id: "fleecevest",
      basePrice: 2995,
      sizes: ["S", "M", "L"],
      colors: [
        { id: "zwart", name: "Zwart", hex: "#111827" },
        { id: "grijs-gemeleerd", name: "Grijs gemêleerd", hex: "#9ca3af" },
      ],
      image: null,
      visible: true,
    });

    const employee = await createStaff(db, "Eline", "employee");
    const form = await editorForm({});
    await expect(handleCatalogueForm(employee, form, db)).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("saves a product's GPSR details and shows them on the product page; half-filled details are refused in Dutch", async () => {
    const polo = indexOf("polo");
    const safety = {
      [productField(polo, "safetyManufacturer")]: "Textiel Fabriek B.V.",
      [productField(polo, "safetyAddress")]: "Fabrieksweg 1\n1234 AB Voorbeeldstad\nNederland",
      [productField(polo, "safetyEmail")]: "veiligheid@textielfabriek.test",
      [productField(polo, "safetyIdentifier")]: "PL-220-NAVY",
    };
    const before = await getWorkwearCatalogue(db);
    expect(productsMissingSafety(before.products).map((p) => p.id)).toEqual(
      expect.arrayContaining(catalogueSeed.products.map((p) => p.id)),
    );
    const half = await handleCatalogueForm(
      anna,
      await editorForm({
        ...safety,
        [productField(polo, "safetyEmail")]: "geen adres",
        [productField(polo, "safetyIdentifier")]: "",
      }),
      db,
    );
    expect(half.status).toBe(400);
    expect(half.body.errors).toMatchObject({
      "products.0.safety.email": "Vul het e-mailadres van de fabrikant in, bijvoorbeeld info@fabrikant.eu.",
      "products.0.safety.identifier": "Vul een artikelnummer, EAN of typeaanduiding in.",
    });
    expect(await getWorkwearCatalogue(db)).toEqual(before);

    const saved = await handleCatalogueForm(anna, await editorForm(safety), db);
    expect(saved.status).toBe(200);
    const after = await getWorkwearCatalogue(db);
    expect(after.products[polo]!.safety).toEqual({
      manufacturer: "Textiel Fabriek B.V.",
      address: "Fabrieksweg 1\n1234 AB Voorbeeldstad\nNederland",
      email: "veiligheid@textielfabriek.test",
      identifier: "PL-220-NAVY",
    });
    // The editor shows them back in its fields, and no longer flags the polo.
    expect(catalogueFormValues(after)).toMatchObject(safety);
    expect(productsMissingSafety(after.products).map((p) => p.id)).not.toContain("polo");

    // The product page: the polo's card has the block, the others (no details yet) have none.
    const html = await workwearPageHtml();
    expect(html).toContain('data-testid="safety-polo"');
    expect(html).toContain("Productveiligheid");
    expect(html).toContain("Textiel Fabriek B.V.");
    expect(html).toContain("veiligheid@textielfabriek.test");
    expect(html).toContain("PL-220-NAVY");
    expect(html).not.toContain('data-testid="safety-tshirt"');
  });
});
