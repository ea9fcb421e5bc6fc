// The staff's quote pages through their routes, on PGlite and PostgreSQL: "Offerte maken" on a lead, the editor
// (bad lines refused with Dutch errors per line and nothing stored; good lines stored in cents with the server's
// totals; add, remove and price-list lines), sending with its refusals, send again, withdraw, a new version, the
// PDF, and who may do any of it.
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-staff-editor-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { quoteEditorCopy, quoteFormErrors } from "~/content/staff-quotes";
import { exclVat } from "~/lib/money";
import { loader as pdfLoader } from "~/routes/employee-dashboard.quote-pdf";
import { action as quoteAction, loader as quoteLoader } from "~/routes/employee-dashboard.quote";
import { action as leadAction, loader as leadLoader } from "~/routes/employee-dashboard.lead";
import { auditLog, outbox, quoteLines, quoteRequests, quotes } from "~/server/db/schema.server";
import { acceptQuote } from "~/server/workflows/quote-accepted.server";
import { declineQuote } from "~/server/workflows/quote-closed.server";
import { getQuote } from "~/server/quotes/store.server";
import type { Jar } from "../auth/client";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { TEST_BILLING_ADDRESS } from "../helpers/shop-details";
import { customerJar, get, postForm, run, staffJar } from "./staff-helpers";

const QUOTE_ID = /^\/employee-dashboard\/offertes\/([0-9a-f-]{36})$/;

describeEachDatabase("the staff's quote editor", (kind) => {
  const database = useTestDatabase(kind);
  let staff: Awaited<ReturnType<typeof staffJar>>;
  let customer: Jar;
  let leadId: string;

  beforeAll(async () => {
    staff = await staffJar(database, `medewerker-offerte-${kind}@example.nl`);
    customer = await customerJar(`klant-offerte-${kind}@example.nl`);
  }, 120_000);

  beforeEach(async () => {
    const [lead] = await database.db
      .insert(quoteRequests)
      .values({
        form: "modal",
        name: "Sanne de Vries",
        email: "sanne@example.nl",
        phone: "0612345678",
        company: "Bakkerij De Vries",
        service: "kledingbedrukking",
        description: "25 shirts met logo",
        deliveryMethod: "shipping",
        deliveryLocation: "Tilburg",
      })
      .returning();
    leadId = lead!.id;
  });

  const leadPath = () => `/employee-dashboard/leads/quote/${leadId}`;
  const quotePath = (id: string) => `/employee-dashboard/offertes/${id}`;

  /** "Offerte maken" on the lead's page; the id of the concept it opens. */
  async function createFromLead(): Promise<string> {
    const answer = await run(leadAction, postForm(staff.jar, leadPath(), { intent: "quote" }), {
      type: "quote",
      id: leadId,
    });
    expect(answer.status).toBe(302);
    const id = QUOTE_ID.exec(answer.location ?? "")?.[1];
    expect(id, answer.location ?? "no redirect").toBeTruthy();
    return id!;
  }

  /** The editor's form as the page renders it (its fields and lines), with changes. */
  async function editorForm(id: string, lines: Record<string, string>[], extra: Record<string, string> = {}) {
    const page = await run<{ editor: Record<string, unknown> }>(quoteLoader, get(staff.jar, quotePath(id)), {
      id,
    });
    const editor = page.data.editor as Record<string, string | boolean>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(editor))
      if (typeof value === "string") fields[key] = value;
      // A ticked checkbox (rush, payment terms) posts "on".
      else if (value === true) fields[key] = "on";
    lines.forEach((line, i) => {
      for (const [key, value] of Object.entries({ kind: "item", quantity: "1", vatRate: "21", ...line }))
        fields[`lines.${i}.${key}`] = value;
    });
    return { ...fields, ...extra };
  }

  const editorAction = (id: string, fields: Record<string, string>) =>
    run<Record<string, unknown>>(quoteAction, postForm(staff.jar, quotePath(id), fields), { id });

  it("makes a concept from the lead, prefilled, and lists it on the lead's page", async () => {
    const id = await createFromLead();
    const stored = (await getQuote(id))!;
    expect(stored).toMatchObject({
      status: "concept",
      customerName: "Sanne de Vries",
      customerEmail: "sanne@example.nl",
      customerCompany: "Bakkerij De Vries",
      deliveryMethod: "shipping",
      leadType: "quote",
      leadId,
    });
    // Shipping per docs/behaviour.md#business-rules: the lead ships, so the concept starts with the €8 line (excl. VAT).
    expect(stored.lines.map((l) => [l.kind, l.unitPriceCents])).toEqual([["shipping", exclVat(800)]]);
    const lead = await run<{ quotes: { id: string; status: string }[]; customerHref: string }>(
      leadLoader,
      get(staff.jar, leadPath()),
      { type: "quote", id: leadId },
    );
    expect(lead.data.quotes).toEqual([expect.objectContaining({ id, status: "concept" })]);
    expect(lead.data.customerHref).toBe(`/employee-dashboard/klant/quote/${leadId}`);
  });

  it("refuses bad lines with a Dutch error per line and stores nothing", async () => {
    const id = await createFromLead();
    const before = await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
    const answer = await editorAction(
      id,
      await editorForm(
        id,
        [
          { description: "Shirts", quantity: "0", unitPrice: "8,50" },
          { description: "", unitPrice: "12" },
          { description: "Wrap", unitPrice: "2.000.000" },
          { description: "Stickers", quantity: "100001", unitPrice: "tien" },
        ],
        { intent: "save", customerEmail: "geen-adres" },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.formError).toBe(quoteFormErrors.check);
    const editor = answer.data.editor as { errors: Record<string, string>; values: { lines: unknown[] } };
    expect(editor.errors).toEqual({
      customerEmail: quoteFormErrors.email,
      "lines.0.quantity": quoteFormErrors.quantity,
      "lines.1.description": quoteFormErrors.description,
      "lines.2.unitPrice": quoteFormErrors.priceRange,
      "lines.3.quantity": quoteFormErrors.quantity,
      "lines.3.unitPrice": quoteFormErrors.price,
    });
    // What was typed comes back, with empty rows under it.
    expect(editor.values.lines.length).toBeGreaterThan(4);
    expect(await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id))).toEqual(before);
    const updates = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quote.update"), eq(auditLog.targetId, id)));
    expect(updates).toEqual([]);
  });

  it("stores good lines in cents with the server's totals, and shows them as typed", async () => {
    const id = await createFromLead();
    const answer = await editorAction(
      id,
      await editorForm(
        id,
        [
          { description: "T-shirt bedrukken, borst", quantity: "25", unitPrice: "8,50" },
          { description: "Proefdruk", unitPrice: "15", optional: "on" },
          { kind: "discount", description: "Vaste klant", unitPrice: "10" },
          { kind: "shipping", description: "Verzendkosten", unitPrice: "6,61" },
        ],
        { intent: "save", rush: "on", note: "Graag akkoord voor vrijdag." },
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${quotePath(id)}?melding=opgeslagen`);
    const stored = (await getQuote(id))!;
    expect(stored.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents, l.optional, l.included])).toEqual([
      ["item", 25, 850, false, true],
      ["item", 1, 1500, true, false],
      ["discount", 1, -1000, false, true],
      ["shipping", 1, 661, false, true],
    ]);
    // 212,50 − 10,00 + 6,61 = 209,11 excl.; 21 % = 43,91 → 253,02 (the unticked option left out).
    expect(stored).toMatchObject({
      netCents: 20911,
      grossCents: 25302,
      rush: true,
      note: "Graag akkoord voor vrijdag.",
    });
    const page = await run<{
      notice: string;
      doc: { totals: { grossCents: number }; deliveryTime: string };
      editor: { lines: { unitPrice: string }[] };
    }>(quoteLoader, get(staff.jar, `${quotePath(id)}?melding=opgeslagen`), { id });
    expect(page.data.notice).toBe(quoteEditorCopy.saved);
    expect(page.data.doc.totals.grossCents).toBe(25302);
    expect(page.data.doc.deliveryTime).toBe("2-3 werkdagen (spoedservice)");
    expect(page.data.editor.lines.slice(0, 4).map((l) => l.unitPrice)).toEqual([
      "8,50",
      "15,00",
      "10,00",
      "6,61",
    ]);
  });

  it("saves the largest quote the limits allow: 100 lines of 500 characters", async () => {
    const id = await createFromLead();
    const description = (i: number) => `Regel ${i} ${"ë".repeat(480)}`.slice(0, 500);
    const lines = Array.from({ length: 100 }, (_, i) => ({
      description: description(i),
      unitPrice: "1.000,00",
    }));
    const fields = await editorForm(id, lines, { intent: "save" });
    // Over the 64 KB every other form gets (multi-byte text urlencoded): the editor's own cap takes it.
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(64 * 1024);
    const answer = await editorAction(id, fields);
    expect(answer.status).toBe(302);
    const stored = (await getQuote(id))!;
    expect(stored.lines).toHaveLength(100);
    expect(stored.lines[99]!.description).toBe(description(99));
    expect(stored.netCents).toBe(100 * 100_000);
  });

  it("adds an empty row, removes a line and adds a line from the price list, saving each time", async () => {
    const id = await createFromLead();
    const lines = [
      { description: "Shirts", quantity: "10", unitPrice: "8" },
      { description: "Hoodies", quantity: "5", unitPrice: "20" },
    ];
    const added = await editorAction(id, await editorForm(id, lines, { intent: "add-line" }));
    expect(added.location).toBe(`${quotePath(id)}?melding=regel-toegevoegd&extra=1`);
    const withExtra = await run<{ editor: { lines: unknown[] } }>(
      quoteLoader,
      get(staff.jar, `${quotePath(id)}?extra=1`),
      { id },
    );
    expect(withExtra.data.editor.lines).toHaveLength(2 + 3 + 1);

    const removed = await editorAction(id, await editorForm(id, lines, { intent: "remove-line:0" }));
    expect(removed.location).toBe(`${quotePath(id)}?melding=regel-verwijderd`);
    expect((await getQuote(id))!.lines.map((l) => l.description)).toEqual(["Hoodies"]);

    const none = await editorAction(
      id,
      await editorForm(id, [lines[1]!], { intent: "add-price", priceSuggestion: "" }),
    );
    expect(none.status).toBe(400);
    expect((none.data.editor as { errors: object }).errors).toEqual({
      priceSuggestion: quoteEditorCopy.noPriceChosen,
    });

    await editorAction(
      id,
      await editorForm(id, [lines[1]!], { intent: "add-price", priceSuggestion: "stickers" }),
    );
    const stored = (await getQuote(id))!;
    expect(stored.lines.map((l) => [l.description, l.unitPriceCents])).toEqual([
      ["Hoodies", 2000],
      // "Vanaf €24,20 per vel" on /diensten (the price rules' minimum order): € 20 excl. VAT.
      ["Stickers en labels, per vel", exclVat(2420)],
    ]);
  });

  it("previews the concept as the customer will see it", async () => {
    const id = await createFromLead();
    const page = await run<{
      preview: boolean;
      doc: { number: null; lines: unknown[] };
      supplier: { brand: string };
    }>(quoteLoader, get(staff.jar, `${quotePath(id)}?weergave=voorbeeld`), { id });
    expect(page.data.preview).toBe(true);
    expect(page.data.doc.number).toBeNull();
    expect(page.data.supplier.brand).toBeTruthy();
    const preview = await editorAction(
      id,
      await editorForm(id, [{ description: "Shirts", unitPrice: "8" }], { intent: "preview" }),
    );
    expect(preview.location).toBe(`${quotePath(id)}?weergave=voorbeeld`);
  });

  it("says in Dutch why a concept cannot be sent: no lines, no customer, a past validity date", async () => {
    const id = await createFromLead();
    const base = await editorForm(id, []);
    // The prefilled shipping line is the only line: remove it to have none.
    const noLines = await editorAction(id, {
      ...base,
      "lines.0.description": "",
      "lines.0.unitPrice": "",
      intent: "send",
    });
    expect(noLines.data.formError).toBe(quoteEditorCopy.sendRefused["no-lines"]);
    const line = { description: "Shirts", unitPrice: "8" };
    const noCustomer = await editorAction(
      id,
      await editorForm(id, [line], { intent: "send", customerName: "" }),
    );
    expect(noCustomer.data.formError).toBe(quoteEditorCopy.sendRefused["no-customer"]);
    const past = await editorAction(
      id,
      await editorForm(id, [line], {
        intent: "send",
        customerName: "Sanne de Vries",
        validUntil: "2020-01-01",
      }),
    );
    expect(past.data.formError).toBe(quoteEditorCopy.sendRefused["valid-until-past"]);
    expect((await getQuote(id))!).toMatchObject({ status: "concept", number: null });
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "quote.sent"))).toHaveLength(0);
  });

  it("sends with a number and the mail, sends again, refuses a withdrawal without the tick and then withdraws", async () => {
    await database.db.delete(outbox);
    const id = await createFromLead();
    const sent = await editorAction(
      id,
      await editorForm(id, [{ description: "Shirts", quantity: "25", unitPrice: "8,50" }], {
        intent: "send",
      }),
    );
    expect(sent.location).toBe(`${quotePath(id)}?melding=verstuurd`);
    const quote = (await getQuote(id))!;
    expect(quote.status).toBe("verstuurd");
    expect(quote.number).toMatch(/^OFF-\d{4}-\d{4}$/);
    const page = await run<{ notice: string; editor: unknown; actions: Record<string, unknown> }>(
      quoteLoader,
      get(staff.jar, `${quotePath(id)}?melding=verstuurd`),
      { id },
    );
    expect(page.data.notice).toBe(quoteEditorCopy.sent(quote.number!));
    expect(page.data.editor).toBeNull();
    expect(page.data.actions).toMatchObject({ resend: true, withdraw: true, newVersion: true });
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, "quote.sent"));
    expect(mails.map((m) => m.to)).toEqual(["sanne@example.nl"]);
    const [lead] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("offerte verstuurd");

    // A sent quote is no longer edited: a save is refused and changes nothing.
    const late = await editorAction(id, await editorFormOf(id, { intent: "save", customerName: "Ander" }));
    expect(late.status).toBe(409);
    expect((await getQuote(id))!.customerName).toBe("Sanne de Vries");

    const resent = await run(quoteAction, postForm(staff.jar, quotePath(id), { intent: "resend" }), { id });
    expect(resent.location).toBe(`${quotePath(id)}?melding=opnieuw-verstuurd`);
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "quote.resent"))).toHaveLength(1);

    const unticked = await run<{ fieldErrors: Record<string, string> }>(
      quoteAction,
      postForm(staff.jar, quotePath(id), { intent: "withdraw" }),
      { id },
    );
    expect(unticked.status).toBe(400);
    expect(unticked.data.fieldErrors).toEqual({ confirm: quoteEditorCopy.withdrawNotConfirmed });
    expect((await getQuote(id))!.status).toBe("verstuurd");
    const withdrawn = await run(
      quoteAction,
      postForm(staff.jar, quotePath(id), { intent: "withdraw", confirm: "on" }),
      {
        id,
      },
    );
    expect(withdrawn.location).toBe(`${quotePath(id)}?melding=ingetrokken`);
    expect((await getQuote(id))!.status).toBe("ingetrokken");
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "quote.withdrawn"))).toHaveLength(1);
    const again = await run(quoteAction, postForm(staff.jar, quotePath(id), { intent: "resend" }), { id });
    expect(again.status).toBe(409);
  });

  /** A sent quote's page has no editor: post the fields a hand-made request would. */
  async function editorFormOf(id: string, extra: Record<string, string>) {
    const quote = (await getQuote(id))!;
    return {
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      validUntil: quote.validUntil,
      deliveryMethod: "",
      "lines.0.description": "Shirts",
      "lines.0.quantity": "1",
      "lines.0.unitPrice": "1",
      "lines.0.vatRate": "21",
      "lines.0.kind": "item",
      ...extra,
    };
  }

  it("makes a new version of a sent quote, opens it, and lists the versions", async () => {
    const id = await createFromLead();
    await editorAction(
      id,
      await editorForm(id, [{ description: "Shirts", unitPrice: "8" }], { intent: "send" }),
    );
    const number = (await getQuote(id))!.number!;
    const next = await run(quoteAction, postForm(staff.jar, quotePath(id), { intent: "new-version" }), {
      id,
    });
    const v2 = QUOTE_ID.exec(next.location ?? "")?.[1];
    expect(v2).toBeTruthy();
    expect((await getQuote(v2!))!).toMatchObject({ number, version: 2, status: "concept" });
    // A second "Nieuwe versie" while that concept exists: refused, with a link to it instead.
    const twice = await run(quoteAction, postForm(staff.jar, quotePath(id), { intent: "new-version" }), {
      id,
    });
    expect(twice.status).toBe(409);
    expect(twice.data.formError).toBe(quoteEditorCopy.hasConcept);
    const page = await run<{
      versions: { id: string; version: number }[];
      actions: { conceptVersion: string };
    }>(quoteLoader, get(staff.jar, quotePath(id)), { id });
    expect(page.data.versions.map((v) => [v.id, v.version])).toEqual([
      [id, 1],
      [v2, 2],
    ]);
    expect(page.data.actions.conceptVersion).toBe(v2);
    const sent = await editorAction(
      v2!,
      await editorForm(v2!, [{ description: "Shirts", unitPrice: "7,50" }], { intent: "send" }),
    );
    expect(sent.location).toBe(`${quotePath(v2!)}?melding=verstuurd`);
    expect((await getQuote(id))!.status).toBe("vervangen");
  });

  it("shows the customer's acceptance evidence, and a decline with its reason", async () => {
    const sendOne = async () => {
      const id = await createFromLead();
      await editorAction(
        id,
        await editorForm(id, [{ description: "Shirts", quantity: "2", unitPrice: "10" }], { intent: "send" }),
      );
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "quote.sent"))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return { id, token: /\/offerte\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]! };
    };
    const accepted = await sendOne();
    await acceptQuote({
      token: accepted.token,
      name: "Sanne de Vries",
      included: [],
      // A quote made from a web request has no address: the customer gives it with "Akkoord".
      address: TEST_BILLING_ADDRESS,
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)",
    });
    type Page = {
      status: string;
      evidence: Record<string, unknown> | null;
      declined: boolean;
      declineReason: string | null;
      actions: Record<string, unknown>;
    };
    const page = await run<Page>(quoteLoader, get(staff.jar, quotePath(accepted.id)), { id: accepted.id });
    expect(page.data.status).toBe("geaccepteerd");
    expect(page.data.evidence).toMatchObject({
      name: "Sanne de Vries",
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)",
      pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Accepted quotes are locked: nothing left to do but download the PDF.
    expect(page.data.actions).toMatchObject({ resend: false, withdraw: false, newVersion: false });
    // The PDF staff download is the one whose hash the evidence keeps.
    const pdf = await run(pdfLoader, get(staff.jar, `${quotePath(accepted.id)}/pdf`), { id: accepted.id });
    const bytes = Buffer.from(await pdf.response!.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(page.data.evidence!.pdfSha256);

    const declined = await sendOne();
    await declineQuote({ token: declined.token, reason: "Te duur voor nu" });
    const declinedPage = await run<Page>(quoteLoader, get(staff.jar, quotePath(declined.id)), {
      id: declined.id,
    });
    expect(declinedPage.data).toMatchObject({
      status: "afgewezen",
      declined: true,
      declineReason: "Te duur voor nu",
      evidence: null,
    });
    expect(declinedPage.data.actions).toMatchObject({ resend: false, withdraw: false, newVersion: true });
  });

  it("downloads the quote's PDF", async () => {
    const id = await createFromLead();
    const answer = await run(pdfLoader, get(staff.jar, `${quotePath(id)}/pdf`), { id });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-type")).toBe("application/pdf");
    expect(answer.response!.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.response!.headers.get("content-disposition")).toBe(
      'attachment; filename="offerte-concept.pdf"',
    );
    expect(
      Buffer.from(await answer.response!.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const unknown = await run(pdfLoader, get(staff.jar, `${quotePath(leadId)}/pdf`), { id: leadId });
    expect(unknown.status).toBe(404);
  });

  it("gives visitors and customers nothing: every loader and action checks the role", async () => {
    const id = await createFromLead();
    const count = async () => (await database.db.select().from(quotes)).length;
    const before = await count();
    for (const [jar, location] of [
      [null, null],
      [customer, "/dashboard"],
    ] as const) {
      const page = await run(quoteLoader, get(jar, quotePath(id)), { id });
      expect(page.status).toBe(302);
      expect(page.location).toBe(location ?? `/employee-login?naar=${encodeURIComponent(quotePath(id))}`);
      const pdf = await run(pdfLoader, get(jar, `${quotePath(id)}/pdf`), { id });
      expect(pdf.status).toBe(302);
      for (const fields of <Record<string, string>[]>[
        { intent: "new-version" },
        { intent: "withdraw", confirm: "on" },
        { intent: "send-stored" },
        { intent: "save", customerName: "Indringer", validUntil: "2030-01-01", deliveryMethod: "" },
      ]) {
        const answer = await run(quoteAction, postForm(jar, quotePath(id), fields), { id });
        expect(answer.status).toBe(302);
        expect(answer.location).toBe(location ?? "/employee-login");
      }
      const make = await run(leadAction, postForm(jar, leadPath(), { intent: "quote" }), {
        type: "quote",
        id: leadId,
      });
      expect(make.location).toBe(location ?? "/employee-login");
    }
    expect(await count()).toBe(before);
    expect((await getQuote(id))!).toMatchObject({ status: "concept", customerName: "Sanne de Vries" });
  });
});
