// Every file of the month's UBL export passes the official rule set of the specification it claims, on PGlite and
// PostgreSQL: the invoices are made the way the shop makes them (a payment, a delivery, a refund, a cancellation
// through the app's composing code) and fetched through the admin's export route, then run through SI-UBL 2.0
// (NLCIUS), EN 16931 and Peppol BIS 3 as vendored in ./rules (validate.ts). A Dutch business buyer with a KvK
// number gets NLCIUS, one with only a Dutch BTW number Peppol BIS 3, a consumer EN 16931 (docs/invoices.md).
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/e-invoice-export-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { prepaymentAmount } from "~/lib/invoices/compose";
import type { InvoiceDocument } from "~/lib/invoices/document";
import type { QuoteLine } from "~/lib/quotes/lines";
import { UBL_SPECIFICATIONS, type UblSpecification } from "~/lib/invoices/ubl";
import { loader as ublLoader } from "~/routes/employee-dashboard.invoices-ubl";
import { quotes } from "~/server/db/schema.server";
import {
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
} from "~/server/invoices/compose.server";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { compiled, customizationId, RULE_SETS_OF, validateUbl, type Finding } from "./validate";

/** The rules the Dutch validators rejected the export's files with before (the issue), reported by none now. */
const FIXED_RULES = [
  "BR-NL-10",
  "BR-NL-7",
  "PEPPOL-EN16931-R004",
  "PEPPOL-EN16931-CL008",
  "BR-NL-24",
  "BR-NL-30",
];

const fatal = (findings: Finding[]) => findings.filter((f) => f.flag === "fatal");
const describeFinding = (f: Finding) => `${f.set} ${f.flag} ${f.id}: ${f.text} (${f.location})`;

/** One hundred lines at 21 %, 9 % and 0 % in turn (0 % is zero-rated, category Z). */
const hundredLines: QuoteLine[] = Array.from({ length: 100 }, (_, index) => ({
  kind: "item",
  description: `Regel ${index + 1}: drukwerk & afwerking <maatwerk>`,
  quantity: 1 + (index % 7),
  unitPriceCents: 199 + index * 37,
  vatRate: ([21, 9, 0] as const)[index % 3]!,
  optional: false,
  included: true,
}));

beforeAll(() => {
  // Loads the three compiled rule sets (compiling one takes a minute or two when its stylesheet has changed).
  for (const sets of Object.values(RULE_SETS_OF)) for (const set of sets) compiled(set);
}, 600_000);

describe("the rule sets run", () => {
  // The harness can fail: the old export's claim (NLCIUS for everyone, 386, EM) is rejected as the Dutch
  // validators rejected it.
  const consumerAsNlcius = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>CUSTOMIZATION</cbc:CustomizationID>
<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
<cbc:ID>F2026-0001</cbc:ID><cbc:IssueDate>2026-03-05</cbc:IssueDate><cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:BuyerReference>OFF-1</cbc:BuyerReference>
<cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID><cac:PostalAddress><cbc:StreetName>Haven 1</cbc:StreetName><cbc:CityName>Breda</cbc:CityName><cbc:PostalZone>4811 AA</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>NL123456789B01</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>Drukkerij</cbc:RegistrationName><cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
<cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="EM">jan@example.nl</cbc:EndpointID><cac:PostalAddress><cbc:StreetName>Ginnekenweg 12</cbc:StreetName><cbc:CityName>Breda</cbc:CityName><cbc:PostalZone>4818 JG</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyLegalEntity><cbc:RegistrationName>Jan</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>NL91ABNA0417164300</cbc:ID><cbc:Name>Drukkerij</cbc:Name></cac:PayeeFinancialAccount></cac:PaymentMeans>
<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">121.00</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Drukwerk</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">100.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
</Invoice>`;

  it("NLCIUS rejects a consumer's invoice (BR-NL-10) and type 386 (BR-NL-7), and warns of the account name", () => {
    const xml = consumerAsNlcius.replace("CUSTOMIZATION", UBL_SPECIFICATIONS.nlcius.customizationId);
    const { sets, findings } = validateUbl(xml);
    expect(sets).toEqual(["nlcius"]);
    expect(fatal(findings).map((f) => f.id)).toEqual(expect.arrayContaining(["BR-NL-10", "BR-NL-7"]));
    expect(findings.find((f) => f.id === "BR-NL-30")?.flag).toBe("warning");
  });

  it("Peppol BIS 3 rejects the NLCIUS claim (R004) and an e-mail address as the buyer's (CL008)", () => {
    const xml = consumerAsNlcius.replace("CUSTOMIZATION", UBL_SPECIFICATIONS.nlcius.customizationId);
    // As the issue's check ran it: the Peppol rules on a file that claims NLCIUS.
    const { findings } = validateUbl(xml, ["peppol"]);
    expect(fatal(findings).map((f) => f.id)).toEqual(
      expect.arrayContaining(["PEPPOL-EN16931-R004", "PEPPOL-EN16931-CL008"]),
    );
  });
});

describeEachDatabase("the UBL export against the official rule sets", (kind) => {
  const suite = useQuoteDatabase(kind);
  let files: Record<string, string>;
  const issued: { doc: InvoiceDocument; spec: UblSpecification; scenario: string }[] = [];

  beforeAll(async () => {
    const { database, actorId } = suite;
    const db = database.db;
    const admin = await staffJar(database, `admin-ubl-${kind}@drukkerij.test`, "admin");
    const acceptedAt = new Date("2027-05-03T10:00:00Z");
    const now = new Date("2027-05-10T10:00:00Z");
    const later = new Date("2027-05-20T10:00:00Z");
    /** An order whose customer is a consumer (no company, KvK or BTW), a BTW-only business or a KvK business. */
    const order = async (
      email: string,
      buyer: "consumer" | "btw" | "kvk",
      extra: { lines?: QuoteLine[]; paymentTerms?: boolean } = {},
    ) => {
      const quote = await invoiceableOrder(db, { actorId, email, acceptedAt, ...extra });
      if (buyer === "consumer")
        await db
          .update(quotes)
          .set({ customerCompany: null, customerKvk: null, customerBtw: null })
          .where(eq(quotes.id, quote.id));
      if (buyer === "btw")
        await db
          .update(quotes)
          .set({ customerCompany: "Jan de Vries Reclame", customerKvk: null, customerBtw: "NL001234567B89" })
          .where(eq(quotes.id, quote.id));
      return quote;
    };
    const keep = (scenario: string, spec: UblSpecification) => (doc: InvoiceDocument) => {
      issued.push({ doc, spec, scenario });
      return doc;
    };

    // A consumer pays everything in advance: the prepayment invoice, then the final one with nothing left.
    const full = await order("consument@example.nl", "consumer");
    const fullPayment = await paidPayment(db, full.id, ORDER_GROSS, now);
    await inUnit(db, (unit) => issuePrepaymentInvoice(unit, full, fullPayment, { now })).then(
      keep("consumer prepayment 100 %", "en16931"),
    );
    // A part refund of it: a credit note for € 50,00.
    await inUnit(db, (unit) =>
      issueCreditInvoice(unit, {
        paymentId: fullPayment.id,
        quoteId: full.id,
        amountCents: 5_000,
        reason: "Korting achteraf",
        actorId,
        now,
      }),
    ).then(keep("consumer credit for a part refund", "en16931"));
    await inUnit(db, (unit) => issueFinalInvoice(unit, full, actorId, { now: later })).then(
      keep("consumer final after a full prepayment and a refund", "en16931"),
    );

    // A consumer pays a 30 % deposit: its invoice, then the final invoice deducting it, the rest due.
    const deposit = await order("aanbetaling@example.nl", "consumer");
    const depositPayment = await paidPayment(db, deposit.id, prepaymentAmount(issued[0]!.doc.vat, 30), now);
    await inUnit(db, (unit) => issuePrepaymentInvoice(unit, deposit, depositPayment, { now })).then(
      keep("consumer deposit", "en16931"),
    );
    await inUnit(db, (unit) => issueFinalInvoice(unit, deposit, actorId, { now: later })).then(
      keep("consumer final after a deposit", "en16931"),
    );

    // A Dutch business with a KvK number: a prepayment invoice (NLCIUS has no 386) and a deposit's final invoice.
    const business = await order("inkoop@devriessport.example", "kvk");
    const businessPayment = await paidPayment(db, business.id, prepaymentAmount(issued[0]!.doc.vat, 40), now);
    await inUnit(db, (unit) => issuePrepaymentInvoice(unit, business, businessPayment, { now })).then(
      keep("business deposit", "nlcius"),
    );
    await inUnit(db, (unit) => issueFinalInvoice(unit, business, actorId, { now: later })).then(
      keep("business final after a deposit", "nlcius"),
    );
    // An approved business customer's invoice with a payment term, then its cancellation.
    const term = await order("boekhouding@devriessport.example", "kvk", { paymentTerms: true });
    await inUnit(db, (unit) => issueFinalInvoice(unit, term, actorId, { now })).then(
      keep("business invoice with a payment term", "nlcius"),
    );
    await inUnit(db, (unit) =>
      issueCreditInvoice(unit, { quoteId: term.id, reason: "Order geannuleerd", actorId, now: later }),
    ).then(keep("business cancellation", "nlcius"));
    // 100 lines at 21, 9 and 0 %, for a business on a term.
    const hundred = await order("groot@devriessport.example", "kvk", {
      lines: hundredLines,
      paymentTerms: true,
    });
    await inUnit(db, (unit) => issueFinalInvoice(unit, hundred, actorId, { now })).then(
      keep("business invoice of 100 lines at 21/9/0 %", "nlcius"),
    );

    // A business with a Dutch BTW number but no KvK number: Peppol BIS 3, its prepayment as 386.
    const btw = await order("zzp@example.nl", "btw");
    const btwPayment = await paidPayment(db, btw.id, ORDER_GROSS, now);
    await inUnit(db, (unit) => issuePrepaymentInvoice(unit, btw, btwPayment, { now })).then(
      keep("BTW-only business prepayment", "peppol"),
    );
    await inUnit(db, (unit) =>
      issueCreditInvoice(unit, {
        paymentId: btwPayment.id,
        quoteId: btw.id,
        amountCents: 12_345,
        reason: "Misdruk",
        actorId,
        now,
      }),
    ).then(keep("BTW-only business credit for a part refund", "peppol"));

    const answer = await run(ublLoader, get(admin.jar, "/employee-dashboard/facturen/ubl.zip?maand=2027-05"));
    expect(answer.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await answer.response!.arrayBuffer()));
    files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
  }, 600_000);

  it("exports one file per invoice, each claiming the specification its buyer allows", () => {
    expect(Object.keys(files).sort()).toEqual(issued.map(({ doc }) => `${doc.number}.xml`).sort());
    for (const { doc, spec, scenario } of issued)
      expect(customizationId(files[`${doc.number}.xml`]!), scenario).toBe(
        UBL_SPECIFICATIONS[spec].customizationId,
      );
  });

  it("every file passes the rule set its CustomizationID names with no fatal error", () => {
    for (const { doc, scenario } of issued) {
      const { findings } = validateUbl(files[`${doc.number}.xml`]!);
      expect(fatal(findings).map(describeFinding), `${scenario} (${doc.number})`).toEqual([]);
      expect(
        findings.filter((f) => FIXED_RULES.includes(f.id)).map(describeFinding),
        `${scenario} (${doc.number})`,
      ).toEqual([]);
    }
  }, 300_000);

  it("states a prepayment, a credit note's reference and payment the way each specification wants", () => {
    const file = (scenario: string) => {
      const found = issued.find((i) => i.scenario === scenario)!;
      return { xml: files[`${found.doc.number}.xml`]!, doc: found.doc };
    };
    // NLCIUS has no 386: a commercial invoice whose note says it is a prepayment, nothing left to pay.
    const nl = file("business deposit").xml;
    expect(nl).toContain("<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>");
    expect(nl).toMatch(
      /<cbc:Note>Factuur vooruitbetaling\. Deze vooruitbetaling is ontvangen op [^<]+<\/cbc:Note>/,
    );
    expect(nl).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(file("consumer deposit").xml).toContain("<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>");
    expect(file("BTW-only business prepayment").xml).toContain(
      "<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>",
    );
    // The buyer's electronic address each specification accepts.
    expect(nl).toContain('<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>');
    expect(file("consumer deposit").xml).toContain(
      '<cbc:EndpointID schemeID="EM">aanbetaling@example.nl</cbc:EndpointID>',
    );
    expect(file("BTW-only business prepayment").xml).toContain(
      '<cbc:EndpointID schemeID="9944">NL001234567B89</cbc:EndpointID>',
    );
    // Credit notes: the corrected invoice (with its date, except under NLCIUS), and no means pointing the refund
    // at the shop's own IBAN.
    for (const scenario of [
      "consumer credit for a part refund",
      "business cancellation",
      "BTW-only business credit for a part refund",
    ]) {
      const { xml, doc } = file(scenario);
      expect(xml, scenario).not.toContain("<cac:PaymentMeans>");
      expect(xml, scenario).not.toContain("NL91ABNA0417164300");
      expect(xml, scenario).toContain(
        `<cac:InvoiceDocumentReference><cbc:ID>${doc.creditFor!.number}</cbc:ID>`,
      );
      expect(
        xml.includes(
          `<cbc:IssueDate>${doc.creditFor!.issuedOn}</cbc:IssueDate></cac:InvoiceDocumentReference>`,
        ),
        scenario,
      ).toBe(scenario !== "business cancellation");
    }
    // An invoice with something due: SEPA transfer to the shop's IBAN, without the account name.
    const due = file("consumer final after a deposit").xml;
    expect(due).toContain("<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>");
    expect(due).toContain(
      "<cac:PayeeFinancialAccount><cbc:ID>NL91ABNA0417164300</cbc:ID></cac:PayeeFinancialAccount>",
    );
  });
});
