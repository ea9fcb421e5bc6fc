// Mollie's webhook through the production server (npm run build first; BUILD_DIR picks it): Mollie posts from its
// own servers, so exactly POST /api/mollie/webhook is exempt from the Origin check (any other path, and another
// spelling of this one, is still refused); whatever arrives there gets a Dutch 4xx or an empty 200, never a 5xx.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { webhookCopy } from "~/content/payments";
import { useProductionServer } from "../helpers/production-server";

describe("the webhook over HTTP", () => {
  const server = useProductionServer({ BETTER_AUTH_SECRET: "webhook-http-test-secret-webhook-http-01" });

  function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: "localhost", port: server.port, method, path, headers },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const foreign = { ...form, origin: "https://api.mollie.com" };

  it("takes Mollie's post from another origin, and only on its own path", async () => {
    expect(await send("POST", "/api/mollie/webhook", foreign, "id=tr_NotOurs00001")).toEqual({
      status: 200,
      body: "",
    });
    expect((await send("POST", "/API/Mollie/Webhook", foreign, "id=tr_NotOurs00001")).status).toBe(403);
    expect((await send("POST", "/api/offerte", foreign, "name=x")).status).toBe(403);
  });

  it("answers bad input in Dutch, never with a 5xx", async () => {
    expect(await send("GET", "/api/mollie/webhook")).toEqual({ status: 405, body: webhookCopy.postOnly });
    expect(await send("POST", "/api/mollie/webhook", form, "id=..%2F..%2Fetc")).toEqual({
      status: 400,
      body: webhookCopy.noId,
    });
    const json = await send(
      "POST",
      "/api/mollie/webhook",
      { "content-type": "application/json" },
      '{"id":"tr_x"}',
    );
    expect(json.status).toBe(415);
    const large = await send("POST", "/api/mollie/webhook", form, `id=tr_${"a".repeat(4000)}`);
    expect(large.status).toBe(413);
    await server.logSettled();
    expect(server.log()).not.toMatch(/"level":50/);
  });
});
