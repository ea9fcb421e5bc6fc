// Hostile input against every route of the production server: no request, however malformed, gets a 5xx.
// The route list is walked from app/routes.ts, so a new route is covered without touching this file.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import routes from "../app/routes";
import { MOLLIE_WEBHOOK_PATH } from "../app/server/payments/mollie.server";
import { expect, test } from "./fixtures";
import { baseURL, newClient, randomIp } from "./staff-helpers";

type RouteEntry = { path?: string; file?: string; children?: RouteEntry[] };
type Identity = "anonymous" | "customer" | "admin";

const origin = new URL(baseURL).origin;
const long = "x".repeat(4000);

/** Plausible and hostile values for each dynamic segment (percent-encoded where the URL needs it). */
const paramValues: Record<string, string[]> = {
  type: ["quote", "appointment", "partnership", "constructor", "__proto__"],
  id: [randomUUID(), "%00", "1", long.slice(0, 300)],
  slug: ["van-ontwerp-tot-gedrukt", "%00", "__proto__", "..%2F..%2Fpackage.json"],
  "*": ["bestaat-niet", "%00", "a/b/%E0%A4%A"],
};

/** better-auth endpoints behind the api/auth/* splat. */
const authEndpoints = [
  "sign-up/email",
  "sign-in/email",
  "update-user",
  "two-factor/verify-totp",
  "get-session",
  "%00",
];

function fill(path: string): string[] {
  if (path === "api/auth/*") return authEndpoints.map((endpoint) => `/api/auth/${endpoint}`);
  const segments = path.split("/");
  let paths = [""];
  for (const segment of segments) {
    const key = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : null;
    const values = key ? (paramValues[key] ?? ["x", "%00"]) : [segment];
    // Pair values instead of multiplying them: each value appears at least once, the list stays short.
    const width = Math.max(paths.length, values.length);
    paths = Array.from(
      { length: width },
      (_, i) => `${paths[i % paths.length]}/${values[i % values.length]}`,
    );
  }
  return paths.map((p) => p.replace(/^\/+/, "/"));
}

/** Every URL path of the route table; `shared` marks pages that look the same to every visitor. */
function walk(
  entries: readonly RouteEntry[],
  prefix = "",
  shared = false,
): { path: string; shared: boolean }[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    const inSite = shared || entry.file === "routes/site-layout.tsx";
    // A layout adds no URL of its own; an index route is its parent's URL.
    const own = entry.children ? [] : fill(path).map((p) => ({ path: p, shared: inSite }));
    return [...own, ...walk(entry.children ?? [], path, inSite)];
  });
}

const extraPaths = ["/healthz", `/bestanden/${randomUUID()}`, "/bestanden/%00"];
const walked = walk(routes as RouteEntry[]);
const routePaths = [...new Set([...walked.map((r) => r.path), ...extraPaths])];
/**
 * What a signed-in sweep requests: everything except the public marketing pages, which the anonymous sweep
 * covers; the root loader that reads the session runs for all of them alike, so the home page samples them.
 */
const signedInPaths = [
  ...new Set(["/", ...walked.filter((r) => !r.shared).map((r) => r.path), ...extraPaths]),
];

// Values a loader must not trust, a few per request (a failure names the request, the log names the value).
const hostileQueries = [
  "?q=%00",
  "?to=2025-02-30&from=2025-13-01",
  "?melding=__proto__&status=constructor&type=constructor&sort=__proto__",
  "?page=-1&datum=2025-02-30&stap=code&methode=backup&tab=__proto__",
  "?page=99999999999999999999999&q=%E0%A4%A",
  `?q=${long}`,
];

const multipartFile = [
  "--grens",
  'Content-Disposition: form-data; name="intent"',
  "",
  "note",
  "--grens",
  'Content-Disposition: form-data; name="bestand"; filename="a.png"',
  "Content-Type: image/png",
  "",
  "PNG",
  "--grens--",
  "",
].join("\r\n");

type Body = { name: string; type?: string; data?: string };

const bodies: Body[] = [
  {
    name: "JSON",
    type: "application/json",
    data: JSON.stringify({
      email: "hardening@example.com",
      password: "hardening-wachtwoord",
      name: null,
      firstName: "a\u0000b",
      code: "\u0000",
      __proto__: { admin: true },
    }),
  },
  { name: "JSON with a NUL name", type: "application/json", data: '{"name":"Kim\\u0000"}' },
  { name: "JSON null", type: "application/json", data: "null" },
  { name: "malformed JSON", type: "application/json", data: '{"email":' },
  { name: "text/plain", type: "text/plain", data: "intent=sign-in&email=a@b.nl" },
  { name: "empty" },
  { name: "empty form", type: "application/x-www-form-urlencoded", data: "" },
  { name: "multipart junk", type: "multipart/form-data; boundary=grens", data: "--grens\r\njunk" },
  { name: "multipart with a file", type: "multipart/form-data; boundary=grens", data: multipartFile },
  {
    name: "urlencoded with NUL bytes",
    type: "application/x-www-form-urlencoded",
    data: "intent=sign-in&email=a%00%40b.nl&password=%00&firstName=%00&lastName=%00&code=%00&notes=%00&status=%00",
  },
  {
    name: "urlencoded with __proto__ keys",
    type: "application/x-www-form-urlencoded",
    data: "__proto__=x&constructor=y&intent=__proto__&__proto__%5Badmin%5D=1&toString=1&status=constructor",
  },
  {
    name: "a huge field",
    type: "application/x-www-form-urlencoded",
    data: `intent=note&notes=${"a".repeat(60_000)}&firstName=${"b".repeat(2000)}`,
  },
  {
    name: "an oversized body",
    type: "application/x-www-form-urlencoded",
    data: `notes=${"a".repeat(70_000)}`,
  },
];

/** Bodies also sent as single-fetch (.data) requests, which reach the same actions by another door. */
const viaData = new Set(["JSON", "urlencoded with NUL bytes", "multipart junk"]);

type Failure = { method: string; path: string; case: string; status: number; detail?: string };

/** Runs tasks with at most `limit` in flight (the server and the machine are small). */
async function pool<T>(tasks: (() => Promise<T>)[], limit = 6): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < tasks.length) await tasks[next++]!();
  });
  await Promise.all(workers);
}

/** Each request comes from its own client address, so better-auth's per-IP rate limits never mask a bug. */
const fresh = (headers: Record<string, string> = {}) => ({ ...headers, "x-forwarded-for": randomIp() });

function check(failures: Failure[], method: string, path: string, label: string, response: APIResponse) {
  const status = response.status();
  if (status >= 500) failures.push({ method, path, case: label, status });
  else if (!response.headers()["permissions-policy"]?.includes("camera=()"))
    failures.push({ method, path, case: label, status, detail: "no Permissions-Policy" });
}

async function sweep(client: APIRequestContext, identity: Identity, paths: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  const tasks: (() => Promise<void>)[] = [];
  for (const path of paths) {
    // Signing out on purpose is no bug, but it would end the session the rest of the sweep needs.
    const signsOut = identity !== "anonymous" && path === "/auth/logout";
    for (const query of hostileQueries)
      tasks.push(async () => {
        const url = `${path}${query}`;
        check(
          failures,
          "GET",
          path,
          query.slice(0, 60),
          await client.get(url, { headers: fresh(), maxRedirects: 0 }),
        );
      });
    const dataPath = path === "/" ? "/_.data" : `${path}.data`;
    tasks.push(async () =>
      check(
        failures,
        "GET",
        dataPath,
        "?q=%00",
        await client.get(`${dataPath}?q=%00`, { headers: fresh(), maxRedirects: 0 }),
      ),
    );
    if (signsOut) continue;
    for (const [i, body] of bodies.entries()) {
      // Half the bodies carry the site's own Origin (a browser), the other half none (a non-browser client).
      const withOrigin: Record<string, string> = i % 2 === 0 ? { origin } : {};
      for (const target of [path, ...(viaData.has(body.name) ? [dataPath] : [])])
        tasks.push(async () => {
          const headers = fresh({ ...(body.type ? { "content-type": body.type } : {}), ...withOrigin });
          const response = await client.post(target, { headers, data: body.data ?? "", maxRedirects: 0 });
          check(failures, "POST", target, body.name, response);
        });
    }
    // Mollie posts its webhook from its own servers: that one path skips the Origin check (and answers a body
    // without a payment id with a Dutch 400), every other refuses a foreign Origin.
    const originChecked = path !== MOLLIE_WEBHOOK_PATH;
    for (const [name, value] of [
      ["Origin: null", "null"],
      ["a malformed Origin", "http://["],
    ] as const)
      tasks.push(async () => {
        const response = await client.post(path, {
          headers: fresh({ origin: value, "content-type": "application/x-www-form-urlencoded" }),
          data: "intent=sign-in",
          maxRedirects: 0,
        });
        if (!originChecked) check(failures, "POST", path, name, response);
        else if (response.status() !== 403)
          failures.push({
            method: "POST",
            path,
            case: name,
            status: response.status(),
            detail: "expected 403",
          });
        else expect(await response.text()).toBe("Verzoek geweigerd.");
      });
  }
  await pool(tasks);
  return failures;
}

test.describe("hostile requests never get a 5xx", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the walk covers every route of app/routes.ts", () => {
    expect(routePaths).toEqual(
      expect.arrayContaining([
        "/api/offerte",
        "/api/auth/update-user",
        "/auth/logout",
        "/employee-dashboard/export.csv",
        "/employee-dashboard/leads/appointment/%00",
        "/employee-dashboard/leads/constructor/" + "x".repeat(300),
        "/blog/%00",
        "/kledingbedrukking",
        "/pages/algemeen",
        "/bestaat-niet",
      ]),
    );
  });

  test("anonymous", async ({ playwright }) => {
    const client = await newClient(playwright);
    expect(await sweep(client, "anonymous", routePaths)).toEqual([]);
    await client.dispose();
  });

  test("signed in as a customer", async ({ customer }) => {
    const { client } = customer;
    expect(await sweep(client, "customer", signedInPaths)).toEqual([]);
    // The sweep never signed the customer out (and a foreign Origin could not).
    expect((await client.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("signed in as the admin", async ({ admin: client, quote }) => {
    // A lead that exists, so its detail page and actions run past the lookup.
    const leadId = await quote({
      name: "Hardening Test",
      email: "hardening@example.com",
    });
    expect(
      await sweep(client, "admin", [...signedInPaths, `/employee-dashboard/leads/quote/${leadId}`]),
    ).toEqual([]);
    expect((await client.get("/employee", { maxRedirects: 0 })).status()).toBe(200);
  });
});

test("a POST to /auth/logout with Origin: null is refused and the session stays", async ({ customer }) => {
  const { client } = customer;
  for (const value of ["null", "http://[", "https://evil.example"]) {
    const refused = await client.post("/auth/logout", { headers: { origin: value }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe("Verzoek geweigerd.");
  }
  expect((await client.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  const own = await client.post("/auth/logout", { headers: { origin }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
  expect((await client.get("/dashboard", { maxRedirects: 0 })).headers().location).toBe(
    "/auth?naar=%2Fdashboard",
  );
});

test("/healthz carries the security headers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("better-auth's JSON endpoints refuse bad names and junk with a 4xx", async ({ customer }) => {
  const { client } = customer;
  const cases: [string, string, number][] = [
    ["/api/auth/update-user", '{"name":null}', 400],
    ["/api/auth/update-user", '{"name":"Kim\\u0000"}', 400],
    ["/api/auth/update-user", '{"name":"' + "K".repeat(300) + '"}', 400],
    ["/api/auth/update-user", '{"name":', 400],
    ["/api/auth/sign-up/email", '{"email":"a@example.com","password":"12345678","name":null}', 400],
  ];
  for (const [path, data, status] of cases) {
    const response = await client.post(path, {
      headers: fresh({ origin, "content-type": "application/json" }),
      data,
    });
    expect(response.status(), `${path} ${data.slice(0, 40)}`).toBe(status);
  }
  const fine = await client.post("/api/auth/update-user", {
    headers: fresh({ origin, "content-type": "application/json" }),
    data: '{"name":"Kim Klant"}',
  });
  expect(fine.status()).toBe(200);
});

test("a lead form's address opened in a browser answers 405 in Dutch, not a server error", async ({
  request,
}) => {
  for (const path of [
    "/api/offerte",
    "/api/snelle-offerte",
    "/api/afspraak",
    "/api/partner",
    "/api/werkkleding-bestelling",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow).toBe("POST");
    expect(await response.json()).toMatchObject({
      ok: false,
      description: "Het formulier kon niet worden gelezen.",
    });
  }
});
