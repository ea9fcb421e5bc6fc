// Every kind of invoice as its PDF, read back as the customer's PDF reader sees it (pdf.js through unpdf): the
// Belastingdienst's required fields are there as the site writes them: "Factuur"/"Creditfactuur" with the
// number, issue date, supply or prepayment date, the shop's name, address, KvK and BTW number, the customer's
// name and address (KvK and BTW of a business), each line's description, quantity, unit price excl. VAT, VAT rate
// and amount, the net and VAT per rate and the total; where something is due, the due date and how to pay; a
// credit invoice names the invoice it corrects. The same invoice gives the same bytes. Names in any Latin script
// print as written (embedded Inter), the header's labels never run into their values, and the file is PDF/A-3b with
// the invoice's UBL inside, the same UBL the export gives.
import { unzipSync } from "fflate";
import { extractText, getMeta } from "unpdf";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-pdf-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.SITE_BRAND = "Printshop Breda";
  process.env.SITE_POSTAL_CODE = "4811 AA";
});

import { dutchDay } from "~/lib/shop-time";
import { prepaymentAmount } from "~/lib/invoices/compose";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { invoiceUbl } from "~/lib/invoices/ubl";
import { formatEuro } from "~/lib/money";
import {
  issueCreditInvoice,
  issueFinalInvoice,
  issuePrepaymentInvoice,
  renderInvoicePdf,
} from "~/server/invoices/compose.server";
import { ublZip } from "~/server/staff/invoices.server";
import { describeEachDatabase } from "../helpers/db";
import { invoiceLine, testInvoiceDocument } from "../helpers/invoice-document";
import { attachments, fontsUsed, textItems, xmp, type PlacedText } from "../helpers/pdf";
import { useQuoteDatabase } from "../quotes/fixtures";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "./fixtures";

const flat = (text: string) => text.replace(/[\s\u00a0]+/g, " ");
const euro = (cents: number) => flat(formatEuro(cents));

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf));
  return flat(text.join("\n"));
}

/** What every invoice must say, whatever its kind. */
function expectLegalFields(text: string, invoice: InvoiceDocument): void {
  expect(text).toContain(`${invoice.kind === "credit" ? "Creditfactuur" : "Factuur"} ${invoice.number}`);
  expect(text).toContain(`Factuurnummer ${invoice.number}`);
  expect(text).toContain(`Factuurdatum ${dutchDay(invoice.issuedOn)}`);
  const supply = invoice.kind === "prepayment" ? "Datum vooruitbetaling" : "Leverdatum";
  expect(text).toContain(`${supply} ${dutchDay(invoice.supplyDate)}`);
  for (const fact of [
    "Printshop Breda",
    "Haagweg 14",
    "4811 AA Breda",
    "KvK: 12345678",
    "BTW: NL123456789B01",
  ])
    expect(text).toContain(fact);
  for (const fact of [
    "Jan de Vries",
    "De Vries Sport B.V.",
    "Ginnekenweg 12",
    "4818 JG Breda",
    "KvK: 87654321",
  ])
    expect(text).toContain(fact);
  expect(text).toContain("BTW: NL987654321B01");
  expect(text).toContain("Omschrijving Aantal Prijs excl. btw Btw Bedrag excl. btw");
  for (const line of invoice.lines) {
    expect(text).toContain(flat(line.description));
    expect(text).toContain(
      `${new Intl.NumberFormat("nl-NL").format(line.quantity)} ${euro(line.unitPriceCents)} ${line.vatRate}% ${euro(line.netCents)}`,
    );
  }
  expect(text).toContain(`Subtotaal excl. btw ${euro(invoice.netCents)}`);
  for (const group of invoice.vat)
    expect(text).toContain(`Btw ${group.rate}% over ${euro(group.netCents)} ${euro(group.vatCents)}`);
  expect(text).toContain(`Totaal incl. btw ${euro(invoice.grossCents)}`);
  expect(text).toContain(`Pagina 1 van 1`);
}

describeEachDatabase("invoice PDFs", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("prepayment, deposit, final, term and credit invoices hold the legal fields", async () => {
    const { database, actorId } = suite;
    const acceptedAt = new Date("2026-03-04T10:00:00Z");
    const now = new Date("2026-03-05T10:00:00Z");

    // 100 % prepaid, then delivered.
    const full = await invoiceableOrder(database.db, { actorId, email: "a@example.nl", acceptedAt });
    const fullPayment = await paidPayment(database.db, full.id, ORDER_GROSS, now);
    const prepayment = await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, full, fullPayment, { now }),
    );
    const prepaymentText = await textOf(await renderInvoicePdf(prepayment));
    expectLegalFields(prepaymentText, prepayment);
    expect(prepaymentText).toContain(`Factuur vooruitbetaling – offerte ${full.number}`);
    expect(prepaymentText).toContain(`Offerte ${full.number}`);
    expect(prepaymentText).toContain("Deze vooruitbetaling is ontvangen op 5 maart 2026");
    expect(prepaymentText).not.toContain("Vervaldatum");

    // A 30 % deposit, then the final invoice with the rest due.
    const deposit = await invoiceableOrder(database.db, { actorId, email: "b@example.nl", acceptedAt });
    const amount = prepaymentAmount(prepayment.vat, 30);
    const depositPayment = await paidPayment(database.db, deposit.id, amount, now);
    const depositInvoice = await inUnit(database.db, (unit) =>
      issuePrepaymentInvoice(unit, deposit, depositPayment, { now }),
    );
    expectLegalFields(await textOf(await renderInvoicePdf(depositInvoice)), depositInvoice);
    const final = await inUnit(database.db, (unit) =>
      issueFinalInvoice(unit, deposit, actorId, { now: new Date("2026-03-12T10:00:00Z") }),
    );
    const finalText = await textOf(await renderInvoicePdf(final));
    expectLegalFields(finalText, final);
    expect(finalText).toContain(`Eindfactuur – offerte ${deposit.number}`);
    expect(finalText).toContain(`Vervaldatum ${dutchDay("2026-03-26")}`);
    expect(finalText).toContain(`Vooruitbetaald volgens factuur ${depositInvoice.number} (btw 21%)`);
    expect(finalText).toContain(
      `Graag ${euro(final.dueCents)} overmaken uiterlijk 26 maart 2026 naar IBAN NL91 ABNA 0417 1643 00 ten name van Printshop Breda, onder vermelding van ${final.number}.`,
    );

    // A business customer's invoice with the payment term.
    const business = await invoiceableOrder(database.db, {
      actorId,
      email: "c@example.nl",
      acceptedAt,
      paymentTerms: true,
    });
    const term = await inUnit(database.db, (unit) => issueFinalInvoice(unit, business, actorId, { now }));
    const termText = await textOf(await renderInvoicePdf(term));
    expectLegalFields(termText, term);
    expect(termText).toContain(`Betreft: offerte ${business.number}`);
    expect(termText).toContain(`Vervaldatum ${dutchDay("2026-03-19")}`);
    expect(termText).toContain(`Graag ${euro(ORDER_GROSS)} overmaken uiterlijk 19 maart 2026`);

    // A credit invoice for a refund.
    const credit = await inUnit(database.db, (unit) =>
      issueCreditInvoice(unit, {
        paymentId: fullPayment.id,
        quoteId: full.id,
        amountCents: 12_100,
        reason: "Tien shirts misdrukt",
        actorId,
        now,
      }),
    );
    const creditPdf = await renderInvoicePdf(credit);
    const creditText = await textOf(creditPdf);
    expectLegalFields(creditText, credit);
    expect(creditText).toContain(`Corrigeert factuur ${prepayment.number}`);
    expect(creditText).toContain("Reden: Tien shirts misdrukt");
    expect(creditText).toContain(
      `Deze creditfactuur corrigeert factuur ${prepayment.number} van 5 maart 2026.`,
    );
    expect(credit.grossCents).toBe(-12_100);
    const { info } = await getMeta(new Uint8Array(creditPdf));
    expect(info).toMatchObject({ Title: `Creditfactuur ${credit.number}`, Author: "Printshop Breda" });

    // The same invoice, the same bytes.
    expect((await renderInvoicePdf(structuredClone(credit))).equals(creditPdf)).toBe(true);
  });
});

const names = {
  name: "Łukasz Wiśniewski",
  company: "Şahin & Dvořák v.o.f.",
  address: "Ğül Çelikstraat 3\n4811 AA Zoë Ærøskøbing",
};
const unicodeInvoice = testInvoiceDocument(
  [
    invoiceLine("Banner voor Łukasz Wiśniewski en Ğül Çelik: € 5 korting inbegrepen", 2, 4500),
    invoiceLine("Zoë Ærøskøbing stickers, ontwerp Dvořák", 100, 35),
  ],
  { customer: { ...testInvoiceDocument([]).customer, ...names } },
);

describe("an invoice PDF", () => {
  it("prints the customer's name, address and lines in any Latin script as the UBL spells them", async () => {
    const credit = {
      ...unicodeInvoice,
      kind: "credit" as const,
      number: "F2026-0002",
      note: "Şahin kreeg de verkeerde kleur",
      creditFor: { number: "F2026-0001", issuedOn: "2026-03-05" },
    };
    for (const doc of [unicodeInvoice, credit]) {
      const pdf = await renderInvoicePdf(doc);
      const text = await textOf(pdf);
      const ubl = invoiceUbl(doc);
      for (const written of [
        "Łukasz Wiśniewski",
        "Şahin & Dvořák v.o.f.",
        "Ğül Çelikstraat 3",
        "4811 AA Zoë Ærøskøbing",
        "Banner voor Łukasz Wiśniewski en Ğül Çelik: € 5 korting inbegrepen",
        "Zoë Ærøskøbing stickers, ontwerp Dvořák",
      ])
        expect(text).toContain(written);
      // The UBL splits the address into street, postal code and city.
      for (const written of [
        "Łukasz Wiśniewski",
        "Şahin &amp; Dvořák v.o.f.",
        "Ğül Çelikstraat 3",
        ">Zoë Ærøskøbing<",
        "Zoë Ærøskøbing stickers, ontwerp Dvořák",
      ])
        expect(ubl).toContain(written);
      if (doc.kind === "credit") expect(text).toContain("Reden: Şahin kreeg de verkeerde kleur");
      expect((await fontsUsed(pdf)).every((font) => font.embedded)).toBe(true);
    }
  });

  it("fits the header's label column to its longest label: no label runs into its value or the next row", async () => {
    const items = await textItems(await renderInvoicePdf(unicodeInvoice));
    const find = (str: string): PlacedText => {
      const found = items.filter((item) => item.str === str);
      expect(found, str).toHaveLength(1);
      return found[0]!;
    };
    const rows = [
      ["Factuurnummer", "F2026-0001"],
      ["Factuurdatum", "5 maart 2026"],
      ["Datum vooruitbetaling", "5 maart 2026"],
      ["Offerte", "OFF-2026-0007"],
    ] as const;
    // The value items in the same order; "5 maart 2026" twice, told apart by its row.
    const labels = rows.map(([label]) => find(label));
    const values = rows.map(([, value], index) =>
      items.find((item) => item.str === value && Math.abs(item.y - labels[index]!.y) < 0.5),
    );
    labels.forEach((label, index) => {
      const value = values[index];
      expect(value, rows[index]![1]).toBeDefined();
      // On one baseline, the label ending before its value starts.
      expect(label.x + label.width).toBeLessThan(value!.x);
      // The next row at least a line below: nothing prints over anything.
      const next = labels[index + 1];
      if (next) expect(label.y - next.y).toBeGreaterThanOrEqual(label.size);
    });
    // One column: the labels start at one x, the values at another.
    expect(new Set(labels.map((label) => label.x)).size).toBe(1);
    expect(new Set(values.map((value) => value!.x)).size).toBe(1);
  });

  it("is PDF/A-3b with the invoice's UBL embedded, the export's UBL without the PDF inside it", async () => {
    const pdf = await renderInvoicePdf(unicodeInvoice);
    expect(await xmp(pdf)).toMatchObject({ "pdfaid:part": "3", "pdfaid:conformance": "B" });
    const embedded = await attachments(pdf);
    expect(Object.keys(embedded)).toEqual(["factuur-F2026-0001.xml"]);
    const xml = embedded["factuur-F2026-0001.xml"]!.text;
    expect(xml).toBe(invoiceUbl(unicodeInvoice));
    expect(embedded["factuur-F2026-0001.xml"]!.description).toBe("Factuur F2026-0001 als UBL (SI-UBL 2.0)");

    // The month's export: the same UBL, with this PDF embedded in it as the visual copy.
    const exported = new TextDecoder().decode(unzipSync(await ublZip([unicodeInvoice]))["F2026-0001.xml"]);
    const withoutPdf = exported.replace(
      /\n<cac:AdditionalDocumentReference>.*?<\/cac:AdditionalDocumentReference>/s,
      "",
    );
    expect(withoutPdf).toBe(xml);
    expect(exported).toContain(pdf.toString("base64"));

    // The same invoice, the same bytes.
    expect((await renderInvoicePdf(structuredClone(unicodeInvoice))).equals(pdf)).toBe(true);
  });
});
