// Runs once per browser-test run, after the servers are up and before any worker starts: enrols the first admin
// (made by playwright.config.ts) in TOTP and hands its secret to the workers, whose fixtures sign it in to make
// each worker's own admin (e2e/fixtures.ts).
import { request } from "@playwright/test";
import { enrolRootAdmin } from "./staff-helpers";

export default async function globalSetup() {
  // Workers start after this and inherit the runner's environment.
  process.env.E2E_ROOT_ADMIN_TOTP = await enrolRootAdmin({ request });
}
