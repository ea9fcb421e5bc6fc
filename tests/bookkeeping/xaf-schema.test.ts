// The XAF writer against the official XAF 3.2 XSD (tests/fixtures/xaf): a file with every kind of booking and
// awkward customer data is valid, and the validation is real: a file the schema forbids is rejected.
import { describe, expect, it } from "vitest";
import { bookkeepingPeriod } from "~/lib/bookkeeping/period";
import { journals } from "~/lib/bookkeeping/ledger";
import { xafDocument, type XafInput } from "~/lib/bookkeeping/xaf";
import { validateXaf } from "../fixtures/xaf/validate";

const input: XafInput = {
  period: bookkeepingPeriod(2026, "k1")!,
  created: "2026-04-02",
  software: { description: "Website Printshop Breda", version: "1.0.0" },
  company: {
    name: "Printshop Breda",
    address: "Haagweg 14\n4814 GB Breda",
    kvk: "12345678",
    btw: "NL123456789B01",
    iban: "NL91 ABNA 0417 1643 00",
  },
  customers: [
    {
      id: "D1A2B3C4D5",
      name: `Jansen & Zonen <Sport> "B.V." ${"met een hele lange naam ".repeat(4)}`,
      contact: "Łukasz Wiśniewski 🎽",
      email: "jan@example.nl",
      address: "Ginnekenweg 12a\n4818 JG Breda",
      kvk: "87654321",
      btw: "NL987654321B01",
    },
    { id: "DFFFF", name: "Anne", contact: null, email: null, address: null, kvk: null, btw: null },
  ],
  journals: journals(
    [
      {
        number: "F2026-0001",
        kind: "prepayment",
        issuedOn: "2026-01-10",
        customerId: "D1A2B3C4D5",
        vat: [
          { rate: 21, netCents: 61_000, vatCents: 12_810 },
          { rate: 9, netCents: 25_000, vatCents: 2_250 },
          { rate: 0, netCents: 1_000, vatCents: 0 },
        ],
        grossCents: 102_060,
      },
      {
        number: "F2026-0002",
        kind: "credit",
        issuedOn: "2026-03-31",
        customerId: "DFFFF",
        vat: [{ rate: 21, netCents: -826, vatCents: -174 }],
        grossCents: -1_000,
      },
    ],
    [
      {
        reference: "tr_abc",
        direction: "in",
        provider: "mollie",
        day: "2026-01-10",
        cents: 102_060,
        customerId: "D1A2B3C4D5",
        invoiceNumber: "F2026-0001",
        description: "Betaling iDEAL",
      },
      {
        reference: "re_abc",
        direction: "out",
        provider: "mollie",
        day: "2026-03-31",
        cents: 1_000,
        customerId: "DFFFF",
        invoiceNumber: null,
        description: "Terugbetaling",
      },
      {
        reference: "b-1",
        direction: "in",
        provider: "bank",
        day: "2026-02-01",
        cents: 500,
        customerId: "DFFFF",
        invoiceNumber: null,
        description: "Overboeking",
      },
    ],
  ),
};

describe("the XAF 3.2 file", () => {
  it("is valid against the official XSD", async () => {
    const xml = xafDocument(input);
    expect(await validateXaf(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(
      "<custSupName>Jansen &amp; Zonen &lt;Sport&gt; &quot;B.V.&quot; met een hele lange n</custSupName>",
    );
    expect(xml).toContain(
      "<linesCount>15</linesCount><totalDebit>2066.20</totalDebit><totalCredit>2066.20</totalCredit>",
    );
  });

  it("is valid for a period without any booking", async () => {
    expect(await validateXaf(xafDocument({ ...input, customers: [], journals: journals([], []) }))).toEqual({
      valid: true,
      errors: [],
    });
  });

  it("rejects what the schema forbids: the proof the validation is real", async () => {
    const xml = xafDocument(input);
    for (const broken of [
      xml.replace("<amntTp>D</amntTp>", "<amntTp>X</amntTp>"),
      xml.replace("<amnt>1020.60</amnt>", "<amnt>1020.605</amnt>"),
      xml.replace("<curCode>EUR</curCode>", ""),
      xml.replace(
        /<fiscalYear>2026<\/fiscalYear>(.*)<startDate>/,
        "<startDate>$1<fiscalYear>2026</fiscalYear>",
      ),
    ]) {
      expect(broken).not.toBe(xml);
      const verdict = await validateXaf(broken);
      expect(verdict.valid).toBe(false);
      expect(verdict.errors.length).toBeGreaterThan(0);
    }
  });
});
