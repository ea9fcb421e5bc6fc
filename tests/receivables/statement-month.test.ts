// The matcher on a realistic month (tests/helpers/camt-statement.ts): docs/receivables.md, "Bank statements".
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCamt053 } from "~/lib/receivables/camt053";
import { matchStatement, type LineOutcome } from "~/lib/receivables/matching";
import { generateMonth, type GeneratedLine, type GeneratedMonth } from "../helpers/camt-statement";

const FIXTURE = new URL("./fixtures/camt053-2026-11.xml", import.meta.url);
const month = generateMonth();

function right(outcome: LineOutcome, line: GeneratedLine): boolean {
  if (line.expected.kind !== outcome.kind) return false;
  if (outcome.kind !== "booked" || line.expected.kind !== "booked") return true;
  const sorted = (allocations: { itemId: string; cents: number }[]) =>
    JSON.stringify(
      allocations
        .map(({ itemId, cents }) => ({ itemId, cents }))
        .sort((a, b) => a.itemId.localeCompare(b.itemId)),
    );
  return sorted(outcome.allocations) === sorted(line.expected.allocations);
}

/** The matcher's outcomes on a generated month, scored against what a bookkeeper would do. */
function score(generated: GeneratedMonth) {
  const result = parseCamt053(generated.xml);
  if (!result.ok) throw new Error(result.error);
  const outcomes = matchStatement(result.statement.lines, generated.items);
  const isRight = outcomes.map((outcome, i) => right(outcome, generated.lines[i]!));
  return {
    right: isRight.filter(Boolean).length,
    wrong: outcomes.filter((outcome, i) => outcome.kind === "booked" && !isRight[i]),
    booked: outcomes.filter((outcome, i) => outcome.kind === "booked" && isRight[i]).length,
    shouldBook: generated.lines.filter((line) => line.expected.kind === "booked").length,
  };
}

describe("a month of bank statement lines", () => {
  it("is the committed fixture, with 200 lines", () => {
    expect(readFileSync(FIXTURE, "utf8")).toBe(month.xml);
    expect(month.lines).toHaveLength(200);
  });

  it("reads back line for line from the XML", () => {
    const result = parseCamt053(month.xml);
    if (!result.ok) throw new Error(result.error);
    expect(result.statement.iban).toBe("NL91RABO0123456789");
    expect(
      result.statement.lines.map((l) => [l.bankReference, l.amountCents, l.direction, l.name, l.remittance]),
    ).toEqual(
      month.lines.map((l) => [l.bankReference, l.cents, l.credit ? "credit" : "debit", l.name, l.remittance]),
    );
  });

  it("books at least 95 % of the lines right by itself and none wrongly", () => {
    const { right: rightCount, wrong, booked, shouldBook } = score(month);
    console.info(
      `statement of ${month.lines.length} lines: ${rightCount} handled right (${((100 * rightCount) / month.lines.length).toFixed(1)} %), ` +
        `${booked} of ${shouldBook} bookable lines booked without a hand, ${wrong.length} booked wrongly`,
    );
    expect(wrong.map((outcome) => outcome.line.bankReference)).toEqual([]);
    expect(rightCount / month.lines.length).toBeGreaterThanOrEqual(0.95);
    expect(booked / shouldBook).toBeGreaterThanOrEqual(0.95);
  });

  it("books none wrongly and at least 95 % right in twenty other months", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const other = generateMonth(seed);
      const { right: rightCount, wrong } = score(other);
      expect(wrong.map((outcome) => `${seed}: ${outcome.line.remittance}`)).toEqual([]);
      expect(rightCount / other.lines.length).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("books nothing when the same statement is matched again with its references seen", () => {
    const result = parseCamt053(month.xml);
    if (!result.ok) throw new Error(result.error);
    const seen = new Set(result.statement.lines.map((line) => line.bankReference));
    expect(seen.size).toBe(200);
    const again = matchStatement(result.statement.lines, month.items, seen);
    expect(again.every((outcome) => outcome.kind === "skipped" && outcome.reason === "seen")).toBe(true);
  });
});
