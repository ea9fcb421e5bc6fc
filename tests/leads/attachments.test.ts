// Designs sent with a quote request, end to end on the server: the multipart POST → stored objects and
// lead_attachments rows → the shop mail that lists them → the staff-only download. On PGlite and PostgreSQL.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/lead-attachments-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "1000";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import { loader as attachmentLoader } from "~/routes/employee-dashboard.attachment";
import { auditLog, leadAttachments, outbox, profiles, quoteRequests, users } from "~/server/db/schema.server";
import { releaseLead } from "~/server/leads/held.server";
import { createAccount } from "~/server/staff/users.server";
import { getStorage } from "~/server/storage.server";
import { Jar } from "../auth/client";
import { totp } from "../auth/totp";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { collectLogLines } from "../helpers/log-lines";
import { contextFor, freshIp, startedLongAgo } from "./helpers";
import { leadFormAction, quickQuoteAction, quoteAction } from "./lead-actions";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);
const PDF = Buffer.from("%PDF-1.7\n% Illustrator-ontwerp met PDF-compatibiliteit\n".repeat(40));
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

const quoteFields = () => ({
  name: "Jan de Vries",
  email: "Jan@Example.com",
  phone: "06 12345678",
  company: "",
  service: "stickers",
  description: "Stickers met ons logo",
  delivery_method: "",
  website: "",
  _t: startedLongAgo(),
});

interface Upload {
  name: string;
  bytes: Buffer;
  field?: string;
}

/** The multipart POST the browser sends: text fields first, then the files. */
function multipartRequest(
  path: string,
  fields: Record<string, string>,
  files: Upload[],
  { json = true }: { json?: boolean } = {},
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (json) form.append("_js", "1");
  for (const file of files)
    form.append(file.field ?? "attachments", new Blob([new Uint8Array(file.bytes)]), file.name);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      ...(json ? { accept: "application/json" } : {}),
      referer: "http://localhost/stickers",
    },
    body: form,
  });
}

type Action = (args: never) => Promise<Response> | Response;

function send(action: Action, request: Request) {
  return action({
    request,
    url: new URL(request.url),
    context: contextFor(freshIp()),
    params: {},
  } as never) as Promise<Response>;
}

const postQuote = (files: Upload[], fields = quoteFields()) =>
  send(quoteAction, multipartRequest("/api/offerte", fields, files));

/** Every object under DATA_DIR/files/leads (none left behind by a refused or failed request). */
async function storedLeadObjects(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "files", "leads"))).filter((f) => !f.endsWith(".part"));
  } catch {
    return [];
  }
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function loadAttachment(jar: Jar | null, id: string, query = "") {
  const href = `http://localhost/employee-dashboard/bijlagen/${id}${query}`;
  const request = jar ? jar.request(`/employee-dashboard/bijlagen/${id}${query}`) : new Request(href);
  return attachmentLoader({
    request,
    url: new URL(href),
    params: { id },
    context: contextFor("203.0.113.9"),
  } as never) as Promise<Response>;
}

async function thrownBy(promise: Promise<unknown>): Promise<Response & { init?: { status: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected the loader to throw");
}

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("designs sent with a quote request", (kind) => {
  const database = useTestDatabase(kind);
  const log = collectLogLines();
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(leadAttachments);
    await database.db.delete(quoteRequests);
    await rm(path.join(dataDir, "files", "leads"), { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores the files with the lead, lists them in the shop mail and keeps their bytes", async () => {
    const res = await postQuote([
      { name: "logo café.png", bytes: PNG },
      { name: "ontwerp.ai", bytes: PDF },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });

    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ name: "Jan de Vries", form: "modal", isSpam: false });
    const rows = await database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, lead!.id))
      .orderBy(leadAttachments.fileName);
    expect(rows.map((r) => [r.leadType, r.fileName, r.contentType, r.size, r.storeFailed])).toEqual([
      ["quote", "logo café.png", "image/png", PNG.length, false],
      ["quote", "ontwerp.ai", "application/pdf", PDF.length, false],
    ]);
    // Stored under generated keys, never the visitor's name; the bytes are the visitor's.
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^leads\/[0-9a-f-]{36}\.(png|pdf)$/);
      const stored = await getStorage().read(row.storageKey!);
      expect(await bytesOf(stored!.body)).toEqual(row.fileName.endsWith(".png") ? PNG : PDF);
    }
    expect(await storedLeadObjects()).toHaveLength(2);

    const mails = await database.db.select().from(outbox);
    const shop = mails.find((m) => m.kind === "quote.modal.shop")!;
    expect(shop.text).toContain("Meegestuurde bestanden (2):");
    expect(shop.text).toContain("- logo café.png (3 KB)");
    expect(shop.text).toContain("- ontwerp.ai (");
    expect(shop.text).toContain(
      `Bekijk en download ze bij de aanvraag: https://www.printshop-breda.example/employee-dashboard/leads/quote/${lead!.id}`,
    );
    expect(shop.html).toContain("logo café.png (3 KB)");
    // Only names and a link travel by mail, never the files.
    expect(shop.attachments ?? []).toEqual([]);
    const confirmation = mails.find((m) => m.kind === "quote.modal.confirmation")!;
    expect(confirmation.text).not.toContain("employee-dashboard");
  });

  it("refuses a file whose bytes are not a design with a Dutch 4xx and stores nothing", async () => {
    const res = await postQuote([
      { name: "logo.png", bytes: PNG },
      { name: "logo2.png", bytes: HTML },
    ]);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { title: string; description: string };
    expect(body.title).toBe("Bestand niet geaccepteerd");
    expect(body.description).toContain("logo2.png");
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
    expect(await storedLeadObjects()).toEqual([]);
  });

  it("refuses a file over 20 MB and a fourth file with a Dutch 413, storing nothing", async () => {
    const big = await postQuote([
      { name: "groot.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      title: "Bestand niet geaccepteerd",
      description: expect.stringContaining("groot.pdf"),
    });
    const four = await postQuote(Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: PNG })));
    expect(four.status).toBe(413);
    expect(await four.json()).toMatchObject({ title: "Bestand niet geaccepteerd" });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(0);
    expect(await storedLeadObjects()).toEqual([]);
  });

  it("removes the files again when the form itself is invalid or sent by a bot", async () => {
    const invalid = await postQuote([{ name: "logo.png", bytes: PNG }], { ...quoteFields(), name: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ description: "Vul alle verplichte velden in" });
    expect(await storedLeadObjects()).toEqual([]);

    const bot = await postQuote([{ name: "logo.png", bytes: PNG }], { ...quoteFields(), website: "spam" });
    expect(bot.status).toBe(200);
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead!.isSpam).toBe(true);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(0);
    expect(await storedLeadObjects()).toEqual([]);
  });

  it("keeps the files of a lead only the time trap held, and lists them in the shop mail once it is released", async () => {
    const fast = await postQuote([{ name: "logo.png", bytes: PNG }], { ...quoteFields(), _t: "900" });
    expect(fast.status).toBe(200);
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ isSpam: true, spamReason: "time-trap" });
    expect(await database.db.select().from(leadAttachments)).toHaveLength(1);
    expect(await storedLeadObjects()).toHaveLength(1);
    expect(await database.db.select().from(outbox)).toHaveLength(0);

    const staff = await createAccount({
      email: "vrijgeven@example.nl",
      password: "staf-wachtwoord",
      role: "employee",
    });
    if (!staff.ok) throw new Error("no staff account");
    expect(await releaseLead({ actorId: staff.userId, type: "quote", id: lead!.id })).toMatchObject({
      ok: true,
    });
    const [shop] = await database.db.select().from(outbox).where(eq(outbox.kind, "quote.modal.shop"));
    expect(shop!.text).toContain("- logo.png (");
    expect(shop!.text).toContain(
      `Open in het beheer: https://www.printshop-breda.example/employee-dashboard/leads/quote/${lead!.id}`,
    );
  });

  it("still stores the lead when the file storage fails, and tells the staff", async () => {
    vi.spyOn(getStorage(), "writeStream").mockRejectedValue(new Error("bucket unreachable"));
    const res = await postQuote([{ name: "logo.png", bytes: PNG }]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ name: "Jan de Vries" });
    const [row] = await database.db.select().from(leadAttachments);
    expect(row).toMatchObject({
      leadId: lead!.id,
      fileName: "logo.png",
      storeFailed: true,
      storageKey: null,
    });
    const [shop] = await database.db.select().from(outbox).where(eq(outbox.kind, "quote.modal.shop"));
    expect(shop!.text).toContain(
      "- logo.png – NIET OPGESLAGEN: de opslag was niet bereikbaar; vraag de klant het bestand opnieuw te sturen.",
    );
    expect(log.take("storing an upload failed")).toMatchObject([
      { level: 50, err: { message: "bucket unreachable" } },
    ]);
    expect(log.take("lead stored without some files")).toMatchObject([
      { level: 40, form: "quote", failed: 1 },
    ]);
  });

  it("answers the failure toast and keeps no files when the lead itself cannot be stored", async () => {
    vi.spyOn(database.db, "transaction").mockRejectedValue(new Error("database down"));
    const res = await postQuote([{ name: "logo.png", bytes: PNG }]);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      title: "Fout",
      description: expect.stringContaining("Er is een fout opgetreden bij het versturen van uw aanvraag."),
    });
    expect(await storedLeadObjects()).toEqual([]);
    expect(log.take("lead could not be stored")).toMatchObject([
      { level: 50, form: "quote", err: { message: "database down" } },
    ]);
  });

  it("takes files without JavaScript too (multipart form post, redirects)", async () => {
    const ok = await send(
      quickQuoteAction,
      multipartRequest(
        "/api/snelle-offerte",
        { name: "An", phone: "0612345678", email: "an@example.com", service: "Stickers", website: "" },
        [{ name: "logo.svg", bytes: SVG_WITH_SCRIPT }],
        { json: false },
      ),
    );
    expect(ok.status).toBe(303);
    const [row] = await database.db.select().from(leadAttachments);
    // /bedankt shows the artwork check of the files (tests/preflight/lead-artwork.test.ts).
    expect(ok.headers.get("location")).toBe(`/bedankt?verstuurd=quick&aanvraag=${row!.leadId}`);
    expect(row).toMatchObject({ fileName: "logo.svg", contentType: "image/svg+xml" });

    const refused = await send(
      quickQuoteAction,
      multipartRequest(
        "/api/snelle-offerte",
        { name: "An", phone: "0612345678", email: "an@example.com", website: "" },
        [{ name: "pagina.svg", bytes: HTML }],
        { json: false },
      ),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/stickers?formulier=quick&fout=bestand#contact");
  });

  it("treats an empty file input as no files", async () => {
    const res = await postQuote([{ name: "", bytes: Buffer.alloc(0) }]);
    expect(res.status).toBe(200);
    expect(await database.db.select().from(quoteRequests)).toHaveLength(1);
    expect(await database.db.select().from(leadAttachments)).toHaveLength(0);
  });

  it("refuses files on a form that takes none", async () => {
    const partnershipAction = leadFormAction("partnership");
    const res = await send(
      partnershipAction,
      multipartRequest(
        "/api/partner",
        { company_name: "Bouw BV", contact_person: "Piet", email: "piet@example.com", website: "" },
        [{ name: "logo.png", bytes: PNG }],
      ),
    );
    expect(res.status).toBe(400);
    expect(await storedLeadObjects()).toEqual([]);
  });

  it("serves a file only to staff, as a sandboxed attachment", async () => {
    await postQuote([
      { name: "logo.png", bytes: PNG },
      { name: "logo.svg", bytes: SVG_WITH_SCRIPT },
    ]);
    const rows = await database.db.select().from(leadAttachments).orderBy(leadAttachments.fileName);
    const png = rows.find((r) => r.fileName === "logo.png")!;
    const svg = rows.find((r) => r.fileName === "logo.svg")!;

    // Anonymous: to the staff sign-in page.
    const anonymous = await thrownBy(loadAttachment(null, svg.id));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      `/employee-login?naar=${encodeURIComponent(`/employee-dashboard/bijlagen/${svg.id}`)}`,
    );

    // A customer: to their own dashboard, never the file.
    const customer = new Jar();
    await customer.signUpAndSignIn({ email: `klant-${kind}@example.nl`, password: "klant-wachtwoord-1" });
    const refused = await thrownBy(loadAttachment(customer, svg.id));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/dashboard");

    // An employee who passed TOTP.
    const staff = new Jar();
    const email = `medewerker-${kind}@example.nl`;
    await staff.signUpAndSignIn({ email, password: "medewerker-123" });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db.update(profiles).set({ role: "employee" }).where(eq(profiles.id, user!.id));
    const enabled = await staff.auth("/two-factor/enable", { password: "medewerker-123" });
    await staff.auth("/two-factor/verify-totp", { code: totp(enabled.json.totpURI as string) });

    const download = await loadAttachment(staff, svg.id);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`,
    );
    expect(download.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toContain("no-store");
    expect(await bytesOf(download.body!)).toEqual(SVG_WITH_SCRIPT);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lead.attachment_download"));
    expect(audited).toMatchObject({ actorId: user!.id, targetType: "quote", targetId: svg.leadId });

    // Previews: a PNG inline (still sandboxed), never an SVG.
    const preview = await loadAttachment(staff, png.id, "?voorbeeld=1");
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("content-disposition")).toBe("inline");
    expect(preview.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(await bytesOf(preview.body!)).toEqual(PNG);
    const svgPreview = await thrownBy(loadAttachment(staff, svg.id, "?voorbeeld=1"));
    expect(svgPreview.init?.status).toBe(404);

    const unknown = await thrownBy(loadAttachment(staff, "00000000-0000-4000-8000-000000000000"));
    expect(unknown.init?.status).toBe(404);
    const garbage = await thrownBy(loadAttachment(staff, "..%2F..%2Fetc%2Fpasswd"));
    expect(garbage.init?.status).toBe(404);
  });
});
