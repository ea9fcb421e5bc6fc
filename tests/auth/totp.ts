// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s) for tests: what an authenticator app computes from the QR code.
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/, "").replace(/\s+/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`invalid base32 character ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

/** The current code for a base32 secret (or an otpauth:// URI carrying one). */
export function totp(secretOrUri: string, now = Date.now(), period = 30, digits = 6): string {
  const secret = secretOrUri.startsWith("otpauth://")
    ? (new URL(secretOrUri).searchParams.get("secret") ?? "")
    : secretOrUri;
  return hotp(base32Decode(secret), Math.floor(now / 1000 / period), digits);
}
