// An invoice's reminders, dispute and interest charge in an AVG request, on PGlite and PostgreSQL
// (docs/accounts-and-avg.md): exported with their dates and amounts; on erasure the reminders and the charge stay
// with the invoice (fiscal duty) and the admin is told so, the dispute stays without its reason.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/reminders-avg-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
});

import { avgCopy } from "~/content/avg";
import { formatEuro } from "~/lib/money";
import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { exportData, renderExport } from "~/server/avg/export-document.server";
import { ERASED_DISPUTE_REASON } from "~/server/avg/receivables.server";
import {
  invoiceDisputes,
  invoiceInterestCharges,
  invoiceReminders,
  invoices,
  users,
} from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { getStorage } from "~/server/storage.server";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

describeEachDatabase("reminders, disputes and interest in an AVG request", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("exports them with dates and amounts and keeps what the books keep on erasure", async () => {
    const { db } = suite.database;
    const email = `herinnering-avg-${kind}@example.nl`;
    const order = await invoiceableOrder(db, {
      actorId: suite.actorId,
      email,
      acceptedAt: new Date("2026-10-01T10:00:00Z"),
      paymentTerms: true,
    });
    const doc = await inUnit(db, (unit) =>
      issueFinalInvoice(unit, order, suite.actorId, { now: new Date("2026-10-02T10:00:00Z") }),
    );
    await db.insert(invoiceReminders).values([
      {
        invoiceId: doc.id,
        step: "first",
        sentOn: "2026-11-05",
        pdfKey: `reminders/${doc.id}/first.pdf`,
        openCents: 12_345,
      },
      {
        invoiceId: doc.id,
        step: "statutory_letter",
        sentOn: "2026-11-17",
        pdfKey: `reminders/${doc.id}/statutory_letter.pdf`,
        openCents: 12_345,
        collectionCostsCents: 4_000,
        letterDeadline: "2026-12-01",
      },
    ]);
    await db.insert(invoiceDisputes).values({
      invoiceId: doc.id,
      reason: "Klant zegt dat de flyers scheef gesneden zijn",
      disputedBy: suite.actorId,
    });
    await db.insert(invoiceInterestCharges).values({
      invoiceId: doc.id,
      countedTo: "2026-12-01",
      cents: 321,
      provisional: false,
      chargedBy: suite.actorId,
    });

    const exported = await exportPerson(db, suite.actorId, email);
    if (!exported.found) throw new Error("not found");
    expect(exported.person.receivables).toMatchObject({
      reminders: [
        { invoiceNumber: doc.number, step: "first", sentOn: "2026-11-05", openCents: 12_345 },
        {
          invoiceNumber: doc.number,
          step: "statutory_letter",
          sentOn: "2026-11-17",
          collectionCostsCents: 4_000,
          letterDeadline: "2026-12-01",
        },
      ],
      disputes: [{ invoiceNumber: doc.number, reason: "Klant zegt dat de flyers scheef gesneden zijn" }],
      interestCharges: [{ invoiceNumber: doc.number, countedTo: "2026-12-01", cents: 321 }],
    });
    const data = await exportData(exported.person, getStorage(), exported.reference, new Date());
    expect(data.receivables.reminders).toHaveLength(2);
    const html = renderExport(data, exported.person, "Drukkerij Breda");
    expect(html).toContain(
      `Herinnering voor factuur ${doc.number}, verstuurd op 5 november 2026; open: ${formatEuro(12_345)}`,
    );
    expect(html).toContain(
      `incassokosten bij niet betalen: ${formatEuro(4_000)}, uiterlijk te betalen op 1 december 2026`,
    );
    expect(html).toContain("flyers scheef gesneden");
    expect(html).toContain(
      `Wettelijke handelsrente op factuur ${doc.number} tot en met 1 december 2026: ${formatEuro(321)}`,
    );

    const [admin] = await db.select().from(users).where(eq(users.id, suite.actorId));
    const erased = await erasePerson(db, getStorage(), { id: admin!.id, email: admin!.email }, email);
    expect(erased).toMatchObject({
      ok: true,
      invoicesKept: 1,
      remindersKept: 2,
      interestChargesKept: 1,
      disputesKept: 1,
    });
    expect(await db.select().from(invoices).where(eq(invoices.id, doc.id))).toHaveLength(1);
    expect(
      await db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, doc.id)),
    ).toHaveLength(2);
    expect(
      await db.select().from(invoiceInterestCharges).where(eq(invoiceInterestCharges.invoiceId, doc.id)),
    ).toMatchObject([{ cents: 321 }]);
    expect(
      await db.select().from(invoiceDisputes).where(eq(invoiceDisputes.invoiceId, doc.id)),
    ).toMatchObject([{ reason: ERASED_DISPUTE_REASON }]);
    expect(avgCopy.erasedKeeping("AVG-1", 0, 1, 0, 3)).toContain(
      "1 factuur en 3 herinneringen en renteberekeningen: die bewaren we vanwege de fiscale bewaarplicht",
    );
  });
});
