// The staff's invoices through their routes, on PGlite and PostgreSQL: a month's invoices with totals per VAT
// rate, the role checks (staff see the list and PDFs; the bookkeeper's CSV and UBL exports are admin-only, and
// audited), the CSV's rows, the UBL zip (one well-formed SI-UBL 2.0 document per invoice for this business buyer: an Invoice or a
// CreditNote with the required elements, amounts with two decimals, the VAT per rate adding up, the PDF
// embedded), a bad month as a Dutch 400, and the order page's invoices card with "Eindfactuur maken".
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-staff-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { staffInvoicesCopy } from "~/content/invoices";
import { prepaymentAmount } from "~/lib/invoices/compose";
import { UBL_CUSTOMIZATION_ID } from "~/lib/invoices/ubl";
import { loader as pdfLoader } from "~/routes/employee-dashboard.invoice-pdf";
import { loader as pageLoader } from "~/routes/employee-dashboard.invoices";
import { loader as csvLoader } from "~/routes/employee-dashboard.invoices-export";
import { loader as ublLoader } from "~/routes/employee-dashboard.invoices-ubl";
import { auditLog, quotes } from "~/server/db/schema.server";
import {
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
} from "~/server/invoices/compose.server";
import { invoiceIntents, invoicesCard } from "~/server/staff/invoices.server";
import type { InvoiceDocument } from "~/lib/invoices/document";
import type { Jar } from "../auth/client";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { customerJar, get, run, staffJar } from "../quotes/staff-helpers";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "./fixtures";

const PAGE = "/employee-dashboard/facturen";

describeEachDatabase("the staff's invoices", (kind) => {
  const suite = useQuoteDatabase(kind);
  let admin: Awaited<ReturnType<typeof staffJar>>;
  let employee: Awaited<ReturnType<typeof staffJar>>;
  let customer: Jar;
  const issued: InvoiceDocument[] = [];

  beforeAll(async () => {
    const { database, actorId } = suite;
    admin = await staffJar(database, `admin-${kind}@drukkerij.test`, "admin");
    employee = await staffJar(database, `medewerker-${kind}@drukkerij.test`, "employee");
    customer = await customerJar(`klant-${kind}@example.nl`);
    // March 2027: a 100 % prepayment with its final invoice, a deposit, a term invoice and a credit invoice.
    const acceptedAt = new Date("2027-03-01T10:00:00Z");
    const now = new Date("2027-03-10T10:00:00Z");
    const full = await invoiceableOrder(database.db, { actorId, email: "vol@example.nl", acceptedAt });
    const fullPayment = await paidPayment(database.db, full.id, ORDER_GROSS, now);
    issued.push(
      await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, full, fullPayment, { now })),
    );
    issued.push(await inUnit(database.db, (unit) => issueFinalInvoice(unit, full, actorId, { now })));
    const deposit = await invoiceableOrder(database.db, { actorId, email: "deel@example.nl", acceptedAt });
    const amount = prepaymentAmount(issued[0]!.vat, 40);
    const depositPayment = await paidPayment(database.db, deposit.id, amount, now);
    issued.push(
      await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, deposit, depositPayment, { now })),
    );
    const business = await invoiceableOrder(database.db, {
      actorId,
      email: "zakelijk@example.nl",
      acceptedAt,
      paymentTerms: true,
    });
    issued.push(await inUnit(database.db, (unit) => issueFinalInvoice(unit, business, actorId, { now })));
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
    // April: not in March's list.
    const april = await invoiceableOrder(database.db, { actorId, email: "april@example.nl", acceptedAt });
    const aprilPayment = await paidPayment(database.db, april.id, ORDER_GROSS, now);
    await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, april, aprilPayment, { now: new Date("2027-04-01T08:00:00Z") }),
    );
  });

  it("lists a month's invoices with the totals per VAT rate, for staff", async () => {
    for (const jar of [employee.jar, admin.jar]) {
      const answer = await run<Awaited<ReturnType<typeof pageLoader>>>(
        pageLoader,
        get(jar, `${PAGE}?maand=2027-03`),
      );
      expect(answer.status).toBe(200);
      const page = answer.data;
      expect(page.label).toBe("maart 2027");
      expect(page.rows.map((r) => r.number)).toEqual(issued.map((i) => i.number));
      expect(page.canExport).toBe(jar === admin.jar);
      const sum = (pick: (doc: InvoiceDocument) => number) => issued.reduce((s, d) => s + pick(d), 0);
      expect(page.sum).toEqual({
        netCents: sum((d) => d.netCents),
        vatCents: sum((d) => d.vatCents),
        grossCents: sum((d) => d.grossCents),
      });
      for (const total of page.totals) {
        const groups = issued.flatMap((d) => d.vat.filter((g) => g.rate === total.rate));
        expect(total.netCents).toBe(groups.reduce((s, g) => s + g.netCents, 0));
        expect(total.vatCents).toBe(groups.reduce((s, g) => s + g.vatCents, 0));
      }
      expect(page.totals.map((t) => t.rate)).toEqual([21, 9]);
      expect(page.rows[0]!.pdfHref).toBe(`${PAGE}/${issued[0]!.number}/pdf`);
    }
    const bad = await run(pageLoader, get(admin.jar, `${PAGE}?maand=2027-13`));
    expect(bad).toMatchObject({ status: 400, data: staffInvoicesCopy.badMonth });
  });

  it("keeps customers and strangers out, and the exports for admins", async () => {
    for (const path of [PAGE, `${PAGE}/export.csv`, `${PAGE}/ubl.zip`, `${PAGE}/${issued[0]!.number}/pdf`]) {
      const loader = path.endsWith(".csv")
        ? csvLoader
        : path.endsWith(".zip")
          ? ublLoader
          : path.endsWith("/pdf")
            ? pdfLoader
            : pageLoader;
      const params = { number: issued[0]!.number };
      expect(await run(loader, get(null, path), params)).toMatchObject({
        status: 302,
        location: expect.stringContaining("/employee-login"),
      });
      expect(await run(loader, get(customer, path), params)).toMatchObject({
        status: 302,
        location: "/dashboard",
      });
    }
    for (const path of [`${PAGE}/export.csv?maand=2027-03`, `${PAGE}/ubl.zip?maand=2027-03`]) {
      const loader = path.includes(".csv") ? csvLoader : ublLoader;
      expect((await run(loader, get(employee.jar, path))).status).toBe(403);
    }
    const pdf = await run(pdfLoader, get(employee.jar, `${PAGE}/${issued[0]!.number}/pdf`), {
      number: issued[0]!.number,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.response!.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.response!.headers.get("cache-control")).toBe("private, no-store");
    const missing = await run(pdfLoader, get(employee.jar, `${PAGE}/F1999-0001/pdf`), {
      number: "F1999-0001",
    });
    expect(missing.status).toBe(404);
  });

  it("exports the month as CSV for Dutch Excel, in the audit log", async () => {
    const answer = await run(csvLoader, get(admin.jar, `${PAGE}/export.csv?maand=2027-03`));
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-disposition")).toContain("facturen-2027-03.csv");
    const csv = await answer.response!.text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(
      "Factuurnummer;Factuurdatum;Leverdatum;Vervaldatum;Soort;Corrigeert factuur;Offerte;Klant;Bedrijf;Adres;KvK;Btw-nummer;Excl. btw 21%;Btw 21%;Excl. btw 9%;Btw 9%;Excl. btw 0%;Btw 0%;Totaal excl. btw;Totaal btw;Totaal incl. btw;Openstaand",
    );
    expect(rows).toHaveLength(issued.length);
    const first = rows[0]!.split(";");
    expect(first.slice(0, 5)).toEqual([
      issued[0]!.number,
      "2027-03-10",
      "2027-03-10",
      "",
      "Factuur vooruitbetaling",
    ]);
    expect(first.slice(12)).toEqual([
      "610,00",
      "128,10",
      "250,00",
      "22,50",
      "0,00",
      "0,00",
      "860,00",
      "150,60",
      "1010,60",
      "0,00",
    ]);
    const credit = rows.at(-1)!.split(";");
    expect(credit[4]).toBe("Creditfactuur");
    expect(credit[5]).toBe(issued[0]!.number);
    expect(credit[20]).toBe("-50,00");
    const [entry] = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "invoice.export"));
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: { format: "csv", month: "2027-03", rows: issued.length },
    });
  });

  it("exports the month as a zip of SI-UBL 2.0 documents, one per invoice", async () => {
    const answer = await run(ublLoader, get(admin.jar, `${PAGE}/ubl.zip?maand=2027-03`));
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await answer.response!.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(issued.map((i) => `${i.number}.xml`).sort());
    const parser = new XMLParser({
      ignoreAttributes: false,
      removeNSPrefix: true,
      parseTagValue: false,
      isArray: (name) => ["InvoiceLine", "CreditNoteLine", "TaxSubtotal"].includes(name),
    });
    const cents = (value: unknown) => {
      const text = typeof value === "object" ? (value as { "#text": string })["#text"] : String(value);
      expect(text).toMatch(/^-?\d+\.\d{2}$/);
      return Math.round(Number(text) * 100);
    };
    for (const doc of issued) {
      const xml = strFromU8(files[`${doc.number}.xml`]!);
      expect(XMLValidator.validate(xml)).toBe(true);
      const parsed = parser.parse(xml);
      const credit = doc.kind === "credit";
      const root = parsed[credit ? "CreditNote" : "Invoice"];
      expect(root, `${doc.number} is an ${credit ? "CreditNote" : "Invoice"}`).toBeTruthy();
      expect(root.CustomizationID).toBe(UBL_CUSTOMIZATION_ID);
      expect(root.ID).toBe(doc.number);
      expect(root.IssueDate).toBe(doc.issuedOn);
      // NLCIUS (a business buyer with a KvK number) allows no 386: a prepayment invoice is a 380 saying so.
      expect(root[credit ? "CreditNoteTypeCode" : "InvoiceTypeCode"]).toBe(credit ? "381" : "380");
      expect(root.DocumentCurrencyCode).toBe("EUR");
      const supplier = root.AccountingSupplierParty.Party;
      expect(supplier.EndpointID).toMatchObject({ "#text": "12345678", "@_schemeID": "0106" });
      expect(supplier.PartyTaxScheme.CompanyID).toBe("NL123456789B01");
      expect(supplier.PartyLegalEntity.CompanyID).toMatchObject({
        "#text": "12345678",
        "@_schemeID": "0106",
      });
      expect(supplier.PostalAddress).toMatchObject({ Country: { IdentificationCode: "NL" } });
      const buyer = root.AccountingCustomerParty.Party;
      expect(buyer.PartyName.Name).toBe("De Vries Sport B.V.");
      expect(buyer.PostalAddress).toMatchObject({
        StreetName: "Ginnekenweg 12",
        PostalZone: "4818 JG",
        CityName: "Breda",
      });
      expect(buyer.PartyTaxScheme.CompanyID).toBe("NL987654321B01");
      expect(root.Delivery.ActualDeliveryDate).toBe(doc.supplyDate);
      // A credit note's refund goes to the customer: no payment means naming the shop's IBAN as payee.
      if (credit) expect(root.PaymentMeans).toBeUndefined();
      else expect(root.PaymentMeans.PayeeFinancialAccount).toEqual({ ID: "NL91ABNA0417164300" });
      expect(root.AdditionalDocumentReference.Attachment.EmbeddedDocumentBinaryObject["@_mimeCode"]).toBe(
        "application/pdf",
      );
      if (credit) expect(root.BillingReference.InvoiceDocumentReference.ID).toBe(doc.creditFor!.number);

      // Amounts: two decimals, the VAT per rate as stored, and every total adding up as EN 16931 checks it.
      const sign = credit ? -1 : 1;
      const subtotals = root.TaxTotal.TaxSubtotal;
      expect(
        subtotals.map((s: { TaxCategory: { Percent: string } }) => Number(s.TaxCategory.Percent)),
      ).toEqual(doc.vat.map((g) => g.rate));
      subtotals.forEach((s: Record<string, unknown>, i: number) => {
        expect(cents(s.TaxableAmount)).toBe(sign * doc.vat[i]!.netCents);
        expect(cents(s.TaxAmount)).toBe(sign * doc.vat[i]!.vatCents);
        expect((s.TaxCategory as { ID: string }).ID).toBe("S");
      });
      expect(cents(root.TaxTotal.TaxAmount)).toBe(sign * doc.vatCents);
      const lines = root[credit ? "CreditNoteLine" : "InvoiceLine"];
      expect(lines).toHaveLength(doc.lines.length);
      const total = root.LegalMonetaryTotal;
      const lineSum = lines.reduce(
        (s: number, l: Record<string, unknown>) => s + cents(l.LineExtensionAmount),
        0,
      );
      expect(cents(total.LineExtensionAmount)).toBe(lineSum);
      expect(cents(total.TaxExclusiveAmount)).toBe(lineSum);
      expect(cents(total.TaxInclusiveAmount)).toBe(lineSum + cents(root.TaxTotal.TaxAmount));
      expect(cents(total.PayableAmount)).toBe(cents(total.TaxInclusiveAmount) - cents(total.PrepaidAmount));
      expect(cents(total.PayableAmount)).toBe(credit ? 0 : doc.dueCents);
      for (const line of lines) {
        // A price is never negative: a discount or deduction is a negative quantity.
        expect(cents(line.Price.PriceAmount)).toBeGreaterThanOrEqual(0);
        const quantity = Number((line.InvoicedQuantity ?? line.CreditedQuantity)["#text"]);
        expect(quantity * cents(line.Price.PriceAmount)).toBe(cents(line.LineExtensionAmount));
      }
      if (doc.dueCents > 0) expect(root.DueDate).toBe(doc.dueOn);
    }
  });

  it("shows the order's invoices on its card and makes a missing final invoice once it is delivered", async () => {
    const { database, actorId } = suite;
    const order = await invoiceableOrder(database.db, {
      actorId,
      email: "later@example.nl",
      acceptedAt: new Date(),
    });
    const payment = await paidPayment(database.db, order.id, ORDER_GROSS, new Date());
    const prepayment = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, order, payment));
    const before = await invoicesCard(order.id);
    expect(before.invoices).toEqual([
      expect.objectContaining({
        number: prepayment.number,
        label: `Factuur ${prepayment.number} (pdf)`,
        pdfHref: `${PAGE}/${prepayment.number}/pdf`,
        detail: expect.stringContaining("Factuur vooruitbetaling"),
      }),
    ]);
    expect(before.canMakeFinal).toBe(false);
    const intents = invoiceIntents({ id: actorId, role: "employee" }, order.id);
    expect(await intents.finalInvoice.handle({})).toMatchObject({
      status: 409,
      formError: "Een eindfactuur maak je wanneer de order is afgeleverd.",
    });
    // Delivered before invoices were issued at delivery: staff make it from the card, once.
    await database.db.update(quotes).set({ orderStatus: "afgeleverd" }).where(eq(quotes.id, order.id));
    expect((await invoicesCard(order.id)).canMakeFinal).toBe(true);
    const made = await intents.finalInvoice.handle({});
    expect(made).toMatchObject({ notice: expect.stringMatching(/^Eindfactuur F\d{4}-\d{4} is gemaakt/) });
    const after = await invoicesCard(order.id);
    expect(after.invoices).toHaveLength(2);
    expect(after.canMakeFinal).toBe(false);
    await intents.finalInvoice.handle({});
    expect((await invoicesCard(order.id)).invoices).toHaveLength(2);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "invoice.final"));
    expect(entries.filter((e) => e.targetId === order.id).length).toBeGreaterThanOrEqual(1);
  });
});
