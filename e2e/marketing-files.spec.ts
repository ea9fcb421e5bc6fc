// Staff manage marketing files in the browser and the home page follows: upload (type decided by the bytes),
// download under the chosen name, rename, hide, delete (the stored object goes too). A server of its own, so
// the home page tests on the shared server keep seeing no downloads.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { mkdtemp, readdir, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { enrol, passwordSignIn } from "./staff-helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = { email: "bestanden@e2e.test", password: "e2e-bestanden-wachtwoord" };
/** Set in beforeAll: a port nobody listens on (parallel runs use fixed ports of their own). */
let base = "";
let dataDir = "";

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Title (Prijslijst) >>\nendobj\n%%EOF\n");

let server: ChildProcess | undefined;
let staffState: Awaited<ReturnType<APIRequestContext["storageState"]>>;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = path.resolve(`data/e2e-marketing-${port}`);
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SITE_URL: "https://www.printshop-breda.example",
    BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
  };
  const created = spawnSync(
    process.execPath,
    ["scripts/create-admin.js", "--email", ADMIN.email, "--password", ADMIN.password],
    { env, stdio: "inherit" },
  );
  expect(created.status).toBe(0);
  server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  const client = await playwright.request.newContext({ baseURL: base });
  expect(await passwordSignIn(client, ADMIN.email, ADMIN.password)).toBe("/employee-login/2fa");
  await enrol(client, ADMIN.password);
  staffState = await client.storageState();
  await client.dispose();
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => server?.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function staffPage(browser: Browser, { javaScriptEnabled = true } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, storageState: staffState, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/employee-dashboard/bestanden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketingbestanden");
  return page;
}

/** The home page as a visitor (staff opening / are sent to /employee). */
async function visitorHome(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  return page;
}

const storedObjects = async () =>
  (await readdir(path.join(dataDir, "files", "marketing")).catch(() => [] as string[])).sort();

test("staff upload a file; the home page offers it under its name; rename, hide and delete follow", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  await expect(staff.getByRole("link", { name: "Bestanden" })).toHaveAttribute("aria-current", "page");
  await expect(staff.getByText("Er zijn nog geen marketingbestanden.")).toBeVisible();
  await expectNoAxeViolations(staff);

  // A text file called .pdf is refused by its bytes, and nothing is stored.
  await staff.getByLabel("Bestand", { exact: true }).setInputFiles({
    name: "virus.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await staff.getByRole("button", { name: "Uploaden" }).click();
  await expect(staff.getByRole("alert")).toHaveText(
    "Het bestand „virus.pdf” wordt niet geaccepteerd. Kies een PDF, PNG, JPG, WebP, GIF, SVG of ZIP-bestand.",
  );
  expect(await storedObjects()).toEqual([]);
  await expectNoAxeViolations(staff);

  await staff.getByLabel("Bestand", { exact: true }).setInputFiles({
    name: "prijslijst café.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await staff.getByLabel("Downloadnaam (optioneel)").fill("Prijslijst 2026");
  await staff.getByRole("button", { name: "Uploaden" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "geüpload" })).toHaveText(
    "Bestand „Prijslijst 2026“ is geüpload en staat op de homepagina.",
  );
  await expect(staff.getByRole("textbox", { name: "Downloadnaam van Prijslijst 2026.pdf" })).toHaveValue(
    "Prijslijst 2026.pdf",
  );
  const objects = await storedObjects();
  expect(objects).toHaveLength(1);
  expect(objects[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);

  const visitor = await visitorHome(browser);
  const story = visitor.getByRole("region", { name: "Ons verhaal" });
  await expect(story.getByRole("heading", { name: "Downloads" })).toBeVisible();
  const link = story.getByRole("link", { name: "Prijslijst 2026.pdf downloaden" });
  const downloadPromise = visitor.waitForEvent("download");
  await link.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Prijslijst 2026.pdf");
  expect(await readStream(await download.createReadStream())).toEqual(PDF);
  await expect(visitor.getByRole("status").filter({ hasText: "Bestand gedownload!" })).toBeVisible();
  // Only ever an attachment: the sandboxing CSP comes on top of the site's own policy.
  const response = await visitor.request.get((await link.getAttribute("href"))!);
  expect(response.headers()["content-disposition"]).toBe(
    `attachment; filename="Prijslijst 2026.pdf"; filename*=UTF-8''Prijslijst%202026.pdf`,
  );
  expect(response.headers()["content-type"]).toBe("application/pdf");
  // Helmet sends it for every response and the download adds its own; browsers read the first value.
  expect(response.headers()["x-content-type-options"]).toMatch(/^nosniff(, nosniff)?$/);
  const policies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "content-security-policy")
    .map((header) => header.value);
  expect(policies).toContain("sandbox; default-src 'none'");

  // Rename: the extension stays, the home page shows the new name.
  await staff.getByRole("textbox", { name: "Downloadnaam van Prijslijst 2026.pdf" }).fill("Tarieven");
  await staff.getByRole("button", { name: "Naam opslaan" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Downloadnaam" })).toHaveText(
    "Downloadnaam opgeslagen.",
  );
  await expect(staff.getByRole("textbox", { name: "Downloadnaam van Tarieven.pdf" })).toHaveValue(
    "Tarieven.pdf",
  );
  await visitor.reload();
  await expect(story.getByRole("link", { name: "Tarieven.pdf downloaden" })).toBeVisible();

  // Hide: gone from the home page (the whole block, as it was the only file).
  await staff.getByRole("button", { name: "Verbergen Tarieven.pdf" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "homepagina" })).toHaveText(
    "Het bestand staat niet meer op de homepagina.",
  );
  await visitor.reload();
  await expect(story.getByRole("heading", { name: "Downloads" })).toHaveCount(0);

  // Delete: after confirming, the row and the stored object are gone.
  staff.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("„Tarieven.pdf” definitief verwijderen?");
    void dialog.accept();
  });
  await staff.getByRole("button", { name: "Verwijderen Tarieven.pdf" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "verwijderd" })).toHaveText(
    "Het bestand is verwijderd.",
  );
  await expect(staff.getByText("Er zijn nog geen marketingbestanden.")).toBeVisible();
  expect(await storedObjects()).toEqual([]);

  // Every step is in the audit log.
  await staff.goto("/employee-dashboard/admin/audit");
  for (const what of [
    "Marketingbestand geüpload",
    "Marketingbestand hernoemd",
    "Marketingbestand verborgen",
    "Marketingbestand verwijderd",
  ])
    await expect(staff.getByRole("cell", { name: what, exact: true })).toBeVisible();
});

test("the upload form works without JavaScript", async ({ browser }) => {
  const page = await staffPage(browser, { javaScriptEnabled: false });
  await page.getByLabel("Bestand", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "geüpload" })).toHaveText(
    "Bestand „logo.png“ is geüpload en staat op de homepagina.",
  );
  await page.getByRole("button", { name: "Verwijderen logo.png" }).click();
  await expect(page.getByRole("status").filter({ hasText: "verwijderd" })).toBeVisible();
  expect(await storedObjects()).toEqual([]);
});

/** A 52 MB PDF on disk (sparse: a PDF header, then nothing), over the 50 MB limit. */
async function oversizedPdf(): Promise<{ file: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "e2e-groot-"));
  const file = path.join(dir, "brochure.pdf");
  await writeFile(file, PDF);
  await truncate(file, 52 * 1024 * 1024);
  return { file, dispose: () => rm(dir, { recursive: true, force: true }) };
}

test("a file over 50 MB is refused at the field before uploading, and the typed name stays", async ({
  browser,
}) => {
  const big = await oversizedPdf();
  try {
    const staff = await staffPage(browser);
    await waitForHydration(staff);
    const posts: string[] = [];
    staff.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await staff.getByLabel("Downloadnaam (optioneel)").fill("Brochure 2026");
    await staff.getByLabel("Bestand", { exact: true }).setInputFiles(big.file);
    const message = "Het bestand „brochure.pdf” is te groot (maximaal 50 MB).";
    await expect(staff.getByRole("alert")).toHaveText(message);
    await staff.getByRole("button", { name: "Uploaden" }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Marketingbestanden");
    await expect(staff.getByRole("alert")).toHaveText(message);
    await expect(staff.getByLabel("Downloadnaam (optioneel)")).toHaveValue("Brochure 2026");
    await expect(staff.getByLabel("Bestand", { exact: true })).toHaveAccessibleDescription(
      /te groot \(maximaal 50 MB\)/,
    );
    expect(posts).toEqual([]);

    // Should it reach the server after all (an old tab, a changed limit): the page answers, not an error page.
    await staff
      .getByLabel("Bestand", { exact: true })
      .evaluate((input: HTMLInputElement) => input.setCustomValidity(""));
    const answer = staff.waitForResponse((response) => response.request().method() === "POST");
    await staff.getByRole("button", { name: "Uploaden" }).click();
    expect((await answer).status()).toBe(413);
    await expect(staff.getByRole("button", { name: "Uploaden" })).toBeEnabled();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Marketingbestanden");
    await expect(staff.getByRole("alert")).toHaveText(message);
    await expect(staff.getByLabel("Downloadnaam (optioneel)")).toHaveValue("Brochure 2026");
    expect(await storedObjects()).toEqual([]);
    await expect(staff.getByText("Er zijn nog geen marketingbestanden.")).toBeVisible();
  } finally {
    await big.dispose();
  }
});

test("without JavaScript an oversized upload gets the page back with the limit at the field", async ({
  browser,
}) => {
  const big = await oversizedPdf();
  try {
    const page = await staffPage(browser, { javaScriptEnabled: false });
    await page.getByLabel("Bestand", { exact: true }).setInputFiles(big.file);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Uploaden" }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketingbestanden");
    await expect(page.getByRole("alert")).toHaveText("Het bestand is te groot (maximaal 50 MB).");
    expect(await storedObjects()).toEqual([]);
    await expect(page.getByText("Er zijn nog geen marketingbestanden.")).toBeVisible();
    // The connection is usable again: the next upload goes through.
    await page.getByLabel("Bestand", { exact: true }).setInputFiles({
      name: "klein.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "geüpload" })).toBeVisible();
    await page.getByRole("button", { name: "Verwijderen klein.pdf" }).click();
    await expect(page.getByRole("status").filter({ hasText: "verwijderd" })).toBeVisible();
    expect(await storedObjects()).toEqual([]);
    await page.context().close();
  } finally {
    await big.dispose();
  }
});

test("an upload that breaks off halfway leaves no file and no row", async ({ browser }) => {
  const cookie = staffState.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const boundary = "grens-afgebroken";
  const request = http.request(`${base}/employee-dashboard/bestanden`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(20 * 1024 * 1024),
    },
  });
  request.on("error", () => {});
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  request.write(Buffer.alloc(3 * 1024 * 1024));
  // The server is writing the file (a partial file next to its final name) when the connection drops.
  await expect.poll(async () => (await storedObjects()).some((name) => name.endsWith(".part"))).toBe(true);
  request.destroy();
  await expect.poll(storedObjects).toEqual([]);
  const staff = await staffPage(browser);
  await expect(staff.getByText("Er zijn nog geen marketingbestanden.")).toBeVisible();
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
