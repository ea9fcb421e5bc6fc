// Portfolio photos for the benchmarks: a production server whose portfolio shows real photos instead of the
// illustrated seed projects. The photos go through the app's own path: an admin (scripts/create-admin.js)
// signs in with TOTP and uploads each one on /employee-dashboard/portfolio, as staff would; the seed projects
// are deleted there afterwards ("until staff replace them"). The photos look like a phone's (a quality-92
// 4000×3000 JPEG of a scene with sensor-like noise, with EXIF and GPS): tests/helpers/photos.ts.
import { spawnSync } from "node:child_process";
// The photo generator and the authenticator are the integration tests' own (Node runs TypeScript as it is).
import { totp } from "../../tests/auth/totp.ts";
import { phoneJpeg } from "../../tests/helpers/photos.ts";
import { BENCH_AUTH_SECRET, startProductionServer } from "./server.js";

const ADMIN = { email: "bench-portfolio@example.test", password: "bench-portfolio-wachtwoord" };

/** A cookie-keeping fetch against the server, sending Origin like a browser form post. */
function client(base) {
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

const form = (fields) => new URLSearchParams(fields);

async function signInAsStaff(base) {
  const request = client(base);
  await request("/employee-login", {
    method: "POST",
    body: form({ intent: "password", email: ADMIN.email, password: ADMIN.password }),
  });
  // The password starts the set-up and redirects to the page that shows the pending secret (kept across reloads).
  await request("/employee-login/2fa", {
    method: "POST",
    body: form({ intent: "start", password: ADMIN.password }),
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

const TITLES = [
  ["Bestelbus met belettering", "Installatiebedrijf", "voertuigbelettering"],
  ["Teamshirts voor de selectie", "Voetbalvereniging", "kledingbedrukking"],
  ["Geborduurde polo's", "Hoveniersbedrijf", "borduren"],
  ["Productlabels op rol", "Koffiebranderij", "stickers"],
  ["Raambelettering", "Kapsalon", "voertuigbelettering"],
  ["Hoodies met logo", "Bouwbedrijf", "kledingbedrukking"],
  ["Caps voor de crew", "Evenementenbureau", "borduren"],
  ["Stickers voor de etalage", "Fietsenwinkel", "stickers"],
];

/**
 * Starts the production server (bench/lib/server.js) with `count` portfolio projects, each with a 12 MP
 * photo uploaded through the staff page, and without the illustrated seed projects.
 */
export async function startServerWithPortfolioPhotos({ port, count = 6 }) {
  const server = await startProductionServer({
    port,
    prepare(dataDir) {
      const created = spawnSync(
        process.execPath,
        ["scripts/create-admin.js", "--email", ADMIN.email, "--password", ADMIN.password],
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
    },
  });
  try {
    const request = await signInAsStaff(server.url);
    const before = await (await request("/employee-dashboard/portfolio")).text();
    const seedIds = [...before.matchAll(/data-portfolio-admin-item="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    for (let i = 0; i < count; i++) {
      const [title, sector, service] = TITLES[i % TITLES.length];
      const body = new FormData();
      for (const [key, value] of Object.entries({
        intent: "create",
        title,
        sector,
        service,
        description: `${title} voor een ${sector.toLowerCase()} uit de regio.`,
        alt: `Foto van het project: ${title.toLowerCase()}`,
      }))
        body.append(key, value);
      const photo = await phoneJpeg({ hue: (i * 47) % 360 });
      body.append("photo", new Blob([photo], { type: "image/jpeg" }), `IMG_${1000 + i}.JPG`);
      const response = await request("/employee-dashboard/portfolio", { method: "POST", body });
      if (response.status !== 200) throw new Error(`uploading photo ${i + 1} failed: ${response.status}`);
    }
    for (const id of seedIds)
      await request("/employee-dashboard/portfolio", {
        method: "POST",
        body: form({ intent: "delete", id }),
      });
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
