// The Mollie client (the official @mollie/api-client) from MOLLIE_API_KEY and MOLLIE_API_ENDPOINT; null without a
// key, and the shop takes bank transfers instead. Amounts go to Mollie as it wants them: "12.50" in EUR.
import { createMollieClient, type MollieClient } from "@mollie/api-client";
import { getEnv } from "../env.server";

/**
 * Where Mollie posts its webhook. server/app.ts lets a POST to exactly this path through its Origin check: Mollie
 * posts from its own servers, and the body (a payment id) is never trusted anyway.
 */
export const MOLLIE_WEBHOOK_PATH = "/api/mollie/webhook";

let client: MollieClient | null | undefined;

export function getMollie(): MollieClient | null {
  if (client === undefined) {
    const env = getEnv();
    client = env.MOLLIE_API_KEY
      ? createMollieClient({ apiKey: env.MOLLIE_API_KEY, apiEndpoint: env.MOLLIE_API_ENDPOINT })
      : null;
  }
  return client;
}

/** For tests that change the settings between cases. */
export function resetMollieClient(): void {
  client = undefined;
}

/** Cents as Mollie's amount: { currency: "EUR", value: "1234.50" }. */
export function mollieAmount(cents: number): { currency: "EUR"; value: string } {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("amount must be whole, positive cents");
  return { currency: "EUR", value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}` };
}

/** Mollie's "1234.50" back to cents. */
export function centsOf(amount: { value: string }): number {
  const [euros, fraction = ""] = amount.value.split(".");
  return Number(euros) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}
