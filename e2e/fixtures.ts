// Browser-test fixtures: a test names the accounts and leads it needs and gets its own, made through the app's
// own pages (the admin users page, the enrolment page, the public quote form), and erased afterwards through
// the AVG page, which removes an account with its sessions and every lead of that address.
// The fixtures hand over with `provide` (Playwright calls it `use`, which the React hooks lint mistakes for a hook).
// TOTP: an account enrols once; signing it in again within the same 30 s step reuses the current code, which
// the server accepts (it has no replay list), so a worker-scoped admin serves all of a worker's tests.
import { test as base, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { LEAD_FORMS, leadFormPath } from "../app/lib/leads/registry";
import {
  customerClient,
  eraseAddress,
  newStaffAccount,
  rootAdminClient,
  StaffSession,
  submitQuote,
  type StaffAccount,
} from "./staff-helpers";

export { expect } from "@playwright/test";
export type { StaffAccount } from "./staff-helpers";

type QuoteFields = Parameters<typeof submitQuote>[2];

type WorkerFixtures = {
  /** This worker's own admin (made by the server's first admin, erased when the worker ends). */
  adminAccount: StaffAccount;
  /** An employee for a serial file's `beforeAll` (made by this worker's admin, erased when the worker ends). */
  workerEmployee: StaffAccount;
  /** This worker's admin signed in once: `admin` and `signedInPage` reuse its session (signed in anew if it ended). */
  adminSession: StaffSession;
  /** A customer for a serial file's `beforeAll` (erased when the worker ends). */
  workerCustomer: { email: string; password: string };
};

type TestFixtures = {
  /** An API client signed in (password and TOTP) as this worker's admin. */
  admin: APIRequestContext;
  /** A new employee of this test, enrolled, on a password of its own, signed in as `client`. */
  employee: StaffAccount & { client: APIRequestContext };
  /** A new customer of this test (address not verified yet), signed in as `client`. */
  customer: { client: APIRequestContext; email: string };
  /** The test's page, signed in as this worker's admin in the browser. */
  signedInPage: Page;
  /** Sends a quote through the public form endpoint; returns its inbox id. Erased after the test. */
  quote: (fields: QuoteFields) => Promise<string>;
  /** Erases everything stored for an address after the test (leads a test sent through the public forms). */
  eraseAfter: (email: string) => void;
};

const leadPaths = new Set(LEAD_FORMS.map(leadFormPath));

/** The address a lead form sent (multipart or urlencoded, with or without JavaScript), or null. */
function leadAddress(request: Request): string | null {
  if (request.method() !== "POST" || !leadPaths.has(new URL(request.url()).pathname)) return null;
  const body = request.postData() ?? "";
  const multipart = /name="email"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1];
  return (multipart ?? new URLSearchParams(body).get("email"))?.trim() || null;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Every lead a test's page sends through a public form and the server stores (a 2xx or the redirect to
  // /bedankt, held ones included) is erased after the test, as the fixtures' own accounts and leads are.
  page: async ({ page, eraseAfter }, provide) => {
    page.on("response", (response) => {
      const email = leadAddress(response.request());
      // A refused form without JavaScript is redirected back with ?fout=: nothing was stored.
      const refused = response.status() >= 400 || /[?&]fout=/.test(response.headers().location ?? "");
      if (email && !refused && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) eraseAfter(email);
    });
    await provide(page);
  },

  adminAccount: [
    async ({ playwright }, provide) => {
      const root = await rootAdminClient(playwright);
      const { client, ...account } = await newStaffAccount(playwright, root, "admin");
      await client.dispose();
      await root.dispose();
      await provide(account);
      const again = await rootAdminClient(playwright);
      await eraseAddress(again, account.email);
      await again.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  adminSession: [
    async ({ playwright, adminAccount }, provide) => provide(new StaffSession(playwright, adminAccount)),
    { scope: "worker" },
  ],

  workerEmployee: [
    async ({ playwright, adminSession }, provide) => {
      const admin = await adminSession.client();
      const { client, ...account } = await newStaffAccount(playwright, admin, "employee");
      await client.dispose();
      await admin.dispose();
      await provide(account);
      const again = await adminSession.client();
      await eraseAddress(again, account.email);
      await again.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  workerCustomer: [
    async ({ playwright, adminSession }, provide) => {
      const { client, email, password } = await customerClient(playwright);
      await client.dispose();
      await provide({ email, password });
      const admin = await adminSession.client();
      await eraseAddress(admin, email);
      await admin.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  eraseAfter: async ({ adminSession }, provide) => {
    const addresses: string[] = [];
    await provide((email) => addresses.push(email));
    if (!addresses.length) return;
    const admin = await adminSession.client();
    for (const email of addresses) await eraseAddress(admin, email);
    await admin.dispose();
  },

  admin: async ({ adminSession }, provide) => {
    const client = await adminSession.client();
    await provide(client);
    await client.dispose();
  },

  employee: async ({ playwright, admin, eraseAfter }, provide) => {
    const employee = await newStaffAccount(playwright, admin, "employee");
    eraseAfter(employee.email);
    await provide(employee);
    await employee.client.dispose();
  },

  customer: async ({ playwright, eraseAfter }, provide) => {
    const customer = await customerClient(playwright);
    eraseAfter(customer.email);
    await provide(customer);
    await customer.client.dispose();
  },

  signedInPage: async ({ page, adminSession }, provide) => {
    await adminSession.signIn(page);
    await provide(page);
  },

  quote: async ({ playwright, admin, eraseAfter }, provide) => {
    await provide(async (fields) => {
      eraseAfter(fields.email);
      return submitQuote(playwright, admin, fields);
    });
  },
});
