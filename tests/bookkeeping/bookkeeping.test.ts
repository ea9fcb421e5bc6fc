// The accountant's export on PGlite and PostgreSQL, with real invoices issued through the invoice code: the VAT
// return's rubrieken for the quarter and a month, the counts, the XAF file (valid against the official XSD,
// every transaction balanced, only the period's customers, no April booking in March), the download's headers
// and its audit row without personal data, the admin-only rule and a bad period as a Dutch 400.
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/bookkeeping-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { bookkeepingCopy } from "~/content/bookkeeping";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { loader as pageLoader } from "~/routes/employee-dashboard.bookkeeping";
import { loader as xafLoader } from "~/routes/employee-dashboard.bookkeeping-xaf";
import { customerNumber } from "~/server/bookkeeping/export.server";
import { auditLog, payments, refunds } from "~/server/db/schema.server";
import {
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
} from "~/server/invoices/compose.server";
import { validateXaf } from "../fixtures/xaf/validate";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "../invoices/fixtures";

const PAGE = "/employee-dashboard/boekhouding";
const XAF = `${PAGE}/auditfile.xaf`;

type Page = {
  error: string | null;
  books: {
    label: string;
    vat: { rubrieken: { rubriek: string; netCents: number; vatCents: number }[]; totalVatCents: number };
    counts: Record<string, number>;
    xafHref: string;
  } | null;
};

describeEachDatabase("the accountant's export", (kind) => {
  const suite = useQuoteDatabase(kind);
  let admin: Awaited<ReturnType<typeof staffJar>>;
  let employee: Awaited<ReturnType<typeof staffJar>>;
  const issued: InvoiceDocument[] = [];

  beforeAll(async () => {
    const { database, actorId } = suite;
    admin = await staffJar(database, `admin-${kind}@drukkerij.test`, "admin");
    employee = await staffJar(database, `medewerker-${kind}@drukkerij.test`, "employee");
    const acceptedAt = new Date("2027-03-01T10:00:00Z");
    const now = new Date("2027-03-10T10:00:00Z");
    // A 100 % prepayment by bank, its final invoice and a refund of € 50,00 with its credit invoice.
    const full = await invoiceableOrder(database.db, { actorId, email: "vol@example.nl", acceptedAt });
    const fullPayment = await paidPayment(database.db, full.id, ORDER_GROSS, now);
    issued.push(
      await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, full, fullPayment, { now })),
    );
    issued.push(await inUnit(database.db, (unit) => issueFinalInvoice(unit, full, actorId, { now })));
    issued.push(
      await inUnit(database.db, (unit) =>
        issueCreditInvoice(unit, {
          paymentId: fullPayment.id,
          quoteId: full.id,
          amountCents: 5_000,
          reason: "Korting achteraf",
          actorId,
          now,
        }),
      ),
    );
    await database.db.insert(refunds).values({
      paymentId: fullPayment.id,
      amountCents: 5_000,
      status: "handmatig",
      createdAt: new Date("2027-03-12T09:00:00Z"),
    });
    // A business customer on payment terms: the invoice, paid through Mollie late at night on 31 March (Amsterdam).
    const business = await invoiceableOrder(database.db, {
      actorId,
      email: "zakelijk@example.nl",
      acceptedAt,
      paymentTerms: true,
    });
    issued.push(await inUnit(database.db, (unit) => issueFinalInvoice(unit, business, actorId, { now })));
    await database.db.insert(payments).values({
      quoteId: business.id,
      purpose: "balance",
      provider: "mollie",
      mollieId: `tr_boek${kind}`,
      amountCents: ORDER_GROSS,
      status: "paid",
      paidAt: new Date("2027-03-31T21:30:00Z"),
    });
    // April: in neither March nor the first quarter.
    const april = await invoiceableOrder(database.db, { actorId, email: "april@example.nl", acceptedAt });
    const aprilPayment = await paidPayment(
      database.db,
      april.id,
      ORDER_GROSS,
      new Date("2027-04-01T08:00:00Z"),
    );
    await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, april, aprilPayment, { now: new Date("2027-04-01T08:00:00Z") }),
    );
  });

  it("shows the VAT return's rubrieken from the issued invoices, credit invoices reducing", async () => {
    const answer = await run<Page>(pageLoader, get(admin.jar, `${PAGE}?jaar=2027&periode=k1`));
    expect(answer.status).toBe(200);
    const books = answer.data.books!;
    expect(books.label).toBe("1e kwartaal 2027");
    // Two orders of € 610,00 + € 128,10 at 21 % and € 250,00 + € 22,50 at 9 % (the final invoice of the prepaid
    // one deducts its prepayment), less the € 50,00 credit: € 36,52 at 21 % (€ 6,34 VAT) and € 13,48 at 9 %.
    expect(books.vat.rubrieken).toEqual([
      expect.objectContaining({ rubriek: "1a", netCents: 118_982, vatCents: 24_986 }),
      expect.objectContaining({ rubriek: "1b", netCents: 48_763, vatCents: 4_389 }),
      expect.objectContaining({ rubriek: "1e", netCents: 0, vatCents: 0 }),
    ]);
    const sum = (rate: number, pick: "netCents" | "vatCents") =>
      issued.flatMap((d) => d.vat.filter((g) => g.rate === rate)).reduce((s, g) => s + g[pick], 0);
    expect(books.vat.rubrieken[0]!.netCents).toBe(sum(21, "netCents"));
    expect(books.vat.totalVatCents).toBe(24_986 + 4_389);
    expect(books.counts).toEqual({ invoices: 3, credits: 1, payments: 2, refunds: 1, customers: 2 });
    expect(books.xafHref).toBe(`${XAF}?jaar=2027&periode=k1`);

    const april = await run<Page>(pageLoader, get(admin.jar, `${PAGE}?jaar=2027&periode=m04`));
    expect(april.data.books!.counts).toEqual({
      invoices: 1,
      credits: 0,
      payments: 1,
      refunds: 0,
      customers: 1,
    });
  });

  it("downloads a valid, balanced XAF 3.2 file of the period's customers, audited without personal data", async () => {
    const answer = await run(xafLoader, get(admin.jar, `${XAF}?jaar=2027&periode=m03`));
    const response = answer.response!;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toContain(
      'attachment; filename="auditfile-2027-03.xaf"',
    );
    const xml = await response.text();
    expect(await validateXaf(xml)).toEqual({ valid: true, errors: [] });

    const parsed = new XMLParser({
      isArray: (name) => ["journal", "transaction", "trLine", "customerSupplier"].includes(name),
      parseTagValue: false,
    }).parse(xml);
    const company = parsed.auditfile.company;
    expect(parsed.auditfile.header).toMatchObject({
      fiscalYear: "2027",
      startDate: "2027-03-01",
      endDate: "2027-03-31",
      curCode: "EUR",
    });
    expect(company).toMatchObject({ companyIdent: "12345678", taxRegIdent: "NL123456789B01" });
    const ids = company.customersSuppliers.customerSupplier
      .map((c: { custSupID: string }) => c.custSupID)
      .sort();
    expect(ids).toEqual(
      [customerNumber("vol@example.nl", ""), customerNumber("zakelijk@example.nl", "")].sort(),
    );
    expect(xml).not.toContain(customerNumber("april@example.nl", ""));
    const cents = (line: { amnt: string; amntTp: string }) =>
      Math.round(Number(line.amnt) * 100) * (line.amntTp === "D" ? 1 : -1);
    const journals = company.transactions.journal as {
      jrnID: string;
      transaction: { nr: string; trDt: string; trLine: { amnt: string; amntTp: string; accID: string }[] }[];
    }[];
    expect(journals.map((j) => [j.jrnID, j.transaction.length])).toEqual([
      ["VK", 4],
      ["BNK", 2],
      ["MOL", 1],
    ]);
    let debit = 0;
    for (const transaction of journals.flatMap((j) => j.transaction)) {
      expect(transaction.trLine.reduce((s, l) => s + cents(l), 0)).toBe(0);
      debit += transaction.trLine.filter((l) => l.amntTp === "D").reduce((s, l) => s + cents(l), 0);
    }
    expect(Math.round(Number(company.transactions.totalDebit) * 100)).toBe(debit);
    expect(company.transactions.totalCredit).toBe(company.transactions.totalDebit);
    // The Mollie payment at 22:30 Amsterdam time on 31 March is a March booking.
    expect(journals[2]!.transaction[0]).toMatchObject({ nr: `tr_boek${kind}`, trDt: "2027-03-31" });

    const [row] = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "invoice.export"));
    expect(row).toMatchObject({
      actorId: admin.id,
      details: { format: "xaf", period: "2027-03", invoices: 4, payments: 3 },
    });
    expect(JSON.stringify(row!.details)).not.toMatch(/@|Vries/);
  });

  it("is for admins only, and answers a bad period in Dutch", async () => {
    for (const [loader, path] of [
      [pageLoader, PAGE],
      [xafLoader, XAF],
    ] as const)
      expect(await run(loader, get(employee.jar, `${path}?jaar=2027&periode=k1`))).toMatchObject({
        status: 403,
        data: "Alleen voor beheerders.",
      });
    for (const query of [
      "jaar=twintig&periode=k1",
      "jaar=2027&periode=k9",
      "jaar=1999&periode=m01",
      "periode=k1",
    ]) {
      const page = await run<Page>(pageLoader, get(admin.jar, `${PAGE}?${query}`));
      expect(page).toMatchObject({ status: 400, data: { error: bookkeepingCopy.badPeriod, books: null } });
      expect(await run(xafLoader, get(admin.jar, `${XAF}?${query}`))).toMatchObject({
        status: 400,
        data: bookkeepingCopy.badPeriod,
      });
    }
  });
});
