// Backups in the staff area: an admin makes a backup from the browser, sees it listed with what is in it, and
// downloads it (a gzip archive, audit-logged); an employee cannot open the page nor download a backup.
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { expectNoAxeViolations, waitForReactOn } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import { randomIp } from "./staff-helpers";

// Serial: rotation keeps the newest backup of a day once a day has passed (and at most five of the last 24 hours),
// so backups made by the other test could crowd this one out.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("an admin makes a backup now and downloads it", async ({ signedInPage: page }) => {
  await page.getByRole("navigation", { name: "Medewerkers" }).getByRole("link", { name: "Back-ups" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard\/admin\/backups$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back-ups");
  await expect(page.getByText(/Elke nacht om 03:00 uur/)).toBeVisible();

  const table = page.getByRole("table", { name: "Beschikbare back-ups, nieuwste eerst" });
  const newest = table.getByRole("row").nth(1);
  const newestHref = () => newest.getByRole("link", { name: /Download/ }).getAttribute("href");
  const newestBefore = (await table.isVisible()) ? await newestHref() : null;
  await page.getByRole("button", { name: "Nu een back-up maken" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Back-up gemaakt/ })).toBeVisible();
  // The new backup is listed first; rotation may remove an earlier one (a retry makes another).
  await expect.poll(newestHref).not.toBe(newestBefore);
  await expect(newest).toContainText("Database en");
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent("download");
  await newest.getByRole("link", { name: /Download/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
  const bytes = await readFile((await download.path())!);
  // A gzip stream whose tar ends with our manifest.
  const tarBytes = gunzipSync(bytes);
  expect(tarBytes.includes(Buffer.from('"app": "printshop-breda"'))).toBe(true);
  // The database as a logical dump: its index and one entry per table.
  expect(tarBytes.includes(Buffer.from("database/index.json"))).toBe(true);
  expect(tarBytes.includes(Buffer.from("database/public.quote_requests.copy"))).toBe(true);

  await page.goto("/employee-dashboard/admin/audit");
  await expect(page.getByRole("cell", { name: "Back-up gedownload" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Back-up gemaakt" }).first()).toBeVisible();
});

// Two requests that reach the server together get one backup and the Dutch 409: tests/backups/staff-page.test.ts
// starts them in one turn (over HTTP the first backup may be done before the second arrives, and both succeed).
test("a double click sends one request: the button is busy while the backup runs", async ({
  page,
  adminSession,
}) => {
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/admin/backups");
  const button = page.getByRole("button", { name: "Nu een back-up maken" });
  await waitForReactOn(button);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/employee-dashboard/admin/backups"))
      posts.push(r.url());
  });
  // Hold the backup's answer until the busy button has been seen: a fast backup would otherwise end before the
  // first look and the test would depend on the machine's speed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/employee-dashboard/admin/backups"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await button.dblclick();
  const busy = page.getByRole("button", { name: "Back-up wordt gemaakt..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: /Back-up gemaakt/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nu een back-up maken" })).toBeEnabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(posts).toHaveLength(1);
});

test("an employee cannot open the backups page nor download a backup", async ({
  admin,
  employee: { client: employee },
}) => {
  const made = await admin.post("/employee-dashboard/admin/backups", { form: { intent: "backup" } });
  expect(made.status()).toBe(200);
  const html = await (await admin.get("/employee-dashboard/admin/backups")).text();
  const name = /\/employee-dashboard\/admin\/backups\/(backup-[\w-]+\.tar\.gz)/.exec(html)?.[1];
  expect(name, "a backup is listed").toBeTruthy();

  const page = await employee.get("/employee-dashboard/admin/backups", { maxRedirects: 0 });
  expect(page.status()).toBe(403);
  const download = await employee.get(`/employee-dashboard/admin/backups/${name}`, { maxRedirects: 0 });
  expect(download.status()).toBe(403);
  expect(download.headers()["content-disposition"]).toBeUndefined();
  const post = await employee.post("/employee-dashboard/admin/backups", {
    form: { intent: "backup" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  // The admin gets it; a name that is not a backup's is a 404, never a file outside the folder.
  expect((await admin.get(`/employee-dashboard/admin/backups/${name}`)).status()).toBe(200);
  expect((await admin.get("/employee-dashboard/admin/backups/..%2Fpglite%2FPG_VERSION")).status()).toBe(404);
});
