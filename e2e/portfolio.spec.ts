// Staff add a portfolio project with a phone photo; /portfolio shows it as <picture> with AVIF and WebP
// srcsets, width and height, loaded from /media (immutable); staff add a second photo and put it first, correct
// an alt text, reorder, hide and delete the project again (the variants go too). Works without JavaScript on the staff side: plain forms.
import { mkdtemp, open, readdir, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Response } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { phoneJpeg } from "../tests/helpers/photos";
import { expectNoAxeViolations, waitForHydration, waitForReactOn } from "./helpers";
import { expect, test } from "./fixtures";
import { randomIp } from "./staff-helpers";

test.describe.configure({ timeout: 180_000 });

test("staff upload a portfolio photo and /portfolio serves it as a responsive picture", async ({
  page,
  request,
  adminSession,
}) => {
  const title = `Gevelreclame ${Date.now().toString(36)}`;
  const alt = `Gevel met rood reclamebord (${title})`;
  const photo = await phoneJpeg({ width: 2000, height: 1500, orientation: 6, hue: 15 });

  // An anonymous visitor's /portfolio comes from the render cache (its CSP lists script hashes, not a nonce).
  const before = await request.get("/portfolio");
  expect(before.headers()["content-security-policy"]).toContain("'sha256-");
  expect(await before.text()).not.toContain(title);

  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
  await expect(page.locator('a[href="/employee-dashboard/portfolio"]').first()).toBeVisible();
  const form = page.getByRole("form", { name: "Nieuw project" });

  // A file that is not a photo: refused with a Dutch message, nothing added.
  await form.getByLabel("Titel").fill(title);
  await form.getByLabel("Branche").fill("Winkel in Breda");
  await form.getByLabel("Dienst").selectOption("voertuigbelettering");
  await form.getByLabel("Beschrijving", { exact: true }).fill("Een nieuw reclamebord op de gevel.");
  await form.getByLabel("Foto (optioneel)").setInputFiles({
    name: "gevel.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await form.getByLabel("Beschrijving van de foto (alt-tekst)").fill(alt);
  await form.getByRole("button", { name: "Project toevoegen" }).click();
  await expect(page.getByRole("alert")).toContainText("Het bestand „gevel.jpg” wordt niet geaccepteerd.");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  const again = page.getByRole("form", { name: "Nieuw project" });
  await again.getByLabel("Titel").fill(title);
  await again.getByLabel("Branche").fill("Winkel in Breda");
  await again.getByLabel("Dienst").selectOption("voertuigbelettering");
  await again.getByLabel("Beschrijving", { exact: true }).fill("Een nieuw reclamebord op de gevel.");
  await again
    .getByLabel("Foto (optioneel)")
    .setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: photo });
  await again.getByLabel("Beschrijving van de foto (alt-tekst)").fill(alt);
  await again.getByRole("button", { name: "Project toevoegen" }).click();
  await expect(page.getByText(`„${title}” staat bovenaan in het portfolio.`)).toBeVisible({
    timeout: 60_000,
  });
  const card = page.locator("[data-portfolio-admin-item]").filter({ hasText: title });
  // A new project goes first, on the staff page and on the site.
  await expect(page.locator("[data-portfolio-admin-item]").first()).toHaveAttribute(
    "data-portfolio-admin-item",
    (await card.getAttribute("data-portfolio-admin-item"))!,
  );
  await expect(card.getByRole("img", { name: alt })).toBeVisible();
  await expectNoAxeViolations(page);
  // The change reaches the cached page at once.
  expect(await (await request.get("/portfolio")).text()).toContain(title);

  // The public page: a <picture> with AVIF and WebP srcsets, a JPEG fallback with width and height.
  const mediaResponses = new Map<string, Response>();
  page.on("response", (r) => {
    if (r.url().includes("/media/")) mediaResponses.set(new URL(r.url()).pathname, r);
  });
  await page.goto("/portfolio");
  const item = page.locator("[data-portfolio-item]").filter({ hasText: title });
  await expect(page.locator("[data-portfolio-item]").first()).toContainText(title);
  await expect(item.getByRole("heading", { name: title })).toBeVisible();
  const avif = item.locator('picture source[type="image/avif"]');
  const webp = item.locator('picture source[type="image/webp"]');
  await expect(avif).toHaveAttribute(
    "srcset",
    /^\/media\/portfolio\/[0-9a-f-]{36}-480\.avif 480w, \/media\/portfolio\/[0-9a-f-]{36}-800\.avif 800w, \/media\/portfolio\/[0-9a-f-]{36}-1200\.avif 1200w$/,
  );
  await expect(webp).toHaveAttribute("srcset", /-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
  await expect(avif).toHaveAttribute("sizes", /calc\(\(100vw - 2rem\) \* 0\.4\)$/);
  const mediaUrl = (await avif.getAttribute("srcset"))!.split(" ")[0]!;
  const img = item.locator("picture img");
  // Upright (the phone was held portrait): 1200 × 1600.
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "1600");
  await expect(img).toHaveAttribute("alt", alt);
  // A new project goes first, so its photo is the page's first: loaded at once, with high priority.
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("src", /^\/media\/portfolio\/[0-9a-f-]{36}-800\.jpg$/);
  // The page's first photo is loaded at once with high priority.
  await expect(page.locator("main picture img, main img").first()).toHaveAttribute("fetchpriority", "high");

  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  // Chromium chose the AVIF source; the server answered it with 200, its type and the immutable cache header.
  const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  expect(current).toMatch(/^\/media\/portfolio\/[0-9a-f-]{36}-\d+\.avif$/);
  const response = mediaResponses.get(current);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/avif");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await expectNoAxeViolations(page);

  // The service page of the project's service lists it.
  await page.goto("/voertuigbelettering");
  await expect(page.getByRole("heading", { name: "Voorbeelden uit ons portfolio" })).toBeVisible();
  await expect(item.getByRole("heading", { name: title })).toBeVisible();

  // A second photo, put first: the site shows it for the project. The first photo's alt text is corrected.
  await page.goto("/employee-dashboard/portfolio");
  await waitForHydration(page);
  const secondAlt = `Reclamebord van dichtbij (${title})`;
  // The upload form opens on demand.
  const addPhoto = page.getByRole("form", { name: `Foto toevoegen aan ${title}` });
  await expect(addPhoto).toBeHidden();
  await card.getByText("Foto's toevoegen").click();
  await expect(addPhoto).toBeVisible();
  // Every state the progress shows, as it shows it (the photo is sent and processed at the machine's pace).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadStates: string[] }).uploadStates = seen;
    new MutationObserver(() => {
      const progress = document.querySelector("form progress");
      const label = progress && document.querySelector(`label[for="${progress.id}"]`)?.textContent;
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await addPhoto.getByLabel("Foto", { exact: true }).setInputFiles({
    name: "detail.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg({ width: 2400, height: 1800, hue: 200 }),
  });
  await addPhoto.getByLabel("Beschrijving van de foto (alt-tekst)").fill(secondAlt);
  await addPhoto.getByRole("button", { name: "Foto toevoegen" }).click();
  await expect(addPhoto.getByRole("progressbar", { name: "Voortgang van de foto" })).toBeVisible();
  await expect(page.getByText("De foto is toegevoegd.")).toBeVisible({ timeout: 60_000 });
  await expect(addPhoto.getByRole("progressbar")).toHaveCount(0);
  const states = await page.evaluate(() => (window as unknown as { uploadStates: string[] }).uploadStates);
  expect(states[0]).toMatch(/^Foto uploaden… \d+%$/);
  expect(states.at(-1)).toBe("Foto's verwerken…");
  const photoOf = (photoAlt: string) =>
    card.getByRole("listitem").filter({ has: page.getByRole("img", { name: photoAlt, exact: true }) });
  await photoOf(secondAlt)
    .getByRole("button", { name: /^Vooraan zetten/ })
    .click();
  await expect(
    page.getByText("Deze foto staat nu vooraan: de website toont hem bij het project."),
  ).toBeVisible();
  const correctedAlt = `Gevel met rood reclamebord boven de etalage (${title})`;
  await photoOf(alt).getByText("Alt-tekst wijzigen").click();
  const altForm = card.getByRole("form", { name: `Alt-tekst van ${alt}` });
  await altForm.getByLabel("Nieuwe alt-tekst").fill(correctedAlt);
  await expectNoAxeViolations(page);
  await altForm.getByRole("button", { name: "Alt-tekst opslaan" }).click();
  await expect(page.getByText("De alt-tekst is opgeslagen.")).toBeVisible();
  await expect(card.getByRole("img", { name: correctedAlt })).toBeVisible();
  await page.goto("/portfolio");
  await expect(item.locator("picture img")).toHaveAttribute("alt", secondAlt);

  // Staff move it up, hide it (gone from /portfolio) and delete it (its variants are gone too).
  await page.goto("/employee-dashboard/portfolio");
  await card.getByRole("button", { name: `Omlaag ${title}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Project verplaatst" })).toHaveText(
    /^Project verplaatst naar positie \d+ van \d+\.$/,
  );
  await card.getByRole("button", { name: `Verbergen ${title}` }).click();
  await expect(page.getByText("Het project staat niet meer op de website.")).toBeVisible();
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await page.goto("/employee-dashboard/portfolio");
  page.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: `Verwijderen ${title}` }).click();
  await expect(page.getByText("Het project en zijn foto's zijn verwijderd.")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(mediaUrl)).status()).toBe(404);
});

/**
 * How many photos the upload reader has stored and not yet processed begin with `bytes`: what the server kept of
 * one sent photo. By content, since the other worker's tests upload photos into the same folder meanwhile.
 */
async function storedUploadsOf(bytes: Buffer): Promise<number> {
  const folder = path.join(
    process.env.E2E_DATA_DIR ?? `data/e2e-${new URL(baseURL).port}`,
    "files",
    "portfolio-uploads",
  );
  const names = await readdir(folder).catch(() => [] as string[]);
  const starts = await Promise.all(
    names.map(async (name) => {
      const file = await open(path.join(folder, name)).catch(() => null); // processed meanwhile
      if (!file) return null;
      try {
        const start = Buffer.alloc(bytes.length);
        await file.read(start, 0, bytes.length, 0);
        return start;
      } finally {
        await file.close();
      }
    }),
  );
  return starts.filter((start) => start?.equals(bytes)).length;
}

test("a photo over 25 MB is refused at the field and the new project's fields stay filled", async ({
  page,
  adminSession,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), "e2e-groot-"));
  try {
    // A 26 MB "JPEG": its first bytes, then a sparse rest.
    const file = path.join(dir, "gevel.jpg");
    const jpeg = await phoneJpeg({ width: 64, height: 48, orientation: 1, hue: 200 });
    await writeFile(file, jpeg);
    await truncate(file, 26 * 1024 * 1024);
    const title = `Te grote foto ${Date.now().toString(36)}`;

    await adminSession.signIn(page);
    await page.goto("/employee-dashboard/portfolio");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = page.getByRole("form", { name: "Nieuw project" });
    await form.getByLabel("Titel").fill(title);
    await form.getByLabel("Branche").fill("Bakkerij");
    await form.getByLabel("Dienst").selectOption("stickers");
    await form.getByLabel("Beschrijving", { exact: true }).fill("Stickers voor de etalage.");
    await form.getByLabel("Foto (optioneel)").setInputFiles(file);
    await form.getByLabel("Beschrijving van de foto (alt-tekst)").fill("Etalage met stickers");
    const message = "Het bestand „gevel.jpg” is te groot (maximaal 25 MB).";
    await expect(form.getByRole("alert")).toHaveText(message);
    await form.getByRole("button", { name: "Project toevoegen" }).click();
    await expect(form.getByRole("alert")).toHaveText(message);
    expect(posts).toEqual([]);

    // Sent anyway (the browser's check switched off): the page answers with the limit, the fields stay.
    await form
      .getByLabel("Foto (optioneel)")
      .evaluate((input: HTMLInputElement) => input.setCustomValidity(""));
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Project toevoegen" }).click();
    expect((await answer).status()).toBe(413);
    await expect(form.getByRole("button", { name: "Project toevoegen" })).toBeEnabled();
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText(message);
    await expect(form.getByLabel("Titel")).toHaveValue(title);
    await expect(form.getByLabel("Branche")).toHaveValue("Bakkerij");
    await expect(form.getByLabel("Dienst")).toHaveValue("stickers");
    await expect(form.getByLabel("Beschrijving", { exact: true })).toHaveValue("Stickers voor de etalage.");
    await expect(form.getByLabel("Beschrijving van de foto (alt-tekst)")).toHaveValue("Etalage met stickers");

    // Nothing was added or stored.
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    expect(await storedUploadsOf(jpeg)).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("/media serves only portfolio variants", async ({ request }) => {
  for (const path of [
    "/media/leads/00000000-0000-4000-8000-000000000000.svg",
    "/media/portfolio-uploads/00000000-0000-4000-8000-000000000000.jpg",
    "/media/portfolio/00000000-0000-4000-8000-000000000000-480.avif",
    "/media/..%2F..%2Fetc%2Fpasswd",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test("a keyboard user moves a project several places in place: no reload, focus stays, the place is said", async ({
  page,
  adminSession,
}) => {
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/portfolio");
  const cards = page.locator("[data-portfolio-admin-item]");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const idAt = (index: number) => cards.nth(index).getAttribute("data-portfolio-admin-item");
  const ids = () => cards.evaluateAll((all) => all.map((c) => c.getAttribute("data-portfolio-admin-item")));
  // Other tests may add a project at the top meanwhile: the checks compare neighbours, not places.
  const id = (await idAt(0))!;
  const title = (await cards.nth(0).getByRole("heading", { level: 2 }).textContent())!;
  const down = page.getByRole("button", { name: `Omlaag ${title}` });
  const up = page.getByRole("button", { name: `Omhoog ${title}` });
  const announced = page.locator("[data-move-status]");
  await waitForReactOn(down);
  // Survives anything but a new page load.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "dezelfde pagina"));
  const sameDocument = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);

  const moveAndCheck = async (button: typeof down, key: "Enter" | " ", step: 1 | -1) => {
    const before = await ids();
    const from = before.indexOf(id);
    const passed = before[from + step]!;
    await button.focus();
    await page.keyboard.press(key);
    await expect
      .poll(async () => {
        const now = await ids();
        return now.indexOf(id) - now.indexOf(passed);
      })
      .toBe(step);
    await expect(button).toBeFocused();
    const now = await ids();
    await expect(announced).toHaveText(
      `Project verplaatst naar positie ${now.indexOf(id) + 1} van ${now.length}.`,
    );
    expect(await sameDocument()).toBe("dezelfde pagina");
  };

  await moveAndCheck(down, "Enter", 1);
  await moveAndCheck(down, " ", 1);
  // And back up again, the same way (which also restores the order for the other tests).
  await moveAndCheck(up, "Enter", -1);
  await moveAndCheck(up, "Enter", -1);
  await expectNoAxeViolations(page);
});

test("without JavaScript Omhoog and Omlaag are plain forms that say where the project is now", async ({
  browser,
  page,
  adminSession,
}) => {
  await adminSession.signIn(page);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const plain = await context.newPage();
  await plain.goto("/employee-dashboard/portfolio");
  const cards = plain.locator("[data-portfolio-admin-item]");
  const title = (await cards.nth(1).getByRole("heading", { level: 2 }).textContent())!;
  const card = cards.filter({ has: plain.getByRole("heading", { level: 2, name: title, exact: true }) });
  // The upload form is there on demand without JavaScript too.
  await expect(card.getByRole("form", { name: `Foto toevoegen aan ${title}` })).toBeHidden();
  await card.getByText("Foto's toevoegen").click();
  await expect(card.getByRole("form", { name: `Foto toevoegen aan ${title}` })).toBeVisible();

  await card.getByRole("button", { name: `Omhoog ${title}` }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Project verplaatst" })).toHaveText(
    /^Project verplaatst naar positie \d+ van \d+\.$/,
  );
  await card.getByRole("button", { name: `Omlaag ${title}` }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Project verplaatst" })).toHaveText(
    /^Project verplaatst naar positie \d+ van \d+\.$/,
  );
  await context.close();
});
