// The rentenota on PGlite and PostgreSQL (docs/receivables.md, "The interest note"): the admin's "Handelsrente in
// rekening brengen" issues one numbered note (a double click makes one), its PDF is stored and mailed, it is open on
// the customer's page with the transfer and the online payment, and a payment through the Mollie fake settles it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/interest-note-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { invoicePageCopy } from "~/content/reminders";
import { formatEuro } from "~/lib/money";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { invoiceInterestCharges, outbox, payments } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { interestNotesOf } from "~/server/receivables/interest-notes.server";
import { receivablesToday } from "~/server/receivables/receivables.server";
import { chargeInterest } from "~/server/staff/invoice-page.server";
import { getStorage } from "~/server/storage.server";
import { startInvoicePayment } from "~/server/workflows/invoice-paid-online.server";
import { INTEREST_NOTE_MAIL } from "~/server/workflows/interest-note.server";
import ReceivablesPage, { loader as receivablesLoader } from "~/routes/employee-dashboard.receivables";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { textItems } from "../helpers/pdf";
import { inUnit, invoiceableOrder, ORDER_GROSS } from "../invoices/fixtures";
import { deliverWebhook, eventsOf, quotePageData } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

describeEachDatabase("the interest note", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  beforeEach(async () => {
    await fake.settle();
    fake.webhookTiming = "with-redirect";
  });

  it("is issued once, mailed as PDF, open on the customer's page and settled by an online payment", async () => {
    // Issued 40 days ago, due 26 days ago: overdue today, whatever today is.
    const now = new Date(Date.now() - 40 * 86_400_000);
    const order = await invoiceableOrder(db(), {
      actorId: suite.actorId,
      email: `rente-${kind}@example.nl`,
      acceptedAt: new Date(now.getTime() - 7 * 86_400_000),
      paymentTerms: true,
    });
    const invoice = await inUnit(db(), (unit) => issueFinalInvoice(unit, order, suite.actorId, { now }));
    const today = receivablesToday();
    const expected = commercialInterest(ORDER_GROSS, invoice.dueOn!, today);
    expect(expected.cents).toBeGreaterThan(0);

    // A double click: one note, the other click is told it was charged already.
    const clicks = await Promise.all([
      chargeInterest(invoice.number, suite.actorId, today),
      chargeInterest(invoice.number, suite.actorId, today),
    ]);
    const issued = clicks.filter((c) => "notice" in c);
    expect(issued).toHaveLength(1);
    expect(clicks.filter((c) => "formError" in c)).toEqual([
      { status: 409, formError: invoicePageCopy.interestAlready },
    ]);
    const notes = await db().select().from(invoiceInterestCharges);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.number).toMatch(new RegExp(`^R${today.slice(0, 4)}-0001$`));
    expect(note).toMatchObject({ cents: expected.cents, quoteId: order.id, countedTo: today });
    expect(note.sentAt).toBeInstanceOf(Date);

    // The PDF as stored and as attached to the mail: the note, the amount, no VAT.
    const stored = await getStorage().read(note.pdfKey!);
    const pdf = Buffer.from(await new Response(stored!.body).arrayBuffer());
    const words = (await textItems(pdf)).map((t) => t.str).join(" ");
    expect(words).toContain(`Rentenota ${note.number}`);
    expect(words).toContain(invoice.number);
    expect(words).toContain("geen btw");
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, order.customerEmail), eq(outbox.kind, INTEREST_NOTE_MAIL)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Rentenota ${note.number} van Printshop Breda`);
    expect(mails[0]!.text).toContain(`onder vermelding van ${note.number}`);
    expect(JSON.stringify(mails[0]!.attachments)).toContain(`Rentenota ${note.number}.pdf`);
    expect((await eventsOf(db(), order.id)).map((e) => e.text)).toContain(
      `Rentenota ${note.number} van ${formatEuro(expected.cents)} (handelsrente op factuur ${invoice.number}) gemaild aan de klant.`,
    );

    // Open on the receivables page (admins), with its invoice and what is open.
    const admin = await staffJar(suite.database, `admin-rente-${kind}@drukkerij.test`, "admin");
    const receivablesHtml = async () => {
      const answer = await run<Awaited<ReturnType<typeof receivablesLoader>>>(
        receivablesLoader,
        get(admin.jar, "/employee-dashboard/debiteuren"),
      );
      return routeMarkup(
        ReceivablesPage,
        { loaderData: answer.data },
        "http://localhost/employee-dashboard/debiteuren",
      );
    };
    const listed = await receivablesHtml();
    expect(listed).toContain("Rentenota&#x27;s");
    expect(listed).toContain(note.number);
    expect(listed.replace(/\s/g, " ")).toContain(formatEuro(expected.cents).replace(/\s/g, " "));

    // Open on the customer's page, after the invoice, with its own reference.
    const page = await quotePageData(`/offerte/${order.token}`);
    expect(page.invoicePayments?.invoices).toMatchObject([
      { number: invoice.number, openCents: ORDER_GROSS },
      { number: note.number, openCents: expected.cents, transfer: { reference: note.number } },
    ]);

    // Paid online: exactly its amount, then it is settled and the invoice is still open.
    const started = await startInvoicePayment(
      { token: order.token, quoteId: order.id, invoiceNumber: note.number!, origin: "http://localhost" },
      db(),
    );
    expect(started.ok).toBe(true);
    const mollieId = started.ok ? started.checkoutUrl.split("/").at(-1)! : "";
    expect(fake.payments.get(mollieId)).toMatchObject({
      amount: {
        value: formatEuro(expected.cents)
          .replace(/[^\d,]/g, "")
          .replace(",", "."),
      },
      description: `Rentenota ${note.number}`,
    });
    await quotePageData(await fake.checkout(mollieId, "paid"));
    await fake.settle();
    expect(await interestNotesOf([order.id], db())).toMatchObject([{ number: note.number, openCents: 0 }]);
    const after = await quotePageData(`/offerte/${order.token}`);
    expect(after.invoicePayments?.invoices.map((i) => i.number)).toEqual([invoice.number]);
    const paid = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, order.id), eq(payments.status, "paid")));
    expect(paid.map((p) => [p.purpose, p.amountCents, p.interestChargeId])).toEqual([
      ["interest", expected.cents, note.id],
    ]);
    const confirmations = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, order.customerEmail),
          eq(outbox.subject, `Betaling ontvangen voor rentenota ${note.number}`),
        ),
      );
    expect(confirmations).toHaveLength(1);
    expect(await receivablesHtml()).not.toContain(note.number);
  });
});
