// The inbox export as Excel: typed cells (a phone number as text with its leading zero, the date as a date in
// Amsterdam time, a work-wear total as a number) under the same headers as the CSV, read back with exceljs.
import ExcelJS from "exceljs";
import { beforeAll, expect, it } from "vitest";
import { parseLeadFilter } from "~/lib/leads/filter";
import { quoteRequests, workwearOrders } from "~/server/db/schema.server";
import { leadsCsv, leadsWorkbook, XLSX_AMOUNT_FORMAT, XLSX_DATE_FORMAT } from "~/server/leads/export.server";
import { exportLeads } from "~/server/leads/inbox.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

const filter = (query = "") => parseLeadFilter(new URL(`http://localhost/employee-dashboard${query}`));

async function readBack(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Aanvragen")!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row, n) => {
    if (n > 1) rows.set(String(row.getCell(header.indexOf("Naam") + 1).value), row);
  });
  const cell = (name: string, label: string) => rows.get(name)!.getCell(header.indexOf(label) + 1);
  return { header, rows, cell };
}

describeEachDatabase("staff export as Excel", (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    await database.db.insert(quoteRequests).values({
      form: "modal",
      name: "Jan Offerte",
      email: "jan@example.nl",
      phone: "0612345678",
      service: "stickers",
      description: "=1+2 50 stickers",
      // Summer time: 08:05 UTC is 10:05 in Breda.
      createdAt: new Date("2026-07-02T08:05:00Z"),
    });
    await database.db.insert(workwearOrders).values({
      name: "Els Werkkleding",
      email: "els@example.nl",
      phone: "076 123 45 67",
      company: "Bouw BV",
      deliveryMethod: "pickup",
      logoPosition: "chest-left",
      technique: "embroidery",
      pieces: 12,
      totalCents: 123456,
      // Winter time: 23:30 UTC on 1 Dec is 00:30 on 2 Dec in Breda.
      createdAt: new Date("2026-12-01T23:30:00Z"),
    });
  });

  it("has the CSV's headers, in the CSV's order", async () => {
    const leads = await exportLeads(filter());
    const { header } = await readBack(await leadsWorkbook(leads));
    const csvHeader = leadsCsv(leads).slice(1).split("\r\n")[0]!.split(";");
    expect(header).toEqual(csvHeader);
    expect(header).toEqual(expect.arrayContaining(["Telefoonnummer", "Ontvangen", "Bedrag"]));
  });

  it("keeps phone numbers as text, with the leading zero", async () => {
    const { cell } = await readBack(await leadsWorkbook(await exportLeads(filter())));
    expect(cell("Jan Offerte", "Telefoonnummer").type).toBe(ExcelJS.ValueType.String);
    expect(cell("Jan Offerte", "Telefoonnummer").value).toBe("0612345678");
    expect(cell("Els Werkkleding", "Telefoonnummer").value).toBe("076 123 45 67");
    // A visitor's formula-like text stays text, not a formula.
    expect(cell("Jan Offerte", "Details").type).toBe(ExcelJS.ValueType.String);
  });

  it("writes the date as a date, in Amsterdam time, shown dd-mm-yyyy hh:mm", async () => {
    const { cell } = await readBack(await leadsWorkbook(await exportLeads(filter())));
    const summer = cell("Jan Offerte", "Ontvangen");
    expect(summer.type).toBe(ExcelJS.ValueType.Date);
    expect(summer.value).toBeInstanceOf(Date);
    expect((summer.value as Date).toISOString()).toBe("2026-07-02T10:05:00.000Z");
    expect(summer.numFmt).toBe(XLSX_DATE_FORMAT);
    expect((cell("Els Werkkleding", "Ontvangen").value as Date).toISOString()).toBe(
      "2026-12-02T00:30:00.000Z",
    );
  });

  it("writes a work-wear total as a number in euros with a € format, empty for other types", async () => {
    const leads = await exportLeads(filter());
    const { cell } = await readBack(await leadsWorkbook(leads));
    const amount = cell("Els Werkkleding", "Bedrag");
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(1234.56);
    expect(amount.numFmt).toBe(XLSX_AMOUNT_FORMAT);
    expect(cell("Jan Offerte", "Bedrag").value).toBeNull();
    // The CSV writes the same amount with a decimal comma.
    expect(leadsCsv(leads)).toContain(";1234,56;");
  });
});
