// The inbox export as a CSV (for any tool) and as an Excel workbook (typed cells, so Excel keeps a phone
// number's leading zero, sorts dates as dates and adds up amounts). Both take their columns from
// lib/leads/export-columns, and both answer the same filtered list, audited the same way.
import { toCsv } from "~/lib/csv";
import {
  csvExportValue,
  LEAD_EXPORT_COLUMNS,
  LEAD_EXPORT_HEADER,
  type ExportLead,
} from "~/lib/leads/export-columns";
import { parseLeadFilter } from "~/lib/leads/filter";
import { amsterdamWallClock, shopToday } from "~/lib/shop-time";
import { audit } from "../audit.server";
import { requireStaff } from "../auth.server";
import { getDb } from "../db/index.server";
import { markPrivate } from "../staff/http.server";
import { exportLeads } from "./inbox.server";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Excel's own codes: shown as 02-03-2026 09:00 and € 1.234,56 in a Dutch Excel. */
export const XLSX_DATE_FORMAT = "dd-mm-yyyy hh:mm";
export const XLSX_AMOUNT_FORMAT = '"€" #,##0.00';

export function leadsCsv(leads: readonly ExportLead[]): string {
  return toCsv(
    [...LEAD_EXPORT_HEADER],
    leads.map((lead) => LEAD_EXPORT_COLUMNS.map((column) => csvExportValue(column, lead))),
  );
}

export async function leadsWorkbook(leads: readonly ExportLead[]): Promise<Buffer> {
  // Loaded on the first export, not at start: the library and its zip dependencies are a few MB of memory.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Aanvragen", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = LEAD_EXPORT_COLUMNS.map((column) => ({
    header: column.label,
    width: column.width,
    style:
      column.kind === "date"
        ? { numFmt: XLSX_DATE_FORMAT }
        : column.kind === "amount"
          ? { numFmt: XLSX_AMOUNT_FORMAT }
          : // "@" is Excel's text format: a phone number typed over later keeps its leading zero too.
            { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const lead of leads) {
    sheet.addRow(
      LEAD_EXPORT_COLUMNS.map((column) => {
        switch (column.kind) {
          case "date":
            return amsterdamWallClock(column.value(lead));
          case "amount": {
            const cents = column.value(lead);
            return cents === null ? null : cents / 100;
          }
          case "text":
            // Cells are typed, so a visitor's "=1+2" stays text: no formula guard needed as in the CSV.
            return column.value(lead) ?? null;
        }
      }),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: LEAD_EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET export.csv / export.xlsx: the inbox's current filter, for staff only, noted in the audit log. */
export async function exportResponse(request: Request, url: URL, format: "csv" | "xlsx"): Promise<Response> {
  // The staff layout's middleware has checked already; an export is bulk personal data, so check again.
  const user = await requireStaff(request);
  const filter = parseLeadFilter(url);
  const rows = await exportLeads({ ...filter, page: 1 });
  await audit(getDb(), {
    actorId: user.id,
    action: "lead.export",
    details: {
      format,
      rows: rows.length,
      type: filter.type,
      status: filter.status,
      source: filter.source,
      search: filter.q !== "",
      from: filter.from,
      to: filter.to,
    },
  });
  const name = `aanvragen-${shopToday()}.${format}`;
  const body = format === "csv" ? leadsCsv(rows) : new Uint8Array(await leadsWorkbook(rows));
  return markPrivate(
    new Response(body, {
      headers: {
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${name}"`,
      },
    }),
  );
}
