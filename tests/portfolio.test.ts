// The portfolio staff maintain: the photo pipeline (variants, byte budget, EXIF/GPS stripped, upright), what the
// server module does on both databases and both storage backends (seed once, CRUD, reorder, hide, delete
// removes the stored variants, the public media response), and the staff page's route (role checks, a phone
// photo uploaded through it, refusals with Dutch messages and nothing stored).
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/portfolio-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { portfolioProjects } from "~/content/portfolio";
import { MAX_VARIANT_BYTES, variantKeys } from "~/lib/portfolio";
import { action as portfolioAction, loader as portfolioLoader } from "~/routes/employee-dashboard.portfolio";
import { action as uploadAction } from "~/routes/employee-dashboard.portfolio-upload";
import { auditLog, contentSeeds, portfolioItems, portfolioPhotos, users } from "~/server/db/schema.server";
import { PhotoRefusedError, processPhoto } from "~/server/images/photos.server";
import {
  ensurePortfolioSeeded,
  listPublicPortfolio,
  listStaffPortfolio,
  mediaResponse,
  PORTFOLIO_SEED,
} from "~/server/portfolio.server";
import {
  createPortfolioItem,
  deletePortfolioItem,
  movePortfolioItem,
  setPortfolioItemVisible,
  updatePortfolioItem,
} from "~/server/portfolio/items.server";
import {
  addPortfolioPhoto,
  makeCoverPhoto,
  removePortfolioPhoto,
  updatePhotoAlt,
} from "~/server/portfolio/photos.server";
import { Jar } from "./auth/client";
import { describeEachDatabase, type TestDatabase, useTestDatabase } from "./helpers/db";
import { hasGpsPointer, phoneJpeg } from "./helpers/photos";
import { collectLogLines } from "./helpers/log-lines";
import { createTestStorage, describeEachStorage, type TestStorage } from "./helpers/storage";
import { staffJar } from "./quotes/staff-helpers";
import { contextFor } from "./leads/helpers";

let phonePhoto: Buffer;
let smallPhoto: Buffer;

beforeAll(async () => {
  // A 12 MP phone photo, held upright (EXIF orientation 6: stored 4000×3000, shown 3000×4000), with GPS.
  phonePhoto = await phoneJpeg({ width: 4000, height: 3000, orientation: 6 });
  smallPhoto = await phoneJpeg({ width: 640, height: 480, hue: 20 });
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describeEachStorage("the photo pipeline", (storageKind) => {
  let backend: TestStorage;
  beforeAll(async () => {
    backend = await createTestStorage(storageKind);
  });
  afterAll(() => backend.dispose());

  it("turns a 12 MP phone photo into upright AVIF/WebP at 480/800/1200 and a JPEG, within budget, without EXIF", async () => {
    const input = await sharp(phonePhoto).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([4000, 3000, 6]);
    expect(hasGpsPointer(input.exif)).toBe(true);
    expect(phonePhoto.byteLength).toBeGreaterThan(2 * 1024 * 1024);

    const photo = await processPhoto(phonePhoto, backend.storage);
    // Upright: the portrait the phone showed, 1200 wide.
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    expect(photo.variants.avif.map((v) => v.width)).toEqual([480, 800, 1200]);
    expect(photo.variants.webp.map((v) => v.width)).toEqual([480, 800, 1200]);
    expect(photo.variants.jpeg.width).toBe(800);
    expect((await backend.listAll()).sort()).toEqual(variantKeys(photo.variants).sort());

    const expectedFormat = { avif: "heif", webp: "webp", jpg: "jpeg" } as const;
    for (const key of variantKeys(photo.variants)) {
      expect(key).toMatch(/^portfolio\/[0-9a-f-]{36}-\d+\.(avif|webp|jpg)$/);
      const stored = await backend.storage.read(key);
      const bytes = await bytesOf(stored!.body);
      expect(bytes.byteLength, key).toBeLessThanOrEqual(MAX_VARIANT_BYTES);
      const meta = await sharp(bytes).metadata();
      const ext = key.split(".").pop() as keyof typeof expectedFormat;
      expect(meta.format).toBe(expectedFormat[ext]);
      const width = Number(/-(\d+)\./.exec(key)![1]);
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 4) / 3)]);
      // No EXIF at all: no GPS position, no camera, no orientation to apply twice.
      expect(meta.exif, key).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
  }, 600_000);

  it("never makes a variant wider than the source", async () => {
    const photo = await processPhoto(smallPhoto, backend.storage);
    expect([photo.width, photo.height]).toEqual([640, 480]);
    expect(photo.variants.avif.map((v) => v.width)).toEqual([480, 640]);
    expect(photo.variants.jpeg.width).toBe(640);
  }, 60_000);

  it("refuses bytes that are no image (even behind a JPEG signature) with a Dutch message, storing nothing", async () => {
    const before = await backend.listAll();
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("geen foto ".repeat(200)),
    ]);
    for (const bytes of [fake, Buffer.from("<!doctype html><script>alert(1)</script>")]) {
      const error = await processPhoto(bytes, backend.storage).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PhotoRefusedError);
      expect((error as Error).message).toBe(
        "Deze foto kon niet worden gelezen. Kies een JPG-, PNG-, WebP-, AVIF- of TIFF-foto.",
      );
    }
    expect(await backend.listAll()).toEqual(before);
  });
});

describeEachDatabase("the portfolio staff maintain", (databaseKind) => {
  describeEachStorage("on storage", (storageKind) => {
    const database = useTestDatabase(databaseKind, { app: false });
    let backend: TestStorage;
    const actorId = "staff-portfolio";

    beforeAll(async () => {
      backend = await createTestStorage(storageKind);
      await database.db
        .insert(users)
        .values({ id: actorId, email: "portfolio@example.nl", name: "Medewerker", emailVerified: true });
    });
    afterAll(() => backend.dispose());

    const actions = async (targetId: string) =>
      (
        await database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.targetId, targetId))
          .orderBy(auditLog.createdAt)
      ).map((a) => a.action);

    it("seeds the illustrated projects once; deleted seed items do not come back", async () => {
      const seeded = await listPublicPortfolio(database.db);
      expect(seeded.map((i) => i.title)).toEqual(portfolioProjects.map((p) => p.title));
      expect(seeded[0]!.photos[0]).toMatchObject({
        src: portfolioProjects[0]!.image.src,
        avifSrcSet: "",
        width: 800,
        height: 600,
      });
      for (const item of seeded) await deletePortfolioItem(database.db, backend.storage, actorId, item.id);
      // Another start of the app (a second instance, or after a restart) seeds nothing.
      const again = await createTestDatabaseHandleView(database);
      await ensurePortfolioSeeded(again);
      expect(await listStaffPortfolio(database.db)).toEqual([]);
      expect(await database.db.select().from(contentSeeds)).toMatchObject([{ name: PORTFOLIO_SEED }]);
    });

    it("creates, edits, reorders, hides and deletes items, each step audited; deleting removes the photos' objects", async () => {
      const input = (title: string, service = "borduren" as const) => ({
        title,
        sector: "Hovenier",
        service,
        description: `Project ${title}`,
      });
      // A new item goes first: created C, B, A, listed A, B, C.
      const c = await createPortfolioItem(database.db, actorId, input("C"));
      const b = await createPortfolioItem(database.db, actorId, input("B", "stickers" as never));
      const a = await createPortfolioItem(database.db, actorId, input("A"));
      expect((await listStaffPortfolio(database.db)).map((i) => i.title)).toEqual(["A", "B", "C"]);
      // Without a photo an item is not public yet.
      expect(await listPublicPortfolio(database.db)).toEqual([]);

      const photoA = await processPhoto(smallPhoto, backend.storage);
      const photoIdA = await addPortfolioPhoto(
        database.db,
        backend.storage,
        actorId,
        a,
        photoA,
        "Polo met geborduurd logo",
      );
      const photoB = await processPhoto(smallPhoto, backend.storage);
      await addPortfolioPhoto(database.db, backend.storage, actorId, b, photoB, "Vel met stickers");
      const photoC = await processPhoto(smallPhoto, backend.storage);
      await addPortfolioPhoto(database.db, backend.storage, actorId, c, photoC, "Cap");
      const extra = await processPhoto(smallPhoto, backend.storage);
      const extraId = await addPortfolioPhoto(database.db, backend.storage, actorId, c, extra, "Cap, zij");

      const titles = async (options?: Parameters<typeof listPublicPortfolio>[1]) =>
        (await listPublicPortfolio(database.db, options)).map((i) => i.title);
      expect(await titles()).toEqual(["A", "B", "C"]);
      const [first] = await listPublicPortfolio(database.db);
      expect(first!.photos[0]!.avifSrcSet).toMatch(
        /^\/media\/portfolio\/[0-9a-f-]{36}-480\.avif 480w, \/media\/portfolio\/[0-9a-f-]{36}-640\.avif 640w$/,
      );
      expect(first!.photos[0]!.src).toMatch(/^\/media\/portfolio\/[0-9a-f-]{36}-640\.jpg$/);
      expect(first!.photos[0]!.alt).toBe("Polo met geborduurd logo");

      // Edit.
      expect(await updatePortfolioItem(database.db, actorId, a, input("A2"))).toBe(true);
      expect(await updatePortfolioItem(database.db, actorId, "geen-id", input("x"))).toBe(false);
      // Reorder: C up twice → C, A2, B; the top cannot go further up.
      // Each move says where the item stands now, of how many.
      expect(await movePortfolioItem(database.db, actorId, c, "up")).toEqual({ position: 2, total: 3 });
      expect(await movePortfolioItem(database.db, actorId, c, "up")).toEqual({ position: 1, total: 3 });
      expect(await movePortfolioItem(database.db, actorId, c, "up")).toBe(false);
      expect(await titles()).toEqual(["C", "A2", "B"]);
      expect(await movePortfolioItem(database.db, actorId, a, "down")).toEqual({ position: 3, total: 3 });
      expect(await titles()).toEqual(["C", "B", "A2"]);
      // Per service page, and the home page's first few.
      expect(await titles({ service: "borduren" })).toEqual(["C", "A2"]);
      expect(await titles({ limit: 2 })).toEqual(["C", "B"]);

      // Hide and show.
      expect(await setPortfolioItemVisible(database.db, actorId, b, false)).toBe(true);
      expect(await titles()).toEqual(["C", "A2"]);
      expect((await listStaffPortfolio(database.db)).find((i) => i.id === b)!.visible).toBe(false);
      expect(await setPortfolioItemVisible(database.db, actorId, b, true)).toBe(true);

      // Removing one photo removes its variants only.
      const objectsBefore = await backend.listAll();
      expect(await removePortfolioPhoto(database.db, backend.storage, actorId, extraId!)).toBe(true);
      const afterPhoto = await backend.listAll();
      expect(afterPhoto).toEqual(objectsBefore.filter((k) => !variantKeys(extra.variants).includes(k)));

      // Deleting an item removes its rows and every stored variant.
      expect(await deletePortfolioItem(database.db, backend.storage, actorId, a)).toBe(true);
      expect(await database.db.select().from(portfolioPhotos).where(eq(portfolioPhotos.itemId, a))).toEqual(
        [],
      );
      const remaining = await backend.listAll();
      for (const key of variantKeys(photoA.variants)) expect(remaining).not.toContain(key);
      for (const key of variantKeys(photoC.variants)) expect(remaining).toContain(key);
      expect(await deletePortfolioItem(database.db, backend.storage, actorId, a)).toBe(false);
      expect(photoIdA).toBeTruthy();

      expect(await actions(a)).toEqual([
        "portfolio.create",
        "portfolio.photo_add",
        "portfolio.update",
        "portfolio.move",
        "portfolio.delete",
      ]);
      expect(await actions(b)).toEqual([
        "portfolio.create",
        "portfolio.photo_add",
        "portfolio.hide",
        "portfolio.show",
      ]);
      expect(await actions(c)).toEqual([
        "portfolio.create",
        "portfolio.photo_add",
        "portfolio.photo_add",
        "portfolio.move",
        "portfolio.move",
        "portfolio.photo_remove",
      ]);
    }, 120_000);

    it("puts a chosen photo first (the one the site shows) and changes a photo's alt text, audited", async () => {
      const item = await createPortfolioItem(database.db, actorId, {
        title: "Bedrijfsbus",
        sector: "Schilder",
        service: "voertuigbelettering",
        description: "Belettering rondom.",
      });
      const ids: string[] = [];
      for (const alt of ["Voorkant", "Zijkant", "Achterkant"]) {
        const photo = await processPhoto(smallPhoto, backend.storage);
        ids.push((await addPortfolioPhoto(database.db, backend.storage, actorId, item, photo, alt))!);
      }
      const publicAlts = async () =>
        (await listPublicPortfolio(database.db)).find((i) => i.id === item)!.photos.map((p) => p.alt);
      expect(await publicAlts()).toEqual(["Voorkant", "Zijkant", "Achterkant"]);

      expect(await makeCoverPhoto(database.db, actorId, ids[2]!)).toBe(true);
      expect(await publicAlts()).toEqual(["Achterkant", "Voorkant", "Zijkant"]);
      expect(await makeCoverPhoto(database.db, actorId, ids[1]!)).toBe(true);
      expect(await publicAlts()).toEqual(["Zijkant", "Achterkant", "Voorkant"]);
      expect((await listStaffPortfolio(database.db)).find((i) => i.id === item)!.photoIds).toEqual([
        ids[1],
        ids[2],
        ids[0],
      ]);

      expect(await updatePhotoAlt(database.db, actorId, ids[0]!, "Voorkant met logo op de motorkap")).toBe(
        true,
      );
      expect(await publicAlts()).toEqual(["Zijkant", "Achterkant", "Voorkant met logo op de motorkap"]);

      for (const unknown of ["00000000-0000-4000-8000-000000000000", "geen-id"]) {
        expect(await makeCoverPhoto(database.db, actorId, unknown)).toBe(false);
        expect(await updatePhotoAlt(database.db, actorId, unknown, "x")).toBe(false);
      }
      expect(await actions(item)).toEqual([
        "portfolio.create",
        "portfolio.photo_add",
        "portfolio.photo_add",
        "portfolio.photo_add",
        "portfolio.photo_cover",
        "portfolio.photo_cover",
        "portfolio.photo_alt",
      ]);
      await deletePortfolioItem(database.db, backend.storage, actorId, item);
    }, 60_000);

    it("removes the processed variants again when the item is gone", async () => {
      const before = await backend.listAll();
      const photo = await processPhoto(smallPhoto, backend.storage);
      const id = await addPortfolioPhoto(
        database.db,
        backend.storage,
        actorId,
        "00000000-0000-4000-8000-000000000000",
        photo,
        "Weg",
      );
      expect(id).toBeNull();
      expect(await backend.listAll()).toEqual(before);
    }, 60_000);

    it("serves a variant publicly and immutably, and nothing that is not a portfolio variant", async () => {
      const photo = await processPhoto(smallPhoto, backend.storage);
      const avif = photo.variants.avif[0]!.key;
      const response = await mediaResponse(backend.storage, avif);
      expect(response!.status).toBe(200);
      expect(response!.headers.get("content-type")).toBe("image/avif");
      expect(response!.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response!.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = await bytesOf(response!.body!);
      expect(Number(response!.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(
        (await mediaResponse(backend.storage, photo.variants.jpeg.key))!.headers.get("content-type"),
      ).toBe("image/jpeg");

      await backend.storage.write("leads/00000000-0000-4000-8000-000000000000.svg", "<svg/>");
      await backend.storage.write("portfolio-uploads/00000000-0000-4000-8000-000000000000.jpg", phonePhoto);
      for (const key of [
        "leads/00000000-0000-4000-8000-000000000000.svg",
        "portfolio-uploads/00000000-0000-4000-8000-000000000000.jpg",
        `${avif}/../../leads/x.svg`,
        "portfolio/../leads/00000000-0000-4000-8000-000000000000.svg",
        "portfolio/00000000-0000-4000-8000-000000000000-480.avif",
      ])
        expect(await mediaResponse(backend.storage, key), key).toBeNull();
    }, 60_000);
  });
});

/** The same database seen through a fresh handle object (what a second app instance or a restart sees). */
async function createTestDatabaseHandleView(database: TestDatabase) {
  // ensurePortfolioSeeded remembers per Database object; a wrapper object is a new "instance".
  return Object.create(database.db) as TestDatabase["db"];
}

describeEachDatabase("the staff portfolio page", (kind) => {
  const database = useTestDatabase(kind);
  const log = collectLogLines();
  let staff: Jar;
  beforeAll(async () => {
    staff = (await staffJar(database, `portfolio-${kind}@example.nl`)).jar;
  });

  const PAGE = "/employee-dashboard/portfolio";
  const UPLOAD = "/employee-dashboard/portfolio/upload";

  function call(fn: (args: never) => unknown, request: Request) {
    return fn({
      request,
      url: new URL(request.url),
      params: {},
      context: contextFor("203.0.113.7"),
    } as never) as Promise<unknown>;
  }

  async function thrownBy(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (error) {
      return error as Response;
    }
    throw new Error("expected a redirect");
  }

  function upload(jar: Jar | null, fields: Record<string, string>, photo?: { name: string; bytes: Buffer }) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (photo) form.append("photo", new Blob([new Uint8Array(photo.bytes)]), photo.name);
    const init = { method: "POST", body: form };
    return jar ? jar.request(PAGE, init) : new Request(`http://localhost${PAGE}`, init);
  }

  /** Every stored object under DATA_DIR/files/<folder>. */
  async function stored(folder: string): Promise<string[]> {
    return readdir(path.join(dataDir, "files", folder)).catch(() => []);
  }

  const newItem = {
    intent: "create",
    title: "Bestelbus voor een installateur",
    sector: "Installatiebedrijf",
    service: "voertuigbelettering",
    description: "Belettering met logo en telefoonnummer.",
    alt: "Witte bestelbus met rode belettering",
  };

  it("sends visitors and customers away: the loader and every action check the role", async () => {
    const anonymous = await thrownBy(call(portfolioLoader, new Request(`http://localhost${PAGE}`)));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/employee-login?naar=${encodeURIComponent(PAGE)}`);
    const post = await thrownBy(
      call(portfolioAction, upload(null, newItem, { name: "a.jpg", bytes: smallPhoto })),
    );
    expect(post.headers.get("location")).toBe("/employee-login");

    const customer = new Jar();
    await customer.signUpAndSignIn({
      email: `klant-portfolio-${kind}@example.nl`,
      password: "klant-wachtwoord-1",
    });
    const refused = await thrownBy(call(portfolioLoader, customer.request(PAGE)));
    expect(refused.headers.get("location")).toBe("/dashboard");
    const refusedPost = await thrownBy(
      call(
        portfolioAction,
        customer.request(PAGE, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" }),
        }),
      ),
    );
    expect(refusedPost.headers.get("location")).toBe("/dashboard");
    expect(
      await database.db.select().from(portfolioItems).where(eq(portfolioItems.title, newItem.title)),
    ).toEqual([]);
    expect(await stored("portfolio-uploads")).toEqual([]);
  });

  it("takes a phone photo with a new project: variants stored, the original (with its GPS) removed", async () => {
    const before = await stored("portfolio");
    const result = (await call(
      portfolioAction,
      upload(staff, newItem, { name: "IMG_2041.JPG", bytes: phonePhoto }),
    )) as { data: { notice?: string }; init: { status?: number } | null };
    expect(result.data.notice).toBe("„Bestelbus voor een installateur” staat bovenaan in het portfolio.");
    const [item] = await database.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.title, newItem.title));
    const [photo] = await database.db
      .select()
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.itemId, item!.id));
    expect(photo).toMatchObject({
      width: 1200,
      height: 1600,
      altText: "Witte bestelbus met rode belettering",
    });
    expect((await stored("portfolio")).filter((k) => !before.includes(k)).sort()).toEqual(
      variantKeys(photo!.variants)
        .map((k) => k.replace("portfolio/", ""))
        .sort(),
    );
    expect(await stored("portfolio-uploads")).toEqual([]);
    const page = (await call(portfolioLoader, staff.request(PAGE))) as Awaited<
      ReturnType<typeof portfolioLoader>
    >;
    // A new project goes first.
    expect(page.items[0]!.title).toBe(newItem.title);
  }, 600_000);

  it("puts a photo first and edits its alt text through the page; an empty alt text is refused and changes nothing", async () => {
    const form = (fields: Record<string, string>) =>
      staff.request(PAGE, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const created = (await call(
      portfolioAction,
      upload(staff, { ...newItem, title: "Twee foto's" }, { name: "a.jpg", bytes: smallPhoto }),
    )) as { data: { notice?: string } };
    expect(created.data.notice).toBe("„Twee foto's” staat bovenaan in het portfolio.");
    const [item] = await database.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.title, "Twee foto's"));
    await call(
      portfolioAction,
      upload(
        staff,
        { intent: "add-photo", id: item!.id, alt: "Tweede foto" },
        { name: "b.jpg", bytes: smallPhoto },
      ),
    );
    const photos = () =>
      database.db
        .select({ id: portfolioPhotos.id, alt: portfolioPhotos.altText, position: portfolioPhotos.position })
        .from(portfolioPhotos)
        .where(eq(portfolioPhotos.itemId, item!.id))
        .orderBy(portfolioPhotos.position);
    const [first, second] = await photos();
    expect(second!.alt).toBe("Tweede foto");

    const cover = (await call(portfolioAction, form({ intent: "cover-photo", photoId: second!.id }))) as {
      data: { notice?: string };
    };
    expect(cover.data.notice).toBe("Deze foto staat nu vooraan: de website toont hem bij het project.");
    expect((await photos()).map((p) => p.id)).toEqual([second!.id, first!.id]);

    const refused = (await call(
      portfolioAction,
      form({ intent: "photo-alt", photoId: first!.id, alt: "  " }),
    )) as {
      data: { formError?: string; target?: string };
      init: { status?: number } | null;
    };
    expect(refused.data.formError).toBe(
      "Beschrijf wat er op de foto te zien is (alt-tekst, maximaal 300 tekens).",
    );
    expect(refused.data.target).toBe(first!.id);
    expect(refused.init?.status).toBe(400);
    expect((await photos()).find((p) => p.id === first!.id)!.alt).toBe(newItem.alt);

    const saved = (await call(
      portfolioAction,
      form({ intent: "photo-alt", photoId: first!.id, alt: "Bus van opzij, logo op de schuifdeur" }),
    )) as { data: { notice?: string } };
    expect(saved.data.notice).toBe("De alt-tekst is opgeslagen.");
    expect((await photos()).find((p) => p.id === first!.id)!.alt).toBe(
      "Bus van opzij, logo op de schuifdeur",
    );

    const gone = (await call(
      portfolioAction,
      form({ intent: "cover-photo", photoId: "00000000-0000-4000-8000-000000000000" }),
    )) as { data: { formError?: string }; init: { status?: number } | null };
    expect(gone.data.formError).toBe("Dit project of deze foto bestaat niet meer.");
    expect(gone.init?.status).toBe(404);
  }, 60_000);

  it("refuses a non-image, a fake extension and a photo without alt text with Dutch messages, storing nothing", async () => {
    const countBefore = (await database.db.select().from(portfolioItems)).length;
    const objectsBefore = await stored("portfolio");
    const cases: [Record<string, string>, { name: string; bytes: Buffer }, string][] = [
      [
        newItem,
        { name: "foto.jpg", bytes: Buffer.from("<!doctype html><html><script>alert(1)</script></html>") },
        "Het bestand „foto.jpg” wordt niet geaccepteerd. Kies een JPG, PNG, WebP, AVIF of TIFF-bestand.",
      ],
      [
        newItem,
        { name: "prijslijst.pdf", bytes: Buffer.from("%PDF-1.7\n".repeat(50)) },
        "Het bestand „prijslijst.pdf” wordt niet geaccepteerd. Kies een JPG, PNG, WebP, AVIF of TIFF-bestand.",
      ],
      [
        newItem,
        {
          name: "kapot.jpg",
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]),
        },
        "Deze foto kon niet worden gelezen. Kies een JPG-, PNG-, WebP-, AVIF- of TIFF-foto.",
      ],
      [
        { ...newItem, alt: " " },
        { name: "bus.jpg", bytes: smallPhoto },
        "Beschrijf wat er op de foto te zien is (alt-tekst, maximaal 300 tekens).",
      ],
      [
        { ...newItem, title: "" },
        { name: "bus.jpg", bytes: smallPhoto },
        "Vul een titel in (maximaal 120 tekens).",
      ],
    ];
    for (const [fields, file, message] of cases) {
      const result = (await call(portfolioAction, upload(staff, fields, file))) as {
        data: { formError?: string; photoError?: string };
        init: { status?: number } | null;
      };
      // A refused file is named at the photo field (photoError), other fields' errors at the form.
      expect(result.data.photoError ?? result.data.formError, file.name).toBe(message);
      expect(result.init?.status, file.name).toBe(400);
    }
    expect((await database.db.select().from(portfolioItems)).length).toBe(countBefore);
    expect(await stored("portfolio")).toEqual(objectsBefore);
    expect(await stored("portfolio-uploads")).toEqual([]);
    // The broken JPEG, logged for the operator (sharp's reason in err).
    expect(log.take("a portfolio upload could not be decoded")).toMatchObject([{ level: 30 }]);
  }, 60_000);

  it("puts a new project first and moves one a place at a time, saying where it is now", async () => {
    const form = (fields: Record<string, string>) =>
      staff.request(PAGE, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    await call(portfolioAction, upload(staff, { ...newItem, title: "Nieuwste werk" }));
    const list = (await call(portfolioLoader, staff.request(PAGE))) as {
      items: { id: string; title: string }[];
    };
    expect(list.items[0]!.title).toBe("Nieuwste werk");
    const total = list.items.length;
    const id = list.items[0]!.id;

    const moved = (await call(portfolioAction, form({ intent: "down", id }))) as {
      data: { notice?: string; moved?: string };
    };
    expect(moved.data).toEqual({ notice: `Project verplaatst naar positie 2 van ${total}.`, moved: id });
    const after = (await call(portfolioLoader, staff.request(PAGE))) as { items: { id: string }[] };
    expect(after.items[1]!.id).toBe(id);
    const up = (await call(portfolioAction, form({ intent: "up", id }))) as { data: { notice?: string } };
    expect(up.data.notice).toBe(`Project verplaatst naar positie 1 van ${total}.`);
    const top = (await call(portfolioAction, form({ intent: "up", id }))) as { data: { notice?: string } };
    expect(top.data.notice).toBe("Dit project staat al bovenaan of onderaan.");
    // The audit log says where it went.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "portfolio.move"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      targetId: id,
      targetLabel: "Nieuwste werk",
      details: { direction: "up", position: 1 },
    });
  });

  it("answers the page's upload script with JSON: the project added, or the refusal and its status", async () => {
    const send = (
      jar: Jar | null,
      fields: Record<string, string>,
      photo?: { name: string; bytes: Buffer },
    ) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      if (photo) body.append("photo", new Blob([new Uint8Array(photo.bytes)]), photo.name);
      const init = { method: "POST", body, headers: { accept: "application/json" } };
      return jar ? jar.request(UPLOAD, init) : new Request(`http://localhost${UPLOAD}`, init);
    };
    const added = (await call(
      uploadAction,
      send(staff, { ...newItem, title: "Via het script" }, { name: "bus.jpg", bytes: smallPhoto }),
    )) as Response;
    expect(added.status).toBe(200);
    expect(added.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await added.json()).toEqual({
      notice: "„Via het script” staat bovenaan in het portfolio.",
      target: "new",
    });
    const [item] = await database.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.title, "Via het script"));
    expect(
      await database.db.select().from(portfolioPhotos).where(eq(portfolioPhotos.itemId, item!.id)),
    ).toHaveLength(1);

    const refused = (await call(
      uploadAction,
      send(staff, { intent: "add-photo", id: item!.id, alt: "" }, { name: "bus.jpg", bytes: smallPhoto }),
    )) as Response;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      formError: "Beschrijf wat er op de foto te zien is (alt-tekst, maximaal 300 tekens).",
      target: item!.id,
    });

    // Signed out: sent to the sign-in, nothing stored.
    const anonymous = await thrownBy(call(uploadAction, send(null, { ...newItem, title: "Anoniem" })));
    expect(anonymous.status).toBe(302);
    expect(
      await database.db.select().from(portfolioItems).where(eq(portfolioItems.title, "Anoniem")),
    ).toEqual([]);
  }, 60_000);
});
