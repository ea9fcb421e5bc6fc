// A rentenota paid by bank transfer, on PGlite and PostgreSQL (docs/receivables.md, "The interest note" and "Bank
// statements"): a statement line naming its R number books it as paid (a payment of the note, as its online
// payment is stored, with the order's history line and audit entry), the same statement again books nothing, and
// a waiting line is assigned to a note by hand.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/interest-note-statement-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { statementCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { auditLog, invoiceInterestCharges, payments, statementLines } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { interestNotesOf } from "~/server/receivables/interest-notes.server";
import { receivablesToday } from "~/server/receivables/receivables.server";
import { statementPanel } from "~/server/staff/receivables-statement.server";
import { chargeInterest } from "~/server/staff/invoice-page.server";
import { assignStatementLine, bookStatement } from "~/server/workflows/statement-booked.server";
import { statementXml, type GeneratedLine } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder, ORDER_GROSS } from "../invoices/fixtures";
import { deliverWebhook, eventsOf, quotePageData } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { routeMarkup } from "../helpers/route-markup";
import ReceivablesPage, { loader as receivablesLoader } from "~/routes/employee-dashboard.receivables";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

let n = 0;
function credit(cents: number, remittance: string): GeneratedLine[] {
  return [
    {
      scenario: "test",
      bankReference: `RENTE${process.pid}-${++n}`,
      bookingDate: receivablesToday(),
      cents,
      credit: true,
      name: "S. DE VRIES",
      iban: "NL20INGB0001234567",
      remittance,
      expected: { kind: "assign" },
    },
  ];
}

describeEachDatabase("a rentenota paid by bank transfer", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  const today = receivablesToday();
  const book = (xml: string) => bookStatement({ content: xml, actorId: suite.actorId, today }, db());
  const lineOf = async (bankReference: string) =>
    (await db().select().from(statementLines).where(eq(statementLines.bankReference, bankReference)))[0]!;

  /** An overdue invoice of a business and its rentenota, issued through the admin's button. */
  async function issuedNote(email: string) {
    // Issued 40 days ago, due 26 days ago: overdue today, whatever today is.
    const now = new Date(Date.now() - 40 * 86_400_000);
    const order = await invoiceableOrder(db(), {
      actorId: suite.actorId,
      email,
      acceptedAt: new Date(now.getTime() - 7 * 86_400_000),
      paymentTerms: true,
    });
    const invoice = await inUnit(db(), (unit) => issueFinalInvoice(unit, order, suite.actorId, { now }));
    const cents = commercialInterest(ORDER_GROSS, invoice.dueOn!, today).cents;
    expect(await chargeInterest(invoice.number, suite.actorId, today)).toHaveProperty("notice");
    const [note] = await db()
      .select()
      .from(invoiceInterestCharges)
      .where(eq(invoiceInterestCharges.invoiceId, invoice.id));
    expect(note!.sentAt).toBeInstanceOf(Date);
    return { order, invoice, note: { ...note!, number: note!.number! }, cents };
  }

  beforeEach(async () => {
    await fake.settle();
    fake.webhookTiming = "never";
  });

  it("books a line naming the note's number, and the same statement again books nothing", async () => {
    const { order, note, cents } = await issuedNote(`rente-bank-${kind}@example.nl`);
    expect(cents).toBeGreaterThan(0);
    const line = credit(cents, `Rentenota ${note.number.replace("-", " ")}`);
    const xml = statementXml([line]);
    expect(await book(xml)).toEqual({ ok: true, summary: { booked: 1, waiting: 0, seen: 0 } });

    const paid = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, order.id), eq(payments.status, "paid")));
    expect(paid.map((p) => [p.purpose, p.provider, p.amountCents, p.interestChargeId])).toEqual([
      ["interest", "bank", cents, note.id],
    ]);
    expect(await interestNotesOf([order.id], db())).toMatchObject([{ number: note.number, openCents: 0 }]);
    expect(await lineOf(line[0]!.bankReference)).toMatchObject({
      outcome: "booked",
      basis: "reference",
      allocations: [{ kind: "interest", quoteId: order.id, invoiceId: null, interestNoteId: note.id, cents }],
    });
    expect((await eventsOf(db(), order.id)).map((e) => e.text)).toContain(
      `Betaling van ${formatEuro(cents)} ontvangen op rentenota ${note.number} (bankoverschrijving). Nog open: ${formatEuro(0)}.`,
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.received"), eq(auditLog.targetId, order.id)));
    expect(entry?.details).toMatchObject({ amountCents: cents, via: "bank", interestNote: note.number });

    // Shown as paid: the customer's page no longer asks for it (the invoice itself is still open), and the
    // receivables page lists it only among the paid ones.
    const page = await quotePageData(`/offerte/${order.token}`);
    expect(page.invoicePayments?.invoices.map((i) => i.number)).not.toContain(note.number);
    const admin = await staffJar(suite.database, `admin-rente-bank-${kind}@drukkerij.test`, "admin");
    const receivablesHtml = async (path: string) => {
      const answer = await run<Awaited<ReturnType<typeof receivablesLoader>>>(
        receivablesLoader,
        get(admin.jar, path),
      );
      return routeMarkup(ReceivablesPage, { loaderData: answer.data }, `http://localhost${path}`);
    };
    expect(await receivablesHtml("/employee-dashboard/debiteuren")).not.toContain(note.number);
    expect(await receivablesHtml("/employee-dashboard/debiteuren?betaald=1")).toContain(note.number);

    // The same statement again: processed before, nothing booked twice.
    expect(await book(xml)).toEqual({ ok: true, summary: { booked: 0, waiting: 0, seen: 1 } });
    const again = await db().select().from(payments).where(eq(payments.interestChargeId, note.id));
    expect(again).toHaveLength(1);
  });

  it("assigns a waiting line to a note by hand, up to what is open on it", async () => {
    const { order, note, cents } = await issuedNote(`rente-hand-${kind}@example.nl`);
    const part = Math.max(1, Math.floor(cents / 2));
    const line = credit(part, "rente");
    expect(await book(statementXml([line]))).toEqual({
      ok: true,
      summary: { booked: 0, waiting: 1, seen: 0 },
    });
    const waiting = await lineOf(line[0]!.bankReference);

    // The note is offered among the open items to choose from.
    const panel = await statementPanel(new URL("http://localhost/employee-dashboard/debiteuren"));
    expect(panel.targets).toContainEqual({
      value: `interest:${note.id}`,
      label: statementCopy.noteOption(note.number, "Jan de Vries, De Vries Sport B.V.", formatEuro(cents)),
    });

    // More than is open is refused, nothing booked; the part is booked.
    const tooMuch = credit(cents + 100, "rente");
    await book(statementXml([tooMuch]));
    const big = await lineOf(tooMuch[0]!.bankReference);
    expect(
      await assignStatementLine({
        lineId: big.id,
        target: { kind: "interest", id: note.id },
        actorId: suite.actorId,
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: statementCopy.refusals.moreThanOpen(formatEuro(cents + 100), formatEuro(cents), "rentenota"),
    });
    expect(
      await assignStatementLine({
        lineId: waiting.id,
        target: { kind: "interest", id: note.id },
        actorId: suite.actorId,
      }),
    ).toEqual({ ok: true, message: statementCopy.assigned(formatEuro(part)) });
    expect(await interestNotesOf([order.id], db())).toMatchObject([
      { number: note.number, openCents: cents - part },
    ]);
    expect(await lineOf(line[0]!.bankReference)).toMatchObject({
      outcome: "booked",
      basis: "hand",
      handledBy: suite.actorId,
      allocations: [{ kind: "interest", quoteId: order.id, interestNoteId: note.id, cents: part }],
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "statement.assign"), eq(auditLog.targetId, waiting.id)));
    expect(entry?.details).toMatchObject({ kind: "interest", interestNoteId: note.id, cents: part });
    expect(await lineOf(tooMuch[0]!.bankReference)).toMatchObject({ outcome: "waiting" });
  });
});
