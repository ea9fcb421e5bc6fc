// What customers still owe, on PGlite and PostgreSQL (docs/receivables.md, "Age buckets"): open, part paid and paid
// invoices from the order's balance payments, credit invoices settling what they correct, prepayment invoices left
// out, the totals per age bucket; and the admins' page /employee-dashboard/debiteuren with its role checks.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { receivablesCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import ReceivablesPage, { loader as pageLoader } from "~/routes/employee-dashboard.receivables";
import { payments } from "~/server/db/schema.server";
import {
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
} from "~/server/invoices/compose.server";
import { receivablesOverview, listReceivables } from "~/server/receivables/receivables.server";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { customerJar, get, run, staffJar } from "../quotes/staff-helpers";

const PAGE = "/employee-dashboard/debiteuren";
const TODAY = "2026-12-04";

describeEachDatabase("receivables", (kind) => {
  const suite = useQuoteDatabase(kind);
  const issued: Record<string, InvoiceDocument> = {};

  /** A business order on payment terms, invoiced on `day`. */
  async function termInvoice(name: string, day: string) {
    const { database, actorId } = suite;
    const now = new Date(`${day}T10:00:00Z`);
    const order = await invoiceableOrder(database.db, {
      actorId,
      email: `${name}-${kind}@example.nl`,
      acceptedAt: new Date(now.getTime() - 7 * 86_400_000),
      paymentTerms: true,
    });
    issued[name] = await inUnit(database.db, (unit) => issueFinalInvoice(unit, order, actorId, { now }));
    return order;
  }

  beforeAll(async () => {
    const { database, actorId } = suite;
    await termInvoice("open", "2026-10-01");
    const part = await termInvoice("part", "2026-11-01");
    await paidPayment(database.db, part.id, 40_000, new Date(), "balance");
    const paid = await termInvoice("paid", "2026-11-10");
    await paidPayment(database.db, paid.id, ORDER_GROSS, new Date(), "balance");
    // Paid in full, then € 100 refunded: € 100 open again.
    const refunded = await termInvoice("refunded", "2026-11-12");
    const payment = await paidPayment(database.db, refunded.id, ORDER_GROSS, new Date(), "balance");
    await database.db.update(payments).set({ refundedCents: 10_000 }).where(eq(payments.id, payment.id));
    const cancelled = await termInvoice("cancelled", "2026-09-01");
    await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, { quoteId: cancelled.id, reason: "Order geannuleerd", actorId }),
    );
    const credited = await termInvoice("credited", "2026-12-01");
    await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, {
        quoteId: credited.id,
        amountCents: 5_000,
        reason: "Korting achteraf",
        actorId,
      }),
    );
    // A prepaid order: its prepayment invoice has nothing to pay and is no receivable.
    const prepaid = await invoiceableOrder(database.db, {
      actorId,
      email: `prepaid-${kind}@example.nl`,
      acceptedAt: new Date("2026-11-01T10:00:00Z"),
    });
    const prepayment = await paidPayment(
      database.db,
      prepaid.id,
      ORDER_GROSS,
      new Date("2026-11-02T10:00:00Z"),
    );
    await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, prepaid, prepayment));
  });

  it("says per invoice what is open, part paid or paid, and how late", async () => {
    const rows = await listReceivables(TODAY, suite.database.db);
    const byNumber = new Map(rows.map((row) => [row.number, row]));
    const row = (name: string) => byNumber.get(issued[name]!.number)!;
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.dueOn)).toEqual([...rows.map((r) => r.dueOn)].sort());
    expect(row("open")).toMatchObject({
      status: "open",
      dueCents: ORDER_GROSS,
      paidCents: 0,
      openCents: ORDER_GROSS,
      dueOn: issued.open!.dueOn,
      reference: issued.open!.reference,
      customerName: "Jan de Vries",
      customerCompany: "De Vries Sport B.V.",
    });
    expect(row("open").daysOverdue).toBe((Date.parse(TODAY) - Date.parse(issued.open!.dueOn!)) / 86_400_000);
    // A business customer: the statutory commercial interest on what is open, from the day after the due date.
    expect(row("open").lateCharge).toEqual({
      kind: "interest",
      cents: commercialInterest(ORDER_GROSS, issued.open!.dueOn!, TODAY).cents,
      provisional: commercialInterest(ORDER_GROSS, issued.open!.dueOn!, TODAY).provisional,
    });
    expect(row("open").lateCharge!.cents).toBeGreaterThan(0);
    expect(row("paid").lateCharge).toBeNull();
    expect(row("part")).toMatchObject({
      status: "part-paid",
      paidCents: 40_000,
      openCents: ORDER_GROSS - 40_000,
    });
    expect(row("paid")).toMatchObject({ status: "paid", openCents: 0, daysOverdue: 0 });
    expect(row("refunded")).toMatchObject({
      status: "part-paid",
      paidCents: ORDER_GROSS - 10_000,
      openCents: 10_000,
    });
    expect(row("cancelled")).toMatchObject({ status: "paid", creditedCents: ORDER_GROSS, openCents: 0 });
    expect(row("credited")).toMatchObject({
      status: "open",
      creditedCents: 5_000,
      openCents: ORDER_GROSS - 5_000,
      bucket: "not-due",
      daysOverdue: 0,
    });
  });

  it("totals what is open per age bucket", async () => {
    const overview = await receivablesOverview({ today: TODAY }, suite.database.db);
    expect(overview.rows.map((r) => r.status)).not.toContain("paid");
    expect(overview.rows).toHaveLength(4);
    const expected = { "not-due": [0, 0], "1-30": [0, 0], "31-60": [0, 0], "over-60": [0, 0] };
    for (const r of overview.rows) {
      expected[r.bucket][0]! += 1;
      expected[r.bucket][1]! += r.openCents;
    }
    expect(overview.buckets).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([b, [count, openCents]]) => [b, { count, openCents }]),
      ),
    );
    expect(overview.buckets["not-due"]).toEqual({ count: 1, openCents: ORDER_GROSS - 5_000 });
    expect(overview.openCents).toBe(ORDER_GROSS + (ORDER_GROSS - 40_000) + 10_000 + (ORDER_GROSS - 5_000));
    const all = await receivablesOverview({ today: TODAY, withPaid: true }, suite.database.db);
    expect(all.rows).toHaveLength(6);
    expect(all.buckets).toEqual(overview.buckets);
  });

  it("shows the page to admins only", async () => {
    const admin = await staffJar(suite.database, `admin-${kind}@drukkerij.test`, "admin");
    const employee = await staffJar(suite.database, `medewerker-${kind}@drukkerij.test`, "employee");
    const customer = await customerJar(`klant-${kind}@example.nl`);
    const page = await run<Awaited<ReturnType<typeof pageLoader>>>(pageLoader, get(admin.jar, PAGE));
    expect(page.status).toBe(200);
    expect(page.data.rows).toHaveLength(4);
    expect(page.data.withPaid).toBe(false);
    const withPaid = await run<Awaited<ReturnType<typeof pageLoader>>>(
      pageLoader,
      get(admin.jar, `${PAGE}?betaald=1`),
    );
    expect(withPaid.data.rows).toHaveLength(6);
    // The markup an admin reads: the bucket totals and each open invoice with its due date, lateness and amount.
    const html = await routeMarkup(ReceivablesPage, { loaderData: page.data }, `http://localhost${PAGE}`);
    expect(html).toContain(receivablesCopy.bucketsTitle);
    for (const name of ["open", "part", "refunded", "credited"]) expect(html).toContain(issued[name]!.number);
    expect(html).not.toContain(issued.paid!.number);
    expect(html).toContain(formatEuro(page.data.openCents));
    expect(html).toContain("Handelsrente");
    expect((await run(pageLoader, get(employee.jar, PAGE))).status).toBe(403);
    expect(await run(pageLoader, get(customer, PAGE))).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await run(pageLoader, get(null, PAGE))).toMatchObject({
      status: 302,
      location: expect.stringContaining("/employee-login"),
    });
  });
});
