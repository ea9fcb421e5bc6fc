import { describe, expect, it } from "vitest";
import { BACKUP_CODE_ALPHABET, backupCodesFile, generateBackupCodes } from "./backup-codes";

describe("backup codes", () => {
  it("use no look-alike characters: no 0/O, 1/l/I, and no lower case", () => {
    for (const c of ["0", "O", "1", "l", "I", "L", "o", "i"]) expect(BACKUP_CODE_ALPHABET).not.toContain(c);
    expect(new Set(BACKUP_CODE_ALPHABET).size).toBe(BACKUP_CODE_ALPHABET.length);
    const codes = Array.from({ length: 200 }, () => generateBackupCodes()).flat();
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    // 20,000 random characters reach every letter of the alphabet (each is missed with odds ~e^-645).
    expect(new Set(codes.join("").replace(/-/g, "")).size).toBe(BACKUP_CODE_ALPHABET.length);
  });

  it("are ten different codes each time", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(generateBackupCodes()).not.toEqual(codes);
  });

  it("redraw bytes past the last whole multiple of the alphabet, so every character is equally likely", () => {
    // 248 = 8 × 31: bytes 248-255 would favour the first eight characters; they are skipped.
    const bytes = [255, 248, 0, 30, 31, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let i = 0;
    const codes = generateBackupCodes((buffer) => buffer.map(() => bytes[i++ % bytes.length]!));
    expect(codes[0]).toBe(
      [0, 30, 31, 247, 1, 2, 3, 4, 5, 6]
        .map((b) => BACKUP_CODE_ALPHABET[b % 31])
        .join("")
        .replace(/^(.{5})/, "$1-"),
    );
  });

  it("download as a text file with one code per line", () => {
    const text = backupCodesFile("Printshop Breda", "eigenaar@example.nl", ["AAAAA-BBBBB", "CCCCC-DDDDD"]);
    expect(text.split("\r\n")).toEqual([
      "Back-upcodes Printshop Breda",
      "Account: eigenaar@example.nl",
      "Elke code werkt één keer, als je je authenticator-app niet bij de hand hebt.",
      "",
      "AAAAA-BBBBB",
      "CCCCC-DDDDD",
      "",
    ]);
  });
});
