import { describe, expect, it } from "vitest";
import { statementRefusals } from "~/content/receivables";
import { amountToCents, parseCamt053 } from "./camt053";

const document = (version: string, entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt>
<GrpHdr><MsgId>1</MsgId><CreDtTm>2026-12-01T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>NL91 RABO 0123 4567 89</IBAN></Id></Acct>${entries}</Stmt>
</BkToCstmrStmt></Document>`;

describe("CAMT.053 statements", () => {
  it("reads a .02 entry: reference, date, amount, payer, remittance", () => {
    const result = parseCamt053(
      document(
        "02",
        `<Ntry><NtryRef>7</NtryRef><Amt Ccy="EUR">1210.5</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt><AcctSvcrRef>REF-1</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Bakkerij Smit &amp; Zn</Nm></Dbtr>
        <DbtrAcct><Id><IBAN>nl20ingb0001234567</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf><Ustrd>OFF-2026-</Ustrd><Ustrd>0007</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
      ),
    );
    expect(result).toEqual({
      ok: true,
      statement: {
        id: "S1",
        iban: "NL91RABO0123456789",
        lines: [
          {
            bankReference: "REF-1",
            bookingDate: "2026-11-03",
            amountCents: 121_050,
            currency: "EUR",
            direction: "credit",
            reversal: false,
            booked: true,
            name: "Bakkerij Smit & Zn",
            iban: "NL20INGB0001234567",
            remittance: "OFF-2026- 0007",
          },
        ],
      },
    });
  });

  it("reads a .08 batch entry: the status as a code, each transaction's own amount and reference", () => {
    const result = parseCamt053(
      document(
        "08",
        `<Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-11-04T10:00:00+01:00</DtTm></BookgDt><AcctSvcrRef>B1</AcctSvcrRef><NtryDtls>
        <TxDtls><Refs><AcctSvcrRef>B1-a</AcctSvcrRef></Refs><Amt Ccy="EUR">10.00</Amt>
          <RmtInf><Strd><CdtrRefInf><Ref>F2026-0001</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>
        <TxDtls><Amt Ccy="EUR">20.00</Amt><RmtInf><Ustrd>F2026-0002</Ustrd></RmtInf></TxDtls>
        </NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts>
        <ValDt><Dt>2026-11-05</Dt></ValDt><AddtlNtryInf>Kosten</AddtlNtryInf></Ntry>`,
      ),
    );
    if (!result.ok) throw new Error(result.error);
    expect(
      result.statement.lines.map((l) => [
        l.bankReference,
        l.amountCents,
        l.bookingDate,
        l.booked,
        l.direction,
        l.remittance,
      ]),
    ).toEqual([
      ["B1-a", 1000, "2026-11-04", true, "credit", "F2026-0001"],
      ["B1/2", 2000, "2026-11-04", true, "credit", "F2026-0002"],
      ["S1/2", 500, "2026-11-05", false, "debit", "Kosten"],
    ]);
  });

  it("refuses what is not a readable statement, in Dutch", () => {
    expect(parseCamt053("<nope")).toEqual({ ok: false, error: statementRefusals.notXml });
    expect(parseCamt053("<Document><Other/></Document>")).toEqual({
      ok: false,
      error: statementRefusals.notCamt053,
    });
    expect(parseCamt053(document("02", ""))).toEqual({ ok: false, error: statementRefusals.noLines });
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]>${document("02", "").replace(/^<\?xml[^>]*>/, "")}`;
    expect(parseCamt053(bomb)).toEqual({ ok: false, error: statementRefusals.doctype });
    const entry = (amount: string, date: string) =>
      document(
        "02",
        `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${date}</Dt></BookgDt></Ntry>`,
      );
    expect(parseCamt053(entry("12,50", "2026-11-03"))).toEqual({
      ok: false,
      error: statementRefusals.badAmount("1.1"),
    });
    expect(parseCamt053(entry("1e3", "2026-11-03"))).toEqual({
      ok: false,
      error: statementRefusals.badAmount("1.1"),
    });
    expect(parseCamt053(entry("12.50", "3 november"))).toEqual({
      ok: false,
      error: statementRefusals.badDate("1.1"),
    });
  });

  it("turns decimal amounts into cents without floating point", () => {
    expect(amountToCents("0.1")).toBe(10);
    expect(amountToCents("1234567890.99")).toBe(123_456_789_099);
    expect(amountToCents("19.999")).toBeNull();
    expect(amountToCents("-5.00")).toBeNull();
  });
});
