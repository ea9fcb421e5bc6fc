// Reading a bank statement in SWIFT MT940 as Dutch banks export it (ING, Rabobank, ABN AMRO): every :61: statement
// line with its :86: information as one line of the same shape CAMT.053 gives (camt053.ts), so matching and
// booking do not know which format was uploaded (docs/receivables.md, "Bank statements (MT940)").
//
// MT940 carries no bank reference that is unique per booking at every bank (ING's :28C: is "00000", Rabobank's
// :61: reference is often "NONREF"), so a line's reference is made from what identifies it within the bank's own
// numbering: the account (:25:), the statement number (:28C:), the opening balance's date (:60F:), the line's
// position in the statement and the :61: references. The same file read twice gives the same references.
import { statementRefusals as refusals } from "~/content/receivables";
import type { Statement, StatementLine, StatementResult } from "./camt053";

interface Field {
  tag: string;
  lines: string[];
}

/** The :tag: fields of the file, continuation lines kept apart (a wrapped :86: is joined per its kind). */
function fieldsOf(content: string): Field[] {
  // SWIFT blocks {1:…}{2:…}{3:{108:…}} and the {4: / -} around the text carry nothing a line needs.
  const body = content
    .replace(/^\uFEFF/, "")
    .replace(/\{[123]:(?:[^{}]|\{[^{}]*\})*\}/g, "")
    .replace(/\{4:/g, "\n")
    .replace(/-\}/g, "\n");
  const fields: Field[] = [];
  for (const raw of body.split(/\r?\n/)) {
    const match = /^:(\d{2}[A-Z]?):(.*)$/.exec(raw);
    if (match) fields.push({ tag: match[1]!, lines: [match[2]!] });
    // A line before the first field is a bank's file header (ABN AMRO's "ABNANL2A" / "940", Rabobank's ":940:").
    else if (fields.length > 0 && raw !== "-") fields.at(-1)!.lines.push(raw);
  }
  return fields;
}

/** "000000000100,5" → 10050, without floating point. */
function mtAmountToCents(value: string): number | null {
  // Banks pad the 15-character field with zeros ("000000000100,00"); the euros must stay a safe integer in cents.
  const match = /^0*(\d{1,13}),(\d{0,2})$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]!.padEnd(2, "0"));
}

function isoDate(yymmdd: string): string | null {
  const iso = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The booking (entry) date MMDD of a :61:, in the year that puts it nearest the value date. */
function entryDate(valueDate: string, mmdd: string | undefined): string | null {
  if (!mmdd) return valueDate;
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = valueMonth === 12 && month === 1 ? 1 : valueMonth === 1 && month === 12 ? -1 : 0;
  return isoDate(`${String(year + shift).slice(2)}${mmdd}`);
}

// :61: value date, entry date, (R)C/(R)D, funds code, amount, transaction type, references.
const LINE = /^(\d{6})(\d{4})?(R?[CD])([A-Z])?(\d{1,15},\d{0,2})([NSF][A-Z0-9]{3})(.*)$/;

/** The subfield codes of a structured :86: (ING, Rabobank and ABN AMRO SEPA), as /CODE/ anywhere in the text. */
const CODES = [
  "EREF", "MARF", "CSID", "CNTP", "REMI", "USTD", "STRD", "CUR", "NAME", "IBAN", "BIC", "TRTP", "ORDP", "BENM",
  "ADDR", "ISDT", "PURP", "RTRN", "ULTC", "ULTD", "ULTB", "SVCL", "CDTRREF", "CDTRREFTP", "PREF", "RTYP", "CHGS",
  "EXCH", "OCMT", "BUSP", "ISSR", "SUM",
]; // prettier-ignore
const CODE = new RegExp(`/(${CODES.join("|")})(?=/)`, "g");
const HAS_CODE = new RegExp(CODE.source);

const IBAN = /\b([A-Z]{2}\d{2}[A-Z0-9]{4}\d{7,20})\b/;
const cleanIban = (value: string | undefined) => {
  const iban = value?.replace(/\s+/g, "").toUpperCase();
  return iban && /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban) ? iban : null;
};
const squash = (value: string) => value.replace(/\s+/g, " ").trim();
const unslash = (value: string) => squash(value.replace(/^\/+|\/+$/g, ""));

interface Details {
  name: string | null;
  iban: string | null;
  remittance: string;
}

/** A structured :86:: /CODE/value pairs; the first of each code counts (a later NAME is an ultimate party's). */
function structured(text: string): Details {
  const values = new Map<string, string>();
  const found = [...text.matchAll(CODE)];
  for (const [i, match] of found.entries()) {
    const end = found[i + 1]?.index ?? text.length;
    const value = unslash(text.slice(match.index + match[0].length, end));
    if (!values.has(match[1]!)) values.set(match[1]!, value);
  }
  // ING: /CNTP/account/BIC/name/city/.
  const counterparty = values.get("CNTP")?.split("/") ?? [];
  const remittance =
    values.get("USTD") ||
    [values.get("REMI"), values.get("CUR"), values.get("CDTRREF")].filter(Boolean).join(" ") ||
    "";
  return {
    name: counterparty[2]?.trim() || values.get("NAME") || null,
    iban: cleanIban(counterparty[0]) ?? cleanIban(values.get("IBAN")),
    remittance,
  };
}

/** An unstructured :86:: the whole text, or ABN AMRO's "NAAM: … OMSCHRIJVING: …" labels where they are. */
function unstructured(text: string): Details {
  const labelled = (label: string) =>
    new RegExp(
      `${label}:\\s*(.*?)\\s*(?=(?:IBAN|BIC|NAAM|OMSCHRIJVING|KENMERK|MACHTIGING|INCASSANT|BETALINGSKENM\\.):|$)`,
    ).exec(text)?.[1] || null;
  return {
    name: labelled("NAAM"),
    iban: cleanIban(labelled("IBAN") ?? undefined) ?? cleanIban(IBAN.exec(text)?.[1]),
    remittance: labelled("OMSCHRIJVING") ?? text,
  };
}

/** A :86:'s lines joined: structured text is cut at 65 characters mid-word, free text is words. */
function detailsOf(field: Field | undefined): Details {
  if (!field) return { name: null, iban: null, remittance: "" };
  const isStructured = field.lines[0]!.startsWith("/") && HAS_CODE.test(field.lines.join(""));
  return isStructured ? structured(field.lines.join("")) : unstructured(squash(field.lines.join(" ")));
}

/** Whether the text looks like an MT940 statement at all (the upload's format detection). */
export function looksLikeMt940(content: string): boolean {
  return /^:20:/m.test(content) && /^:25:/m.test(content) && /^:6[01][FM]?:/m.test(content);
}

/** Reads an MT940 file (one or more statements); a Dutch refusal when it is not one or a line cannot be read. */
export function parseMt940(content: string): StatementResult {
  if (!looksLikeMt940(content)) return { ok: false, error: refusals.notMt940 };
  const fields = fieldsOf(content);
  const lines: StatementLine[] = [];
  let first: Pick<Statement, "id" | "iban"> | null = null;
  let account = "";
  let number = "";
  let opened = "";
  let currency = "EUR";
  let position = 0;
  let statementCount = 0;
  for (const [f, field] of fields.entries()) {
    const value = field.lines[0]!.trim();
    if (field.tag === "20") {
      statementCount++;
      position = 0;
      currency = "EUR";
    } else if (field.tag === "25") {
      account = value.replace(/\s+/g, "").toUpperCase();
    } else if (field.tag === "28C" || field.tag === "28") {
      number = value;
      first ??= { id: `${account}/${number}`, iban: cleanIban(account.replace(/(\d)[A-Z]{3}$/, "$1")) };
    } else if (/^60[FM]$/.test(field.tag)) {
      const balance = /^[CD](\d{6})([A-Z]{3})/.exec(value);
      opened = balance?.[1] ?? "";
      currency = balance?.[2] ?? "EUR";
    } else if (field.tag === "61") {
      position++;
      const where = `${statementCount}.${position}`;
      const match = LINE.exec(value);
      if (!match) return { ok: false, error: refusals.badAmount(where) };
      const [, value6, entry4, mark, , amountText, , rest] = match;
      const valueDate = isoDate(value6!);
      const bookingDate = valueDate ? entryDate(valueDate, entry4) : null;
      if (!bookingDate) return { ok: false, error: refusals.badDate(where) };
      const amountCents = mtAmountToCents(amountText!);
      if (amountCents === null) return { ok: false, error: refusals.badAmount(where) };
      // The line's own references (account owner's // bank's), and Rabobank's counter account on the next line.
      const references = squash(rest!);
      const supplement = squash(field.lines.slice(1).join(" "));
      const next = fields[f + 1];
      const details = detailsOf(next?.tag === "86" ? next : undefined);
      lines.push({
        bankReference: `MT940/${account}/${number}/${opened}/${position}/${references}`,
        bookingDate,
        amountCents,
        currency,
        direction: mark!.endsWith("C") ? "credit" : "debit",
        reversal: mark!.startsWith("R"),
        // An MT940 holds booked lines only; what is announced comes as MT942.
        booked: true,
        name: details.name,
        iban: details.iban ?? cleanIban(IBAN.exec(supplement)?.[1]),
        remittance: details.remittance,
      });
    }
  }
  if (lines.length === 0) return { ok: false, error: refusals.noLines };
  return { ok: true, statement: { id: first?.id ?? "", iban: first?.iban ?? null, lines } };
}
