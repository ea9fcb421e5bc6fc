// The statement upload on /employee-dashboard/debiteuren on PGlite and PostgreSQL (docs/receivables.md, "Bank
// statements"): an admin uploads a CAMT.053 file as the no-JavaScript form posts it and sees the summary and the
// waiting list, assigns a waiting line; an employee is refused in Dutch and nothing is stored; a file that is no
// statement books nothing and says why.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-page-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
});

import { statementCopy, statementRefusals } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import ReceivablesPage, { action, loader } from "~/routes/employee-dashboard.receivables";
import { auditLog, payments, statementLines } from "~/server/db/schema.server";
import { statementXml, type GeneratedLine } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { acceptedOrder } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";
import { ORIGIN, type Jar } from "../auth/client";

const PAGE = "/employee-dashboard/debiteuren";

const line = (
  bankReference: string,
  cents: number,
  remittance: string,
  name = "S. DE VRIES",
): GeneratedLine[] => [
  {
    scenario: "page",
    bankReference,
    bookingDate: "2026-12-02",
    cents,
    credit: true,
    name,
    iban: "NL20INGB0001234567",
    remittance,
    expected: { kind: "assign" },
  },
];

/** The upload form as the browser posts it without JavaScript. */
function upload(jar: Jar, xml: string, fileName = "afschrift.xml"): Request {
  const form = new FormData();
  form.set("afschrift", new File([xml], fileName, { type: "text/xml" }));
  return jar.request(PAGE, { method: "POST", headers: { origin: ORIGIN }, body: form });
}

describeEachDatabase("the statement upload page", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("uploads, summarises, lists the waiting line and books it by hand; refuses an employee", async () => {
    const db = suite.database.db;
    const admin = await staffJar(suite.database, `admin-afschrift-${kind}@drukkerij.test`, "admin");
    const employee = await staffJar(
      suite.database,
      `medewerker-afschrift-${kind}@drukkerij.test`,
      "employee",
    );
    const booked = await acceptedOrder(db, suite.actorId);
    const waiting = await acceptedOrder(db, suite.actorId);
    const xml = statementXml([
      line(`PAGE-${kind}-1`, 25_713, booked.number!),
      line(`PAGE-${kind}-2`, 25_713, "betaling drukwerk", "P. JANSEN"),
    ]);

    // An employee: refused in Dutch, nothing read or stored.
    const refused = await run(action, upload(employee.jar, xml));
    expect(refused.status).toBe(403);
    expect(refused.data).toBe("Alleen voor beheerders.");
    expect((await run(loader, get(employee.jar, PAGE))).status).toBe(403);
    expect(
      (await run(action, postForm(employee.jar, PAGE, { intent: "ignore", lineId: booked.id }))).status,
    ).toBe(403);
    expect(await db.select().from(statementLines)).toEqual([]);

    // Not a statement: a Dutch refusal, nothing booked.
    const wrong = await run<{ error: string }>(action, upload(admin.jar, "<html>geen afschrift</html>"));
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatch(/afschrift|CAMT/i);
    const empty = await run<{ error: string }>(action, upload(admin.jar, ""));
    expect(empty).toMatchObject({ status: 400, data: { error: statementCopy.refusals.noFile } });

    // The admin's upload: redirected to the summary, one booked and one waiting (no number, not the customer's name).
    const uploaded = await run(action, upload(admin.jar, xml));
    expect(uploaded).toMatchObject({
      status: 302,
      location: `${PAGE}?geboekt=1&wachten=1&eerder=0#afschrift`,
    });
    const page = await run<Awaited<ReturnType<typeof loader>>>(
      loader,
      get(admin.jar, `${PAGE}?geboekt=1&wachten=1&eerder=0`),
    );
    const html = await routeMarkup(ReceivablesPage, { loaderData: page.data }, `http://localhost${PAGE}`);
    expect(html).toContain("1 regel geboekt, 1 wacht op toewijzing, 0 al eerder verwerkt.");
    expect(html).toContain("betaling drukwerk");
    expect(html).toContain(`Vooruitbetaling ${waiting.number}`);
    expect(html).not.toContain(`Vooruitbetaling ${booked.number}`);
    const [line2] = page.data.statement.waiting;
    expect(line2).toMatchObject({ amountCents: 25_713, payer: "P. JANSEN · NL20INGB0001234567" });

    // Again: nothing booked twice.
    expect(await run(action, upload(admin.jar, xml))).toMatchObject({
      location: `${PAGE}?geboekt=0&wachten=0&eerder=2#afschrift`,
    });

    // Assigned by hand: no target is refused and changes nothing; then booked, audited.
    expect(
      await run(action, postForm(admin.jar, PAGE, { intent: "assign", lineId: line2!.id, target: "" })),
    ).toMatchObject({ status: 400, data: { lineId: line2!.id, error: statementCopy.refusals.noTarget } });
    const assigned = await run(
      action,
      postForm(admin.jar, PAGE, { intent: "assign", lineId: line2!.id, target: `prepayment:${waiting.id}` }),
    );
    expect(assigned).toMatchObject({
      status: 200,
      data: { notice: statementCopy.assigned(formatEuro(25_713)) },
    });
    const paid = await db.select().from(payments).where(eq(payments.quoteId, waiting.id));
    expect(paid).toMatchObject([
      { status: "paid", provider: "bank", amountCents: 25_713, actorId: admin.id },
    ]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["statement.upload", "statement.assign", "payment.received"]),
    );
  });

  it("reads an MT940 file (ING) as it reads CAMT.053: booked once, a file of neither format refused", async () => {
    const db = suite.database.db;
    const admin = await staffJar(suite.database, `admin-mt940-${kind}@drukkerij.test`, "admin");
    const order = await acceptedOrder(db, suite.actorId);
    const mt940 = [
      "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:",
      ":20:P261202000000001",
      ":25:NL69INGB0123456789EUR",
      ":28C:00000",
      `:60F:C261201EUR1000,00`,
      `:61:2612021202C257,13NTRFEREF${kind}//2612020000000001`,
      `:86:/EREF/EREF${kind}//CNTP/NL20RABO0301234567/RABONL2U/S. DE VRIES/BREDA//REMI/USTD//`,
      `${order.number} drukwerk/`,
      ":62F:C261202EUR1257,13",
      "-}",
    ].join("\r\n");

    const before = (await db.select().from(statementLines)).length;
    const csv = await run<{ error: string }>(
      action,
      upload(admin.jar, "Datum;Naam;Bedrag\n2026-12-02;S. de Vries;257,13", "afschrift.csv"),
    );
    expect(csv).toMatchObject({ status: 400, data: { error: statementRefusals.unknownFormat } });
    expect(await db.select().from(statementLines)).toHaveLength(before);

    expect(await run(action, upload(admin.jar, mt940, "afschrift.sta"))).toMatchObject({
      status: 302,
      location: `${PAGE}?geboekt=1&wachten=0&eerder=0#afschrift`,
    });
    expect(await run(action, upload(admin.jar, mt940, "afschrift.sta"))).toMatchObject({
      location: `${PAGE}?geboekt=0&wachten=0&eerder=1#afschrift`,
    });
    const stored = await db
      .select()
      .from(statementLines)
      .where(
        eq(
          statementLines.bankReference,
          `MT940/NL69INGB0123456789EUR/00000/261201/1/EREF${kind}//2612020000000001`,
        ),
      );
    expect(stored).toMatchObject([
      {
        bookingDate: "2026-12-02",
        amountCents: 25_713,
        payerName: "S. DE VRIES",
        payerIban: "NL20RABO0301234567",
        outcome: "booked",
        basis: "reference",
      },
    ]);
    const paid = await db.select().from(payments).where(eq(payments.quoteId, order.id));
    expect(paid).toMatchObject([{ status: "paid", provider: "bank", amountCents: 25_713 }]);
  });
});
