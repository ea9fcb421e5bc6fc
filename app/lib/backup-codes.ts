// Two-factor backup codes are read off paper or a screen and typed in by hand: their alphabet leaves out the
// characters that look alike (0/O, 1/l/I), and they are upper case only so case cannot be mistaken either.
import { twoFactorCopy } from "~/content/staff-access";

/** 31 characters: digits 2-9 and upper-case letters without I, L and O. */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const BACKUP_CODE_COUNT = 10;
/** Ten characters (≈ 49 bits a code), written as two groups of five: "K7M3Q-XP9RT". */
export const BACKUP_CODE_LENGTH = 10;

/** One character of the alphabet, uniformly: bytes past the last whole multiple of its length are redrawn. */
function randomCharacters(length: number, random: (bytes: Uint8Array) => Uint8Array): string {
  const limit = 256 - (256 % BACKUP_CODE_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      out += BACKUP_CODE_ALPHABET[byte % BACKUP_CODE_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Fresh backup codes (better-auth's twoFactor `customBackupCodesGenerate`). */
export function generateBackupCodes(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = randomCharacters(BACKUP_CODE_LENGTH, random);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The text file the enrolment page offers to download (CRLF, so Notepad shows one code per line too). */
export function backupCodesFile(brand: string, email: string, codes: readonly string[]): string {
  return [...twoFactorCopy.fileHeading(brand, email), "", ...codes, ""].join("\r\n");
}
