// The reminders in the staff area on PGlite and PostgreSQL: an invoice's page (admins only; an employee gets the
// Dutch 403) with the reminders sent and their PDF, "Markeer als betwist" (a reason is needed, nothing changes
// without one) and "Betwisting opheffen", the commercial interest choice recorded with its amount, and the
// schedule settings (validated, audited, used by the worker).
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/reminders-staff-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { invoicePageCopy, reminderSettingsCopy } from "~/content/reminders";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import InvoicePage, {
  action as invoiceAction,
  loader as invoiceLoader,
} from "~/routes/employee-dashboard.invoice";
import { loader as reminderPdfLoader } from "~/routes/employee-dashboard.invoice-reminder-pdf";
import {
  action as settingsAction,
  loader as settingsLoader,
} from "~/routes/employee-dashboard.reminder-settings";
import { auditLog, invoiceDisputes, invoiceInterestCharges } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { reminderSchedule } from "~/server/receivables/reminders.server";
import { receivablesToday } from "~/server/receivables/receivables.server";
import { runReminderRound } from "~/server/workflows/reminder-worker.server";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { inUnit, invoiceableOrder, ORDER_GROSS } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";

type Jar = Awaited<ReturnType<typeof staffJar>>["jar"];
const SETTINGS = "/employee-dashboard/herinneringen";

describeEachDatabase("reminders in the staff area", (kind) => {
  const suite = useQuoteDatabase(kind);
  let doc: InvoiceDocument;
  let admin: Jar;
  let employee: Jar;
  const page = () => `/employee-dashboard/facturen/${doc.number}`;
  const params = () => ({ number: doc.number });

  beforeAll(async () => {
    const { database, actorId } = suite;
    // Issued 40 days ago, due 26 days ago: overdue today, whatever today is.
    const now = new Date(Date.now() - 40 * 86_400_000);
    const order = await invoiceableOrder(database.db, {
      actorId,
      email: `staff-${kind}@example.nl`,
      acceptedAt: new Date(now.getTime() - 7 * 86_400_000),
      paymentTerms: true,
    });
    doc = await inUnit(database.db, (unit) => issueFinalInvoice(unit, order, actorId, { now }));
    admin = (await staffJar(database, `admin-r-${kind}@drukkerij.test`, "admin")).jar;
    employee = (await staffJar(database, `medewerker-r-${kind}@drukkerij.test`, "employee")).jar;
  });

  it("shows admins the invoice with its reminders and their PDF; employees get a Dutch 403", async () => {
    // A first reminder sent on a working day after the due date (the worker on a fixed clock).
    let day = new Date(`${doc.dueOn}T09:00:00Z`);
    let sent = 0;
    while (!sent) {
      day = new Date(day.getTime() + 86_400_000);
      sent = (await runReminderRound(day, suite.database.db)).sent;
    }
    const answer = await run<Awaited<ReturnType<typeof invoiceLoader>>>(
      invoiceLoader,
      get(admin, page()),
      params(),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.reminders).toMatchObject([{ label: "Herinnering" }]);
    const html = await routeMarkup(InvoicePage, { loaderData: answer.data }, `http://localhost${page()}`);
    expect(html).toContain(invoicePageCopy.remindersTitle);
    expect(html).toContain(invoicePageCopy.markDisputed);
    const pdf = await run(reminderPdfLoader, get(admin, answer.data.reminders[0]!.pdfHref), {
      number: doc.number,
      id: answer.data.reminders[0]!.id,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.response!.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.response!.headers.get("cache-control")).toMatch(/private|no-store/);
    expect(
      Buffer.from(await pdf.response!.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const refused = await run(invoiceLoader, get(employee, page()), params());
    expect(refused).toMatchObject({ status: 403, data: "Alleen voor beheerders." });
    expect((await run(invoiceAction, postForm(employee, page(), { intent: "lift" }), params())).status).toBe(
      403,
    );
    expect(
      (
        await run(reminderPdfLoader, get(employee, page()), {
          number: doc.number,
          id: answer.data.reminders[0]!.id,
        })
      ).status,
    ).toBe(403);
    expect((await run(invoiceLoader, get(admin, "/x"), { number: "F2099-9999" })).status).toBe(404);
  });

  it("marks the invoice disputed with a reason and lifts it again, audited", async () => {
    const { db } = suite.database;
    const empty = await run(
      invoiceAction,
      postForm(admin, page(), { intent: "dispute", reason: "  " }),
      params(),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ fieldErrors: { reason: invoicePageCopy.reasonRequired } });
    expect(await db.select().from(invoiceDisputes)).toEqual([]);

    const marked = await run(
      invoiceAction,
      postForm(admin, page(), { intent: "dispute", reason: "Verkeerde kleur geleverd" }),
      params(),
    );
    expect(marked).toMatchObject({ status: 200, data: { notice: invoicePageCopy.markedDisputed } });
    const view = await run<Awaited<ReturnType<typeof invoiceLoader>>>(
      invoiceLoader,
      get(admin, page()),
      params(),
    );
    expect(view.data.dispute?.reason).toBe("Verkeerde kleur geleverd");
    const html = await routeMarkup(InvoicePage, { loaderData: view.data }, `http://localhost${page()}`);
    expect(html).toContain(invoicePageCopy.liftDispute);

    const lifted = await run(invoiceAction, postForm(admin, page(), { intent: "lift" }), params());
    expect(lifted.data).toMatchObject({ notice: invoicePageCopy.lifted });
    const again = await run(invoiceAction, postForm(admin, page(), { intent: "lift" }), params());
    expect(again).toMatchObject({ status: 409, data: { formError: invoicePageCopy.notDisputed } });
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, doc.id));
    expect(entries.map((e) => e.action)).toEqual(["invoice.dispute", "invoice.dispute_lift"]);
    expect(entries[0]).toMatchObject({ targetType: "invoice", targetLabel: doc.number });
  });

  it("records the admin's choice to charge the commercial interest, with its amount", async () => {
    const today = receivablesToday();
    const expected = commercialInterest(ORDER_GROSS, doc.dueOn!, today);
    const view = await run<Awaited<ReturnType<typeof invoiceLoader>>>(
      invoiceLoader,
      get(admin, page()),
      params(),
    );
    expect(view.data.interest?.text).toContain(formatEuro(expected.cents));
    const charged = await run(invoiceAction, postForm(admin, page(), { intent: "interest" }), params());
    expect(charged.data).toMatchObject({
      notice: expect.stringMatching(/^Rentenota R\d{4}-\d{4} is gemaakt en als PDF naar de klant gemaild\./),
    });
    const twice = await run(invoiceAction, postForm(admin, page(), { intent: "interest" }), params());
    expect(twice).toMatchObject({ status: 409, data: { formError: invoicePageCopy.interestAlready } });
    expect(await suite.database.db.select().from(invoiceInterestCharges)).toMatchObject([
      { invoiceId: doc.id, countedTo: today, cents: expected.cents },
    ]);
    const entries = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "invoice.interest"));
    expect(entries).toHaveLength(1);
  });

  it("lets admins set the schedule, refuses a bad one with a Dutch message, and employees not at all", async () => {
    expect((await run(settingsLoader, get(employee, SETTINGS))).status).toBe(403);
    expect(
      (
        await run(
          settingsAction,
          postForm(employee, SETTINGS, { intent: "schedule", firstAfterDays: "5", secondAfterDays: "20" }),
        )
      ).status,
    ).toBe(403);
    const bad = await run(
      settingsAction,
      postForm(admin, SETTINGS, { intent: "schedule", firstAfterDays: "10", secondAfterDays: "7" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { secondAfterDays: reminderSettingsCopy.invalid } });
    expect(await reminderSchedule(suite.database.db)).toEqual({ firstAfterDays: 3, secondAfterDays: 14 });
    const saved = await run(
      settingsAction,
      postForm(admin, SETTINGS, { intent: "schedule", firstAfterDays: "5", secondAfterDays: "20" }),
    );
    expect(saved).toMatchObject({ status: 303, location: `${SETTINGS}?melding=opgeslagen` });
    expect(await reminderSchedule(suite.database.db)).toEqual({ firstAfterDays: 5, secondAfterDays: 20 });
    const shown = await run<Awaited<ReturnType<typeof settingsLoader>>>(
      settingsLoader,
      get(admin, `${SETTINGS}?melding=opgeslagen`),
    );
    expect(shown.data).toMatchObject({ notice: reminderSettingsCopy.saved });
    const [entry] = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "reminder.settings"));
    expect(entry!.details).toEqual({ firstAfterDays: 5, secondAfterDays: 20 });
  });
});
