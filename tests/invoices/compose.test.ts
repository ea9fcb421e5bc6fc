// Each kind of invoice as the order's payment, delivery or refund issues it, on PGlite and PostgreSQL: the lines,
// the net and VAT per rate, what is left to pay and by when, the supplier and customer as on the issue date, the
// mail with the PDF to the customer, and issuing twice giving the same invoice. An issued invoice never changes:
// the database refuses any update or delete of it or its lines.
import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-compose-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { documentTotals } from "~/lib/money";
import { prepaymentAmount } from "~/lib/invoices/compose";
import { invoiceLines, invoices, orderEvents } from "~/server/db/schema.server";
import {
  InvoiceError,
  invoicesForQuote,
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
} from "~/server/invoices/compose.server";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { customer, inUnit, invoiceableOrder, invoiceMailsTo, ORDER_GROSS, paidPayment } from "./fixtures";

const acceptedAt = new Date("2026-03-04T10:00:00Z");

/** The database's own message of a refused statement (drizzle wraps it as the cause of "Failed query"). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return `${message} ${cause?.message ?? ""}`;
  }
  return "not refused";
}

describeEachDatabase("invoices composed", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("a 100 % prepayment: the quote's counted lines, dated the day it was paid, nothing left to pay; once", async () => {
    const { database, actorId } = suite;
    const email = "jan@devriessport.example";
    const quote = await invoiceableOrder(database.db, { actorId, email, acceptedAt });
    expect(quote.prepaymentCents).toBe(ORDER_GROSS);
    // Paid at 00:30 on 5 March in Breda (23:30 UTC on the 4th): the Amsterdam day is the supply date.
    const payment = await paidPayment(database.db, quote.id, ORDER_GROSS, new Date("2026-03-04T23:30:00Z"));
    const now = new Date("2026-03-05T08:00:00Z");
    const invoice = await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, quote, payment, { now }),
    );

    expect(invoice).toMatchObject({
      kind: "prepayment",
      number: expect.stringMatching(/^F2026-\d{4}$/),
      issuedOn: "2026-03-05",
      supplyDate: "2026-03-05",
      dueOn: null,
      dueCents: 0,
      reference: quote.number,
      creditFor: null,
    });
    expect(invoice.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.vatRate])).toEqual([
      ["T-shirts bedrukken, full colour op de borst", 50, 850, 21],
      ["Ontwerp en drukproef", 1, 7_500, 21],
      ["Extra rugbedrukking", 50, 300, 21],
      ["Boekjes A5 met nietjes", 20, 1_250, 9],
      ["Korting vaste klant", 1, -4_000, 21],
    ]);
    expect(invoice.vat).toEqual([
      { rate: 21, netCents: 61_000, vatCents: 12_810 },
      { rate: 9, netCents: 25_000, vatCents: 2_250 },
    ]);
    expect([invoice.netCents, invoice.vatCents, invoice.grossCents]).toEqual([86_000, 15_060, ORDER_GROSS]);
    expect(invoice.supplier).toMatchObject({
      brand: expect.any(String),
      kvk: "12345678",
      btw: "NL123456789B01",
      iban: "NL91 ABNA 0417 1643 00",
    });
    expect(invoice.customer).toEqual({
      name: customer.customerName,
      company: customer.customerCompany,
      address: customer.customerAddress,
      email,
      kvk: customer.customerKvk,
      btw: customer.customerBtw,
    });

    const mails = await invoiceMailsTo(database.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "invoice.prepayment",
      subject: expect.stringContaining(invoice.number),
    });
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `Factuur ${invoice.number}.pdf`, contentType: "application/pdf" }),
    ]);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.quoteId, quote.id));
    expect(events.map((e) => e.text)).toContain(`Factuur vooruitbetaling ${invoice.number} uitgereikt.`);

    // The webhook and the return both report it: the same invoice, no second number or mail.
    const again = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment, { now }));
    expect(again.id).toBe(invoice.id);
    expect(await invoicesForQuote(quote.id)).toHaveLength(1);
    expect(await invoiceMailsTo(database.db, email)).toHaveLength(1);
    // And the database refuses it whatever the code does.
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const { id: _id, ...copy } = row!;
    expect(await refusal(database.db.insert(invoices).values({ ...copy, number: "F2099-9999" }))).toMatch(
      /invoices_one_per_payment_idx/,
    );

    // Delivery: every line less the prepayment, per rate: nothing left.
    const final = await inUnit(database.db, (unit) =>
      issueFinalInvoice(unit, quote, actorId, { now: new Date("2026-03-12T09:00:00Z") }),
    );
    expect(final).toMatchObject({
      kind: "final",
      issuedOn: "2026-03-12",
      supplyDate: "2026-03-12",
      dueCents: 0,
    });
    expect(final.dueOn).toBeNull();
    expect(final.lines.slice(-2)).toEqual([
      expect.objectContaining({
        description: `Vooruitbetaald volgens factuur ${invoice.number} (btw 21%)`,
        unitPriceCents: -61_000,
        vatRate: 21,
      }),
      expect.objectContaining({
        description: `Vooruitbetaald volgens factuur ${invoice.number} (btw 9%)`,
        unitPriceCents: -25_000,
        vatRate: 9,
      }),
    ]);
    expect(final.vat).toEqual([
      { rate: 21, netCents: 0, vatCents: 0 },
      { rate: 9, netCents: 0, vatCents: 0 },
    ]);
    expect(final.grossCents).toBe(0);
    // A second delivery click: the same final invoice.
    const finalAgain = await inUnit(database.db, (unit) => issueFinalInvoice(unit, quote, actorId));
    expect(finalAgain.id).toBe(final.id);
  });

  it("a 30 % deposit: one line per VAT rate, each rate's VAT right; the final invoice asks the rest within the term", async () => {
    const { database, actorId } = suite;
    const email = "aanbetaling@example.nl";
    const quote = await invoiceableOrder(database.db, { actorId, email, acceptedAt });
    const totals = documentTotals([
      { quantity: 1, unitPriceCents: 61_000, vatRate: 21 },
      { quantity: 1, unitPriceCents: 25_000, vatRate: 9 },
    ]);
    const deposit = prepaymentAmount(totals.vat, 30);
    expect(Math.abs(deposit - Math.round(ORDER_GROSS * 0.3))).toBeLessThanOrEqual(1);
    const payment = await paidPayment(database.db, quote.id, deposit, new Date("2026-03-06T09:00:00Z"));
    const invoice = await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, quote, payment, { now: new Date("2026-03-06T09:00:00Z") }),
    );
    expect(invoice.lines.map((l) => l.description)).toEqual([
      `Aanbetaling 30% op offerte ${quote.number} (btw 21%)`,
      `Aanbetaling 30% op offerte ${quote.number} (btw 9%)`,
    ]);
    expect(invoice.grossCents).toBe(deposit);
    for (const group of invoice.vat)
      expect(group.vatCents).toBe(Math.round((group.netCents * group.rate) / 100));
    // Each rate keeps its share of the order: 21 % is € 738,10 of € 1.010,60 incl. VAT.
    const share21 = invoice.vat[0]!.netCents + invoice.vat[0]!.vatCents;
    expect(Math.abs(share21 - Math.round((deposit * 73_810) / ORDER_GROSS))).toBeLessThanOrEqual(2);
    expect(invoice.dueCents).toBe(0);

    const final = await inUnit(database.db, (unit) =>
      issueFinalInvoice(unit, quote, actorId, { now: new Date("2026-03-12T15:00:00Z") }),
    );
    expect(final.kind).toBe("final");
    expect(final.vat).toEqual([
      { rate: 21, netCents: 61_000 - invoice.vat[0]!.netCents, vatCents: expect.any(Number) },
      { rate: 9, netCents: 25_000 - invoice.vat[1]!.netCents, vatCents: expect.any(Number) },
    ]);
    // What is left: the order less the deposit (a cent per rate of rounding at most), due in 14 days.
    expect(Math.abs(final.grossCents - (ORDER_GROSS - deposit))).toBeLessThanOrEqual(2);
    expect(final.dueCents).toBe(final.grossCents);
    expect(final.dueOn).toBe("2026-03-26");
    const mails = await invoiceMailsTo(database.db, email);
    expect(mails.map((m) => m.kind).sort()).toEqual(["invoice.final", "invoice.prepayment"]);
    expect(mails.find((m) => m.kind === "invoice.final")!.text).toContain("NL91 ABNA 0417 1643 00");
  });

  it("a business customer on payment terms gets the invoice with the term, for the whole order", async () => {
    const { database, actorId } = suite;
    const quote = await invoiceableOrder(database.db, {
      actorId,
      email: "inkoop@bedrijf.example",
      acceptedAt,
      paymentTerms: true,
    });
    const invoice = await inUnit(database.db, (unit) =>
      issueFinalInvoice(unit, quote, actorId, { now: new Date("2026-12-24T12:00:00Z") }),
    );
    expect(invoice).toMatchObject({
      kind: "invoice",
      issuedOn: "2026-12-24",
      supplyDate: "2026-12-24",
      dueOn: "2027-01-07",
      grossCents: ORDER_GROSS,
      dueCents: ORDER_GROSS,
    });
    expect(invoice.lines).toHaveLength(5);
  });

  it("credit invoices: a refund split over the corrected invoice's rates, never more than it holds; a cancellation credits the rest", async () => {
    const { database, actorId } = suite;
    const email = "terug@example.nl";
    const quote = await invoiceableOrder(database.db, { actorId, email, acceptedAt });
    const payment = await paidPayment(database.db, quote.id, ORDER_GROSS, new Date("2026-03-05T10:00:00Z"));
    const prepayment = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment));

    const refund = await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, {
        quoteId: quote.id,
        paymentId: payment.id,
        amountCents: 10_000,
        reason: "Vijf shirts misdrukt",
        actorId,
        now: new Date("2026-03-20T10:00:00Z"),
      }),
    );
    expect(refund).toMatchObject({
      kind: "credit",
      issuedOn: "2026-03-20",
      supplyDate: prepayment.supplyDate,
      grossCents: -10_000,
      dueCents: 0,
      note: "Vijf shirts misdrukt",
      creditFor: { number: prepayment.number, issuedOn: prepayment.issuedOn },
      customer: prepayment.customer,
    });
    expect(refund.lines.map((l) => l.description)).toEqual([
      `Terugbetaling op factuur ${prepayment.number} (btw 21%)`,
      `Terugbetaling op factuur ${prepayment.number} (btw 9%)`,
    ]);
    expect(refund.vat.every((g) => g.netCents < 0 && g.vatCents <= 0)).toBe(true);

    // More than is left on the invoice: refused, nothing written.
    const before = await invoicesForQuote(quote.id);
    await expect(
      inUnit(database.db, (unit) =>
        issueCreditInvoice(unit, { invoiceId: prepayment.id, amountCents: ORDER_GROSS, reason: "", actorId }),
      ),
    ).rejects.toThrow(InvoiceError);
    expect(await invoicesForQuote(quote.id)).toHaveLength(before.length);

    // Cancellation: what is left of the invoice, so the two credits together negate it exactly.
    const cancel = await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, { invoiceId: prepayment.id, reason: "Order geannuleerd", actorId }),
    );
    expect(cancel.grossCents).toBe(-(ORDER_GROSS - 10_000));
    await expect(
      inUnit(database.db, (unit) =>
        issueCreditInvoice(unit, { invoiceId: prepayment.id, reason: "nogmaals", actorId }),
      ),
    ).rejects.toThrow(InvoiceError);

    // Delivered after all (a replacement order on the same quote): the final invoice deducts nothing then.
    const final = await inUnit(database.db, (unit) => issueFinalInvoice(unit, quote, actorId));
    expect(final.lines.some((l) => l.description.startsWith("Vooruitbetaald"))).toBe(false);
    expect(final.grossCents).toBe(ORDER_GROSS);
  });

  it("a cancellation without earlier credits negates every line of the invoice", async () => {
    const { database, actorId } = suite;
    const quote = await invoiceableOrder(database.db, {
      actorId,
      email: "annulering@example.nl",
      acceptedAt,
      paymentTerms: true,
    });
    const invoice = await inUnit(database.db, (unit) => issueFinalInvoice(unit, quote, actorId));
    const credit = await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, { quoteId: quote.id, reason: "Verkeerd adres", actorId }),
    );
    expect(credit.lines.map((l) => [l.description, l.quantity, l.unitPriceCents])).toEqual(
      invoice.lines.map((l) => [l.description, l.quantity, -l.unitPriceCents]),
    );
    expect(credit.vat).toEqual(
      invoice.vat.map((g) => ({ ...g, netCents: -g.netCents, vatCents: -g.vatCents })),
    );
    expect(credit.grossCents).toBe(-invoice.grossCents);
  });

  it("the database refuses to change or delete an issued invoice or its lines", async () => {
    const { database, actorId } = suite;
    const quote = await invoiceableOrder(database.db, { actorId, email: "vast@example.nl", acceptedAt });
    const payment = await paidPayment(database.db, quote.id, ORDER_GROSS, acceptedAt);
    const invoice = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment));
    const refused = /an issued invoice cannot be changed or deleted/;
    const statements = [
      database.db.update(invoices).set({ dueCents: 1 }).where(eq(invoices.id, invoice.id)),
      database.db.delete(invoices).where(eq(invoices.id, invoice.id)),
      database.db
        .update(invoiceLines)
        .set({ unitPriceCents: 1 })
        .where(eq(invoiceLines.invoiceId, invoice.id)),
      database.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)),
      database.db.execute(sql`delete from invoices`),
    ];
    for (const statement of statements) expect(await refusal(statement)).toMatch(refused);
    const [stored] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ grossCents: ORDER_GROSS, dueCents: 0 });
  });
});
