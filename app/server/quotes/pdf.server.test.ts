// The quote PDF read back as a customer's PDF reader sees it: the text (via pdf.js, through unpdf) holds the
// number, every line, the totals and VAT per rate as the site writes them, names in any Latin script as written
// (embedded Inter), and the same quote gives the same bytes (the accepted PDF's SHA-256 is stored as evidence).
import { createHash } from "node:crypto";
import { extractText, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { dutchDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { fontsUsed } from "../../../tests/helpers/pdf";
import { itemLine, testQuoteDocument, testSupplier } from "../../../tests/helpers/quote-document";
import { renderQuotePdf } from "./pdf.server";

const realisticLines = [
  itemLine("T-shirts bedrukken, full colour op de borst (Zoë's ontwerp, café-editie)", 50, 850),
  itemLine("Ontwerp en drukproef", 1, 7500),
  itemLine("Extra rugbedrukking", 50, 300, { optional: true, included: true }),
  itemLine("Geschenkverpakking per stuk", 50, 150, { optional: true, included: false }),
  itemLine("Boekjes A5 met nietjes, 20 exemplaren", 20, 1250, { vatRate: 9 }),
  itemLine("Verzending met PostNL", 1, 695, { kind: "shipping" }),
  itemLine("Korting vaste klant", 1, -4000, { kind: "discount" }),
];

/**
 * Text with every run of spaces, no-break spaces and line breaks as one space: formatEuro writes a no-break space,
 * and pdf.js reads a wrapped description as two lines.
 */
const flat = (text: string) => text.replace(/[\s\u00a0]+/g, " ");

/** The PDF's text per page, flattened. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf));
  return text.map(flat);
}

/** An amount as formatEuro writes it, flattened like the PDF's text. */
const euro = (cents: number) => flat(formatEuro(cents));

describe("renderQuotePdf", () => {
  it("holds the number, dates, parties, every line and the totals per VAT rate", async () => {
    const doc = testQuoteDocument(realisticLines);
    const pdf = await renderQuotePdf(doc, testSupplier);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;

    expect(text).toContain("Offerte OFF-2026-0007");
    expect(text).toContain("Betreft: Kledingbedrukking");
    expect(text).toContain("Geldig tot");
    expect(text).toContain(dutchDay("2026-04-01"));
    expect(text).toContain("1 april 2026");
    expect(text).toContain("2 maart 2026");
    for (const fact of ["KvK: 12345678", "BTW: NL123456789B01", "IBAN: NL91 ABNA 0417 1643 00"]) {
      expect(text).toContain(fact);
    }
    for (const fact of ["Jan de Vries", "De Vries Sport B.V.", "4818 JG Breda", "KvK: 87654321"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("BTW: NL987654321B01");
    for (const line of realisticLines) expect(text).toContain(line.description);
    expect(text).toContain("Optioneel – gekozen");
    expect(text).toContain("Optioneel – niet gekozen");
    expect(text).toContain(euro(-4000));

    // 21 %: 42.500 + 7.500 + 15.000 (ticked) + 695 − 4.000 = € 616,95 net; the unticked wrapping is left out.
    expect(doc.totals.vat.map((group) => group.rate)).toEqual([21, 9]);
    expect(text).toContain(`Subtotaal excl. btw ${euro(doc.totals.netCents)}`);
    expect(text).toContain(`Btw 21% over ${euro(61695)} ${euro(12956)}`);
    expect(text).toContain(`Btw 9% over ${euro(25000)} ${euro(2250)}`);
    for (const group of doc.totals.vat) {
      expect(text).toContain(`Btw ${group.rate}% over ${euro(group.netCents)} ${euro(group.vatCents)}`);
    }
    expect(text).toContain(`Totaal incl. btw ${euro(doc.totals.grossCents)}`);
    expect(formatEuro(doc.totals.grossCents)).toBe("€\u00a01.019,01");

    expect(text).toContain("Levertijd: 4-9 werkdagen");
    expect(text).toContain("Drukproef volgt binnen twee werkdagen na akkoord.");
    expect(text).toContain(
      "Op deze offerte zijn onze algemene voorwaarden van toepassing: https://www.printshop-breda.example/algemene-voorwaarden",
    );
    expect(text).toContain("Pagina 1 van 1");
    expect(text).not.toContain("Digitaal geaccepteerd");

    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info).toMatchObject({ Title: "Offerte OFF-2026-0007", Author: "Printshop Breda" });
  });

  it("shows who accepted and when, in Amsterdam time", async () => {
    const accepted = testQuoteDocument(realisticLines, {
      status: "geaccepteerd",
      acceptance: { name: "Jan de Vries", at: "2026-03-05T13:07:00.000Z" },
    });
    const text = (await pagesOf(await renderQuotePdf(accepted, testSupplier))).join("\n");
    expect(text).toContain("Digitaal geaccepteerd door Jan de Vries op 5 mrt 2026, 14:07");
  });

  it("says when and why a quote was declined", async () => {
    const declined = testQuoteDocument(realisticLines, {
      status: "afgewezen",
      declined: { at: "2026-07-01T08:30:00.000Z", reason: "Te duur voor dit jaar." },
    });
    const text = (await pagesOf(await renderQuotePdf(declined, testSupplier))).join("\n");
    expect(text).toContain("Afgewezen op 1 jul 2026, 10:30");
    expect(text).toContain("Reden: Te duur voor dit jaar.");
  });

  it("calls a quote without a number a concept", async () => {
    const concept = testQuoteDocument(realisticLines, { number: null, status: "concept", issuedOn: null });
    const pdf = await renderQuotePdf(concept, testSupplier);
    const text = (await pagesOf(pdf)).join("\n");
    expect(text).toContain("Offerte (concept)");
    expect(text).toContain("Offertenummer Concept");
    expect((await getMeta(new Uint8Array(pdf))).info).toMatchObject({ Title: "Offerte (concept)" });
  });

  it("runs 100 lines over several pages, repeating the table header on each", async () => {
    const lines = Array.from({ length: 100 }, (_, index) =>
      itemLine(
        `Regel ${index + 1}: ${index % 7 === 0 ? "sticker op maat, contoursnit, glanzend gelamineerd, weerbestendig vinyl voor buitengebruik, geleverd op vel " : ""}formaat ${index + 1} cm`,
        index + 1,
        1000 + index,
        { vatRate: index % 3 === 0 ? 9 : 21 },
      ),
    );
    const doc = testQuoteDocument(lines);
    const pages = await pagesOf(await renderQuotePdf(doc, testSupplier));
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join("\n");
    for (let n = 1; n <= 100; n++) expect(all).toContain(`Regel ${n}:`);
    pages.forEach((page, index) => {
      expect(page).toContain(`Pagina ${index + 1} van ${pages.length}`);
      if (page.includes("Regel "))
        expect(page).toContain("Omschrijving Aantal Prijs excl. btw Btw Bedrag excl. btw");
    });
    expect(all).toContain(`Totaal incl. btw ${euro(doc.totals.grossCents)}`);
  });

  it("gives the same bytes for the same quote", async () => {
    const accepted = testQuoteDocument(realisticLines, {
      acceptance: { name: "Jan de Vries", at: "2026-03-05T13:07:00Z" },
    });
    const first = await renderQuotePdf(accepted, testSupplier);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await renderQuotePdf(structuredClone(accepted), testSupplier);
    expect(second.equals(first)).toBe(true);
    const sha = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");
    const changed = await renderQuotePdf({ ...accepted, note: "Andere tekst." }, testSupplier);
    expect(sha(changed)).not.toBe(sha(first));
  });

  it("prints names, addresses and lines in any Latin script as written, in embedded Inter", async () => {
    const doc = testQuoteDocument(
      [
        itemLine("Spandoek voor Ğül Çelik, ontwerp Dvořák: € 25 korting", 1, 7500),
        itemLine("Zoë Ærøskøbing – stickers “goed” ≥ 2 → klaar", 100, 35),
      ],
      {
        customer: {
          ...testQuoteDocument([]).customer,
          name: "Łukasz Wiśniewski",
          company: "Şahin Reklam",
          address: "Ærøskøbingstraat 4\n4811 AA Breda",
        },
        note: "Graag afstemmen met Zoë.",
      },
    );
    const pdf = await renderQuotePdf(doc, testSupplier);
    const text = (await pagesOf(pdf)).join("\n");
    for (const written of [
      "Łukasz Wiśniewski",
      "Şahin Reklam",
      "Ærøskøbingstraat 4",
      "Spandoek voor Ğül Çelik, ontwerp Dvořák: € 25 korting",
      "Zoë Ærøskøbing – stickers “goed” ≥ 2 → klaar",
      "Graag afstemmen met Zoë.",
      euro(7500),
    ])
      expect(text).toContain(written);
    const fonts = await fontsUsed(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded && /^[A-Z]{6}\+Inter-/.test(font.name))).toBe(true);
  });

  it("writes what Inter cannot show as ?, and a Windows line end as a line break", async () => {
    const odd = await renderQuotePdf(
      testQuoteDocument([itemLine("Łódź 😀 klaar", 1, 100)], { note: "Regel\r\nvolgende" }),
      testSupplier,
    );
    const oddText = (await pagesOf(odd)).join("\n");
    expect(oddText).toContain("Łódź ? klaar");
    expect(oddText).toContain("Regel volgende");
  });
});
