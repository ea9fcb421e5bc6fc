// Portfolio photos for the benchmarks: a production server whose portfolio shows real photos instead of the
// illustrated seed projects. The photos go through the app's own path: an admin (scripts/create-admin.js)
// signs in with TOTP and uploads each one on /employee-dashboard/portfolio, as staff would; the seed projects
// are deleted there afterwards ("until staff replace them"). The photos are generated to look like photos:
// a gradient scene with shapes and text plus sensor-like noise, saved as a phone saves them (a quality-92
// 4000×3000 JPEG), not pure random noise, which no camera produces and no encoder can shrink.
import { createHmac } from "node:crypto";
import { spawnSync } from "node:child_process";
import sharp from "sharp";
import { startProductionServer } from "./server.js";

const ADMIN = { email: "bench-portfolio@example.test", password: "bench-portfolio-wachtwoord" };
const BETTER_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

/** A photo-like JPEG; `hue` varies the scene so the photos differ. */
export async function photoLikeJpeg({ width = 4000, height = 3000, hue = 210 } = {}) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${hue + 40} 55% 90%)"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
      <linearGradient id="van" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
    </defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <circle cx="310" cy="60" r="70" fill="url(#sun)"/>
    <path d="M0 205 Q90 165 190 195 T400 185 V300 H0 Z" fill="hsl(${hue + 120} 35% 38%)"/>
    <path d="M0 250 Q120 230 240 255 T400 245 V300 H0 Z" fill="hsl(${hue + 100} 25% 28%)"/>
    <rect x="55" y="140" width="190" height="95" rx="12" fill="url(#van)"/>
    <rect x="200" y="150" width="38" height="32" rx="4" fill="#334155"/>
    <rect x="55" y="182" width="190" height="12" fill="hsl(${hue + 180} 75% 45%)"/>
    <circle cx="100" cy="238" r="17" fill="#111827"/><circle cx="205" cy="238" r="17" fill="#111827"/>
    <circle cx="100" cy="238" r="7" fill="#9ca3af"/><circle cx="205" cy="238" r="7" fill="#9ca3af"/>
    <text x="70" y="170" font-family="sans-serif" font-size="20" font-weight="bold" fill="hsl(${hue + 180} 75% 32%)">DRUKWERK</text>
  </svg>`;
  // Fine sensor noise, and a coarser grain (noise at a quarter of the size, enlarged) that survives scaling
  // down to the web widths, as the texture of real surfaces does.
  const noiseLayer = (w, h, sigma) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: "cubic" })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const [fine, coarse] = await Promise.all([
    noiseLayer(width, height, 22),
    noiseLayer(Math.round(width / 4), Math.round(height / 4), 40),
  ]);
  return sharp(Buffer.from(scene))
    .composite([
      { input: fine, blend: "soft-light" },
      { input: coarse, blend: "soft-light" },
    ])
    .removeAlpha()
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "Telefoonmerk", Model: "Model 12" } })
    .toBuffer();
}

function totp(secret) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret.toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac("sha1", Buffer.from(bytes)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

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
const unescapeHtml = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

async function signInAsStaff(base) {
  const request = client(base);
  await request("/employee-login", {
    method: "POST",
    body: form({ intent: "password", email: ADMIN.email, password: ADMIN.password }),
  });
  const html = await (
    await request("/employee-login/2fa", {
      method: "POST",
      body: form({ intent: "start", password: ADMIN.password }),
    })
  ).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)?.[1];
  const uri = /name="totpURI" value="([^"]+)"/.exec(html)?.[1];
  if (!secret || !uri) throw new Error("two-factor enrolment did not start");
  const verified = await request("/employee-login/2fa", {
    method: "POST",
    body: form({ intent: "verify", code: totp(secret), totpURI: unescapeHtml(uri) }),
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
    env: { BETTER_AUTH_SECRET },
    prepare(dataDir) {
      const created = spawnSync(
        process.execPath,
        ["scripts/create-admin.js", "--email", ADMIN.email, "--password", ADMIN.password],
        {
          env: { ...process.env, DATA_DIR: dataDir, BETTER_AUTH_SECRET, LOG_LEVEL: "warn" },
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
      const photo = await photoLikeJpeg({ hue: (i * 47) % 360 });
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
