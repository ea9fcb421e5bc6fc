// A payment for an order whose invoice cannot be issued (the shop's legal details not set), on PGlite and
// PostgreSQL: the payment is recorded and the customer thanked, no invoice is made (none with placeholders), the
// order's history and the invoices card say why, and making it by hand is refused in Dutch while it cannot be.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/payments-invoice-waiting-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  delete process.env.MOLLIE_API_KEY;
  // As on a fresh install: the setup file's legal details cleared, the placeholders of app/content/site.ts apply.
  for (const name of ["SITE_STREET", "SITE_POSTAL_CODE", "SITE_CITY", "SITE_KVK", "SITE_BTW", "SITE_IBAN"])
    delete process.env[name];
});

import { invoiceRequirementsCopy } from "~/content/invoices";
import { payments } from "~/server/db/schema.server";
import { invoiceIntents, invoicesCard } from "~/server/staff/invoices.server";
import { markBankTransferReceived } from "~/server/workflows/payment-received.server";
import { PAYMENT_RECEIVED_MAIL } from "~/server/payments/mails.server";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { acceptedOrder, eventsOf, invoicesOf, mailsTo } from "./fixtures";

const missing = invoiceRequirementsCopy.shopIncomplete(Object.values(invoiceRequirementsCopy.settings));

describeEachDatabase("a payment whose invoice cannot be issued yet", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  it("records the payment, makes no invoice, and tells staff why", async () => {
    const { id, email } = await acceptedOrder(db(), suite.actorId);
    expect(await markBankTransferReceived({ actorId: suite.actorId, quoteId: id })).toEqual({ ok: true });

    const rows = await db().select().from(payments).where(eq(payments.quoteId, id));
    expect(rows.map((r) => r.status)).toEqual(["paid"]);
    expect(await invoicesOf(db(), id)).toEqual([]);
    expect(await mailsTo(db(), email, "invoice")).toEqual([]);
    expect((await mailsTo(db(), email, PAYMENT_RECEIVED_MAIL)).length).toBe(1);
    expect((await eventsOf(db(), id)).map((e) => e.text)).toContain(
      invoiceRequirementsCopy.waiting("Factuur vooruitbetaling", missing),
    );

    const card = await invoicesCard(id);
    expect(card).toMatchObject({ invoices: [], canMakePrepayment: true, waiting: missing });
    const make = invoiceIntents({ id: suite.actorId, role: "admin" }, id).prepaymentInvoice;
    expect(await make.handle({})).toEqual({ status: 409, formError: missing });
    expect(await invoicesOf(db(), id)).toEqual([]);
  });
});
