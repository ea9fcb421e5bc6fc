import { describe, expect, it } from "vitest";
import type { StatementLine } from "./camt053";
import { matchStatement, mentions, nameMatches, type OpenItem } from "./matching";

describe("references in remittance text", () => {
  it("finds a number with spaces and dashes ignored", () => {
    for (const text of [
      "OFF-2026-0007",
      "off 2026 0007",
      "OFF20260007",
      "betaling OFF-2026-0007-2 drukwerk",
      "ref:OFF 2026-00 07.",
    ]) {
      expect(mentions(text, "OFF-2026-0007"), text).toBe(true);
    }
    expect(mentions("Factuur F 2026 - 0012", "F2026-0012")).toBe(true);
  });

  it("does not find a number inside a longer one", () => {
    expect(mentions("OFF-2026-0012", "F2026-0012")).toBe(false);
    expect(mentions("F2026-00123", "F2026-0012")).toBe(false);
    expect(mentions("OFF-2026-00071", "OFF-2026-0007")).toBe(false);
    expect(mentions("XF2026-0012", "F2026-0012")).toBe(false);
  });
});

describe("payer names", () => {
  it("knows a customer written the bank's way", () => {
    expect(nameMatches("J. DE VRIES", ["Jan de Vries"])).toBe(true);
    expect(nameMatches("Jan de Vries", ["Jan de Vries"])).toBe(true);
    expect(nameMatches("L WISNIEWSKI", ["Łukasz Wiśniewski"])).toBe(true);
    expect(nameMatches("DRUKKERIJ HOFMAN BV", ["Sanne Bakker", "Drukkerij Hofman B.V."])).toBe(true);
  });

  it("does not take another person for the customer", () => {
    expect(nameMatches("P. de Vries", ["Jan de Vries"])).toBe(false);
    expect(nameMatches("de Vries", ["Jan de Vries"])).toBe(false);
    expect(nameMatches("Jan Jansen", ["Jan de Vries"])).toBe(false);
    expect(nameMatches(null, ["Jan de Vries"])).toBe(false);
    expect(nameMatches("Jan de Vries", [null])).toBe(false);
  });
});

const line = (over: Partial<StatementLine>): StatementLine => ({
  bankReference: "R1",
  bookingDate: "2026-11-03",
  amountCents: 12_100,
  currency: "EUR",
  direction: "credit",
  reversal: false,
  booked: true,
  name: "J. de Vries",
  iban: null,
  remittance: "",
  ...over,
});
const items: OpenItem[] = [
  {
    kind: "prepayment",
    id: "q7",
    references: ["OFF-2026-0007"],
    openCents: 12_100,
    names: ["Jan de Vries", null],
  },
  {
    kind: "invoice",
    id: "f12",
    references: ["F2026-0012", "OFF-2026-0003"],
    openCents: 5_000,
    names: ["Eva Smit", "Kapsalon Noor"],
  },
  {
    kind: "invoice",
    id: "f13",
    references: ["F2026-0013", "OFF-2026-0004"],
    openCents: 7_500,
    names: ["Eva Smit", "Kapsalon Noor"],
  },
];

describe("matching a statement", () => {
  it("books a line that names one open item and pays exactly what it holds", () => {
    const [outcome] = matchStatement([line({ remittance: "OFF 2026 0007" })], items);
    expect(outcome).toMatchObject({
      kind: "booked",
      basis: "reference",
      allocations: [{ itemId: "q7", cents: 12_100 }],
    });
    const [byQuote] = matchStatement([line({ amountCents: 5_000, remittance: "OFF-2026-0003" })], items);
    expect(byQuote).toMatchObject({ kind: "booked", allocations: [{ itemId: "f12", kind: "invoice" }] });
  });

  it("books two invoices paid together when the sum is exact", () => {
    const [outcome] = matchStatement(
      [line({ amountCents: 12_500, remittance: "F2026-0012 + F2026-0013" })],
      items,
    );
    expect(outcome).toMatchObject({
      kind: "booked",
      allocations: [
        { itemId: "f12", cents: 5_000 },
        { itemId: "f13", cents: 7_500 },
      ],
    });
    const [short] = matchStatement(
      [line({ amountCents: 12_000, remittance: "F2026-0012 + F2026-0013" })],
      items,
    );
    expect(short).toMatchObject({ kind: "assign", reason: "ambiguous", candidates: ["f12", "f13"] });
  });

  it("leaves a part payment, an unknown number and a reversal to a human", () => {
    const outcomes = matchStatement(
      [
        line({ bankReference: "a", amountCents: 6_000, remittance: "OFF-2026-0007" }),
        line({ bankReference: "b", remittance: "OFF-2026-0099" }),
        line({ bankReference: "c", remittance: "OFF-2026-0007", reversal: true }),
        line({ bankReference: "d", remittance: "OFF-2026-0007", currency: "USD" }),
        line({ bankReference: "e", name: "Belastingdienst", remittance: "teruggaaf" }),
      ],
      items,
    );
    expect(outcomes.map((o) => (o.kind === "assign" ? o.reason : o.kind))).toEqual([
      "amount",
      "not-open",
      "reversal",
      "currency",
      "no-match",
    ]);
  });

  it("books on name and exact amount only when one item fits", () => {
    expect(matchStatement([line({ remittance: "drukwerk" })], items)[0]).toMatchObject({
      kind: "booked",
      basis: "name",
    });
    expect(matchStatement([line({ name: "P. de Vries", remittance: "drukwerk" })], items)[0]).toMatchObject({
      kind: "assign",
      reason: "no-match",
    });
    const twins = [...items, { ...items[0]!, id: "q8", references: ["OFF-2026-0008"] }];
    expect(matchStatement([line({ remittance: "drukwerk" })], twins)[0]).toMatchObject({
      kind: "assign",
      reason: "ambiguous",
      candidates: ["q7", "q8"],
    });
  });

  it("books an item once: a second payment of it, or a bank reference seen before, books nothing", () => {
    const outcomes = matchStatement(
      [
        line({ bankReference: "a", remittance: "OFF-2026-0007" }),
        line({ bankReference: "b", remittance: "OFF-2026-0007" }),
        line({ bankReference: "a", remittance: "OFF-2026-0007" }),
      ],
      items,
    );
    expect(outcomes.map((o) => (o.kind === "booked" ? "booked" : o.reason))).toEqual([
      "booked",
      "already-matched",
      "seen",
    ]);
    expect(matchStatement([line({ remittance: "OFF-2026-0007" })], items, new Set(["R1"]))[0]).toMatchObject({
      kind: "skipped",
      reason: "seen",
    });
  });

  it("skips money going out and bookings only announced", () => {
    const outcomes = matchStatement(
      [
        line({ bankReference: "a", direction: "debit", remittance: "OFF-2026-0007" }),
        line({ bankReference: "b", booked: false, remittance: "OFF-2026-0007" }),
      ],
      items,
    );
    expect(outcomes.map((o) => o.kind === "skipped" && o.reason)).toEqual(["debit", "pending"]);
  });
});

describe("a rentenota paid by bank transfer", () => {
  const note: OpenItem = {
    kind: "interest",
    id: "r1",
    references: ["R2026-0001"],
    openCents: 1_234,
    names: ["Eva Smit", "Kapsalon Noor"],
  };
  const withNote = [
    ...items,
    note,
    { ...items[1]!, id: "f1", references: ["F2026-0001", "OFF-2026-0001"], openCents: 1_234 },
  ];

  it("is booked on its R number, spaces and dashes ignored", () => {
    for (const remittance of ["Rentenota R2026-0001", "r 2026 0001", "R20260001."]) {
      const [outcome] = matchStatement([line({ amountCents: 1_234, remittance })], withNote);
      expect(outcome, remittance).toMatchObject({
        kind: "booked",
        basis: "reference",
        allocations: [{ itemId: "r1", kind: "interest", cents: 1_234 }],
      });
    }
  });

  it("is not found inside an invoice or quote number, nor they in it", () => {
    expect(mentions("CR2026-0001", "R2026-0001")).toBe(false);
    expect(mentions("R2026-00012", "R2026-0001")).toBe(false);
    expect(mentions("F2026-0001", "R2026-0001")).toBe(false);
    expect(mentions("R2026-0001", "F2026-0001")).toBe(false);
    const [invoice] = matchStatement([line({ amountCents: 1_234, remittance: "F2026-0001" })], withNote);
    expect(invoice).toMatchObject({ kind: "booked", allocations: [{ itemId: "f1", kind: "invoice" }] });
    const [unknown] = matchStatement([line({ amountCents: 1_234, remittance: "R2026-0099" })], withNote);
    expect(unknown).toMatchObject({ kind: "assign", reason: "not-open" });
  });
});
