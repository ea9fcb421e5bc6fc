// The XML Auditfile Financieel 3.2 (XAF, namespace http://www.auditfiles.nl/XAF/3.2) of a period: header,
// company with its customers (relaties), chart of accounts, VAT codes, periods and the journals of ledger.ts.
// Elements in the XSD's order, texts cut to its maximum lengths, amounts unsigned with two decimals and D/C for
// the side. The XSD and its source: tests/fixtures/xaf/README.md; what is in the file: docs/bookkeeping.md.
import { escapeXml } from "../xml";
import { ACCOUNTS, VAT_CODES, type Journal, type LedgerAccount, type LedgerLine } from "./ledger";
import type { BookkeepingPeriod } from "./period";

export const XAF_NAMESPACE = "http://www.auditfiles.nl/XAF/3.2";

export interface XafParty {
  name: string;
  /** Street, postal code and city as the invoices write them (lines separated by "\n"). */
  address: string | null;
  kvk: string | null;
  btw: string | null;
}

export interface XafCustomer extends XafParty {
  id: string;
  /** The contact person when the customer is a company. */
  contact: string | null;
  email: string | null;
}

export interface XafCompany extends XafParty {
  iban: string | null;
}

export interface XafInput {
  period: BookkeepingPeriod;
  /** yyyy-MM-dd, Amsterdam. */
  created: string;
  software: { description: string; version: string };
  company: XafCompany;
  customers: readonly XafCustomer[];
  journals: readonly Journal[];
}

// XML 1.0 has no place for most control characters: a pasted one would make the file unreadable.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text within the XSD's maxLength (counted in characters, not UTF-16 units). */
function cut(text: string, max: number): string {
  const chars = [...text.replace(CONTROL, "").replace(/\s+/g, " ").trim()];
  return chars.slice(0, max).join("").trim();
}

/** Cents as the XSD's Amount2decimals, without the sign (amntTp says the side). */
export function xafAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("amount must be whole cents");
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const side = (cents: number) => (cents < 0 ? "C" : "D");

function el(name: string, value: string | number | null | undefined, max = 9999): string {
  if (value === null || value === undefined || value === "") return "";
  const text = typeof value === "number" ? String(value) : cut(value, max);
  return text ? `<${name}>${escapeXml(text)}</${name}>` : "";
}

/** "Ginnekenweg 12a\n4818 JG Breda" → street, number, extension, postal code and city (what can be read). */
export function splitAddress(address: string | null) {
  const lines = (address ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const place = /^(\d{4}\s?[A-Za-z]{2})\s+(.+)$/.exec(lines[lines.length - 1] ?? "");
  const streetLine = (place ? lines.slice(0, -1) : lines).join(", ");
  const street = /^(.*\D)\s+(\d+)\s*[-\s]?\s*(\S.*)?$/.exec(streetLine);
  return {
    streetname: street ? street[1]! : streetLine,
    number: street ? street[2]! : "",
    numberExtension: street?.[3] ?? "",
    postalCode: place ? place[1]!.toUpperCase() : "",
    city: place ? place[2]! : "",
  };
}

function streetAddress(address: string | null): string {
  const parts = splitAddress(address);
  if (!parts.streetname && !parts.city) return "";
  return (
    "<streetAddress>" +
    el("streetname", parts.streetname, 999) +
    el("number", parts.number, 15) +
    el("numberExtension", parts.numberExtension, 999) +
    el("city", parts.city, 50) +
    el("postalCode", parts.postalCode, 10) +
    el("country", "NL") +
    "</streetAddress>"
  );
}

function customer(c: XafCustomer): string {
  return (
    "<customerSupplier>" +
    el("custSupID", c.id, 35) +
    el("custSupName", c.name, 50) +
    el("contact", c.contact, 50) +
    el("eMail", c.email) +
    el("commerceNr", c.kvk, 999) +
    (c.btw ? el("taxRegistrationCountry", c.btw.slice(0, 2).toUpperCase()) : "") +
    el("taxRegIdent", c.btw, 30) +
    el("custSupTp", "C") +
    streetAddress(c.address) +
    "</customerSupplier>"
  );
}

function ledgerAccount(account: LedgerAccount): string {
  return `<ledgerAccount>${el("accID", account.id)}${el("accDesc", account.description)}${el("accTp", account.type)}</ledgerAccount>`;
}

function trLine(line: LedgerLine, nr: number): string {
  const vat = line.vat
    ? "<vat>" +
      el("vatID", line.vat.code.id) +
      el("vatPerc", line.vat.code.rate) +
      el("vatAmnt", xafAmount(line.vat.cents)) +
      el("vatAmntTp", side(line.vat.cents)) +
      "</vat>"
    : "";
  return (
    "<trLine>" +
    el("nr", String(nr)) +
    el("accID", line.account.id) +
    el("docRef", line.docRef, 999) +
    el("effDate", line.day) +
    el("desc", line.description) +
    el("amnt", xafAmount(line.cents)) +
    el("amntTp", side(line.cents)) +
    el("custSupID", line.customerId, 35) +
    el("invRef", line.invoiceNumber, 999) +
    vat +
    "</trLine>"
  );
}

/** Every line's amount on its side, over all journals: the transactions' linesCount, totalDebit and totalCredit. */
export function xafTotals(journals: readonly Journal[]) {
  const lines = journals.flatMap((j) => j.transactions.flatMap((t) => t.lines));
  return {
    linesCount: lines.length,
    debitCents: lines.filter((l) => l.cents >= 0).reduce((sum, l) => sum + l.cents, 0),
    creditCents: lines.filter((l) => l.cents < 0).reduce((sum, l) => sum - l.cents, 0),
  };
}

/** The accounts the file lists: the chart, with 0 % revenue only when a booking uses it. */
function usedAccounts(journals: readonly Journal[]): LedgerAccount[] {
  const used = new Set(
    journals.flatMap((j) => j.transactions.flatMap((t) => t.lines.map((l) => l.account.id))),
  );
  return Object.values(ACCOUNTS).filter((a) => a !== ACCOUNTS.revenueZero || used.has(a.id));
}

export function xafDocument(input: XafInput): string {
  const { period, company, journals } = input;
  const accounts = usedAccounts(journals);
  const codes = VAT_CODES.filter((code) => accounts.includes(code.revenueAccount));
  const totals = xafTotals(journals);
  const periods = period.months.map((month) => {
    const from = `${period.year}-${String(month).padStart(2, "0")}-01`;
    const next = new Date(Date.UTC(period.year, month, 0)).toISOString().slice(0, 10);
    return `<period>${el("periodNumber", month)}${el("periodDesc", `${period.year}-${String(month).padStart(2, "0")}`)}${el("startDatePeriod", from)}${el("endDatePeriod", next)}</period>`;
  });
  const journalXml = journals.map(
    (journal) =>
      "<journal>" +
      el("jrnID", journal.id) +
      el("desc", journal.description) +
      el("jrnTp", journal.type) +
      el("offsetAccID", journal.account?.id) +
      (journal.account === ACCOUNTS.bank ? el("bankAccNr", company.iban?.replace(/\s/g, ""), 35) : "") +
      journal.transactions
        .map((t) => {
          const debit = t.lines.filter((l) => l.cents > 0).reduce((sum, l) => sum + l.cents, 0);
          return (
            "<transaction>" +
            el("nr", t.nr, 35) +
            el("desc", t.description) +
            el("periodNumber", Number(t.day.slice(5, 7))) +
            el("trDt", t.day) +
            el("amnt", xafAmount(debit)) +
            el("amntTp", "D") +
            t.lines.map((line, index) => trLine(line, index + 1)).join("") +
            "</transaction>"
          );
        })
        .join("") +
      "</journal>",
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<auditfile xmlns="${XAF_NAMESPACE}">` +
    "<header>" +
    el("fiscalYear", String(period.year)) +
    el("startDate", period.from) +
    el("endDate", period.to) +
    el("curCode", "EUR") +
    el("dateCreated", input.created) +
    el("softwareDesc", input.software.description, 50) +
    el("softwareVersion", input.software.version, 20) +
    "</header><company>" +
    el("companyIdent", company.kvk, 35) +
    el("companyName", company.name, 999) +
    el("taxRegistrationCountry", "NL") +
    // taxRegIdent is required; a shop without its BTW number issues no invoices (docs/invoices.md).
    `<taxRegIdent>${escapeXml(cut(company.btw ?? "", 30))}</taxRegIdent>` +
    streetAddress(company.address) +
    (input.customers.length
      ? `<customersSuppliers>${input.customers.map(customer).join("")}</customersSuppliers>`
      : "") +
    `<generalLedger>${accounts.map(ledgerAccount).join("")}</generalLedger>` +
    "<vatCodes>" +
    codes
      .map(
        (code) =>
          `<vatCode>${el("vatID", code.id)}${el("vatDesc", code.description)}${el("vatToPayAccID", code.payableAccount?.id)}</vatCode>`,
      )
      .join("") +
    "</vatCodes>" +
    `<periods>${periods.join("")}</periods>` +
    "<transactions>" +
    el("linesCount", totals.linesCount) +
    el("totalDebit", xafAmount(totals.debitCents)) +
    el("totalCredit", xafAmount(totals.creditCents)) +
    journalXml.join("") +
    "</transactions></company></auditfile>\n"
  );
}
