// Matching a bank statement's credit lines to what is open: prepayments waiting for a bank transfer (the quote
// number as reference), invoices with an amount due (the invoice number, or the quote number it names) and sent
// rentenota's with something open (the note's R number).
// A line is booked only when it points at open items without doubt and pays exactly what they hold; every other
// credit waits to be assigned by hand (docs/receivables.md, "Bank statements"). Pure: the server loads the open
// items and the bank references already booked, and books what this returns.
import type { StatementLine } from "./camt053";
import type { assignReasonLabels } from "~/content/receivables";

export interface OpenItem {
  kind: "prepayment" | "invoice" | "interest";
  /** The quote id (a prepayment), the invoice id or the rentenota's (interest charge) id. */
  id: string;
  /**
   * The numbers a payer may write: the quote number (OFF-2026-0007) and, for an invoice, its own (F2026-0012); a
   * rentenota only its own (R2026-0001).
   */
  references: readonly string[];
  openCents: number;
  /** The customer's name and company as the quote or invoice (for a rentenota: its invoice) has them. */
  names: readonly (string | null)[];
}

export interface Allocation {
  itemId: string;
  kind: OpenItem["kind"];
  cents: number;
}

export type AssignReason = keyof typeof assignReasonLabels;

export type LineOutcome =
  | { kind: "booked"; line: StatementLine; allocations: Allocation[]; basis: "reference" | "name" }
  | { kind: "assign"; line: StatementLine; reason: AssignReason; candidates: string[] }
  /** Not a receipt to book: money going out, a booking only announced, or a bank reference seen before. */
  | { kind: "skipped"; line: StatementLine; reason: "debit" | "pending" | "seen" };

const SEPARATOR = /[\s\-\u2010-\u2015_]/u;

/** Text with separators dropped and upper-cased, with each kept character's place in the original. */
function compact(value: string): { text: string; at: number[] } {
  let text = "";
  const at: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (SEPARATOR.test(char)) continue;
    text += char.toUpperCase();
    at.push(i);
  }
  return { text, at };
}

const ALNUM = /[A-Z0-9]/;

/**
 * Whether `reference` occurs in `remittance` with spaces and dashes ignored, as a whole: what touches it on either
 * side without a separator in between must not be a letter or digit ("F2026-0012" is not in "OFF-2026-0012" or in
 * "F2026-00123"; it is in "factuur F 2026 0012," and "OFF-2026-0007-2" names OFF-2026-0007, version 2).
 */
export function mentions(remittance: string, reference: string): boolean {
  return occursIn(compact(remittance), compact(reference).text);
}

function occursIn(hay: { text: string; at: number[] }, needle: string): boolean {
  if (!needle) return false;
  for (let from = hay.text.indexOf(needle); from >= 0; from = hay.text.indexOf(needle, from + 1)) {
    const end = from + needle.length - 1;
    const before = from > 0 && ALNUM.test(hay.text[from - 1]!) && hay.at[from - 1]! + 1 === hay.at[from]!;
    const after =
      end + 1 < hay.text.length && ALNUM.test(hay.text[end + 1]!) && hay.at[end]! + 1 === hay.at[end + 1]!;
    if (!before && !after) return true;
  }
  return false;
}

const PARTICLES = new Set(["de", "den", "der", "van", "het", "ten", "ter", "bv", "vof", "nv", "en", "cv"]);

/** A name's words, lower case without accents or punctuation: the significant ones and the initials apart. */
function nameParts(name: string): { words: Set<string>; initials: Set<string>; ordered: string[] } {
  const tokens = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // Letters NFKD does not take apart, as banks write them without the stroke.
    .replace(/[łøđ]/g, (c) => ({ ł: "l", ø: "o", đ: "d" })[c]!)
    .replace(/b\.v\.|v\.o\.f\.|n\.v\./g, " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const ordered = tokens.filter((word) => word.length > 1 && !PARTICLES.has(word));
  return { words: new Set(ordered), initials: new Set(tokens.filter((t) => t.length === 1)), ordered };
}

/**
 * The payer's name is the customer's or the company's: its last significant word (the surname) is there, and each
 * other word written out or as an initial, as banks write "J. de Vries" for Jan de Vries.
 */
export function nameMatches(payer: string | null, names: readonly (string | null)[]): boolean {
  if (!payer) return false;
  const { words, initials } = nameParts(payer);
  return names.some((name) => {
    const wanted = name ? nameParts(name).ordered : [];
    const last = wanted.at(-1);
    if (!last || !words.has(last)) return false;
    return wanted.slice(0, -1).every((word) => words.has(word) || initials.has(word[0]!));
  });
}

/** Something that reads as a quote, invoice or rentenota number (spaces and dashes allowed), for "not open". */
const NUMBER_LIKE = /(?<![a-z0-9])(?:OFF|F|R)[\s-]*\d{4}[\s-]*\d{4}(?!\d)/i;

/**
 * Each line's outcome, in the statement's order. `seen` holds bank references booked or listed before (an upload
 * of the same statement again books nothing); an item paid by an earlier line is not open for a later one.
 */
export function matchStatement(
  lines: readonly StatementLine[],
  items: readonly OpenItem[],
  seen: ReadonlySet<string> = new Set(),
): LineOutcome[] {
  const open = new Map(items.map((item) => [item.id, item.openCents]));
  const needles = new Map(items.map((item) => [item.id, item.references.map((ref) => compact(ref).text)]));
  const paidBy = new Set<string>();
  const seenHere = new Set(seen);
  return lines.map((line): LineOutcome => {
    if (seenHere.has(line.bankReference)) return { kind: "skipped", line, reason: "seen" };
    seenHere.add(line.bankReference);
    if (line.direction === "debit") return { kind: "skipped", line, reason: "debit" };
    if (!line.booked) return { kind: "skipped", line, reason: "pending" };
    const assign = (reason: AssignReason, candidates: string[] = []): LineOutcome => ({
      kind: "assign",
      line,
      reason,
      candidates,
    });
    if (line.reversal) return assign("reversal");
    if (line.currency !== "EUR") return assign("currency");

    const hay = compact(line.remittance);
    const named = items.filter((item) => needles.get(item.id)!.some((needle) => occursIn(hay, needle)));
    if (named.length > 0) {
      const ids = named.map((item) => item.id);
      if (named.some((item) => paidBy.has(item.id))) return assign("already-matched", ids);
      const total = named.reduce((sum, item) => sum + open.get(item.id)!, 0);
      if (total !== line.amountCents) return assign(named.length > 1 ? "ambiguous" : "amount", ids);
      return book(line, named, open, paidBy, "reference");
    }
    if (NUMBER_LIKE.test(line.remittance)) return assign("not-open");
    // No number: an exact amount from a payer whose name is the customer's, and only one such item.
    const byName = items.filter(
      (item) =>
        !paidBy.has(item.id) && open.get(item.id) === line.amountCents && nameMatches(line.name, item.names),
    );
    if (byName.length === 1) return book(line, byName, open, paidBy, "name");
    return assign(
      byName.length > 1 ? "ambiguous" : "no-match",
      byName.map((item) => item.id),
    );
  });
}

function book(
  line: StatementLine,
  items: readonly OpenItem[],
  open: Map<string, number>,
  paidBy: Set<string>,
  basis: "reference" | "name",
): LineOutcome {
  const allocations = items.map((item) => ({ itemId: item.id, kind: item.kind, cents: open.get(item.id)! }));
  for (const item of items) {
    paidBy.add(item.id);
    open.set(item.id, 0);
  }
  return { kind: "booked", line, allocations, basis };
}
