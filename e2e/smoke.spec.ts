import { expect, test } from "@playwright/test";

test("serves the home page gzipped with an enforced CSP and security headers", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  // From the page cache: its own inline scripts by hash, no nonce and no 'unsafe-inline' for scripts.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["content-encoding"]).toBe("gzip");
});

test("renders per request with a CSP nonce when the address has a query string", async ({ request }) => {
  const response = await request.get("/?utm_source=nieuwsbrief");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(response.headers()["etag"]).toBeUndefined();
});

test("answers unknown paths with 404", async ({ request }) => {
  const response = await request.get("/bestaat-niet");
  expect(response.status()).toBe(404);
});

test("serves hashed assets as immutable and compressed, with nosniff but without the document headers", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // The client entry (large enough to be compressed), preloaded from the boot template (browser/boot.ts).
  const entry = await page.evaluate(
    () =>
      document
        .querySelector<HTMLTemplateElement>("template#app-boot")
        ?.content.querySelector('link[rel="modulepreload"][href*="/entry.client-"]')
        ?.getAttribute("href") ?? null,
  );
  const response = await request.get(entry!, { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["cache-control"]).toContain("immutable");
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBeUndefined();

  // The stylesheet comes precompressed at build time (scripts/compress-assets.js), in either encoding: with its
  // length known, where a per-request compression streams it without one.
  const stylesheet = await page.evaluate(
    () =>
      document
        .querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]')
        ?.getAttribute("href") ?? null,
  );
  for (const encoding of ["br", "gzip"]) {
    const css = await request.get(stylesheet!, { headers: { "accept-encoding": encoding } });
    expect(css.headers()["content-encoding"]).toBe(encoding);
    expect(css.headers()["content-type"]).toBe("text/css; charset=utf-8");
    expect(Number(css.headers()["content-length"])).toBeGreaterThan(1000);
    expect(css.headers()["vary"]).toContain("Accept-Encoding");
    expect(await css.text()).toContain(".service-card");
  }
  const plain = await request.get(stylesheet!, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain(".service-card");

  // An unknown asset is the site's 404, not a redirect or an error.
  expect((await request.get("/assets/bestaat-niet.js")).status()).toBe(404);
});

test("keeps the home document within its 60 KB budget, the boot script a cacheable file of its own", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  // Issue 15: no content twice, and markup without long repeated class lists or inline SVG icons.
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(60 * 1024);

  // The module script element imports the boot script (browser/boot.ts) instead of holding its 3 KB.
  const boot = /<script type="module" async="">import "(\/assets\/boot-[\w-]+\.js)";<\/script>/.exec(
    html,
  )?.[1];
  expect(boot).toBeDefined();
  const file = await request.get(boot!, { headers: { "accept-encoding": "br" } });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect(await file.text()).toContain("function deferredBoot(");
});
