// Invoices and payments are personal data the fiscal duty keeps, on PGlite and PostgreSQL: the AVG lookup and
// export show a person's invoices and payments; an erasure leaves every invoice exactly as issued (and its order
// and payment) and tells the admin; the retention rules anonymize an old order but never touch its invoices. An
// issued invoice can never be changed (the database trigger), so none of this code may even try.
import { eq, inArray } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-personal-data-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { avgCopy } from "~/content/avg";
import { DEFAULT_RETENTION } from "~/lib/retention";
import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { lookupPerson } from "~/server/avg/lookup.server";
import { EXPORT_DATA_ID, exportData, renderExport } from "~/server/avg/export-document.server";
import { erasePersonConfirmed } from "~/server/avg/page.server";
import { invoiceLines, invoices, payments, quotes } from "~/server/db/schema.server";
import { issueCreditInvoice, issuePrepaymentInvoice } from "~/server/invoices/compose.server";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { createAdmin } from "../avg/seed";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "./fixtures";

describeEachDatabase("invoices in AVG requests and retention", (kind) => {
  const suite = useQuoteDatabase(kind);

  /** An order paid and invoiced, partly refunded with a credit invoice. */
  async function invoicedOrder(email: string, acceptedAt = new Date()) {
    const { database, actorId } = suite;
    const quote = await invoiceableOrder(database.db, { actorId, email, acceptedAt });
    const payment = await paidPayment(database.db, quote.id, ORDER_GROSS, acceptedAt);
    const prepayment = await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, quote, payment, { now: acceptedAt }),
    );
    const credit = await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, { paymentId: payment.id, amountCents: 12_100, reason: "Misdruk", actorId }),
    );
    return { quote, payment, numbers: [prepayment.number, credit.number] };
  }

  const storedInvoices = (ids: string[]) =>
    suite.database.db.select().from(invoices).where(inArray(invoices.quoteId, ids));
  const storedLines = (invoiceIds: string[]) =>
    suite.database.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds));

  it("the lookup and the export show the person's invoices and payments", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const { numbers, payment } = await invoicedOrder("inzage@example.nl");
    const person = await lookupPerson(database.db, "Inzage@Example.nl");
    expect(person.invoices.map((i) => i.number)).toEqual(numbers);
    expect(person.payments).toEqual([
      expect.objectContaining({ id: payment.id, amountCents: ORDER_GROSS, status: "paid", provider: "bank" }),
    ]);

    const result = await exportPerson(database.db, admin.id, "inzage@example.nl");
    if (!result.found) throw new Error("expected data");
    const data = await exportData(result.person, getStorage(), result.reference, new Date());
    const html = renderExport(data, result.person, "Drukkerij Breda");
    expect(html).toContain("<h2>Facturen</h2>");
    expect(html).toContain(`Factuur ${numbers[0]}`);
    expect(html).toContain(`Creditfactuur ${numbers[1]}`);
    expect(html).toContain("<h2>Betalingen</h2>");
    const json = new RegExp(
      `<script type="application/json" id="${EXPORT_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    const parsed = JSON.parse(json!) as typeof data;
    expect(parsed.invoices.map((i) => i.number)).toEqual(numbers);
    expect(parsed.invoices[0]!.lines.length).toBeGreaterThan(0);
    expect(parsed.invoices[0]!.customer).toMatchObject({ name: "Jan de Vries", email: "inzage@example.nl" });
    expect(parsed.payments).toHaveLength(1);
  });

  it("an erasure keeps every invoice as issued, with its order and payment, and tells the admin", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const adminUser = { id: admin.id, email: admin.email };
    const { quote, numbers } = await invoicedOrder("wissen@example.nl");
    const invoicesBefore = await storedInvoices([quote.id]);
    const linesBefore = await storedLines(invoicesBefore.map((i) => i.id));

    const answer = await erasePersonConfirmed(adminUser, "wissen@example.nl", "wissen@example.nl");
    expect(answer.notice).toContain("1 geaccepteerde offerte en 2 facturen");
    expect(answer.notice).toContain("facturen bewaren we zeven jaar zoals ze zijn uitgereikt");
    expect(await storedInvoices([quote.id])).toEqual(invoicesBefore);
    expect(await storedLines(invoicesBefore.map((i) => i.id))).toEqual(linesBefore);
    expect(await database.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(1);
    // The invoices still name the person: a later lookup still finds them (kept, not forgotten).
    const after = await lookupPerson(database.db, "wissen@example.nl");
    expect(after.invoices.map((i) => i.number)).toEqual(numbers);
    const again = await erasePerson(database.db, getStorage(), adminUser, "wissen@example.nl");
    expect(again).toMatchObject({ ok: true, invoicesKept: 2 });
  });

  it("an order past the won period is anonymized by erasure and retention, its invoices untouched", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const longAgo = new Date(Date.now() - 8 * 365 * 86_400_000);
    const old = await invoicedOrder("oud@example.nl", longAgo);
    await database.db.update(quotes).set({ updatedAt: longAgo }).where(eq(quotes.id, old.quote.id));
    const before = await storedInvoices([old.quote.id]);
    const erased = await erasePerson(
      database.db,
      getStorage(),
      { id: admin.id, email: admin.email },
      "oud@example.nl",
    );
    expect(erased).toMatchObject({ ok: true, quotes: { anonymized: 1 }, invoicesKept: 2 });
    expect(await storedInvoices([old.quote.id])).toEqual(before);

    const retained = await invoicedOrder("bewaard@example.nl", longAgo);
    await database.db.update(quotes).set({ updatedAt: longAgo }).where(eq(quotes.id, retained.quote.id));
    const kept = await storedInvoices([retained.quote.id]);
    const report = await applyRetention(database.db, getStorage(), DEFAULT_RETENTION, new Date());
    expect(report.quotesAnonymized).toBeGreaterThanOrEqual(1);
    const [order] = await database.db.select().from(quotes).where(eq(quotes.id, retained.quote.id));
    expect(order).toMatchObject({ customerName: "[verwijderd]", anonymizedAt: expect.any(Date) });
    expect(await storedInvoices([retained.quote.id])).toEqual(kept);
  });

  it("a quote with an invoice is kept by an erasure, whatever its status", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const { quote } = await invoicedOrder("ingetrokken@example.nl");
    // An order withdrawn afterwards by hand: the erasure would delete the quote, but its invoices need it.
    await database.db.update(quotes).set({ status: "ingetrokken" }).where(eq(quotes.id, quote.id));
    const erased = await erasePerson(
      database.db,
      getStorage(),
      { id: admin.id, email: admin.email },
      "ingetrokken@example.nl",
    );
    expect(erased).toMatchObject({ ok: true, quotes: { deleted: 0, kept: 1 }, invoicesKept: 2 });
    expect(await database.db.select().from(quotes).where(eq(quotes.id, quote.id))).toHaveLength(1);
    expect(avgCopy.erasedKeeping("AVG-X", 0, 1)).toBe(
      "De gegevens van dit e-mailadres zijn verwijderd of geanonimiseerd, behalve 1 factuur: die bewaren we vanwege de fiscale bewaarplicht; facturen bewaren we zeven jaar zoals ze zijn uitgereikt (een factuur wordt nooit gewijzigd of verwijderd). Kenmerk voor je antwoord: AVG-X.",
    );
  });
});
