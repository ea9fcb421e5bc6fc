import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("starts with a UTF-8 BOM, separates with ; and ends lines with CRLF", () => {
    const csv = toCsv(["Naam", "Plaats"], [["Zoë Müller", "Ginneken"]]);
    expect(csv).toBe("\uFEFFNaam;Plaats\r\nZoë Müller;Ginneken\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes separators, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('Zeg "hoi"')).toBe('"Zeg ""hoi"""');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe("a,b");
    expect(csvCell("a,b", ",")).toBe('"a,b"');
    expect(csvCell("regel 1\nregel 2")).toBe('"regel 1\nregel 2"');
  });

  it("neutralises formula injection in text cells", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+31 6 1234")).toBe("'+31 6 1234");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("normaal")).toBe("normaal");
    // A negative amount as csvAmount writes it stays a number Dutch Excel can add up.
    expect(csvCell("-50,00")).toBe("-50,00");
    expect(csvCell("-50,00+1")).toBe("'-50,00+1");
  });

  it("keeps HTML as plain text", () => {
    expect(csvCell("<img src=x onerror=alert(1)>")).toBe("<img src=x onerror=alert(1)>");
  });

  it("writes numbers, empty values and dates", () => {
    expect(toCsv(["a", "b", "c"], [[12, null, new Date("2026-01-02T03:04:05Z")]], { bom: false })).toBe(
      "a;b;c\r\n12;;2026-01-02T03:04:05.000Z\r\n",
    );
    expect(csvCell(-5)).toBe("-5");
  });
});
