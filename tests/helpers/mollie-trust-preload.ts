// The browser tests' app server runs with NODE_OPTIONS="--import ./tests/helpers/mollie-trust-preload.ts" and
// MOLLIE_FAKE_CA=<the fake's certificate file> (playwright.config.ts): the Mollie client in that process then
// trusts the fake (mollie-trust.ts). Without MOLLIE_FAKE_CA it does nothing.
import { readFileSync } from "node:fs";
import { trustCertificate } from "./mollie-trust.ts";

const path = process.env.MOLLIE_FAKE_CA;
if (path) trustCertificate(readFileSync(path, "utf8"));
