// An uploaded bank statement in either format the shop's banks export, told apart by its content (not its file
// name, which banks choose freely: .xml, .sta, .940, .txt): XML is read as CAMT.053, text with MT940's fields as
// MT940. Both give the same lines (camt053.ts StatementLine), so matching and booking are the same.
import { statementRefusals as refusals } from "~/content/receivables";
import { parseCamt053, type StatementResult } from "./camt053";
import { looksLikeMt940, parseMt940 } from "./mt940";

export type StatementFormat = "camt053" | "mt940";

export function statementFormat(content: string): StatementFormat | null {
  const start = content.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return "camt053";
  if (looksLikeMt940(content)) return "mt940";
  return null;
}

/** Reads a statement file of either format; a Dutch refusal when it is neither or cannot be read. */
export function parseStatementFile(content: string): StatementResult {
  const format = statementFormat(content);
  if (format === "camt053") return parseCamt053(content);
  if (format === "mt940") return parseMt940(content);
  return { ok: false, error: refusals.unknownFormat };
}
