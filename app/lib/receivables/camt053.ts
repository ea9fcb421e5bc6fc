// Reading a bank statement in CAMT.053 (ISO 20022 BankToCustomerStatement), the format Dutch banks export:
// every entry, or every transaction of a batch entry, as one line with its bank reference, booking date, amount,
// direction, the other party and the remittance text (docs/receivables.md, "Bank statements"). Versions
// camt.053.001.02 to .13 differ in where a few elements sit; namespaces are ignored and both places are read.
import { XMLParser } from "fast-xml-parser";
import { statementRefusals as refusals } from "~/content/receivables";

export interface StatementLine {
  /** Unique per booking at the bank (the servicer's reference), so a statement read twice books nothing twice. */
  bankReference: string;
  /** yyyy-MM-dd */
  bookingDate: string;
  /** Positive cents; the direction says which way. */
  amountCents: number;
  currency: string;
  direction: "credit" | "debit";
  /** The bank reverses an earlier booking (a returned transfer). */
  reversal: boolean;
  /** Booked ("BOOK") or only announced (pending, information). */
  booked: boolean;
  /** The other party: the payer of a credit. */
  name: string | null;
  iban: string | null;
  /** Unstructured and structured remittance information, joined (or the bank's additional text when there is none). */
  remittance: string;
}

export interface Statement {
  id: string;
  iban: string | null;
  lines: StatementLine[];
}

export type StatementResult = { ok: true; statement: Statement } | { ok: false; error: string };

type Node = Record<string, unknown>;
const REPEATED = new Set(["Stmt", "Ntry", "TxDtls", "Ustrd", "Strd", "NtryDtls"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Node)[key] : undefined), node);
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
/** An element's text, whether it has attributes ({ "#text", "@Ccy" }) or not. */
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object" && "#text" in value) return text((value as Node)["#text"]);
  return null;
}

const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
/** "121.5" → 12150: decimal text to cents without floating point. */
export function amountToCents(value: string): number | null {
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** An amount element, { "#text": "12.50", "@Ccy": "EUR" }: its cents and currency. */
function amountOf(node: unknown): { cents: number; currency: string } | null {
  const value = text(node);
  const cents = value === null ? null : amountToCents(value);
  if (cents === null) return null;
  const currency = node && typeof node === "object" ? String((node as Node)["@Ccy"] ?? "EUR") : "EUR";
  return { cents, currency };
}

const DATE = /^(\d{4}-\d{2}-\d{2})/;
function dateOf(node: unknown): string | null {
  const value = text(child(node, "Dt")) ?? text(child(node, "DtTm"));
  const match = value ? DATE.exec(value) : null;
  return match && !Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? match[1]! : null;
}

/** The status, a code in .02-.06 ("BOOK") and a Cd element from .07 on. */
const statusOf = (entry: Node) => text(entry.Sts) ?? text(child(entry, "Sts", "Cd"));

function remittanceOf(tx: Node | undefined, entry: Node): string {
  const info = child(tx, "RmtInf");
  const parts = [
    ...list(child(info, "Ustrd")).map(text),
    ...list(child(info, "Strd")).flatMap((strd) => [
      text(child(strd, "CdtrRefInf", "Ref")),
      ...list(child(strd, "AddtlRmtInf")).map(text),
    ]),
  ].filter((part): part is string => !!part);
  if (parts.length > 0) return parts.join(" ");
  return text(child(tx, "AddtlTxInf")) ?? text(entry.AddtlNtryInf) ?? "";
}

/** The party on the other side: the debtor of a credit, the creditor of a debit (.02 has them under RltdPties). */
function partyOf(tx: Node | undefined, credit: boolean): { name: string | null; iban: string | null } {
  const parties = child(tx, "RltdPties");
  const role = credit ? "Dbtr" : "Cdtr";
  const name = text(child(parties, role, "Nm")) ?? text(child(parties, role, "Pty", "Nm"));
  const iban = text(child(parties, `${role}Acct`, "Id", "IBAN"));
  return { name, iban: iban?.replace(/\s+/g, "").toUpperCase() ?? null };
}

/** Reads a CAMT.053 document; a Dutch refusal when it is not one or a booking cannot be read. */
export function parseCamt053(xml: string): StatementResult {
  // A statement never declares a DOCTYPE; refusing it keeps entity tricks out before parsing.
  if (/<!DOCTYPE/i.test(xml)) return { ok: false, error: refusals.doctype };
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch {
    return { ok: false, error: refusals.notXml };
  }
  const root = child(doc, "Document", "BkToCstmrStmt");
  if (!root) return { ok: false, error: refusals.notCamt053 };
  const lines: StatementLine[] = [];
  const statements = list(child(root, "Stmt"));
  for (const [s, stmt] of statements.entries()) {
    const statementId = text(stmt.Id) ?? `stmt${s + 1}`;
    for (const [e, entry] of list(stmt.Ntry).entries()) {
      const where = `${s + 1}.${e + 1}`;
      const entryAmount = amountOf(entry.Amt);
      if (!entryAmount) return { ok: false, error: refusals.badAmount(where) };
      const bookingDate = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt);
      if (!bookingDate) return { ok: false, error: refusals.badDate(where) };
      const credit = text(entry.CdtDbtInd) === "CRDT";
      const entryReference = text(entry.AcctSvcrRef) ?? text(entry.NtryRef) ?? `${statementId}/${e + 1}`;
      const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
      const common = {
        bookingDate,
        direction: credit ? ("credit" as const) : ("debit" as const),
        reversal: text(entry.RvslInd) === "true",
        booked: statusOf(entry) === "BOOK",
      };
      if (transactions.length <= 1) {
        const tx = transactions[0];
        lines.push({
          ...common,
          bankReference: text(child(tx, "Refs", "AcctSvcrRef")) ?? entryReference,
          amountCents: entryAmount.cents,
          currency: entryAmount.currency,
          ...partyOf(tx, credit),
          remittance: remittanceOf(tx, entry),
        });
        continue;
      }
      // A batch entry: one line per transaction, each with its own amount.
      for (const [t, tx] of transactions.entries()) {
        const amount = amountOf(child(tx, "Amt")) ?? amountOf(child(tx, "AmtDtls", "TxAmt", "Amt"));
        if (!amount) return { ok: false, error: refusals.badAmount(`${where}.${t + 1}`) };
        lines.push({
          ...common,
          bankReference: text(child(tx, "Refs", "AcctSvcrRef")) ?? `${entryReference}/${t + 1}`,
          amountCents: amount.cents,
          currency: amount.currency,
          ...partyOf(tx, credit),
          remittance: remittanceOf(tx, entry),
        });
      }
    }
  }
  if (lines.length === 0) return { ok: false, error: refusals.noLines };
  const first = statements[0];
  const iban =
    text(child(first, "Acct", "Id", "IBAN"))
      ?.replace(/\s+/g, "")
      .toUpperCase() ?? null;
  return { ok: true, statement: { id: text(first?.Id) ?? "", iban, lines } };
}
