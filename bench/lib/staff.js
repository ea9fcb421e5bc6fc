// Staff actions for the benchmarks, through the app's own pages as staff would do them: an admin made on the
// server's data directory before it starts (scripts/create-admin.js), signed in with TOTP, and a cookie-keeping
// fetch that posts forms like a browser (with Origin).
import { spawnSync } from "node:child_process";
// The authenticator is the integration tests' own (Node runs TypeScript as it is).
import { totp } from "../../tests/auth/totp.ts";
import { BENCH_AUTH_SECRET } from "./server.js";

/** A cookie-keeping fetch against the server, sending Origin like a browser form post. */
export function client(base) {
  const cookies = new Map();
  return async function request(path, init = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", base);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  };
}

export const form = (fields) => new URLSearchParams(fields);

/** For startProductionServer's `prepare`: the admin, made before the server opens the embedded database. */
export function createAdminIn(dataDir, admin) {
  const created = spawnSync(
    process.execPath,
    ["scripts/create-admin.js", "--email", admin.email, "--password", admin.password],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
        LOG_LEVEL: "warn",
      },
      stdio: "inherit",
    },
  );
  if (created.status !== 0) throw new Error("create-admin failed");
}

/** Signs the admin in (password, then the TOTP set-up it needs first); returns its request function. */
export async function signInAsStaff(base, admin) {
  const request = client(base);
  await request("/employee-login", {
    method: "POST",
    body: form({ intent: "password", email: admin.email, password: admin.password }),
  });
  // The password starts the set-up and redirects to the page that shows the pending secret (kept across reloads).
  await request("/employee-login/2fa", {
    method: "POST",
    body: form({ intent: "start", password: admin.password }),
  });
  const html = await (await request("/employee-login/2fa")).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)?.[1];
  if (!secret) throw new Error("two-factor enrolment did not start");
  const verified = await request("/employee-login/2fa", {
    method: "POST",
    body: form({ intent: "verify", code: totp(secret) }),
  });
  if (!verified.headers.get("location")?.endsWith("/employee"))
    throw new Error("two-factor enrolment failed");
  return request;
}
