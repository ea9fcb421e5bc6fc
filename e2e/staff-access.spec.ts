// Role × route matrix: anonymous, customer, employee and admin against every staff page, action and export,
// on the production server. Asserts the exact status or redirect, and that no lead data leaks to the first two.
import { type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from "@playwright/test";
import { expect, test } from "./fixtures";
import { eraseAddress, newClient, pathOf, staffClient, submitQuote, uniqueEmail } from "./staff-helpers";

type Role = "anonymous" | "customer" | "employee" | "admin";
/** `location` is the redirect target; a function when it holds the path asked for, known only at run time. */
type Expect = { status: number; location?: string | (() => string) };

const LEAD_NAME = "Matrix Lead Jansen";

test.describe.configure({ mode: "serial", timeout: 60_000 });

let clients: Record<Role, APIRequestContext>;
let leadId: string;
let leadEmail: string;
let employeeUserId: string;
let attachmentId: string;
let quoteId: string;
const attachmentEmail = uniqueEmail("matrix-bijlage");

// The worker's accounts (e2e/fixtures.ts), each signed in once for the whole matrix; its two leads are erased after.
test.beforeAll(async ({ playwright, adminAccount, workerEmployee, workerCustomer }) => {
  test.setTimeout(120_000);
  const admin = await staffClient(playwright, adminAccount);
  const customer = await newClient(playwright);
  const signedIn = await customer.post("/auth", { form: { intent: "sign-in", ...workerCustomer } });
  expect(pathOf(signedIn)).toBe("/dashboard");
  clients = {
    anonymous: await newClient(playwright),
    customer,
    employee: await staffClient(playwright, workerEmployee),
    admin,
  };
  leadEmail = uniqueEmail("matrix-lead");
  leadId = await submitQuote(playwright, admin, { name: LEAD_NAME, email: leadEmail });
  attachmentId = await submitQuoteWithFile(playwright, admin);
  // A concept quote for the lead ("Offerte maken"), for the quote pages' rows.
  const made = await admin.post(`/employee-dashboard/leads/quote/${leadId}`, {
    form: { intent: "quote" },
    maxRedirects: 0,
  });
  quoteId = /\/employee-dashboard\/offertes\/([0-9a-f-]{36})$/.exec(made.headers().location ?? "")![1]!;
  const users = await (await admin.get("/employee-dashboard/admin/users")).text();
  employeeUserId = new RegExp(
    `data-email="${workerEmployee.email}"[\\s\\S]*?name="userId" value="([^"]+)"`,
  ).exec(users)![1]!;
});

test.afterAll(async () => {
  if (clients?.admin)
    for (const email of [leadEmail, attachmentEmail]) await eraseAddress(clients.admin, email);
  for (const client of Object.values(clients ?? {})) await client.dispose();
});

/** A quote with a visitor's SVG (a script inside); returns the attachment's id from the lead page. */
async function submitQuoteWithFile(
  playwright: PlaywrightWorkerArgs["playwright"],
  admin: APIRequestContext,
): Promise<string> {
  const visitor = await newClient(playwright);
  const email = attachmentEmail;
  const response = await visitor.post("/api/offerte", {
    multipart: {
      name: "Matrix Bijlage",
      email,
      service: "stickers",
      attachments: {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await visitor.dispose();
  const inbox = await (await admin.get(`/employee-dashboard?q=${encodeURIComponent(email)}`)).text();
  const id = /\/employee-dashboard\/leads\/quote\/([0-9a-f-]{36})/.exec(inbox)![1];
  const lead = await (await admin.get(`/employee-dashboard/leads/quote/${id}`)).text();
  const attachment = /\/employee-dashboard\/bijlagen\/([0-9a-f-]{36})/.exec(lead)?.[1];
  expect(attachment, "the lead page links the file").toBeTruthy();
  return attachment!;
}

// A signed-out staff action goes to the staff sign-in (no page to return to after a POST).
const toStaffSignIn: Expect = { status: 302, location: "/employee-login" };
const toDashboard: Expect = { status: 302, location: "/dashboard" };
const ok: Expect = { status: 200 };
const forbidden: Expect = { status: 403 };

interface Case {
  name: string;
  request: (client: APIRequestContext) => Promise<APIResponse>;
  expected: Record<Role, Expect>;
}

const staffPage = (path: () => string, admin = false): Omit<Case, "name"> => ({
  request: (client) => client.get(path(), { maxRedirects: 0 }),
  expected: {
    // Signed out: the staff sign-in first (TOTP included), then on to the page asked for.
    anonymous: { status: 302, location: () => `/employee-login?naar=${encodeURIComponent(path())}` },
    customer: toDashboard,
    employee: admin ? forbidden : ok,
    admin: ok,
  },
});

type Body = Pick<NonNullable<Parameters<APIRequestContext["post"]>[1]>, "form" | "multipart">;
/** A staff form's POST: signed out it goes to the staff sign-in, a customer to /dashboard; staff get what is given. */
const staffPost = (
  path: string | (() => string),
  body: Body | (() => Body),
  employee: Expect,
  admin: Expect,
): Omit<Case, "name"> => ({
  request: (client) =>
    client.post(typeof path === "function" ? path() : path, {
      ...(typeof body === "function" ? body() : body),
      maxRedirects: 0,
    }),
  expected: { anonymous: toStaffSignIn, customer: toDashboard, employee, admin },
});
const adminPost = (path: string, body: Parameters<typeof staffPost>[1], admin: Expect) =>
  staffPost(path, body, forbidden, admin);
const NO_ID = "00000000-0000-4000-8000-000000000000";
const leadPath = () => `/employee-dashboard/leads/quote/${leadId}`;
const orderPath = () => `/employee-dashboard/orders/${quoteId}`;
const noteSaved: Expect = {
  status: 302,
  location: `/employee-dashboard/leads/quote/${"{id}"}?melding=notitie`,
};

const cases: Case[] = [
  { name: "GET /employee", ...staffPage(() => "/employee") },
  { name: "GET /employee-dashboard", ...staffPage(() => "/employee-dashboard") },
  {
    name: "GET /employee-dashboard (filtered)",
    ...staffPage(() => "/employee-dashboard?type=quote&status=nieuw"),
  },
  { name: "GET lead detail", ...staffPage(() => `/employee-dashboard/leads/quote/${leadId}`) },
  { name: "GET CSV export", ...staffPage(() => "/employee-dashboard/export.csv") },
  { name: "GET CSV export (filtered)", ...staffPage(() => "/employee-dashboard/export.csv?type=quote") },
  { name: "GET Excel export", ...staffPage(() => "/employee-dashboard/export.xlsx") },
  { name: "GET lead attachment", ...staffPage(() => `/employee-dashboard/bijlagen/${attachmentId}`) },
  { name: "GET marketing files", ...staffPage(() => "/employee-dashboard/bestanden") },
  { name: "GET portfolio", ...staffPage(() => "/employee-dashboard/portfolio") },
  { name: "GET quotes list", ...staffPage(() => "/employee-dashboard/offertes?status=concept") },
  { name: "GET quotes CSV export", ...staffPage(() => "/employee-dashboard/offertes/export.csv") },
  { name: "GET quote page", ...staffPage(() => `/employee-dashboard/offertes/${quoteId}`) },
  {
    name: "GET quote preview",
    ...staffPage(() => `/employee-dashboard/offertes/${quoteId}?weergave=voorbeeld`),
  },
  { name: "GET quote PDF", ...staffPage(() => `/employee-dashboard/offertes/${quoteId}/pdf`) },
  // Orders: the board, and an order's page (the matrix's quote is a concept, no order yet: 404 for staff).
  { name: "GET orders board", ...staffPage(() => "/employee-dashboard/orders") },
  {
    name: "GET order page (a concept is no order)",
    ...staffPage(orderPath),
    expected: { ...staffPage(orderPath).expected, employee: { status: 404 }, admin: { status: 404 } },
  },
  {
    name: "GET customer page (by quote)",
    ...staffPage(() => `/employee-dashboard/klant/offerte/${quoteId}`),
  },
  { name: "GET customer page (by lead)", ...staffPage(() => `/employee-dashboard/klant/quote/${leadId}`) },
  // Invoices: staff see the month's list; its exports for the bookkeeper are admin-only.
  { name: "GET invoices", ...staffPage(() => "/employee-dashboard/facturen?maand=2026-03") },
  { name: "GET invoices CSV export", ...staffPage(() => "/employee-dashboard/facturen/export.csv", true) },
  { name: "GET invoices UBL zip", ...staffPage(() => "/employee-dashboard/facturen/ubl.zip", true) },
  {
    name: "GET work-wear catalogue editor",
    ...staffPage(() => "/employee-dashboard/website/werkkleding", true),
  },
  { name: "GET FAQ editor", ...staffPage(() => "/employee-dashboard/website/faq") },
  { name: "GET price list editor", ...staffPage(() => "/employee-dashboard/website/prijzen", true) },
  { name: "GET page texts editor", ...staffPage(() => "/employee-dashboard/website/teksten", true) },
  // Saves without any field: a Dutch 400 that changes nothing; employees are refused the admin-only ones first.
  {
    name: "POST FAQ editor: a save without items",
    ...staffPost(
      "/employee-dashboard/website/faq",
      { form: { intent: "draft", version: "1" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  {
    name: "POST price list editor: a save without fields",
    ...adminPost(
      "/employee-dashboard/website/prijzen",
      { form: { intent: "draft", version: "1" } },
      { status: 400 },
    ),
  },
  {
    name: "POST page texts editor: a save without fields",
    ...adminPost(
      "/employee-dashboard/website/teksten",
      { form: { intent: "draft", version: "1" } },
      { status: 400 },
    ),
  },
  { name: "GET admin users", ...staffPage(() => "/employee-dashboard/admin/users", true) },
  { name: "GET admin audit log", ...staffPage(() => "/employee-dashboard/admin/audit", true) },
  { name: "GET receivables", ...staffPage(() => "/employee-dashboard/debiteuren", true) },
  { name: "GET admin AVG page", ...staffPage(() => "/employee-dashboard/admin/avg", true) },
  // An address nobody used: admins get the Dutch 404, nothing is erased.
  {
    name: "POST AVG erase (unknown address)",
    ...adminPost(
      "/employee-dashboard/admin/avg",
      { form: { intent: "erase", email: "niemand@example.com", confirmation: "niemand@example.com" } },
      { status: 404 },
    ),
  },
  {
    name: "POST AVG export (unknown address)",
    ...adminPost(
      "/employee-dashboard/admin/avg/export",
      { form: { email: "niemand@example.com" } },
      { status: 404 },
    ),
  },
  { name: "GET admin backups", ...staffPage(() => "/employee-dashboard/admin/backups", true) },
  {
    name: "POST lead note",
    ...staffPost(leadPath, { form: { intent: "note", body: "Matrixnotitie" } }, noteSaved, noteSaved),
  },
  // Not allowed by the workflow (nieuw → gewonnen), so staff get 400 and nothing changes for the next roles.
  {
    name: "POST lead status (skipping the workflow)",
    ...staffPost(
      leadPath,
      { form: { intent: "status", status: "gewonnen" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  {
    name: "POST order: move (a concept is no order)",
    ...staffPost(
      orderPath,
      { form: { intent: "move", to: "in productie" } },
      { status: 404 },
      { status: 404 },
    ),
  },
  // Cancelling is asked of the role before anything is read: an employee's is refused whatever the order.
  {
    name: "POST order: cancel",
    ...staffPost(orderPath, { form: { intent: "cancel", confirm: "on" } }, forbidden, { status: 404 }),
  },
  // A concept has no number yet, so no new version: 409 proves the action ran, for staff only.
  {
    name: "POST quote: new version of a concept",
    ...staffPost(
      () => `/employee-dashboard/offertes/${quoteId}`,
      { form: { intent: "new-version" } },
      { status: 409 },
      { status: 409 },
    ),
  },
  // "Offerte maken" for a lead that does not exist: 404 for staff, nothing made.
  {
    name: "POST lead: make a quote (unknown lead)",
    ...staffPost(
      `/employee-dashboard/leads/quote/${NO_ID}`,
      { form: { intent: "quote" } },
      { status: 404 },
      { status: 404 },
    ),
  },
  // "Nieuwe offerte" with a malformed address: the Dutch 400, nothing made.
  {
    name: "POST quotes list: new quote (bad address)",
    ...staffPost(
      "/employee-dashboard/offertes",
      { form: { intent: "new", email: "geen-adres" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  {
    name: "POST customer page: unknown intent",
    ...staffPost(
      () => `/employee-dashboard/klant/offerte/${quoteId}`,
      { form: { intent: "bestaat-niet" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  {
    name: "POST marketing file: hide (unknown file)",
    ...staffPost(
      "/employee-dashboard/bestanden",
      { form: { intent: "deactivate", id: NO_ID } },
      { status: 404 },
      { status: 404 },
    ),
  },
  // A multipart upload without a file: 400 proves the upload action ran, for staff only.
  {
    name: "POST marketing file: upload without a file",
    ...staffPost(
      "/employee-dashboard/bestanden",
      { multipart: { intent: "upload" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  {
    name: "POST portfolio: hide (unknown project)",
    ...staffPost(
      "/employee-dashboard/portfolio",
      { form: { intent: "hide", id: NO_ID } },
      { status: 404 },
      { status: 404 },
    ),
  },
  // A photo form without a photo: 400 proves the upload action ran, for staff only.
  {
    name: "POST portfolio: add a photo without a file",
    ...staffPost(
      "/employee-dashboard/portfolio",
      { multipart: { intent: "add-photo", id: NO_ID, alt: "Foto" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  // The page script's upload endpoint: the same checks, a JSON answer.
  {
    name: "POST portfolio upload endpoint: a photo without a file",
    ...staffPost(
      "/employee-dashboard/portfolio/upload",
      { multipart: { intent: "add-photo", id: NO_ID, alt: "Foto" } },
      { status: 400 },
      { status: 400 },
    ),
  },
  // The catalogue editor (admins only): a save without products, or a photo form without a photo, is a 400 that
  // changes nothing; employees are refused before anything is read.
  {
    name: "POST work-wear catalogue: a save without products",
    ...adminPost(
      "/employee-dashboard/website/werkkleding",
      { form: { intent: "draft", version: "0" } },
      { status: 400 },
    ),
  },
  {
    name: "POST work-wear catalogue: a photo without a file",
    ...adminPost(
      "/employee-dashboard/website/werkkleding",
      { multipart: { product: "polo", version: "1" } },
      { status: 400 },
    ),
  },
  {
    name: "POST admin: change role",
    ...adminPost(
      "/employee-dashboard/admin/users",
      () => ({ form: { intent: "role", userId: employeeUserId, role: "employee" } }),
      ok,
    ),
  },
  // The admin's request is well-formed but the e-mail is empty: 400 proves the action ran for admins only.
  {
    name: "POST admin: create staff",
    ...adminPost(
      "/employee-dashboard/admin/users",
      { form: { intent: "create", email: "", role: "employee" } },
      { status: 400 },
    ),
  },
  {
    name: "POST admin: reset two-factor (unknown user)",
    ...adminPost(
      "/employee-dashboard/admin/users",
      { form: { intent: "reset-2fa", userId: "bestaat-niet" } },
      { status: 404 },
    ),
  },
  {
    name: "POST admin: deactivate (unknown user)",
    ...adminPost(
      "/employee-dashboard/admin/users",
      { form: { intent: "deactivate", userId: "bestaat-niet" } },
      { status: 400 },
    ),
  },
];

for (const role of ["anonymous", "customer", "employee", "admin"] as const) {
  test.describe(`as ${role}`, () => {
    for (const c of cases) {
      test(`${c.name}`, async () => {
        const response = await c.request(clients[role]);
        const expected = c.expected[role];
        expect(response.status()).toBe(expected.status);
        if (expected.location) {
          const location = new URL(response.headers().location ?? "", "http://x");
          const want =
            typeof expected.location === "function"
              ? expected.location()
              : expected.location.replace("{id}", leadId);
          expect(`${location.pathname}${location.search}`).toBe(want);
        }
        const body = await response.text();
        if (role === "anonymous" || role === "customer") {
          expect(body).not.toContain(LEAD_NAME);
          expect(body).not.toContain(leadEmail);
        }
        expect(response.headers()["cache-control"]).toBe("private, no-store");
        if (c.name === "GET lead attachment" && expected.status === 200) {
          // A visitor's SVG never runs in our origin: a sandboxed, unsniffed download.
          expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="logo\.svg"/);
          expect(response.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
          expect(response.headers()["x-content-type-options"]).toBe("nosniff");
        }
      });
    }

    test("data requests (client navigation) are guarded as well", async () => {
      const response = await clients[role].get("/employee-dashboard.data", { maxRedirects: 0 });
      const body = await response.text();
      if (role === "anonymous" || role === "customer") {
        // React Router answers data requests with 202 and the redirect target in the payload.
        expect(response.status()).toBe(202);
        expect(response.headers()["x-remix-response"]).toBe("yes");
        // The page to return to is the page's own path, not the data request's.
        expect(body).toContain(
          role === "anonymous" ? "/employee-login?naar=%2Femployee-dashboard" : "/dashboard",
        );
        expect(body).not.toContain("naar=%2Femployee-dashboard.data");
        expect(body).not.toContain(LEAD_NAME);
      } else {
        expect(response.status()).toBe(200);
        expect(body).toContain(LEAD_NAME);
      }
    });
  });
}

test("staff opening / go to /employee; customers and visitors stay on the home page", async () => {
  for (const role of ["employee", "admin"] as const) {
    const response = await clients[role].get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/employee");
    // The same for a client-side navigation to the home page, which asks for "/_.data".
    const data = await clients[role].get("/_.data", { maxRedirects: 0 });
    expect(data.status()).toBe(202);
    expect(await data.text()).toContain("/employee");
  }
  for (const role of ["anonymous", "customer"] as const) {
    expect((await clients[role].get("/", { maxRedirects: 0 })).status()).toBe(200);
    expect((await clients[role].get("/_.data", { maxRedirects: 0 })).status()).toBe(200);
  }
});

test("profile update without a user: 'No user logged in'", async () => {
  const response = await clients.anonymous.post("/dashboard.data", {
    form: { firstName: "X" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain("No user logged in");
  const page = await clients.anonymous.post("/dashboard", { form: { firstName: "X" }, maxRedirects: 0 });
  expect(page.status()).toBe(302);
  // The page's loader (run as a GET after the action) sends the visitor to sign in and back.
  expect(page.headers().location).toBe("/auth?naar=%2Fdashboard");
});

test("/dashboard needs a user; /auth and /employee-login send signed-in users on", async () => {
  const anon = await clients.anonymous.get("/dashboard", { maxRedirects: 0 });
  expect(anon.status()).toBe(302);
  expect(anon.headers().location).toBe("/auth?naar=%2Fdashboard");
  expect((await clients.customer.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  const customerAuth = await clients.customer.get("/auth", { maxRedirects: 0 });
  expect(customerAuth.headers().location).toBe("/dashboard");
  const staffLogin = await clients.employee.get("/employee-login", { maxRedirects: 0 });
  expect(staffLogin.headers().location).toBe("/employee");
});
