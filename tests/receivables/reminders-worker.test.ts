// The reminder worker on PGlite and PostgreSQL (docs/receivables.md, "Reminders"), on a fixed clock: invoices due
// Tuesday 22 December 2026 get nothing on Christmas or the weekend after it and their first reminder on Monday
// 28 December, once although two instances run at the same moment; nothing for a paid invoice; nothing while one
// is disputed, and its reminder once the dispute is lifted; on 5 January 2027 the business's second reminder and
// the consumer's statutory 14-day letter, with its amounts and deadline in the PDF and the mail with the PDF.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/reminders-worker-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { formatEuro } from "~/lib/money";
import { collectionCosts } from "~/lib/receivables/collection-costs";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { dutchDay } from "~/lib/shop-time";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { auditLog, invoiceReminders, outbox, quotes } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { liftDispute, markDisputed } from "~/server/receivables/reminders.server";
import { getStorage } from "~/server/storage.server";
import { runReminderRound } from "~/server/workflows/reminder-worker.server";
import { describeEachDatabase } from "../helpers/db";
import { textItems } from "../helpers/pdf";
import { inUnit, invoiceableOrder, invoiceMailsTo, ORDER_GROSS, paidPayment } from "../invoices/fixtures";
import { secondInstance, useQuoteDatabase } from "../quotes/fixtures";

/** 10:00 in Amsterdam on `day`. */
const at = (day: string) => new Date(`${day}T09:00:00Z`);
const ISSUED = at("2026-12-08");

const flat = (text: string) => text.replace(/\s+/g, " ");

/** The stored PDF's text in reading order, a line's wrap before a full stop or comma undone. */
async function pdfText(key: string): Promise<string> {
  const file = await getStorage().read(key);
  const bytes = Buffer.from(await new Response(file!.body).arrayBuffer());
  return flat((await textItems(bytes)).map((item) => item.str).join(" ")).replace(/ ([.,])/g, "$1");
}

describeEachDatabase("reminder worker", (kind) => {
  const suite = useQuoteDatabase(kind);
  const invoice: Record<string, InvoiceDocument> = {};
  const emails: Record<string, string> = {};

  async function termInvoice(name: string, consumer = false) {
    const { database, actorId } = suite;
    emails[name] = `${name}-${kind}@example.nl`;
    const order = await invoiceableOrder(database.db, {
      actorId,
      email: emails[name],
      acceptedAt: new Date(ISSUED.getTime() - 7 * 86_400_000),
      paymentTerms: true,
    });
    if (consumer)
      await database.db
        .update(quotes)
        .set({ customerCompany: null, customerKvk: null, customerBtw: null })
        .where(eq(quotes.id, order.id));
    invoice[name] = await inUnit(database.db, (unit) =>
      issueFinalInvoice(unit, order, actorId, { now: ISSUED }),
    );
    return order;
  }

  const remindersOf = (name: string) =>
    suite.database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoice[name]!.id));
  const mailsTo = (name: string) =>
    suite.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, emails[name]!), eq(outbox.kind, "invoice-reminder.first")));

  beforeAll(async () => {
    await termInvoice("business");
    await termInvoice("consumer", true);
    const paid = await termInvoice("paid");
    await paidPayment(suite.database.db, paid.id, ORDER_GROSS, at("2026-12-20"), "balance");
    await termInvoice("disputed");
    expect(invoice.business!.dueOn).toBe("2026-12-22");
  });

  it("mails each invoice that asks for money with the link to the customer's page and the transfer", async () => {
    const [mail] = await invoiceMailsTo(suite.database.db, emails.business!);
    expect(mail!.text).toMatch(/Bekijk je factuur online: https?:\/\/[^\s]+\/offerte\/[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain("Bekijk je factuur online");
    expect(mail!.text).toContain(
      `naar IBAN ${invoice.business!.supplier.iban} ten name van ${invoice.business!.supplier.brand}, onder vermelding van ${invoice.business!.number}.`,
    );
  });

  it("sends nothing on Christmas and the weekend, and the first reminder once on Monday across two instances", async () => {
    const { database, actorId } = suite;
    const disputed = invoice.disputed!;
    expect(await markDisputed(disputed, "Klant zegt dat de shirts verkeerd bedrukt zijn", actorId)).toBe(
      true,
    );
    expect(await markDisputed(disputed, "Nog eens", actorId)).toBe(false);
    for (const day of ["2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"])
      expect(await runReminderRound(at(day), database.db)).toEqual({ sent: 0 });

    const other = secondInstance(database);
    try {
      const rounds = await Promise.all([
        runReminderRound(at("2026-12-28"), database.db),
        runReminderRound(at("2026-12-28"), other.db),
        runReminderRound(at("2026-12-28"), other.db),
      ]);
      expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(2);
    } finally {
      await other.close();
    }
    expect(await runReminderRound(at("2026-12-28"), database.db)).toEqual({ sent: 0 });

    const [business] = await remindersOf("business");
    expect(await remindersOf("business")).toHaveLength(1);
    const interest = commercialInterest(ORDER_GROSS, "2026-12-22", "2026-12-28");
    expect(business).toMatchObject({
      step: "first",
      sentOn: "2026-12-28",
      openCents: ORDER_GROSS,
      interestCents: interest.cents,
      collectionCostsCents: null,
    });
    expect(interest.cents).toBeGreaterThan(0);
    const text = await pdfText(business!.pdfKey);
    expect(text).toContain(`Herinnering factuur ${invoice.business!.number}`);
    expect(text).toContain(flat(formatEuro(interest.cents)));
    expect(text).toContain(`onder vermelding van ${invoice.business!.number}`);

    expect(await remindersOf("consumer")).toMatchObject([{ step: "first", interestCents: null }]);
    expect(await remindersOf("paid")).toEqual([]);
    expect(await remindersOf("disputed")).toEqual([]);

    const mails = await mailsTo("business");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Herinnering factuur ${invoice.business!.number} van Printshop Breda`);
    expect(mails[0]!.text).toContain("/offerte/");
    expect(mails[0]!.text).toContain(`ten name van ${invoice.business!.supplier.brand}`);
    expect(mails[0]!.attachments).toMatchObject([
      { filename: `Herinnering factuur ${invoice.business!.number}.pdf`, contentType: "application/pdf" },
    ]);
    expect(await mailsTo("paid")).toEqual([]);
    expect(await mailsTo("disputed")).toEqual([]);
  });

  it("sends the disputed invoice's reminder once the dispute is lifted, both steps audited", async () => {
    const { database, actorId } = suite;
    expect(await liftDispute(invoice.disputed!, actorId)).toBe(true);
    expect(await liftDispute(invoice.disputed!, actorId)).toBe(false);
    const actions = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, invoice.disputed!.id));
    expect(actions.map((a) => a.action)).toEqual(["invoice.dispute", "invoice.dispute_lift"]);
    expect(await runReminderRound(at("2026-12-28"), database.db)).toEqual({ sent: 1 });
    expect(await remindersOf("disputed")).toMatchObject([{ step: "first" }]);
    // The second is not due yet.
    expect(await runReminderRound(at("2026-12-29"), database.db)).toEqual({ sent: 0 });
  });

  it("gives the consumer the statutory 14-day letter as the second step, with the scale's costs and the deadline", async () => {
    const { database } = suite;
    expect(await runReminderRound(at("2027-01-04"), database.db)).toEqual({ sent: 0 });
    expect(await runReminderRound(at("2027-01-05"), database.db)).toEqual({ sent: 3 });
    expect((await remindersOf("business")).map((r) => r.step)).toEqual(["first", "second"]);
    const letter = (await remindersOf("consumer")).find((r) => r.step === "statutory_letter")!;
    const costs = collectionCosts(ORDER_GROSS);
    expect(costs).toBe(15_159);
    expect(letter).toMatchObject({
      sentOn: "2027-01-05",
      openCents: ORDER_GROSS,
      collectionCostsCents: costs,
      letterDeadline: "2027-01-19",
      interestCents: null,
    });
    const text = await pdfText(letter.pdfKey);
    const number = invoice.consumer!.number;
    expect(text).toContain(`Aanmaning factuur ${number}`);
    expect(text).toContain(`Er staat nog ${flat(formatEuro(ORDER_GROSS))} open.`);
    expect(text).toContain(
      `Je hebt 14 dagen om dit bedrag te betalen, gerekend vanaf de dag na ontvangst van deze brief: betaal uiterlijk ${dutchDay("2027-01-19")}.`,
    );
    expect(text).toContain(`incassokosten in rekening: ${flat(formatEuro(costs))}`);
    expect(text).toContain("Over de incassokosten rekenen we geen btw.");

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, emails.consumer!), eq(outbox.kind, "invoice-reminder.statutory_letter")));
    expect(mail!.subject).toBe(`Aanmaning factuur ${number} van Printshop Breda`);
    const attached = mail!.attachments![0]!;
    expect(attached.filename).toBe(`Aanmaning factuur ${number}.pdf`);
    const file = await getStorage().read(letter.pdfKey);
    const stored = Buffer.from(await new Response(file!.body).arrayBuffer());
    expect(Buffer.from(attached.content, "base64").equals(stored)).toBe(true);
  });
});
