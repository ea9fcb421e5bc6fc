// Files sent with a quote request are checked when they arrive: the report is stored per file, the visitor reads
// it on /bedankt (with and without JavaScript), staff read it on the lead page, and a file with an error never
// costs the request. On PGlite and PostgreSQL.
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/lead-artwork-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "1000";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import { Attachments, type AttachmentView } from "~/components/staff/leads/attachments";
import BedanktPage, { loader as thanksLoader } from "~/routes/bedankt";
import { loader as leadLoader } from "~/routes/employee-dashboard.lead";
import { leadAttachments, outbox, quoteRequests } from "~/server/db/schema.server";
import type { ArtworkReport } from "~/lib/preflight/findings";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { contextFor, freshIp, startedLongAgo } from "../leads/helpers";
import { quickQuoteAction, quoteAction } from "../leads/lead-actions";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { jpeg72, pdfWithUnembeddedFont } from "./artwork-files";

const quoteFields = (service = "stickers") => ({
  name: "Jan de Vries",
  email: "jan@example.com",
  phone: "06 12345678",
  company: "",
  service,
  description: "Stickers met ons logo",
  delivery_method: "",
  website: "",
  _t: startedLongAgo(),
});

function multipart(
  path: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
  json: boolean,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (json) form.append("_js", "1");
  for (const file of files) form.append("attachments", new Blob([new Uint8Array(file.bytes)]), file.name);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { ...(json ? { accept: "application/json" } : {}), referer: "http://localhost/" },
    body: form,
  });
}

function send(action: typeof quoteAction, request: Request) {
  return action({ request, url: new URL(request.url), context: contextFor(freshIp()), params: {} } as never);
}

async function thanksPage(next: string) {
  const url = `http://localhost${next}`;
  const answer = await thanksLoader({
    request: new Request(url),
    url: new URL(url),
    params: {},
    context: contextFor(freshIp()),
  } as never);
  const loaderData = (answer as unknown as { data: unknown }).data;
  return { loaderData, html: await routeMarkup(BedanktPage as never, { loaderData }, url) };
}

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("artwork checked at upload", (kind) => {
  const database = useTestDatabase(kind);
  let staff: Awaited<ReturnType<typeof staffJar>>;
  beforeAll(async () => {
    staff = await staffJar(database, `medewerker-artwork-${kind}@example.nl`);
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(leadAttachments);
    await database.db.delete(quoteRequests);
  });

  it("a 72 dpi JPEG: the report is stored, the visitor reads it on /bedankt, staff on the lead page", async () => {
    const res = await send(
      quoteAction,
      multipart("/api/offerte", quoteFields(), [{ name: "logo.jpg", bytes: await jpeg72() }], true),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; next: string };
    const [lead] = await database.db.select().from(quoteRequests);
    expect(body).toMatchObject({ ok: true, next: `/bedankt?verstuurd=quote&aanvraag=${lead!.id}` });

    const [row] = await database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, lead!.id));
    const report = row!.artworkReport as ArtworkReport;
    expect(report.level).toBe("warning");
    expect(report.findings.map((f) => f.message)).toEqual([
      "600 × 400 pixels. Geschikt tot ca. 10 × 7 cm bij 150 dpi.",
      "Het bestand is in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen.",
    ]);

    const { html } = await thanksPage(body.next);
    expect(html).toContain("Controle van je bestanden");
    expect(html).toContain("Geschikt tot ca. 10 × 7 cm bij 150 dpi.");
    expect(html).toContain("Let op");
    expect(html).toContain("Laat ons het oplossen");
    // Another request's id, or a link after the hour, shows no files.
    const stranger = await thanksPage(`/bedankt?verstuurd=quote&aanvraag=${crypto.randomUUID()}`);
    expect(stranger.html).not.toContain("Controle van je bestanden");
    await database.db.update(leadAttachments).set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    expect((await thanksPage(body.next)).html).not.toContain("Controle van je bestanden");

    const page = await run<{ attachments: AttachmentView[] }>(
      leadLoader as never,
      get(staff.jar, `/employee-dashboard/leads/quote/${lead!.id}`),
      { type: "quote", id: lead!.id },
    );
    expect(page.status).toBe(200);
    expect(page.data.attachments[0]!.artwork).toEqual(report);
    const staffHtml = renderToStaticMarkup(
      createElement(Attachments, { attachments: page.data.attachments }),
    );
    expect(staffHtml).toContain("Controle bij ontvangst");
    expect(staffHtml).toContain("Zet het ontwerp om naar CMYK");
  });

  it("a PDF with an error is stored anyway, and without JavaScript the form lands on its report", async () => {
    const res = await send(
      quickQuoteAction,
      multipart(
        "/api/snelle-offerte",
        quoteFields("Voertuigbelettering"),
        [{ name: "bus.pdf", bytes: await pdfWithUnembeddedFont() }],
        false,
      ),
    );
    expect(res.status).toBe(303);
    const [lead] = await database.db.select().from(quoteRequests);
    expect(lead).toMatchObject({ form: "quick", service: "Voertuigbelettering" });
    expect(res.headers.get("location")).toBe(`/bedankt?verstuurd=quick&aanvraag=${lead!.id}`);
    const [row] = await database.db.select().from(leadAttachments);
    expect((row!.artworkReport as ArtworkReport).level).toBe("error");
    const mails = await database.db.select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual(["quote.quick.confirmation", "quote.quick.shop"]);

    const { html } = await thanksPage(res.headers.get("location")!);
    expect(html).toContain("Probleem");
    expect(html).toContain("Dit lettertype is niet ingesloten: Arial.");
    expect(html).toContain("Zet tekst om naar contouren of sluit de lettertypen in.");
    expect(html).toContain("Je aanvraag is gewoon verstuurd, ook met deze punten.");
  });

  it("vehicle lettering asks for a transparent background; an unreadable file is noted, not refused", async () => {
    const res = await send(
      quoteAction,
      multipart(
        "/api/offerte",
        quoteFields("voertuigbelettering"),
        [
          { name: "logo.jpg", bytes: await jpeg72() },
          { name: "kapot.pdf", bytes: Buffer.from("%PDF-1.7\nhier staat geen pdf in\n") },
        ],
        true,
      ),
    );
    expect(res.status).toBe(200);
    const rows = await database.db.select().from(leadAttachments).orderBy(leadAttachments.fileName);
    expect(
      rows.map((r) => [
        r.fileName,
        (r.artworkReport as ArtworkReport).findings.map((f) => `${f.check}:${f.level}`),
      ]),
    ).toEqual([
      ["kapot.pdf", ["readable:warning"]],
      ["logo.jpg", ["resolution:ok", "colour:warning", "transparency:warning"]],
    ]);
  });
});
