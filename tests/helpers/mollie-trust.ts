// Makes the official Mollie client trust the fake's self-signed certificate, in a test process only. The client
// builds its https.Agent with `ca: <its own bundled list>`, so NODE_EXTRA_CA_CERTS does not reach it; instead an
// agent made with a `ca` list here gets the test's certificate added to that list. Verification stays on: any other
// certificate is refused as before, and the app's code is unchanged. Call before the client is made
// (resetMollieClient() after setting MOLLIE_API_ENDPOINT).
import https from "node:https";
import { startMollieFake, type MollieFake, type MollieFakeOptions } from "./mollie-fake.ts";

const extra: string[] = [];
let installed = false;

export function trustCertificate(pem: string): void {
  if (!extra.includes(pem)) extra.push(pem);
  if (installed) return;
  installed = true;
  const Original = https.Agent;
  class TrustingAgent extends Original {
    constructor(options?: https.AgentOptions) {
      super(options?.ca ? { ...options, ca: [options.ca, ...extra].flat() } : options);
    }
  }
  // The module object is writable; the client reads https.Agent when it is constructed.
  Object.defineProperty(https, "Agent", { value: TrustingAgent, writable: true, configurable: true });
}

/**
 * For a test file, inside `await vi.hoisted(async () => …)` (the settings are read once, at the app's first
 * import): a fake on a free port, trusted, and MOLLIE_API_KEY and MOLLIE_API_ENDPOINT pointing at it.
 */
export async function startTrustedMollieFake(options?: MollieFakeOptions): Promise<MollieFake> {
  const fake = await startMollieFake(options);
  trustCertificate(fake.cert);
  process.env.MOLLIE_API_KEY = fake.apiKey;
  process.env.MOLLIE_API_ENDPOINT = fake.endpoint;
  return fake;
}
