// CSV for spreadsheets (RFC 4180 quoting). Defaults suit Dutch Excel: ";" separator, UTF-8 BOM so é, ë and €
// survive, CRLF line ends. Cells that a spreadsheet would run as a formula are prefixed with ' (OWASP).
import { shopNow } from "./shop-time";

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvOptions {
  separator?: ";" | ",";
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative amount ("-50,00", a credit invoice's total) is a number to Excel, not a formula: left as is. */
const NEGATIVE_NUMBER = /^-\d+(,\d+)?$/;

/** One cell: formula guard first, then quoting when the cell holds a separator, quote or line break. */
export function csvCell(value: CsvValue, separator: ";" | "," = ";"): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  // Numbers we write ourselves are safe; text from visitors is not (e.g. "=HYPERLINK(...)" or "-2+3").
  if (typeof value === "string" && FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  if (text.includes(separator) || text.includes('"') || text.includes("\n") || text.includes("\r")) {
    text = `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

export function toCsv(header: string[], rows: CsvValue[][], options: CsvOptions = {}): string {
  const separator = options.separator ?? ";";
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `${options.bom === false ? "" : "\uFEFF"}${lines.join("\r\n")}\r\n`;
}

/** A moment as a CSV cell: Amsterdam wall-clock time, "2026-03-02 09:00", which Dutch Excel reads as a date. */
export function csvDateTime(value: Date): string {
  const { date, time } = shopNow(value);
  return `${date} ${time}`;
}

/** Cents as a CSV cell with a decimal comma, as Dutch Excel reads an amount: 123456 → "1234,56". */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}
