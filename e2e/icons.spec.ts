import { expect, test } from "@playwright/test";

// Icons are CSS masks, views of one sprite file (components/ui/icons.tsx, styles/icon-sprite.ts): one whose class has
// no shape would paint a full square of its colour, one whose view the sprite lacks would paint nothing, one without
// a size would be 24 px where the design wants 16.
const pages = [
  "/",
  "/kledingbedrukking",
  "/diensten",
  "/over-ons",
  "/particulieren",
  "/werkkleding",
  "/bedankt",
];

for (const path of pages) {
  test(`every icon on ${path} is painted from a lucide shape`, async ({ page }) => {
    await page.goto(path);
    const icons = await page.evaluate(() => {
      const found: { where: string; mask: string; width: number; height: number; color: string }[] = [];
      const describe = (element: Element, pseudo: string) => {
        const style = getComputedStyle(element, pseudo || null);
        if (pseudo && style.content === "none") return;
        found.push({
          where: `${element.className}${pseudo}`,
          mask: style.maskImage,
          width: parseFloat(style.width),
          height: parseFloat(style.height),
          color: style.backgroundColor,
        });
      };
      for (const icon of document.querySelectorAll(".i")) describe(icon, "");
      for (const link of document.querySelectorAll(".more-link")) describe(link, "::after");
      for (const summary of document.querySelectorAll(".accordion summary")) describe(summary, "::after");
      for (const pill of document.querySelectorAll(".region-card .pill")) describe(pill, "::before");
      return found;
    });
    expect(icons.length).toBeGreaterThan(0);
    const sprites = new Set<string>();
    for (const icon of icons) {
      const [, sprite, view] =
        /^url\("(.+\/assets\/icons-[0-9a-f]{10}\.svg)#([a-z0-9-]+)"\)$/.exec(icon.mask) ?? [];
      expect(view, `${icon.where}: ${icon.mask}`).toBeTruthy();
      sprites.add(sprite!);
    }
    // One sprite, served as an immutable SVG, holding a view of every icon the page shows.
    expect(sprites.size).toBe(1);
    const response = await page.request.get([...sprites][0]!);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["cache-control"]).toContain("immutable");
    const svg = await response.text();
    for (const icon of icons) {
      expect(svg, icon.where).toContain(`<view id="${/#([a-z0-9-]+)"\)$/.exec(icon.mask)![1]}"`);
      expect(icon.width, icon.where).toBeGreaterThanOrEqual(14);
      expect(icon.width, icon.where).toBe(icon.height);
      expect(icon.color, icon.where).not.toBe("rgba(0, 0, 0, 0)");
    }
  });
}

test("the home page's icons keep their sizes: arrows 16 px, service icons 24 px, FAQ chevrons 20 px", async ({
  page,
}) => {
  await page.goto("/");
  const size = (selector: string, pseudo = "") =>
    page
      .locator(selector)
      .first()
      .evaluate((element, pseudo) => getComputedStyle(element, pseudo || null).width, pseudo);
  expect(await size(".service-card .i")).toBe("24px");
  expect(await size(".service-card .more-link", "::after")).toBe("16px");
  expect(await size(".region-card .pill", "::before")).toBe("14px");
  expect(await size(".accordion summary", "::after")).toBe("20px");
  expect(await size(".contact-card .i")).toBe("20px");
});
