import { expect, test } from "@playwright/test";

test("serves the home page gzipped with an enforced CSP nonce and security headers", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["content-encoding"]).toBe("gzip");
});

test("answers unknown paths with 404", async ({ request }) => {
  const response = await request.get("/bestaat-niet");
  expect(response.status()).toBe(404);
});

test("serves hashed assets as immutable", async ({ page, request }) => {
  await page.goto("/");
  const asset = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
