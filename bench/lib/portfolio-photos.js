// Portfolio photos for the benchmarks: a production server whose portfolio shows real photos instead of the
// illustrated seed projects. The photos go through the app's own path: an admin (scripts/create-admin.js)
// signs in with TOTP and uploads each one on /employee-dashboard/portfolio, as staff would; the seed projects
// are deleted there afterwards ("until staff replace them"). The photos look like a phone's (a quality-92
// 4000×3000 JPEG of a scene with sensor-like noise, with EXIF and GPS): tests/helpers/photos.ts.
// The photo generator is the integration tests' own (Node runs TypeScript as it is).
import { phoneJpeg } from "../../tests/helpers/photos.ts";
import { startProductionServer } from "./server.js";
import { createAdminIn, form, signInAsStaff } from "./staff.js";

const ADMIN = { email: "bench-portfolio@example.test", password: "bench-portfolio-wachtwoord" };

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
    prepare: (dataDir) => createAdminIn(dataDir, ADMIN),
  });
  try {
    const request = await signInAsStaff(server.url, ADMIN);
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
