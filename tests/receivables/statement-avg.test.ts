// A statement line booked to a person's order in an AVG request, on PGlite and PostgreSQL (docs/receivables.md,
// "Bank statements", and docs/accounts-and-avg.md): exported with the payer's name and IBAN, and kept on erasure
// for the fiscal duty, which the admin is told.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-avg-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
});

import { statementLines, users } from "~/server/db/schema.server";
import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { exportData, renderExport } from "~/server/avg/export-document.server";
import { getStorage } from "~/server/storage.server";
import { bookStatement } from "~/server/workflows/statement-booked.server";
import { statementXml } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { acceptedOrder } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

describeEachDatabase("statement lines in an AVG request", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("exports the line with the payer's data and keeps it on erasure, saying so", async () => {
    const db = suite.database.db;
    const order = await acceptedOrder(db, suite.actorId);
    const reference = `AVG-${kind}-${process.pid}`;
    const xml = statementXml([
      [
        {
          scenario: "avg",
          bankReference: reference,
          bookingDate: "2026-12-02",
          cents: 25_713,
          credit: true,
          name: "S. DE VRIES",
          iban: "NL20INGB0001234567",
          remittance: `Betaling ${order.number}`,
          expected: { kind: "assign" },
        },
      ],
    ]);
    expect(await bookStatement({ content: xml, actorId: suite.actorId }, db)).toMatchObject({
      summary: { booked: 1 },
    });

    const exported = await exportPerson(db, suite.actorId, order.email);
    if (!exported.found) throw new Error("not found");
    expect(exported.person.statementLines).toEqual([
      expect.objectContaining({
        bankReference: reference,
        payerName: "S. DE VRIES",
        payerIban: "NL20INGB0001234567",
      }),
    ]);
    const data = await exportData(exported.person, getStorage(), exported.reference, new Date());
    const html = renderExport(data, exported.person, "Drukkerij Breda");
    expect(html).toContain("NL20INGB0001234567");
    expect(html).toContain("bewaren we 7 jaar (fiscale bewaarplicht)");

    const [admin] = await db.select().from(users).where(eq(users.id, suite.actorId));
    const erased = await erasePerson(db, getStorage(), { id: admin!.id, email: admin!.email }, order.email);
    expect(erased).toMatchObject({ ok: true, statementLinesKept: 1 });
    const [kept] = await db.select().from(statementLines).where(eq(statementLines.bankReference, reference));
    expect(kept).toMatchObject({
      payerName: "S. DE VRIES",
      payerIban: "NL20INGB0001234567",
      outcome: "booked",
    });
  });
});
