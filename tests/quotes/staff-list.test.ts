// The staff's quotes list, its CSV export and the customer page, through their routes on PGlite and PostgreSQL:
// filter by status (an expired quote reads "verlopen" before the worker stores it), search by name and number,
// totals per status, the follow-up list, "Nieuwe offerte" without a lead, the audited CSV, and one customer's
// leads, orders and quotes found through a record (the address never in the URL).
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-staff-list-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { quoteFormErrors } from "~/content/staff-quotes";
import type { QuoteLine } from "~/lib/quotes/lines";
import { QUOTE_STATUSES } from "~/lib/quotes/status";
import { action as customerAction, loader as customerLoader } from "~/routes/employee-dashboard.customer";
import { action as listAction, loader as listLoader } from "~/routes/employee-dashboard.quotes";
import { loader as exportLoader } from "~/routes/employee-dashboard.quotes-export";
import { auditLog, quoteRequests, quotes, workwearOrders } from "~/server/db/schema.server";
import { sendQuote } from "~/server/workflows/quote-sent.server";
import { getQuote, saveConcept } from "~/server/quotes/store.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import type { Jar } from "../auth/client";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { customerJar, get, postForm, run, staffJar } from "./staff-helpers";

const LIST = "/employee-dashboard/offertes";

const line = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  kind: "item",
  description: "Stickers",
  quantity: 10,
  unitPriceCents: 1000,
  vatRate: 21,
  optional: false,
  included: true,
  ...over,
});

describeEachDatabase("the staff's quotes list and customer page", (kind) => {
  const database = useTestDatabase(kind);
  let staff: Awaited<ReturnType<typeof staffJar>>;
  let customer: Jar;
  const ids = { concept: "", sent: "", expired: "", waiting: "" };

  /** A quote for `name` with one line of €100 excl. VAT (€121 incl.), sent unless `send` is false. */
  async function quoteFor(name: string, email: string, options: { send?: boolean; company?: string } = {}) {
    const created = await createQuote({ actorId: staff.id, email });
    if (!created.ok) throw new Error("not created");
    const quote = (await getQuote(created.id))!;
    await saveConcept({
      actorId: staff.id,
      id: created.id,
      fields: { ...quote, customerName: name, customerCompany: options.company ?? null, rush: false },
      lines: [line()],
    });
    if (options.send !== false)
      expect((await sendQuote({ actorId: staff.id, id: created.id })).ok).toBe(true);
    return created.id;
  }

  beforeAll(async () => {
    staff = await staffJar(database, `medewerker-lijst-${kind}@example.nl`);
    customer = await customerJar(`klant-lijst-${kind}@example.nl`);
    ids.concept = await quoteFor("Conny Concept", "conny@example.nl", { send: false });
    ids.sent = await quoteFor("Sanne Verstuurd", "sanne@example.nl", { company: "Bakkerij De Vries" });
    ids.expired = await quoteFor("Eva Verlopen", "eva@example.nl");
    ids.waiting = await quoteFor("Wim Wacht", "wim@example.nl");
    // Past its last day but not yet stored as expired by the worker.
    await database.db.update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, ids.expired));
    // Sent five days ago without a reaction: to follow up.
    await database.db
      .update(quotes)
      .set({ sentAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(quotes.id, ids.waiting));
  }, 120_000);

  type ListData = {
    rows: { id: string; status: string; number: string | null }[];
    total: number;
    totals: { status: string; count: number; grossCents: number }[];
    followUp: { id: string; waitingDays: number }[];
  };
  const list = (query = "") => run<ListData>(listLoader, get(staff.jar, `${LIST}${query}`));

  it("lists every quote with its status as of today, and totals per status", async () => {
    const { data } = await list();
    expect(data.total).toBe(4);
    const status = Object.fromEntries(data.rows.map((r) => [r.id, r.status]));
    expect(status).toMatchObject({
      [ids.concept]: "concept",
      [ids.sent]: "verstuurd",
      [ids.expired]: "verlopen",
      [ids.waiting]: "verstuurd",
    });
    const totals = Object.fromEntries(data.totals.map((t) => [t.status, [t.count, t.grossCents]]));
    expect(totals).toMatchObject({
      concept: [1, 12100],
      verstuurd: [2, 24200],
      verlopen: [1, 12100],
      geaccepteerd: [0, 0],
    });
    expect(data.totals.map((t) => t.status)).toEqual(QUOTE_STATUSES);
  });

  it("filters by status and searches by name, company and number; unknown filters are dropped", async () => {
    expect((await list("?status=verlopen")).data.rows.map((r) => r.id)).toEqual([ids.expired]);
    expect((await list("?q=bakkerij")).data.rows.map((r) => r.id)).toEqual([ids.sent]);
    const number = (await getQuote(ids.waiting))!.number!;
    expect((await list(`?q=${number}`)).data.rows.map((r) => r.id)).toEqual([ids.waiting]);
    expect((await list("?q=100%25")).data.total).toBe(0);
    expect((await list("?status=__proto__&page=-4")).data.total).toBe(4);
  });

  it("shows what to follow up: sent without a reaction for three days and still valid", async () => {
    const { data } = await list();
    expect(data.followUp.map((r) => [r.id, r.waitingDays])).toEqual([[ids.waiting, 5]]);
  });

  it("makes a quote without a lead, reusing a known customer's details, or refuses a bad address", async () => {
    const refused = await run<{ fieldErrors: Record<string, string> }>(
      listAction,
      postForm(staff.jar, LIST, { intent: "new", email: "geen-adres" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ email: quoteFormErrors.email });

    const made = await run(
      listAction,
      postForm(staff.jar, LIST, { intent: "new", email: "Sanne@Example.nl" }),
    );
    const id = /\/offertes\/([0-9a-f-]{36})$/.exec(made.location ?? "")![1]!;
    expect((await getQuote(id))!).toMatchObject({
      status: "concept",
      customerEmail: "sanne@example.nl",
      customerName: "Sanne Verstuurd",
      customerCompany: "Bakkerij De Vries",
      leadId: null,
    });
    const blank = await run(listAction, postForm(staff.jar, LIST, { intent: "new", email: "" }));
    const blankId = /\/offertes\/([0-9a-f-]{36})$/.exec(blank.location ?? "")![1]!;
    expect((await getQuote(blankId))!).toMatchObject({ customerEmail: "", customerName: "" });
    await database.db.delete(quotes).where(eq(quotes.id, blankId));
    await database.db.delete(quotes).where(eq(quotes.id, id));
  });

  it("exports the filtered list as CSV and notes it in the audit log", async () => {
    const answer = await run(exportLoader, get(staff.jar, `${LIST}/export.csv?status=verstuurd`));
    const response = answer.response!;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="offertes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(";").slice(0, 9)).toEqual([
      "Nummer",
      "Status",
      "Naam klant",
      "Bedrijfsnaam",
      "E-mailadres",
      "Telefoonnummer",
      "Onderwerp",
      "Totaal excl. btw",
      "Totaal incl. btw",
    ]);
    expect(rows).toHaveLength(2);
    const sanne = rows.find((r) => r.includes("Sanne Verstuurd"))!.split(";");
    expect(sanne.slice(0, 5)).toEqual([
      (await getQuote(ids.sent))!.number,
      "Verstuurd",
      "Sanne Verstuurd",
      "Bakkerij De Vries",
      "sanne@example.nl",
    ]);
    expect(sanne.slice(7, 9)).toEqual(["100,00", "121,00"]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "quote.export"));
    expect(entry).toMatchObject({
      actorId: staff.id,
      details: { format: "csv", rows: 2, status: "verstuurd" },
    });
  });

  it("shows one customer's leads, orders and quotes, found through a quote or a lead", async () => {
    const [lead] = await database.db
      .insert(quoteRequests)
      .values({ form: "modal", name: "Sanne de Vries", email: "SANNE@example.nl", service: "stickers" })
      .returning();
    await database.db.insert(workwearOrders).values({
      name: "Sanne de Vries",
      email: "sanne@example.nl",
      phone: "0612345678",
      deliveryMethod: "pickup",
      logoPosition: "chest-left",
      technique: "embroidery",
      pieces: 12,
      totalCents: 12345,
    });
    type Page = {
      name: string;
      email: string;
      leads: { id: string }[];
      orders: { amountCents: number }[];
      quotes: { id: string }[];
    };
    const byQuote = await run<Page>(
      customerLoader,
      get(staff.jar, `/employee-dashboard/klant/offerte/${ids.sent}`),
      {
        quoteId: ids.sent,
      },
    );
    expect(byQuote.data).toMatchObject({ name: "Sanne Verstuurd", email: "sanne@example.nl" });
    expect(byQuote.data.leads.map((l) => l.id)).toEqual([lead!.id]);
    expect(byQuote.data.orders.map((o) => o.amountCents)).toEqual([12345]);
    expect(byQuote.data.quotes.map((q) => q.id)).toEqual([ids.sent]);
    const byLead = await run<Page>(
      customerLoader,
      get(staff.jar, `/employee-dashboard/klant/quote/${lead!.id}`),
      { leadType: "quote", leadId: lead!.id },
    );
    expect(byLead.data.quotes.map((q) => q.id)).toEqual([ids.sent]);

    const made = await run(
      customerAction,
      postForm(staff.jar, `/employee-dashboard/klant/quote/${lead!.id}`, { intent: "new-quote" }),
      { leadType: "quote", leadId: lead!.id },
    );
    const id = /\/offertes\/([0-9a-f-]{36})$/.exec(made.location ?? "")![1]!;
    expect((await getQuote(id))!).toMatchObject({
      customerEmail: "sanne@example.nl",
      customerCompany: "Bakkerij De Vries",
    });
    await database.db.delete(quotes).where(eq(quotes.id, id));

    for (const params of [
      { quoteId: "00000000-0000-4000-8000-000000000000" },
      { quoteId: "niet-een-id" },
      { leadType: "onbekend", leadId: lead!.id },
      { leadType: "quote", leadId: "00000000-0000-4000-8000-000000000000" },
    ]) {
      const missing = await run(customerLoader, get(staff.jar, "/employee-dashboard/klant/x"), params);
      expect(missing.status).toBe(404);
    }
  });

  it("gives visitors and customers nothing: the list, the export and the customer page", async () => {
    const before = (await database.db.select().from(quotes)).length;
    for (const [jar, location] of [
      [null, null],
      [customer, "/dashboard"],
    ] as const) {
      for (const [loader, path, params] of [
        [listLoader, LIST, {}],
        [exportLoader, `${LIST}/export.csv`, {}],
        [customerLoader, `/employee-dashboard/klant/offerte/${ids.sent}`, { quoteId: ids.sent }],
      ] as const) {
        const answer = await run(loader, get(jar, path), params);
        expect(answer.status).toBe(302);
        expect(answer.location).toBe(location ?? `/employee-login?naar=${encodeURIComponent(path)}`);
      }
      const made = await run(listAction, postForm(jar, LIST, { intent: "new", email: "" }));
      expect(made.location).toBe(location ?? "/employee-login");
      const forCustomer = await run(
        customerAction,
        postForm(jar, `/employee-dashboard/klant/offerte/${ids.sent}`, { intent: "new-quote" }),
        { quoteId: ids.sent },
      );
      expect(forCustomer.location).toBe(location ?? "/employee-login");
    }
    expect((await database.db.select().from(quotes)).length).toBe(before);
  });
});
