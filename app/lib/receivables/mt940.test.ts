// MT940 as the three big Dutch banks export it, written after their format descriptions (ING "MT940 & MT942
// Structured NL", Rabobank "MT940 Structured", ABN AMRO's SEPA /TRTP/ layout and its older unstructured text).
import { describe, expect, it } from "vitest";
import { statementRefusals } from "~/content/receivables";
import { parseMt940 } from "./mt940";
import { parseStatementFile, statementFormat } from "./statement-file";

/** Mijn ING Zakelijk: SWIFT blocks, :25: IBAN with currency, :28C: 00000, :86: /CODE/ with // between codes. */
const ING = [
  "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{3:{108:B12345678S000001}}{4:",
  ":20:P261202000000001",
  ":25:NL69INGB0123456789EUR",
  ":28C:00000",
  ":60F:C261201EUR1234,56",
  ":61:2612021202C257,13NTRFEREF123456789//2612020123456789",
  "/TRID/103/",
  ":86:/EREF/EREF123456789//CNTP/NL20RABO0301234567/RABONL2U/S. DE VRIES/BR",
  "EDA//REMI/USTD//Betaling OFF-2026-0007 drukwerk/",
  ":61:2612021202D45,00NDDTEREF9876//2612020123456790",
  "/TRID/104/",
  ":86:/EREF/EREF9876//MARF/MANDAAT01//CSID/NL98ZZZ999999990000//CNTP/NL9",
  "1ABNA0417164300/ABNANL2A/ENERGIEBEDRIJF BV/AMSTERDAM//REMI/USTD//Stroom",
  " december/",
  ":61:2612031203C1500,NTRFNONREF//2612030123456791",
  ":86:/EREF/NOTPROVIDED//CNTP/NL44ABNA0123456789/ABNANL2A/BAKKERIJ JANSEN",
  " BV/TILBURG//REMI/STRD/CUR/F2026-0012//",
  ":62F:C261203EUR2946,69",
  ":64:C261203EUR2946,69",
  ":86:/SUM/3/1/45,00/1757,13/",
  "-}",
].join("\r\n");

/** Rabobank MT940 Structured: ":940:" header, counter IBAN on the :61:'s next line, single slashes, NONREF. */
const RABO = [
  ":940:",
  ":20:940S261202",
  ":25:NL34RABO0123456789 EUR",
  ":28C:26233",
  ":60F:C261201EUR500,00",
  ":61:261202C120,5N541NONREF",
  "NL20INGB0001234567",
  ":86:/EREF/NOTPROVIDED/ORDP//NAME/P. Jansen/ADDR/Ginnekenweg 1 Breda/REMI/",
  "Factuur F2026-0012 en F2026-0013/ISDT/2026-12-02",
  ":61:261202RC99,00N541NONREF",
  "NL20INGB0001234567",
  ":86:/RTRN/AC04/EREF/NOTPROVIDED/ORDP//NAME/P. Jansen/REMI/teruggeboekt",
  ":62F:C261202EUR521,50",
].join("\n");

/** ABN AMRO: the file header lines, a SEPA /TRTP/ line, an older labelled one and an unstructured card payment. */
const ABN = [
  "ABNANL2A",
  "940",
  "ABNANL2A",
  ":20:ABN AMRO BANK NV",
  ":25:NL12ABNA0123456789",
  ":28:33301/1",
  ":60F:C261130EUR100,00",
  ":61:2612011201C42,35N654NONREF",
  ":86:/TRTP/SEPA OVERBOEKING/IBAN/NL91ABNA0417164300/BIC/ABNANL2A/NAME/J DE V",
  "RIES/REMI/F2026-0021 bedankt/EREF/NOTPROVIDED",
  ":61:2612011201C19,99N196NONREF",
  ":86:SEPA OVERBOEKING                 IBAN: NL02ABNA0123456780",
  "BIC: ABNANL2A                    NAAM: A. BAKKER",
  "OMSCHRIJVING: OFF-2026-0031",
  ":61:2612011201D12,50N426NONREF",
  ":86:BEA   NR:A1B23C   01.12.26/09.15 HEMA BREDA,PAS123",
  ":62F:C261201EUR149,84",
  "-",
].join("\r\n");

describe("parseMt940", () => {
  it("reads ING's structured lines: amount, date, direction, counterparty and remittance", () => {
    const result = parseMt940(ING);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.statement.iban).toBe("NL69INGB0123456789");
    expect(result.statement.lines).toEqual([
      {
        bankReference: "MT940/NL69INGB0123456789EUR/00000/261201/1/EREF123456789//2612020123456789",
        bookingDate: "2026-12-02",
        amountCents: 25_713,
        currency: "EUR",
        direction: "credit",
        reversal: false,
        booked: true,
        name: "S. DE VRIES",
        iban: "NL20RABO0301234567",
        remittance: "Betaling OFF-2026-0007 drukwerk",
      },
      expect.objectContaining({
        amountCents: 4_500,
        direction: "debit",
        name: "ENERGIEBEDRIJF BV",
        iban: "NL91ABNA0417164300",
        remittance: "Stroom december",
      }),
      expect.objectContaining({
        bookingDate: "2026-12-03",
        amountCents: 150_000,
        name: "BAKKERIJ JANSEN BV",
        remittance: "F2026-0012",
      }),
    ]);
  });

  it("reads Rabobank's counter account from the line after :61: and a reversal", () => {
    const result = parseMt940(RABO);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.statement.iban).toBe("NL34RABO0123456789");
    const [payment, reversal] = result.statement.lines;
    expect(payment).toMatchObject({
      bankReference: "MT940/NL34RABO0123456789EUR/26233/261201/1/NONREF",
      bookingDate: "2026-12-02",
      amountCents: 12_050,
      direction: "credit",
      reversal: false,
      name: "P. Jansen",
      iban: "NL20INGB0001234567",
      remittance: "Factuur F2026-0012 en F2026-0013",
    });
    expect(reversal).toMatchObject({ amountCents: 9_900, direction: "credit", reversal: true });
    // Same account, statement and :61: reference: the position keeps them apart.
    expect(reversal!.bankReference).not.toBe(payment!.bankReference);
  });

  it("reads ABN AMRO's /TRTP/ layout, its labelled text and plain text", () => {
    const result = parseMt940(ABN);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.statement.lines).toEqual([
      expect.objectContaining({
        bookingDate: "2026-12-01",
        amountCents: 4_235,
        name: "J DE VRIES",
        iban: "NL91ABNA0417164300",
        remittance: "F2026-0021 bedankt",
      }),
      expect.objectContaining({
        amountCents: 1_999,
        name: "A. BAKKER",
        iban: "NL02ABNA0123456780",
        remittance: "OFF-2026-0031",
      }),
      expect.objectContaining({
        amountCents: 1_250,
        direction: "debit",
        name: null,
        iban: null,
        remittance: "BEA NR:A1B23C 01.12.26/09.15 HEMA BREDA,PAS123",
      }),
    ]);
  });

  it("gives the same references for the same file and different ones per line", () => {
    const once = parseMt940(ING);
    const twice = parseMt940(ING);
    if (!once.ok || !twice.ok) throw new Error("not read");
    const references = once.statement.lines.map((line) => line.bankReference);
    expect(twice.statement.lines.map((line) => line.bankReference)).toEqual(references);
    expect(new Set(references).size).toBe(references.length);
  });

  it("reads an amount padded with zeros to the field's 15 characters", () => {
    const result = parseMt940(ING.replace(":61:2612021202C257,13", ":61:2612021202C00000000257,13"));
    if (!result.ok) throw new Error(result.error);
    expect(result.statement.lines[0]!.amountCents).toBe(25_713);
  });

  it("books a new year's entry date in the right year", () => {
    const result = parseMt940(ING.replace(":61:2612021202C257,13", ":61:2612310102C257,13"));
    if (!result.ok) throw new Error(result.error);
    expect(result.statement.lines[0]!.bookingDate).toBe("2027-01-02");
  });

  it("refuses a line whose amount or date cannot be read, in Dutch", () => {
    expect(parseMt940(ING.replace("C257,13NTRF", "C257.13NTRF"))).toEqual({
      ok: false,
      error: statementRefusals.badAmount("1.1"),
    });
    expect(parseMt940(ING.replace(":61:2612021202", ":61:2613021302"))).toEqual({
      ok: false,
      error: statementRefusals.badDate("1.1"),
    });
    expect(parseMt940(ING.replace(/:61:[^]*?(?=:62F:)/, ""))).toEqual({
      ok: false,
      error: statementRefusals.noLines,
    });
  });
});

describe("parseStatementFile", () => {
  it("tells the formats apart by their content", () => {
    expect(statementFormat(`\uFEFF<?xml version="1.0"?><Document/>`)).toBe("camt053");
    expect(statementFormat(ING)).toBe("mt940");
    expect(statementFormat(RABO)).toBe("mt940");
    expect(statementFormat(ABN)).toBe("mt940");
    expect(statementFormat("Datum;Naam;Bedrag\n2026-12-01;Jansen;12,50")).toBeNull();
  });

  it("refuses a file that is neither, in Dutch", () => {
    expect(parseStatementFile("Datum;Naam;Bedrag\n2026-12-01;Jansen;12,50")).toEqual({
      ok: false,
      error: statementRefusals.unknownFormat,
    });
    expect(parseStatementFile(ABN)).toMatchObject({ ok: true });
  });
});
