// The Mollie fake as a process of its own, for the browser tests (playwright.config.ts starts it before the app):
//   node tests/helpers/mollie-fake-cli.ts --port 3105 --ca-file data/e2e-3100-mollie/ca.pem \
//     --webhook-origin http://localhost:3100
// It writes its certificate to --ca-file (the app's trust preload reads it), posts webhooks to --webhook-origin
// (the app runs on localhost under SITE_URL's name) and takes switches at POST /__fake/settings
// ({ "webhookTiming": "late" }, with "paymentId" for one payment only). Stops on SIGTERM or SIGINT.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { makeCertificate, startMollieFake } from "./mollie-fake.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3105" },
    "ca-file": { type: "string" },
    "webhook-origin": { type: "string" },
  },
});
const caFile = values["ca-file"];
if (!caFile) throw new Error("--ca-file is required");

const certificate = await makeCertificate();
mkdirSync(dirname(caFile), { recursive: true });
writeFileSync(caFile, certificate.cert);
const fake = await startMollieFake({
  port: Number(values.port),
  certificate,
  webhookOrigin: values["webhook-origin"],
});
console.log(`Mollie fake at ${fake.endpoint}`);

for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
