import { describe, expect, it } from "vitest";
import { cspNonce } from "./csp-nonce.server";

describe("CSP nonce", () => {
  it("is 128 bits in base64, a new one every time, across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, cspNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
