import { defineConfig, devices } from "@playwright/test";
import { TIME_ZONE } from "./app/lib/shop-time";
import { chromiumPath } from "./scripts/chromium-path.js";
import { SHOP_LEGAL_DETAILS } from "./tests/helpers/shop-details";

// Browser tests run against the production build (npm run build first) on a throwaway data directory.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;
export const baseURL = `http://localhost:${port}`;
/** A second server with the marketing tags configured, for e2e/consent.spec.ts (the default one has none). */
const consentPort = port + 100;
export const consentBaseURL = `http://localhost:${consentPort}`;
export const E2E_TAGS = { META_PIXEL_ID: "1234567890123456", GTM_ID: "GTM-E2ETEST" };
/**
 * The admin every browser-test server starts with: e2e/global-setup.ts enrols it, and it makes each worker's own
 * admin (e2e/fixtures.ts); tests never sign it in themselves.
 */
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-wachtwoord" };
/**
 * The local Mollie fake the default server pays through (tests/helpers/mollie-fake.ts, started first): the real
 * client talks to it over https, trusting its certificate through the preload; the fake posts webhooks to the
 * server under test. A test switches the webhook of its own payment (late, twice, never, before the redirect):
 * POST `${MOLLIE_FAKE_ORIGIN}/__fake/settings` { paymentId, webhookTiming }.
 */
const molliePort = port + 5;
export const MOLLIE_FAKE_ORIGIN = `https://localhost:${molliePort}`;
const mollieCa = `${dataDir}-mollie/ca.pem`;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "nl-NL",
    timezoneId: TIME_ZONE,
    // Recording a trace for every test costs CPU the two-core CI machine does not have (the hostile-request
    // sweeps of e2e/hardening.spec.ts log thousands of requests into it): CI records it for the retry of a
    // failed test, which is where it is read; a developer's run keeps one for each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Only the Mollie fake's hosted checkout is https, with the certificate the fake made for this run.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: await chromiumPath(),
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /mobile\.spec\.ts|consent\.spec\.ts/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
    {
      name: "consent",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: consentBaseURL },
      testMatch: /consent\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node tests/helpers/mollie-fake-cli.ts --port ${molliePort} --ca-file ${mollieCa} --webhook-origin ${baseURL}`,
      url: `${MOLLIE_FAKE_ORIGIN}/__fake/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A fresh database with one admin, one overdue lead and one overdue invoice (PGlite allows one process at a
      // time, so all before the server starts).
      command: `rm -rf ${dataDir} && node scripts/create-admin.js --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} && node e2e/seed-overdue-lead.ts ${dataDir} && node e2e/seed-overdue-invoice.ts ${dataDir} && node server.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // Migrations, the content import and create-admin run first: on a busy machine that takes over a minute.
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SITE_URL: "https://www.printshop-breda.example",
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        // Account tests send X-Forwarded-For to act as distinct clients, so sign-in rate limits (per client IP)
        // hit only the test that provokes them. Without the header the socket address counts, as before.
        TRUST_PROXY: "1",
        // Every browser test submits from 127.0.0.1 and fills forms in milliseconds: lift the lead rate limit and
        // the time trap here (both are covered by the integration tests).
        LEAD_RATE_LIMIT_PER_MINUTE: "10000",
        LEAD_MIN_FILL_MS: "0",
        // A won lead's review invitation goes out at once (e2e/reviews.spec.ts follows it from the mail).
        REVIEW_INVITE_DELAY_DAYS: "0",
        // The shop's legal details: no invoice is issued without them (docs/invoices.md).
        ...SHOP_LEGAL_DETAILS,
        // Payments through the fake (above): a test key, its address, and its certificate trusted by the Mollie
        // client of this process only (create-admin.js loads the preload too; it finds the file already there).
        MOLLIE_API_KEY: "test_e2e000000000000000000000000000",
        MOLLIE_API_ENDPOINT: `${MOLLIE_FAKE_ORIGIN}/v2/`,
        MOLLIE_FAKE_CA: mollieCa,
        NODE_OPTIONS: "--import ./tests/helpers/mollie-trust-preload.ts",
        ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      },
    },
    {
      command: `rm -rf ${dataDir}-tags && node server.js`,
      url: `${consentBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(consentPort),
        DATA_DIR: `${dataDir}-tags`,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SITE_URL: "https://www.printshop-breda.example",
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        LEAD_RATE_LIMIT_PER_MINUTE: "10000",
        LEAD_MIN_FILL_MS: "0",
        ...E2E_TAGS,
      },
    },
  ],
});
