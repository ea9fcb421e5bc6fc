// The quote as the customer reads it: the words and amounts a customer checks, and the optional lines as a
// choice (a checkbox per line id) only where the page lets them choose.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { itemLine, testQuoteDocument, testSupplier } from "../../../tests/helpers/quote-document";
import { QuoteDocumentView } from "./quote-document";

const lines = [
  itemLine("T-shirts bedrukken, borst", 25, 850),
  itemLine("Proefdruk", 1, 1500, { optional: true, included: false }),
  itemLine("Montage", 1, 10000, { vatRate: 9, optional: true, included: true }),
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll("\u00a0", " ");

describe("QuoteDocumentView", () => {
  it("shows the shop, the customer, the dates, the lines and the totals per VAT rate", () => {
    const html = renderToStaticMarkup(
      <QuoteDocumentView doc={testQuoteDocument(lines)} supplier={testSupplier} />,
    );
    const shown = text(html);
    for (const part of [
      "Printshop Breda",
      "KvK: 12345678",
      "Btw-nummer: NL123456789B01",
      "De Vries Sport B.V.",
      "Offertenummer OFF-2026-0007",
      "Datum 2 maart 2026",
      "Geldig tot 1 april 2026",
      "Levertijd 4-9 werkdagen",
      "25 × € 8,50 excl. btw · 21% btw",
      "Optioneel (niet gekozen)",
      "Optioneel (gekozen)",
      // 212,50 at 21 % and 100,00 at 9 %; the unticked proof print counts for nothing.
      "Subtotaal excl. btw € 312,50",
      "Btw 21% over € 212,50 € 44,63",
      "Btw 9% over € 100,00 € 9,00",
      "Totaal incl. btw € 366,13",
      "Drukproef volgt",
    ])
      expect(shown).toContain(part);
    expect(html).toContain('href="/algemene-voorwaarden"');
    expect(html).not.toContain('type="checkbox"');
  });

  it("gives each optional line a checkbox with its id when the customer may choose", () => {
    const html = renderToStaticMarkup(
      <QuoteDocumentView doc={testQuoteDocument(lines)} supplier={testSupplier} choosable />,
    );
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('value="line-1"');
    expect(boxes[0]).not.toContain("checked");
    expect(boxes[1]).toContain('value="line-2"');
    expect(boxes[1]).toContain('checked=""');
    expect(boxes.every((box) => box.includes('name="optional"'))).toBe(true);
  });

  it("shows the acceptance as evidence", () => {
    const doc = testQuoteDocument(lines, {
      status: "geaccepteerd",
      acceptance: { name: "Jan de Vries", at: "2026-03-03T13:05:00.000Z" },
    });
    const shown = text(renderToStaticMarkup(<QuoteDocumentView doc={doc} supplier={testSupplier} />));
    expect(shown).toContain("Digitaal geaccepteerd door Jan de Vries op 3 mrt 2026, 14:05");
  });
});
