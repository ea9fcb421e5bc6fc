// The quote editor's form: what a browser posts (indexed line fields, checkboxes that post nothing when off,
// empty rows) read, checked with a Dutch error at the field or line that is wrong, and turned into cents.
import { describe, expect, it } from "vitest";
import { quoteFormErrors as messages } from "~/content/staff-quotes";
import {
  parseQuoteForm,
  quoteFormInput,
  readQuoteForm,
  withBlankRows,
  QUOTE_EDITOR_BLANK_ROWS,
  type QuoteFormInput,
} from "./editor";

const base = {
  customerName: "Sanne de Vries",
  customerEmail: "Sanne@Example.nl",
  customerPhone: "",
  customerCompany: "",
  customerAddress: "",
  customerKvk: "",
  customerBtw: "",
  subject: "Kledingbedrukking",
  deliveryMethod: "shipping",
  deliveryLocation: "Tilburg",
  validUntil: "2026-08-01",
  note: "",
};

/** A form as the browser posts it: every row's fields, checkboxes only when ticked. */
function posted(rows: Record<string, string>[], extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { ...base, ...extra };
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries({ kind: "item", quantity: "1", vatRate: "21", ...row }))
      fields[`lines.${i}.${key}`] = value;
  });
  return fields;
}

const parse = (fields: Record<string, string>) => parseQuoteForm(readQuoteForm(fields));

describe("readQuoteForm and parseQuoteForm", () => {
  it("turns typed euros into cents excl. VAT and skips the empty rows", () => {
    const result = parse(
      posted(
        [
          { description: "T-shirt bedrukken", quantity: "25", unitPrice: "8,50" },
          { description: "", unitPrice: "" },
          { description: "Proefdruk", unitPrice: "15", optional: "on" },
          { description: "Borduren", unitPrice: "1.234,56", vatRate: "9", optional: "on", included: "on" },
          { kind: "discount", description: "Vaste klant", unitPrice: "10" },
          { description: "", unitPrice: "" },
        ],
        { rush: "on" },
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields).toMatchObject({
      customerEmail: "sanne@example.nl",
      customerPhone: null,
      rush: true,
      deliveryMethod: "shipping",
    });
    expect(result.lines).toEqual([
      {
        kind: "item",
        description: "T-shirt bedrukken",
        quantity: 25,
        unitPriceCents: 850,
        vatRate: 21,
        optional: false,
        included: true,
      },
      {
        kind: "item",
        description: "Proefdruk",
        quantity: 1,
        unitPriceCents: 1500,
        vatRate: 21,
        optional: true,
        included: false,
      },
      {
        kind: "item",
        description: "Borduren",
        quantity: 1,
        unitPriceCents: 123456,
        vatRate: 9,
        optional: true,
        included: true,
      },
      {
        kind: "discount",
        description: "Vaste klant",
        quantity: 1,
        unitPriceCents: -1000,
        vatRate: 21,
        optional: false,
        included: true,
      },
    ]);
  });

  it("gives each wrong line its own Dutch error, numbered as the form shows the lines again", () => {
    const result = parse(
      posted([
        { description: "", unitPrice: "" },
        { description: "Shirts", quantity: "0", unitPrice: "8" },
        { description: "Stickers", quantity: "2,5", unitPrice: "twaalf" },
        { description: "", unitPrice: "10" },
        { description: "Wrap", unitPrice: "1.000.001" },
        { description: "Hoodies", unitPrice: "20", vatRate: "6" },
        { description: "x".repeat(501), unitPrice: "1" },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "lines.0.quantity": messages.quantity,
      "lines.1.quantity": messages.quantity,
      "lines.1.unitPrice": messages.price,
      "lines.2.description": messages.description,
      "lines.3.unitPrice": messages.priceRange,
      "lines.4.vatRate": messages.vatRate,
      "lines.5.description": messages.descriptionTooLong,
    });
    expect(result.formError).toBe(messages.check);
  });

  it("allows one discount line, never more than the total, and at most 100 lines", () => {
    const two = parse(
      posted([
        { description: "Shirts", unitPrice: "100" },
        { kind: "discount", description: "Korting", unitPrice: "5" },
        { kind: "discount", description: "Nog een korting", unitPrice: "5" },
      ]),
    );
    expect(two.ok ? {} : two.errors).toEqual({ "lines.2.kind": messages.oneDiscount });
    const tooHigh = parse(
      posted([
        { description: "Shirts", unitPrice: "10" },
        { kind: "discount", description: "Korting", unitPrice: "20" },
      ]),
    );
    expect(tooHigh.ok ? {} : tooHigh.errors).toEqual({ "lines.1.unitPrice": messages.discountTooHigh });
    const many = parse(
      posted(Array.from({ length: 101 }, (_, i) => ({ description: `R${i}`, unitPrice: "1" }))),
    );
    expect(many.ok ? {} : many.errors).toEqual({ lines: messages.tooManyLines });
    const hundred = parse(
      posted(Array.from({ length: 100 }, (_, i) => ({ description: `R${i}`, unitPrice: "1" }))),
    );
    expect(hundred.ok).toBe(true);
  });

  it("checks the customer's fields: e-mail, KvK, BTW, the date and the delivery method", () => {
    const result = parse(
      posted([], {
        customerEmail: "geen-adres",
        customerKvk: "1234",
        customerBtw: "123",
        validUntil: "2026-02-30",
        deliveryMethod: "per-post",
        note: "x".repeat(2001),
      }),
    );
    expect(result.ok ? {} : result.errors).toEqual({
      customerEmail: messages.email,
      customerKvk: messages.kvk,
      customerBtw: messages.btw,
      validUntil: messages.validUntil,
      deliveryMethod: messages.deliveryMethod,
      note: messages.tooLong(2000),
    });
    const written = parse(posted([], { customerKvk: "1234 5678", customerBtw: "nl 1234.56.789.b01" }));
    expect(written.ok && written.fields).toMatchObject({
      customerKvk: "12345678",
      customerBtw: "NL123456789B01",
    });
  });

  it("says 'Vul dit veld in.' in Dutch for a field a hand-made request left out", () => {
    const result = parseQuoteForm({ lines: [] } as unknown as QuoteFormInput);
    expect(result.ok ? {} : result.errors.validUntil).toBe("Vul dit veld in.");
  });

  it("shows a stored quote in the form as it was typed, and reads it back to the same lines", () => {
    const lines = [
      {
        kind: "item" as const,
        description: "Shirts",
        quantity: 3,
        unitPriceCents: 123456,
        vatRate: 21 as const,
        optional: true,
        included: true,
      },
      {
        kind: "discount" as const,
        description: "Korting",
        quantity: 1,
        unitPriceCents: -500,
        vatRate: 21 as const,
        optional: false,
        included: true,
      },
    ];
    const fields = {
      ...base,
      customerEmail: "sanne@example.nl",
      customerPhone: null,
      customerCompany: null,
      customerAddress: null,
      customerKvk: null,
      customerBtw: null,
      deliveryLocation: "Tilburg",
      rush: false,
      paymentTerms: false,
      note: null,
    };
    const input = quoteFormInput(fields, lines);
    expect(input.lines.map((l) => l.unitPrice)).toEqual(["1.234,56", "5,00"]);
    const again = parseQuoteForm(input);
    expect(again.ok && again.lines).toEqual(lines);
    expect(withBlankRows(input.lines)).toHaveLength(2 + QUOTE_EDITOR_BLANK_ROWS);
    expect(withBlankRows(Array.from({ length: 99 }, () => input.lines[0]!))).toHaveLength(100);
  });
});
