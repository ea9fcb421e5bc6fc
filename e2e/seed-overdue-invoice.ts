// An order on payment terms whose invoice was issued 40 days before the browser-test run and is still unpaid,
// written into the test server's fresh embedded database before the server opens it (as seed-overdue-lead.ts: the
// server's clock cannot be moved). e2e/receivables.spec.ts shows it overdue on the receivables page. Both
// reminder steps are recorded as sent back then, so the reminder worker sends nothing for it during the run.
//
//   node e2e/seed-overdue-invoice.ts <DATA_DIR>
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { OVERDUE_INVOICE } from "./overdue-invoice.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("Gebruik: node e2e/seed-overdue-invoice.ts <DATA_DIR>");
const db = new PGlite(path.resolve(dataDir, "pglite"));
// The shop's days (Amsterdam), as the receivables page counts them: a UTC date is a day behind after 23:00 in
// winter, and the page then reads one day more overdue.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
const day = (daysAgo: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
const issuedOn = day(OVERDUE_INVOICE.issuedDaysAgo);
const dueOn = day(OVERDUE_INVOICE.issuedDaysAgo - OVERDUE_INVOICE.termDays);
const year = Number(issuedOn.slice(0, 4));
const next = async (series: string) =>
  (
    await db.query<{ last: number }>(
      `insert into number_series (series, year, last) values ($1, $2, 1)
       on conflict (series, year) do update set last = number_series.last + 1 returning last`,
      [series, year],
    )
  ).rows[0]!.last;
const quoteNumber = `OFF-${year}-${String(await next("OFF")).padStart(4, "0")}`;
const invoiceNumber = `F${year}-${String(await next("F")).padStart(4, "0")}`;
const net = OVERDUE_INVOICE.netCents;
const vat = OVERDUE_INVOICE.grossCents - net;
const address = "Ginnekenweg 12\n4818 JG Breda";

const quote = await db.query<{ id: string }>(
  `insert into quotes (number, status, customer_name, customer_email, customer_address, subject, valid_until,
                       net_cents, gross_cents, accepted_name, closed_at, sent_at, order_status, payment_terms)
   values ($1, 'geaccepteerd', $2, $3, $4, 'Spandoeken', $5, $6, $7, $2, now() - interval '47 days',
           now() - interval '49 days', 'afgeleverd', true)
   returning id`,
  [
    quoteNumber,
    OVERDUE_INVOICE.name,
    OVERDUE_INVOICE.email,
    address,
    day(20),
    net,
    OVERDUE_INVOICE.grossCents,
  ],
);
const quoteId = quote.rows[0]!.id;
await db.query(
  `insert into quote_lines (quote_id, position, description, quantity, unit_price_cents, vat_rate)
   values ($1, 0, 'Spandoek 300 x 100 cm', 2, 25000, 21)`,
  [quoteId],
);
const supplier = {
  brand: "Drukkerij Breda",
  street: "Haagweg 14",
  postalCode: "4814 GB",
  city: "Breda",
  email: "info@printshop-breda.example",
  phone: "076 123 45 67",
  url: "https://www.printshop-breda.example",
  kvk: "12345678",
  btw: "NL123456789B01",
  iban: "NL91 ABNA 0417 1643 00",
};
const customer = {
  name: OVERDUE_INVOICE.name,
  company: null,
  address,
  email: OVERDUE_INVOICE.email,
  kvk: null,
  btw: null,
};
const invoice = await db.query<{ id: string }>(
  `insert into invoices (number, kind, quote_id, issued_on, supply_date, due_on, supplier, customer, vat,
                         net_cents, vat_cents, gross_cents, due_cents, reference)
   values ($1, 'invoice', $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)
   returning id`,
  [
    invoiceNumber,
    quoteId,
    issuedOn,
    dueOn,
    JSON.stringify(supplier),
    JSON.stringify(customer),
    JSON.stringify([{ rate: 21, netCents: net, vatCents: vat }]),
    net,
    vat,
    OVERDUE_INVOICE.grossCents,
    quoteNumber,
  ],
);
const invoiceId = invoice.rows[0]!.id;
await db.query(
  `insert into invoice_lines (invoice_id, position, description, quantity, unit_price_cents, vat_rate, net_cents)
   values ($1, 0, 'Spandoek 300 x 100 cm', 2, 25000, 21, $2)`,
  [invoiceId, net],
);
for (const [step, daysAgo] of [
  ["first", 20],
  ["statutory_letter", 10],
] as const)
  await db.query(
    `insert into invoice_reminders (invoice_id, step, sent_on, pdf_key, open_cents, collection_costs_cents,
                                    letter_deadline)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      invoiceId,
      step,
      day(daysAgo),
      `reminders/${invoiceId}/${step}.pdf`,
      OVERDUE_INVOICE.grossCents,
      step === "first" ? null : 4_000,
      step === "first" ? null : day(daysAgo - 15),
    ],
  );
await db.close();
