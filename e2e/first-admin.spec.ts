// A newcomer's first start: the server without an admin prints a set-up link; the first admin opens it, chooses a
// password and enrols TOTP in the browser (the QR code survives a reload; "Annuleren" starts over), and the link
// is gone afterwards. Plus the meta description of the sign-in pages (docs/behaviour.md#screens-and-routes: every page).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { setupCopy, signInDescriptions, twoFactorCopy } from "../app/content/staff-access";
import { expectNoAxeViolations, waitForReactOn } from "./helpers";
import { totp } from "./staff-helpers";

// A server of its own on a fresh data directory: on a busy machine that takes a while.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const EMAIL = "eigenaar@example.nl";
const PASSWORD = "eerste-beheerder-123";

/**
 * The production server as `npm start` runs it on a fresh clone (no secret, a new data directory unless one is
 * given), its stdout read. /healthz answers once start() is through, set-up link included.
 */
async function startServer(dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-"))) {
  const port = 4150 + Math.floor(Math.random() * 50);
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The request log too: it must not repeat the link's token.
      LOG_LEVEL: "info",
      PORT: String(port),
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "",
      SITE_URL: "",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
  return { child, url, dataDir, stdout: () => stdout };
}

function stop(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

async function secretOn(page: Page): Promise<string> {
  return (await page.getByTestId("totp-secret").textContent())!.trim();
}

test("the printed set-up link makes the first admin, who enrols TOTP in the browser; the link is gone afterwards", async ({
  page,
  browser,
}) => {
  const server = await startServer();
  try {
    const link = new RegExp(`${server.url}/setup/[A-Za-z0-9_-]{43}`).exec(server.stdout())?.[0];
    expect(link, "the set-up link on stdout").toBeTruthy();
    expect(server.stdout()).toContain(setupCopy.startupHeading);

    await page.goto(link!);
    await expect(page).toHaveTitle(/^Eerste beheerder instellen \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", setupCopy.description);
    // Hydrated, as a newcomer's browser is by the time they have typed: step 2 then takes the focus.
    await waitForReactOn(page.getByRole("button", { name: setupCopy.submit }));
    await expectNoAxeViolations(page);
    await page.getByLabel("Voornaam (optioneel)").fill("Eva");
    await page.getByLabel("E-mailadres").fill(EMAIL);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByLabel(setupCopy.repeatLabel).fill("iets-anders-123");
    await page.getByRole("button", { name: setupCopy.submit }).click();
    await expect(page.getByText(setupCopy.repeatMismatch)).toBeVisible();
    await page.getByLabel(setupCopy.repeatLabel).fill(PASSWORD);
    await page.getByRole("button", { name: setupCopy.submit }).click();

    // Straight to the QR code: the password was just chosen.
    await expect(page).toHaveURL(`${server.url}/employee-login/2fa`);
    await expect(page.getByRole("heading", { name: "Stap 2: scan de QR-code" })).toBeFocused();
    const secret = await secretOn(page);
    const codes = await page.getByTestId("backup-codes").getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    await expectNoAxeViolations(page);

    // A reload keeps the QR code an app may already have scanned, and the codes.
    await page.reload();
    expect(await secretOn(page)).toBe(secret);
    expect(await page.getByTestId("backup-codes").getByRole("listitem").allTextContents()).toEqual(codes);

    // "Download": a text file with the codes.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: twoFactorCopy.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("back-upcodes.txt");
    const file = readFileSync((await download.path())!, "utf8");
    for (const code of codes) expect(file).toContain(code);

    // "Afdrukken" opens the print dialog; printed, the page shows the codes and not the forms.
    // The print button appears once the page's script runs.
    await waitForReactOn(page.getByRole("button", { name: twoFactorCopy.print }));
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: twoFactorCopy.print }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("backup-codes")).toBeVisible();
    await expect(page.getByRole("form", { name: "Code bevestigen" })).toBeHidden();
    await expect(page.getByRole("img", { name: /QR-code/ })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Without JavaScript the codes are there and the page says how to print them.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/employee-login/2fa`);
    expect(await plain.getByTestId("backup-codes").getByRole("listitem").allTextContents()).toEqual(codes);
    await expect(plain.getByText(twoFactorCopy.printWithoutScript)).toBeVisible();
    await expect(plain.getByRole("button", { name: twoFactorCopy.print })).toHaveCount(0);
    await noScript.close();

    // "Annuleren" discards it: the password again, then a new secret.
    await page.getByRole("button", { name: twoFactorCopy.cancel }).click();
    await expect(page.getByRole("heading", { name: "Stap 1: bevestig je wachtwoord" })).toBeVisible();
    await page.getByRole("textbox", { name: "Wachtwoord" }).fill(PASSWORD);
    await page.getByRole("button", { name: "Verder" }).click();
    await expect(page.getByRole("heading", { name: "Stap 2: scan de QR-code" })).toBeFocused();
    const fresh = await secretOn(page);
    expect(fresh).not.toBe(secret);

    await page.getByLabel("Stap 3: vul de code uit de app in").fill(totp(fresh));
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expect(page).toHaveURL(`${server.url}/employee`);

    // The link has done its work: a Dutch 410 page, for this link and any other.
    const again = await page.goto(link!);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: setupCopy.goneTitle })).toBeVisible();
    await expect(page.getByText(setupCopy.gone)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.goto(`${server.url}/setup/${"A".repeat(43)}`))?.status()).toBe(410);
    // Printed once, and the request log wrote the visits' paths without it.
    const token = link!.split("/").pop()!;
    expect(server.stdout().split(token)).toHaveLength(2);
    expect(server.stdout()).toContain('"path":"/setup/…"');

    // A restart with an admin prints no link.
    await stop(server.child);
    const restarted = await startServer(server.dataDir);
    expect(restarted.stdout()).not.toContain("/setup/");
    await stop(restarted.child);
  } finally {
    if (server.child.exitCode === null) await stop(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("the sign-in pages have a meta description", async ({ page }) => {
  for (const [path, description] of [
    ["/auth", signInDescriptions.auth],
    ["/employee-login", signInDescriptions.employeeLogin],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('head meta[name="description"]'), path).toHaveAttribute("content", description);
    await expect(page.locator('head meta[name="description"]'), path).toHaveCount(1);
  }
});
