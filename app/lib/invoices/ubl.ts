// An invoice as UBL 2.1 XML for the bookkeeper's accounting package: an Invoice for invoices, a CreditNote for
// credit invoices, in the e-invoicing specification the buyer allows (docs/invoices.md, "UBL export"):
//   nlcius   SI-UBL 2.0 (NLCIUS on EN 16931), for a Dutch business buyer with a KvK number: NLCIUS demands the
//            buyer's KvK or OIN (BR-NL-10), which a consumer does not have;
//   peppol   Peppol BIS Billing 3.0, for a business buyer with a Dutch BTW number but no KvK number (its Peppol
//            address is the BTW number, EAS 9944);
//   en16931  EN 16931 itself, for a consumer (and any other buyer): no CIUS can carry them, as NLCIUS wants a KvK
//            number and Peppol an electronic address from the EAS list, which a consumer's e-mail (EM) is not.
// Amounts with two decimals, VAT broken down per rate (21 % and 9 % are category S, 0 % is Z), the supplier by
// KvK number (0106), the preceding invoice of a credit note, the PDF embedded as the visual copy. Elements in the
// order the UBL 2.1 schema demands. The rules it keeps (EN 16931 numbering): a line's price is never negative (a
// discount or deduction is a negative quantity, BR-27), line amounts add up to the totals (BR-CO-10/13/15/16),
// the supplier's and a Dutch buyer's address have street, city and postal code (BR-NL-3/4) where known. Each
// specification's official rule set runs on these files in tests/e-invoice.
import { invoiceKindLabel, paymentSentence, type InvoiceCustomer, type InvoiceDocument } from "./document";

/** SI-UBL 2.0 / NLCIUS: the Dutch business buyers' files. */
export const UBL_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0";
export const UBL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

export type UblSpecification = "nlcius" | "peppol" | "en16931";

/** What each file claims (CustomizationID, BT-24) and its process (ProfileID, BT-23; EN 16931 asks none). */
export const UBL_SPECIFICATIONS: Record<
  UblSpecification,
  { customizationId: string; profileId: string | null }
> = {
  nlcius: { customizationId: UBL_CUSTOMIZATION_ID, profileId: UBL_PROFILE_ID },
  peppol: {
    customizationId: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    profileId: UBL_PROFILE_ID,
  },
  en16931: { customizationId: "urn:cen.eu:en16931:2017", profileId: null },
};

/** A Dutch BTW number: "NL" and twelve characters (NL123456789B01). */
const DUTCH_BTW = /^NL[0-9A-Z]{9}B[0-9]{2}$/i;

/** The specification the buyer allows: NLCIUS with a KvK number, Peppol with a Dutch BTW number, else EN 16931. */
export function ublSpecification(customer: Pick<InvoiceCustomer, "kvk" | "btw">): UblSpecification {
  if (customer.kvk && digits(customer.kvk)) return "nlcius";
  if (customer.btw && DUTCH_BTW.test(digits(customer.btw))) return "peppol";
  return "en16931";
}

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const digits = (value: string) => value.replace(/\s+/g, "");

/** Text as XML character data: the five specials escaped, characters XML 1.0 forbids left out. */
function xml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** Cents as a UBL amount: 123456 → "1234.56", -500 → "-5.00". */
export function ublAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const el = (name: string, value: string, attributes = "") => `<${name}${attributes}>${xml(value)}</${name}>`;
const amount = (name: string, cents: number) => el(name, ublAmount(cents), ' currencyID="EUR"');

/** 21 % and 9 % are standard-rated (S, with their percentage), 0 % is zero-rated (Z). */
function taxCategory(tag: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", rate: number): string {
  return `<${tag}>${el("cbc:ID", rate === 0 ? "Z" : "S")}${el("cbc:Percent", String(rate))}<cac:TaxScheme>${el("cbc:ID", "VAT")}</cac:TaxScheme></${tag}>`;
}

/** "Ginnekenweg 12\n4818 JG Breda" → street, postal code and city; anything else as one address line. */
export function splitDutchAddress(address: string | null): {
  street: string | null;
  postalZone: string | null;
  city: string | null;
  line: string | null;
} {
  const lines = (address ?? "")
    .split(/\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);
  const last = /^(\d{4}\s?[A-Za-z]{2})\s+(.+)$/.exec(lines.at(-1) ?? "");
  if (lines.length >= 2 && last)
    return {
      street: lines.slice(0, -1).join(", "),
      postalZone: last[1]!.toUpperCase(),
      city: last[2]!,
      line: null,
    };
  return { street: null, postalZone: null, city: null, line: lines.length ? lines.join(", ") : null };
}

function postalAddress(parts: ReturnType<typeof splitDutchAddress>): string {
  return `<cac:PostalAddress>${parts.street ? el("cbc:StreetName", parts.street) : ""}${parts.city ? el("cbc:CityName", parts.city) : ""}${parts.postalZone ? el("cbc:PostalZone", parts.postalZone) : ""}${parts.line ? `<cac:AddressLine>${el("cbc:Line", parts.line)}</cac:AddressLine>` : ""}<cac:Country>${el("cbc:IdentificationCode", "NL")}</cac:Country></cac:PostalAddress>`;
}

function supplierParty(doc: InvoiceDocument): string {
  const s = doc.supplier;
  const kvk = digits(s.kvk);
  return `<cac:AccountingSupplierParty><cac:Party>${el("cbc:EndpointID", kvk, ' schemeID="0106"')}<cac:PartyName>${el("cbc:Name", s.brand)}</cac:PartyName>${postalAddress(
    { street: s.street, postalZone: s.postalCode, city: s.city, line: null },
  )}<cac:PartyTaxScheme>${el("cbc:CompanyID", digits(s.btw))}<cac:TaxScheme>${el("cbc:ID", "VAT")}</cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity>${el("cbc:RegistrationName", s.brand)}${el("cbc:CompanyID", kvk, ' schemeID="0106"')}</cac:PartyLegalEntity><cac:Contact>${el("cbc:Telephone", s.phone)}${el("cbc:ElectronicMail", s.email)}</cac:Contact></cac:Party></cac:AccountingSupplierParty>`;
}

function customerParty(doc: InvoiceDocument, spec: UblSpecification): string {
  const c = doc.customer;
  const kvk = c.kvk ? digits(c.kvk) : "";
  // The buyer's electronic address (BT-49) as the specification allows it: the KvK number (0106) under NLCIUS,
  // the Dutch BTW number (9944) under Peppol, the e-mail address (EM) under EN 16931, which Peppol's list lacks.
  const endpoint =
    spec === "nlcius"
      ? el("cbc:EndpointID", kvk, ' schemeID="0106"')
      : spec === "peppol" && c.btw
        ? el("cbc:EndpointID", digits(c.btw).toUpperCase(), ' schemeID="9944"')
        : spec === "en16931" && c.email
          ? el("cbc:EndpointID", c.email, ' schemeID="EM"')
          : "";
  const legalName = c.company ?? c.name;
  return `<cac:AccountingCustomerParty><cac:Party>${endpoint}<cac:PartyName>${el("cbc:Name", legalName)}</cac:PartyName>${postalAddress(
    splitDutchAddress(c.address),
  )}${c.btw ? `<cac:PartyTaxScheme>${el("cbc:CompanyID", digits(c.btw))}<cac:TaxScheme>${el("cbc:ID", "VAT")}</cac:TaxScheme></cac:PartyTaxScheme>` : ""}<cac:PartyLegalEntity>${el("cbc:RegistrationName", legalName)}${kvk ? el("cbc:CompanyID", kvk, ' schemeID="0106"') : ""}</cac:PartyLegalEntity><cac:Contact>${el("cbc:Name", c.name)}${c.email ? el("cbc:ElectronicMail", c.email) : ""}</cac:Contact></cac:Party></cac:AccountingCustomerParty>`;
}

/**
 * The document's type code (UNCL 1001). A prepayment invoice is 386 where the specification has it (EN 16931,
 * Peppol); NLCIUS allows only 380, 381, 384 and 389 (BR-NL-7), so there it is a commercial invoice (380) whose
 * note says it is a prepayment. Either way it states nothing due (PrepaidAmount), and the final invoice deducts
 * it by a negative line per VAT rate, so its VAT is not charged twice.
 */
function typeCode(doc: InvoiceDocument, spec: UblSpecification): string {
  if (doc.kind === "credit") return "381";
  return doc.kind === "prepayment" && spec !== "nlcius" ? "386" : "380";
}

/** The document's one note (BT-22; Peppol allows one): a credit note's reason, a prepayment's sentence. */
function note(doc: InvoiceDocument): string | null {
  if (doc.kind === "credit") return doc.note;
  if (doc.kind === "prepayment") return `${invoiceKindLabel(doc.kind)}. ${paymentSentence(doc)}`;
  return null;
}

/**
 * The invoice as one UBL document. A credit invoice becomes a CreditNote with positive amounts (the document
 * type says it is a credit), naming the invoice it corrects. `pdf` (base64) is embedded as the visual copy.
 */
export function invoiceUbl(doc: InvoiceDocument, pdf?: { base64: string; fileName: string }): string {
  const spec = ublSpecification(doc.customer);
  const { customizationId, profileId } = UBL_SPECIFICATIONS[spec];
  const credit = doc.kind === "credit";
  // A CreditNote states its amounts positive: the stored credit invoice's are negative.
  const sign = credit ? -1 : 1;
  const root = credit ? "CreditNote" : "Invoice";
  const gross = sign * doc.grossCents;
  const due = credit ? 0 : doc.dueCents;
  const text = note(doc);
  const lines = doc.lines.map((line, index) => {
    let quantity = line.quantity;
    let price = sign * line.unitPriceCents;
    if (price < 0) [quantity, price] = [-quantity, -price];
    const tag = credit ? "cac:CreditNoteLine" : "cac:InvoiceLine";
    return `<${tag}>${el("cbc:ID", String(index + 1))}${el(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", String(quantity), ' unitCode="C62"')}${amount("cbc:LineExtensionAmount", sign * line.netCents)}<cac:Item>${el("cbc:Name", line.description.slice(0, 500))}${taxCategory("cac:ClassifiedTaxCategory", line.vatRate)}</cac:Item><cac:Price>${amount("cbc:PriceAmount", price)}</cac:Price></${tag}>`;
  });
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<${root} xmlns="${credit ? NS.creditNote : NS.invoice}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">`,
    el("cbc:CustomizationID", customizationId),
    profileId ? el("cbc:ProfileID", profileId) : "",
    el("cbc:ID", doc.number),
    el("cbc:IssueDate", doc.issuedOn),
    !credit && doc.dueOn && due > 0 ? el("cbc:DueDate", doc.dueOn) : "",
    el(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", typeCode(doc, spec)),
    text ? el("cbc:Note", text) : "",
    el("cbc:DocumentCurrencyCode", "EUR"),
    el("cbc:BuyerReference", doc.reference ?? doc.number),
    // The corrected invoice (BT-25), with its date (BT-26) except under NLCIUS, which advises against it (BR-NL-24).
    doc.creditFor
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el("cbc:ID", doc.creditFor.number)}${spec === "nlcius" ? "" : el("cbc:IssueDate", doc.creditFor.issuedOn)}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : "",
    pdf
      ? `<cac:AdditionalDocumentReference>${el("cbc:ID", doc.number)}<cac:Attachment>${el("cbc:EmbeddedDocumentBinaryObject", pdf.base64, ` mimeCode="application/pdf" filename="${xml(pdf.fileName)}"`)}</cac:Attachment></cac:AdditionalDocumentReference>`
      : "",
    supplierParty(doc),
    customerParty(doc, spec),
    `<cac:Delivery>${el("cbc:ActualDeliveryDate", doc.supplyDate)}</cac:Delivery>`,
    // An invoice: 58, SEPA credit transfer to the shop's account, the invoice number as the payment reference (no
    // account name, BR-NL-30). A credit note names none: its refund goes from the shop to the customer, back the
    // way they paid, and a means with the shop's IBAN as payee would point it the wrong way.
    credit
      ? ""
      : `<cac:PaymentMeans>${el("cbc:PaymentMeansCode", "58")}${el("cbc:PaymentID", doc.number)}<cac:PayeeFinancialAccount>${el("cbc:ID", digits(doc.supplier.iban))}</cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    `<cac:TaxTotal>${amount("cbc:TaxAmount", sign * doc.vatCents)}${doc.vat
      .map(
        (group) =>
          `<cac:TaxSubtotal>${amount("cbc:TaxableAmount", sign * group.netCents)}${amount("cbc:TaxAmount", sign * group.vatCents)}${taxCategory("cac:TaxCategory", group.rate)}</cac:TaxSubtotal>`,
      )
      .join("")}</cac:TaxTotal>`,
    `<cac:LegalMonetaryTotal>${amount("cbc:LineExtensionAmount", sign * doc.netCents)}${amount("cbc:TaxExclusiveAmount", sign * doc.netCents)}${amount("cbc:TaxInclusiveAmount", gross)}${amount("cbc:PrepaidAmount", gross - due)}${amount("cbc:PayableAmount", due)}</cac:LegalMonetaryTotal>`,
    ...lines,
    `</${root}>`,
  ];
  return parts.filter(Boolean).join("\n");
}

/** The file name inside the month's zip: "F2026-0001.xml". */
export function ublFileName(doc: Pick<InvoiceDocument, "number">): string {
  return `${doc.number}.xml`;
}
