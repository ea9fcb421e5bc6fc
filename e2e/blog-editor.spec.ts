// An employee writes a post with a cover photo in the website editor (the live preview flags a link to a page
// that does not exist), publishes it, and it is on /blog, on its own page as a responsive <picture>, in the
// sitemap with today's lastmod and in the RSS feed; the editor and the post pass axe.
import { phoneJpeg } from "../tests/helpers/photos";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { expect, test } from "./fixtures";
import { signInInBrowser } from "./staff-helpers";

test.describe.configure({ timeout: 180_000 });

test("an employee writes and publishes a post with a photo: on /blog, in the sitemap and in the feed", async ({
  page,
  request,
  employee,
}) => {
  const suffix = Date.now().toString(36);
  const title = `Caps borduren met je logo ${suffix}`;
  const slug = `caps-borduren-${suffix}`;
  const photo = await phoneJpeg({ width: 1600, height: 1200, hue: 200 });

  await signInInBrowser(page, employee);
  await page.goto("/employee-dashboard/website");
  await page
    .getByRole("navigation", { name: "Medewerkers" })
    .getByRole("link", { name: "Website" })
    .waitFor();
  await page.getByRole("link", { name: "Blog", exact: true }).click();
  await page.getByRole("link", { name: "Nieuw artikel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw artikel" })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Slug (adres)").fill(slug);
  await page.getByLabel("Samenvatting").fill("Zo borduren we je logo op een cap die jaren meegaat.");
  await page
    .getByLabel("Tekst (Markdown)")
    .fill(
      "## Waarom borduren\n\nBorduren gaat jaren mee. Lees ook over [kledingbedrukking](/kledingbedrukking) en [iets](/bestaat-niet).",
    );
  // The live preview is the server's sanitised rendering, and it flags the link to a page that does not exist.
  const preview = page.locator("[data-markdown-preview]");
  await expect(preview.getByRole("heading", { name: "Waarom borduren" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "bestaan niet" })).toContainText("/bestaat-niet");
  await page
    .getByLabel("Foto kiezen")
    .setInputFiles({ name: "cap.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Alt-tekst van de omslagfoto").fill("Zwarte cap met geborduurd logo");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publiceren" }).click();
  // The photo is processed into its variants first (seconds on a busy machine).
  await expect(page.getByRole("status").filter({ hasText: "Gepubliceerd" })).toContainText(
    "Gepubliceerd: de wijziging staat op de website.",
    { timeout: 90_000 },
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.locator("[data-content-status]")).toContainText("Gepubliceerd");
  await expect(page.getByRole("heading", { name: "Versies" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Anonymous visitors (the page cache): the list, the post with its photo, the sitemap and the feed.
  const list = await request.get("/blog");
  expect(await list.text()).toContain(title);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // The moment of the publish, with its zone (the same as the post's dateModified).
  expect(sitemap).toMatch(
    new RegExp(`/blog/${slug}</loc><lastmod>${today}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}</lastmod>`),
  );
  const feed = await request.get("/blog/feed.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain(`<title>${title}</title>`);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const cover = page.getByRole("img", { name: "Zwarte cap met geborduurd logo" });
  await expect(cover).toBeVisible();
  await expect(page.locator("picture source[type='image/avif']")).toHaveAttribute(
    "srcset",
    /\/media\/.+\.avif 480w/,
  );
  await expect(
    page.getByRole("article").getByRole("link", { name: "kledingbedrukking", exact: true }),
  ).toHaveAttribute("href", "/kledingbedrukking");
  await expectNoAxeViolations(page);
});
