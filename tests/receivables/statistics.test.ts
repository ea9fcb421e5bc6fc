// The receivables figures on the statistics page, on PGlite and PostgreSQL (docs/receivables.md, "In the
// statistics"): open per age bucket today, reminders sent in the period, the average days to payment of the
// invoices paid in it; shown to admins, left out for employees.
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-stats-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
});

import { receivablesStatsCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import Statistics, { loader } from "~/routes/employee-dashboard.statistics";
import { invoiceReminders } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { receivablesStatistics } from "~/server/receivables/statistics.server";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, run, staffJar } from "../quotes/staff-helpers";

const TODAY = "2026-12-04";
const PERIOD = { from: "2026-11-05", to: TODAY };
const PAGE = "/employee-dashboard/statistieken";

describeEachDatabase("receivables in the statistics", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("counts what is open per bucket, the reminders of the period and the days to payment", async () => {
    const { database, actorId } = suite;
    const db = database.db;
    const invoice = async (name: string, day: string) => {
      const now = new Date(`${day}T10:00:00Z`);
      const order = await invoiceableOrder(db, {
        actorId,
        email: `stats-${name}-${kind}@example.nl`,
        acceptedAt: new Date(now.getTime() - 7 * 86_400_000),
        paymentTerms: true,
      });
      const doc = await inUnit(db, (unit) => issueFinalInvoice(unit, order, actorId, { now }));
      return { order, doc };
    };
    const open = await invoice("open", "2026-10-01");
    const fast = await invoice("fast", "2026-11-10");
    await paidPayment(db, fast.order.id, ORDER_GROSS, new Date("2026-11-20T10:00:00Z"), "balance");
    const slow = await invoice("slow", "2026-11-01");
    await paidPayment(db, slow.order.id, ORDER_GROSS, new Date("2026-11-25T10:00:00Z"), "balance");
    // Paid before the period: not in its average.
    const early = await invoice("early", "2026-09-01");
    await paidPayment(db, early.order.id, ORDER_GROSS, new Date("2026-10-01T10:00:00Z"), "balance");
    const reminder = (sentOn: string, step: string) => ({
      invoiceId: open.doc.id,
      step,
      sentOn,
      pdfKey: `reminders/${open.doc.id}/${step}.pdf`,
      openCents: ORDER_GROSS,
    });
    await db
      .insert(invoiceReminders)
      .values([reminder("2026-11-03", "first"), reminder("2026-11-17", "second")]);

    const figures = await receivablesStatistics(PERIOD, { today: TODAY }, db);
    expect(figures.openCents).toBe(open.doc.dueCents);
    expect(figures.buckets["31-60"]).toEqual({ count: 1, openCents: open.doc.dueCents });
    expect(figures.buckets["not-due"].count + figures.buckets["1-30"].count).toBe(0);
    expect(figures.remindersSent).toBe(1);
    expect(figures.paid).toEqual({ count: 2, averageDays: 17 });

    // On the page: the admin sees the section, an employee does not.
    const admin = await staffJar(database, `admin-stats-${kind}@drukkerij.test`, "admin");
    const employee = await staffJar(database, `medewerker-stats-${kind}@drukkerij.test`, "employee");
    const url = `${PAGE}?van=${PERIOD.from}&tot=${PERIOD.to}`;
    const shown = await run<Awaited<ReturnType<typeof loader>>>(loader, get(admin.jar, url));
    expect(shown.status).toBe(200);
    expect(shown.data.receivables).not.toBeNull();
    const html = await routeMarkup(Statistics, { loaderData: shown.data }, `http://localhost${url}`);
    expect(html).toContain(receivablesStatsCopy.bucketsCaption);
    expect(html).toContain(formatEuro(open.doc.dueCents));
    const hidden = await run<Awaited<ReturnType<typeof loader>>>(loader, get(employee.jar, url));
    expect(hidden.data.receivables).toBeNull();
    const employeeHtml = await routeMarkup(Statistics, { loaderData: hidden.data }, `http://localhost${url}`);
    expect(employeeHtml).not.toContain(receivablesStatsCopy.bucketsCaption);
  });
});
