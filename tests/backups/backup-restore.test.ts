// Backup and restore end to end: leads of every type with notes and an uploaded design, an accepted quote with
// its lines, link, number series and evidence, the order it became with its payment, refund, invoices (lines,
// credit invoice) and history, marketing files and a staff account with TOTP → backup → wipe →
// restore into an empty DATA_DIR → every row and file is back and the employee signs in with the same
// authenticator. And every way a restore must refuse. On PGlite the database is in the backup; on PostgreSQL only
// the files are (pg_dump does the database), so there the files round-trip.
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import tar from "tar-stream";
import { createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const root = vi.hoisted(() => {
  const dir = `/tmp/backups-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = `${dir}/live`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "1000";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import { BACKUP_APP_NAME, BACKUP_STORAGE_PREFIX, DATABASE_ENTRY } from "~/lib/backups";
import { requireStaff } from "~/server/auth.server";
import { BACKUP_MESSAGES, extractBackup } from "~/server/backups/archive.server";
import { listBackupFiles, runBackup, type BackupContext } from "~/server/backups/backups.server";
import { restoreBackup } from "~/server/backups/restore.server";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/index.server";
import * as schema from "~/server/db/schema.server";
import { issueCreditInvoice, issuePrepaymentInvoice } from "~/server/invoices/compose.server";
import { inUnitOfWork } from "~/server/unit-of-work.server";
import { addLeadNote } from "~/server/leads/notes.server";
import { createLocalStorage, getStorage, type FileStorage } from "~/server/storage.server";
import { Jar } from "../auth/client";
import { totp } from "../auth/totp";
import { createTestDatabase, describeEachDatabase, type TestDatabase, useTestDatabase } from "../helpers/db";
import { collectLogLines } from "../helpers/log-lines";
import { createTestStorage, type TestStorage } from "../helpers/storage";
import { contextFor, freshIp, futureWeekday, post, shownCatalogue, startedLongAgo } from "../leads/helpers";
import {
  appointmentAction,
  orderAction as workwearAction,
  partnershipAction,
  quickQuoteAction,
  quoteAction,
} from "../leads/lead-actions";
import { acceptedQuote } from "../quotes/fixtures";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(5000, 9),
]);
const PASSWORD = "medewerker-123";

/** Every table the round trip must bring back, with a stable order. */
const tables = {
  quoteRequests: schema.quoteRequests,
  appointmentRequests: schema.appointmentRequests,
  b2bRegistrations: schema.b2bRegistrations,
  workwearOrders: schema.workwearOrders,
  workwearOrderLines: schema.workwearOrderLines,
  leadNotes: schema.leadNotes,
  leadAttachments: schema.leadAttachments,
  marketingFiles: schema.marketingFiles,
  users: schema.users,
  accounts: schema.accounts,
  twoFactors: schema.twoFactors,
  profiles: schema.profiles,
  outbox: schema.outbox,
  auditLog: schema.auditLog,
  quotes: schema.quotes,
  quoteLines: schema.quoteLines,
  quoteLinks: schema.quoteLinks,
  numberSeries: schema.numberSeries,
  payments: schema.payments,
  refunds: schema.refunds,
  invoices: schema.invoices,
  invoiceLines: schema.invoiceLines,
  orderEvents: schema.orderEvents,
};

/** The column each table is listed by (its key). */
const orderColumn = (table: (typeof tables)[keyof typeof tables]) =>
  table === schema.quoteLinks
    ? schema.quoteLinks.tokenHash
    : table === schema.numberSeries
      ? schema.numberSeries.series
      : (table as typeof schema.quoteRequests).id;

async function everyRow(db: DatabaseHandle["db"]) {
  const result: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables))
    result[name] = await db
      .select()
      .from(table as typeof schema.quoteRequests)
      .orderBy(asc(orderColumn(table)));
  return result;
}

/**
 * A quote made from a phone call, sent and accepted with an optional line ticked, then paid, invoiced and partly
 * refunded with a credit invoice: every quote, payment and invoice table has rows.
 */
async function seedAcceptedQuote(actorId: string, db: DatabaseHandle["db"]): Promise<void> {
  const line = { kind: "item", quantity: 100, unitPriceCents: 85, vatRate: 21, included: true } as const;
  const { id: quoteId } = await acceptedQuote(db, {
    actorId,
    email: "klant@example.com",
    fields: { customerName: "Karin Klant" },
    lines: [
      { ...line, description: "Stickers 5 × 5 cm", optional: false },
      { ...line, description: "Extra vel proefdrukken", quantity: 1, optional: true, included: false },
    ],
    now: new Date(),
    acceptedAt: new Date(),
    included: (optional) => optional,
  });
  const [payment] = await db
    .insert(schema.payments)
    .values({ quoteId, provider: "bank", amountCents: 10_388, status: "paid", paidAt: new Date(), actorId })
    .returning();
  await inUnitOfWork(db, (unit) => issuePrepaymentInvoice(unit, { id: quoteId }, payment!, { actorId }));
  await db
    .insert(schema.refunds)
    .values({ paymentId: payment!.id, amountCents: 1_210, status: "refunded", reason: "Kras", actorId });
  await inUnitOfWork(db, (unit) =>
    issueCreditInvoice(unit, { paymentId: payment!.id, amountCents: 1_210, reason: "Kras", actorId }),
  );
}

function quoteWithDesign(): Request {
  const form = new FormData();
  const fields = {
    name: "Jan de Vries",
    email: "jan@example.com",
    phone: "06 12345678",
    company: "",
    service: "stickers",
    description: "Stickers met ons logo",
    delivery_method: "",
    website: "",
    _t: startedLongAgo(),
    _js: "1",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("attachments", new Blob([new Uint8Array(PNG)]), "logo.png");
  return new Request("http://localhost/api/offerte", {
    method: "POST",
    headers: { accept: "application/json", referer: "http://localhost/stickers" },
    body: form,
  });
}

/** One lead of every type (the quote with a design), a note on each, a marketing file and a TOTP employee. */
async function seed(database: TestDatabase): Promise<{ totpUri: string; email: string }> {
  const request = quoteWithDesign();
  const quote = (await quoteAction({
    request,
    url: new URL(request.url),
    context: contextFor(freshIp()),
    params: {},
  } as never)) as Response;
  expect(quote.status).toBe(200);
  const answers = await Promise.all([
    post(quickQuoteAction, "/api/snelle-offerte", {
      name: "An",
      email: "an@example.com",
      phone: "0612345678",
      description: "",
      _t: startedLongAgo(),
    }),
    post(appointmentAction, "/api/afspraak", {
      name: "Sanne",
      email: "sanne@example.com",
      company: "",
      phone: "",
      preferred_date: futureWeekday(2),
      preferred_time: "10:30",
      message: "Over werkkleding",
      _t: startedLongAgo(),
    }),
    post(partnershipAction, "/api/partner", {
      company_name: "Sportclub Breda",
      contact_person: "Piet",
      email: "piet@example.com",
      phone: "",
      employees: "",
      print_volume: "",
      _t: startedLongAgo(),
    }),
    post(workwearAction, "/api/werkkleding-bestelling", {
      name: "Eva Jansen",
      company: "Hoveniers Jansen",
      email: "eva@example.com",
      phone: "06 12345678",
      delivery_method: "shipping",
      delivery_location: "Tilburg",
      logo_position: "borst-links",
      technique: "embroidery",
      notes: "",
      product_1: "polo",
      size_1: "M",
      color_1: "zwart",
      quantity_1: "2",
      ...shownCatalogue(),
      website: "",
      _t: startedLongAgo(),
    }),
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);

  const email = "medewerker@example.nl";
  const staff = new Jar();
  await staff.signUpAndSignIn({ email, password: PASSWORD });
  const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
  await database.db.update(schema.profiles).set({ role: "employee" }).where(eq(schema.profiles.id, user!.id));
  const enabled = await staff.auth("/two-factor/enable", { password: PASSWORD });
  const totpUri = enabled.json.totpURI as string;
  expect((await staff.auth("/two-factor/verify-totp", { code: totp(totpUri) })).status).toBe(200);

  const leads = [
    ["quote", schema.quoteRequests],
    ["appointment", schema.appointmentRequests],
    ["partnership", schema.b2bRegistrations],
    ["workwear", schema.workwearOrders],
  ] as const;
  for (const [type, table] of leads) {
    const rows = await database.db.select({ id: table.id }).from(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(
        await addLeadNote({ actorId: user!.id, type, id: row.id, body: `Gebeld over ${type}` }, database.db),
      ).toBe(true);
  }

  await seedAcceptedQuote(user!.id, database.db);

  await getStorage().write("marketing/prijslijst.pdf", "%PDF-1.4 prijslijst");
  await database.db
    .insert(schema.marketingFiles)
    .values({ fileName: "Prijslijst 2026", filePath: "marketing/prijslijst.pdf" });
  return { totpUri, email };
}

function backupContextFor(
  handle: DatabaseHandle,
  dir: string,
  storage: FileStorage = getStorage(),
): BackupContext {
  return {
    handle,
    storage,
    dir,
    policy: { daily: 7, weekly: 4 },
    uploadToStorage: false,
    // The session secret a production server keeps beside the data.
    authSecretFile: path.join(dir, "..", "auth-secret"),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

afterAll(() => rm(root, { recursive: true, force: true }));
const log = collectLogLines();

/** A backup dumps the whole embedded database: seconds each on a busy machine. */
const SLOW = { timeout: 180_000 };

describe("round trip", SLOW, () =>
  describeEachDatabase("backup and restore", (kind) => {
    let database: TestDatabase;
    const live = `${root}/live`;
    const backups = `${root}/live/backups`;

    beforeAll(async () => {
      await rm(live, { recursive: true, force: true });
      database = await createTestDatabase(kind);
      setDatabaseHandle(database);
    }, SLOW.timeout);
    afterAll(() => database.dispose().catch(() => {}));

    it("restores leads of every type, notes, files and a TOTP account into an empty DATA_DIR", async () => {
      const { totpUri, email } = await seed(database);
      const before = await everyRow(database.db);
      // The session secret a production server keeps in DATA_DIR (it encrypts the TOTP secrets).
      await writeFile(`${live}/auth-secret`, "geheim-sessiesleutel-van-de-server-0123456789\n", {
        mode: 0o600,
      });
      const filesBefore = await filesUnder(`${live}/files`);
      expect(filesBefore).toHaveLength(2); // the design and the marketing file

      const outcome = await runBackup(backupContextFor(database, backups), { trigger: "command" });
      expect(outcome).toMatchObject({
        status: "ok",
        fileCount: 2,
        database: kind === "pglite" ? "pglite" : "none",
      });
      const [run] = await database.db.select().from(schema.backupRuns);
      expect(run).toMatchObject({ status: "ok", trigger: "command", fileCount: 2, error: null });
      expect(run!.finishedAt).toBeInstanceOf(Date);
      const [file] = await listBackupFiles(backups);
      expect(file!.size).toBe(run!.size);

      // The disk dies: only the backup file survives, copied elsewhere.
      const saved = `${root}/bewaard-${kind}.tar.gz`;
      await cp(path.join(backups, file!.fileName), saved);
      if (kind === "pglite") await database.close();
      await rm(live, { recursive: true, force: true });

      const target = `${root}/nieuw-${kind}`;
      const result = await restoreBackup({
        file: saved,
        dataDir: target,
        force: false,
        bucket: null,
        usesPostgres: kind === "postgres",
      });
      expect(result).toMatchObject({ fileCount: 2, database: kind === "pglite" ? "restored" : "absent" });
      expect(await filesUnder(`${target}/files`)).toEqual(filesBefore);
      const restoredStorage = createLocalStorage(`${target}/files`);
      const [attachment] = before.leadAttachments as (typeof schema.leadAttachments.$inferSelect)[];
      const stored = await restoredStorage.read(attachment!.storageKey!);
      expect(Buffer.from(await new Response(stored!.body).arrayBuffer())).toEqual(PNG);
      // Nothing is left next to DATA_DIR.
      expect((await readdir(root)).filter((n) => n.includes("herstel"))).toEqual([]);

      if (kind === "postgres") return;
      const restored = openDatabase({ dataDir: target });
      try {
        await restored.migrate();
        setDatabaseHandle(restored);
        const after = await everyRow(restored.db);
        // The snapshot holds the audit entry of the backup itself, made just before it.
        const audits = after.auditLog as { action: string }[];
        expect(audits.filter((a) => a.action === "backup.create")).toHaveLength(1);
        after.auditLog = audits.filter((a) => a.action !== "backup.create");
        expect(after).toEqual(before);
        for (const name of ["quoteRequests", "appointmentRequests", "b2bRegistrations", "workwearOrders"])
          expect(before[name]!.length).toBeGreaterThan(0);
        // The accepted quote came back with its evidence (100 × € 0,85 + € 0,85 = € 85,85 excl. and € 18,03
        // VAT), lines, link and number series.
        expect(before.quotes).toEqual([
          expect.objectContaining({
            status: "geaccepteerd",
            acceptedName: "Karin Klant",
            acceptedSnapshot: expect.objectContaining({
              totals: expect.objectContaining({ grossCents: 10_388 }),
            }),
          }),
        ]);
        expect(before.quoteLines).toHaveLength(2);
        expect(before.quoteLinks).toHaveLength(1);
        expect(before.numberSeries).toEqual([
          { series: "F", year: expect.any(Number), last: 2 },
          { series: "OFF", year: expect.any(Number), last: 1 },
        ]);
        // The order: its payment, refund, the prepayment invoice and the credit invoice with their lines (an
        // issued invoice must come back exactly: the trigger would refuse any correction afterwards), history.
        expect(before.payments).toEqual([expect.objectContaining({ amountCents: 10_388, status: "paid" })]);
        expect(before.refunds).toEqual([expect.objectContaining({ amountCents: 1_210 })]);
        expect(
          (before.invoices as { kind: string; grossCents: number }[])
            .map((i) => [i.kind, i.grossCents])
            .sort(),
        ).toEqual([
          ["credit", -1_210],
          ["prepayment", 10_388],
        ]);
        expect(before.invoiceLines).toHaveLength(3);
        expect(before.orderEvents!.length).toBeGreaterThanOrEqual(3);
        expect(before.leadNotes).toHaveLength(
          ["quoteRequests", "appointmentRequests", "b2bRegistrations", "workwearOrders"].reduce(
            (n, t) => n + before[t]!.length,
            0,
          ),
        );

        // The employee signs in with the password and the same authenticator app.
        const browser = new Jar();
        const signIn = await browser.auth("/sign-in/email", { email, password: PASSWORD });
        expect(signIn.json.twoFactorRedirect).toBe(true);
        expect((await browser.auth("/two-factor/verify-totp", { code: totp(totpUri) })).status).toBe(200);
        expect((await requireStaff(browser.request("/employee"))).email).toBe(email);
      } finally {
        setDatabaseHandle(database);
        await restored.close();
      }
    });
  }),
);

describe("restore refuses what it cannot restore completely", SLOW, () => {
  const database = useTestDatabase("pglite", { app: false });
  let good: string;
  const dir = `${root}/refusals`;

  beforeAll(async () => {
    await mkdir(`${dir}/files/leads`, { recursive: true });
    await writeFile(`${dir}/files/leads/a.png`, PNG);
    const outcome = await runBackup(
      backupContextFor(database, `${dir}/backups`, createLocalStorage(`${dir}/files`)),
      { trigger: "command" },
    );
    expect(outcome.status).toBe("ok");
    good = path.join(`${dir}/backups`, (outcome as { fileName: string }).fileName);
  }, SLOW.timeout);

  async function refused(file: string, target = `${dir}/doel`, force = false) {
    const error = await restoreBackup({
      file,
      dataDir: target,
      force,
      bucket: null,
      usesPostgres: false,
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.name).toBe("BackupError");
    // Never half-restored: no target, and no work folder left next to it.
    expect((await readdir(dir)).filter((n) => n.startsWith(".doel") || n === "doel")).toEqual([]);
    return error!.message;
  }

  it("refuses a truncated backup", async () => {
    const cut = `${dir}/afgebroken.tar.gz`;
    await cp(good, cut);
    const { size } = await import("node:fs/promises").then((fs) => fs.stat(good));
    await truncate(cut, Math.floor(size * 0.6));
    expect(await refused(cut)).toBe(BACKUP_MESSAGES.damaged);
  });

  it("refuses a backup whose bytes were changed", async () => {
    const bytes = await readFile(good);
    // Flip a byte in the middle: gzip's checksum or the manifest's catches it.
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const changed = `${dir}/veranderd.tar.gz`;
    await writeFile(changed, bytes);
    expect([BACKUP_MESSAGES.damaged, BACKUP_MESSAGES.checksum]).toContain(await refused(changed));
  });

  it("refuses a foreign tar.gz, another app's backup and a file that is no archive at all", async () => {
    const foreign = `${dir}/vreemd.tar.gz`;
    const pack = tar.pack();
    pack.entry({ name: "etc/passwd" }, "root:x:0:0::/root:/bin/sh\n");
    pack.finalize();
    await pipeline(pack, createGzip(), createWriteStream(foreign));
    expect(await refused(foreign)).toBe(BACKUP_MESSAGES.foreign);

    const other = `${dir}/ander.tar.gz`;
    const otherPack = tar.pack();
    otherPack.entry(
      { name: "manifest.json" },
      JSON.stringify({
        format: 1,
        app: "wordpress",
        createdAt: new Date().toISOString(),
        database: "none",
        entries: [],
      }),
    );
    otherPack.finalize();
    await pipeline(otherPack, createGzip(), createWriteStream(other));
    expect(await refused(other)).toBe("Dit is geen back-up van deze website.");

    const text = `${dir}/notities.txt`;
    await writeFile(text, "geen back-up");
    expect(await refused(text)).toBe(BACKUP_MESSAGES.notGzip);
    expect(await refused(`${dir}/bestaat-niet.tar.gz`)).toBe(
      `Back-upbestand niet gevonden: ${dir}/bestaat-niet.tar.gz`,
    );
  });

  it("refuses to restore over existing data without --force, and moves the old data aside with it", async () => {
    const target = `${dir}/bezet`;
    await mkdir(`${target}/files`, { recursive: true });
    await writeFile(`${target}/files/oud.txt`, "oud");
    await mkdir(`${target}/backups`, { recursive: true });
    await writeFile(`${target}/backups/notitie.txt`, "blijft");
    const error = await restoreBackup({
      file: good,
      dataDir: target,
      force: false,
      bucket: null,
      usesPostgres: false,
    }).catch((e: Error) => e);
    expect((error as Error).message).toContain("bevat al gegevens");
    expect((error as Error).message).toContain("--force");
    expect(await filesUnder(target)).toEqual(["backups/notitie.txt", "files/oud.txt"]);

    const result = await restoreBackup({
      file: good,
      dataDir: target,
      force: true,
      bucket: null,
      usesPostgres: false,
    });
    expect(result.database).toBe("restored");
    expect(await filesUnder(`${target}/files`)).toEqual(["leads/a.png"]);
    // The backups folder stays with DATA_DIR; the replaced data is kept aside, not deleted.
    expect(await readFile(`${target}/backups/notitie.txt`, "utf8")).toBe("blijft");
    expect(await readFile(`${result.movedAside}/files/oud.txt`, "utf8")).toBe("oud");
  });

  it("refuses a backup made by a newer version of the site (more migrations than this code has)", async () => {
    const unpacked = `${dir}/nieuwer-uitgepakt`;
    const manifest = await extractBackup(good, unpacked);
    const index = JSON.parse(await readFile(`${unpacked}/${DATABASE_ENTRY}`, "utf8")) as {
      migrations: number;
    };
    const migrations = index.migrations;
    index.migrations = migrations + 1;
    const pack = tar.pack();
    const entries = [];
    for (const entry of manifest.entries) {
      const bytes =
        entry.path === DATABASE_ENTRY
          ? Buffer.from(JSON.stringify(index))
          : await readFile(path.join(unpacked, entry.path));
      pack.entry({ name: entry.path }, bytes);
      entries.push({
        ...entry,
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
    pack.entry({ name: "manifest.json" }, JSON.stringify({ ...manifest, entries }));
    pack.finalize();
    const newer = `${dir}/nieuwer.tar.gz`;
    await pipeline(pack, createGzip(), createWriteStream(newer));
    expect(await refused(newer)).toBe(
      `Deze back-up is gemaakt met een nieuwere versie van de website (databaseversie ${migrations + 1}, ` +
        `deze versie kent er ${migrations}). Werk de website eerst bij en herstel dan. Er is niets hersteld.`,
    );
  });

  it("checks the manifest of a good backup: the database and every file with its checksum", async () => {
    const manifest = await extractBackup(good, `${dir}/uitgepakt`);
    expect(manifest).toMatchObject({ app: BACKUP_APP_NAME, database: "pglite" });
    const paths = manifest.entries.map((e) => e.path);
    expect(paths.filter((p) => !p.startsWith("database/"))).toEqual(["files/leads/a.png"]);
    // The logical dump: its index and one entry per table, the leads and the accounts among them.
    expect(paths).toContain(DATABASE_ENTRY);
    for (const table of [
      "public.quote_requests",
      "public.users",
      "public.quotes",
      "public.quote_lines",
      "public.quote_links",
      "public.number_series",
      "public.payments",
      "public.refunds",
      "public.invoices",
      "public.invoice_lines",
      "public.order_events",
      "drizzle.__drizzle_migrations",
    ])
      expect(paths).toContain(`database/${table}.copy`);
  });
});

describe("backup runs", SLOW, () => {
  const database = useTestDatabase("pglite", { app: false });
  const dir = `${root}/runs`;

  it("rotates: keeps the newest backup of each of the last days and weeks, deletes the rest", async () => {
    const storage = createLocalStorage(`${dir}/files`);
    const days = ["2026-11-09", "2026-11-16", "2026-11-22", "2026-11-23"];
    for (const day of days) {
      const context: BackupContext = {
        ...backupContextFor(database, `${dir}/backups`, storage),
        policy: { daily: 2, weekly: 2 },
        now: () => new Date(`${day}T02:00:00.000Z`),
      };
      expect((await runBackup(context, { trigger: "command" })).status).toBe("ok");
    }
    const left = (await listBackupFiles(`${dir}/backups`)).map((f) => f.createdAt.toISOString().slice(0, 10));
    // Days: 23rd and 22nd. Weeks: this one (23rd, a Monday) and last week's newest (22nd).
    expect(left).toEqual(["2026-11-23", "2026-11-22"]);
  });

  it("records a failed backup with its error, leaves no file, and the next one works again", async () => {
    const broken: FileStorage = {
      ...createLocalStorage(`${dir}/files`),
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error("bucket unreachable");
      },
    };
    const before = await listBackupFiles(`${dir}/backups`);
    const outcome = await runBackup(backupContextFor(database, `${dir}/backups`, broken), {
      trigger: "manual",
    });
    expect(outcome).toMatchObject({ status: "failed", error: "bucket unreachable" });
    const [failed] = await database.db
      .select()
      .from(schema.backupRuns)
      .where(eq(schema.backupRuns.status, "failed"));
    expect(failed).toMatchObject({ trigger: "manual", error: "bucket unreachable", fileName: null });
    expect(await listBackupFiles(`${dir}/backups`)).toEqual(before);
    expect((await readdir(`${dir}/backups`)).filter((n) => n.endsWith(".part"))).toEqual([]);
    expect(log.take("backup failed")).toMatchObject([
      { level: 50, trigger: "manual", err: { message: "bucket unreachable" } },
    ]);
  });
});

describe("backups on S3-compatible storage", SLOW, () => {
  const database = useTestDatabase("pglite", { app: false });
  let bucket: TestStorage;
  let emptyBucket: TestStorage;
  const dir = `${root}/s3`;
  const design = Buffer.concat([PNG, Buffer.from("ontwerp")]);

  beforeAll(async () => {
    [bucket, emptyBucket] = await Promise.all([createTestStorage("s3"), createTestStorage("s3")]);
  }, SLOW.timeout);
  afterAll(() => Promise.all([bucket.dispose(), emptyBucket.dispose()]));

  const readAll = async (storage: FileStorage, key: string) => {
    const file = await storage.read(key);
    return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
  };

  it("backs up the bucket's files, keeps a rotated copy in the bucket, and restores the files into a new bucket", async () => {
    await bucket.storage.write("leads/ontwerp.png", design);
    await bucket.storage.write("marketing/prijslijst.pdf", "%PDF-1.4 prijslijst");
    const days = ["2026-11-20", "2026-11-21", "2026-11-22"];
    for (const day of days) {
      const context: BackupContext = {
        ...backupContextFor(database, `${dir}/backups`, bucket.storage),
        uploadToStorage: true,
        policy: { daily: 2, weekly: 0 },
        now: () => new Date(`${day}T02:00:00.000Z`),
      };
      const outcome = await runBackup(context, { trigger: "command" });
      // The bucket's own backup copies are never backed up again: two files each time.
      expect(outcome).toMatchObject({ status: "ok", fileCount: 2 });
    }
    // Rotation removed the oldest copy in the bucket as on disk.
    const local = (await listBackupFiles(`${dir}/backups`)).map((f) => f.fileName);
    expect(local).toHaveLength(2);
    const remote = (await bucket.listAll()).filter((key) => key.startsWith(BACKUP_STORAGE_PREFIX));
    expect(remote).toEqual(local.map((name) => BACKUP_STORAGE_PREFIX + name).sort());
    // The copy in the bucket is the backup, byte for byte.
    const newest = local[0]!;
    expect(await readAll(bucket.storage, BACKUP_STORAGE_PREFIX + newest)).toEqual(
      await readFile(path.join(dir, "backups", newest)),
    );

    // Restoring over a bucket that holds files needs --force.
    await expect(
      restoreBackup({
        file: path.join(dir, "backups", newest),
        dataDir: `${root}/s3-herstel-weigert`,
        force: false,
        bucket: bucket.storage,
        usesPostgres: false,
      }),
    ).rejects.toThrow("is leeg, maar de S3-bucket bevat al bestanden");

    // A new server with a new bucket: the files go into the bucket, not into DATA_DIR/files.
    const target = `${root}/s3-herstel`;
    const result = await restoreBackup({
      file: path.join(dir, "backups", newest),
      dataDir: target,
      force: false,
      bucket: emptyBucket.storage,
      usesPostgres: false,
    });
    expect(result).toMatchObject({ fileCount: 2, database: "restored" });
    expect(await emptyBucket.listAll()).toEqual(["leads/ontwerp.png", "marketing/prijslijst.pdf"]);
    expect(await readAll(emptyBucket.storage, "leads/ontwerp.png")).toEqual(design);
    expect(await filesUnder(`${target}/files`)).toEqual([]);
  });
});
