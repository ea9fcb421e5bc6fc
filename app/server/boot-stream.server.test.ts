import { Readable } from "node:stream";
import vm from "node:vm";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { bootStream, DEFERRED_BOOT_PATH, deferredBootScript } from "./boot-stream.server";

async function run(chunks: (string | Buffer)[], defer: boolean): Promise<string> {
  const encoded = chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk));
  return text(Readable.from(encoded).pipe(bootStream({ defer })));
}

function inPieces(document: string, size: number): Buffer[] {
  const bytes = Buffer.from(document);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

const preloads =
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>';
const head = `<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title>${preloads}</head>`;
const moduleScript =
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";</script>';
const body =
  '<body><p>Geen <link rel="modulepreload"> hier, ook geen type="module" async=""&gt;</p>' +
  `<script>window.__ctx = 1;</script>${moduleScript}<script>enqueue("ü");</script></body></html>`;

describe("bootStream, eager", () => {
  it("marks the head's modulepreload links low priority and leaves the body alone", async () => {
    expect(await run([head + body], false)).toBe(
      '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></head>' +
        body,
    );
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await run(["<p>", "hallo</p>"], false)).toBe("<p>hallo</p>");
  });
});

describe("bootStream, deferred", () => {
  it("moves the preloads and the module script into the template, the boot script in the module script's place", async () => {
    const out = await run([head + body], true);
    expect(out).toBe(
      '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title></head>' +
        '<body><p>Geen <link rel="modulepreload"> hier, ook geen type="module" async=""&gt;</p>' +
        "<script>window.__ctx = 1;</script>" +
        `<script nonce="abc" type="module" async="">import "${DEFERRED_BOOT_PATH}";</script>` +
        `<template id="app-boot">${preloads}${moduleScript}</template>` +
        '<script>enqueue("ü");</script></body></html>',
    );
  });

  it("gives the same document however the writes split tags and characters", async () => {
    const whole = await run([head + body], true);
    for (const size of [1, 3, 7, 64, 300]) {
      expect(await run(inPieces(head + body, size), true)).toBe(whole);
    }
  });

  it("passes a document without a module script through with its head rewritten", async () => {
    const out = await run([head, "<body><p>Één</p></body></html>"], true);
    expect(out).toBe(
      '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title></head>' +
        "<body><p>Één</p></body></html>",
    );
  });

  it("keeps the template's place for hydration when the module script is the last thing sent", async () => {
    const out = await run([head, "<body>", moduleScript], true);
    expect(out.endsWith(`${moduleScript}</template>`)).toBe(true);
  });
});

/** A page as far as the boot script touches it: window events, one template, one button, the beacon. */
function fakePage(search = "") {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const beacons: unknown[] = [];
  const appended: unknown[] = [];
  const timers: [() => void, number][] = [];
  const button = {
    type: "button",
    form: null,
    isConnected: true,
    attributes: new Map<string, string>(),
    clicks: 0,
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
    click() {
      this.clicks += 1;
    },
  };
  const templateContent = { nodes: "preloads + module script" };
  const dispatch = (type: string, event: unknown = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    location: {
      pathname: "/stickers",
      search,
      href: `https://example.test/stickers${search}`,
      assigned: [] as string[],
      assign(url: string) {
        this.assigned.push(url);
      },
    },
    document: {
      readyState: "interactive",
      referrer: "https://www.google.nl/",
      documentElement: { dataset: {} as Record<string, string> },
      getElementById: (id: string) => (id === "app-boot" ? { content: templateContent } : null),
      importNode: (node: unknown) => ({ cloneOf: node }),
      body: { append: (node: unknown) => appended.push(node) },
    },
    sessionStorage: new Map<string, string>(),
    crypto: { randomUUID: () => "0123abcd-0123-4567-89ab-0123456789ab" },
    // Timers run when the test says so: [callback, delay].
    setTimeout: (callback: () => void, delay = 0) => void timers.push([callback, delay]),
    requestIdleCallback: undefined as unknown,
    navigator: { sendBeacon: (url: string, body: string) => beacons.push([url, JSON.parse(body)]) },
    URLSearchParams,
  };
  window.sessionStorage = Object.assign(window.sessionStorage, {
    getItem: (key: string) => window.sessionStorage.get(key) ?? null,
    setItem: (key: string, value: string) => void window.sessionStorage.set(key, value),
  });
  return { window, dispatch, beacons, appended, button, listeners, timers };
}

describe("the boot script in the page", () => {
  function boot(search = "") {
    const page = fakePage(search);
    // Evaluated as the browser does: on its own, with nothing from this module in scope.
    vm.runInNewContext(deferredBootScript, { ...page.window, window: page.window });
    return page;
  }

  it("records the landing page at once, with its campaign, and marks it for React", () => {
    const page = boot("?utm_source=pinterest&utm_campaign=najaar");
    expect(page.beacons).toEqual([
      [
        "/api/bezoek",
        {
          p: "/stickers",
          s: "0123abcd0123456789ab0123456789ab",
          r: "https://www.google.nl/",
          us: "pinterest",
          uc: "najaar",
        },
      ],
    ]);
    expect(page.window.document.documentElement.dataset.landingRecorded).toBe("/stickers");
    expect(page.appended).toEqual([]);
  });

  it("starts React Router's modules on the first interaction, once", () => {
    const page = boot();
    page.dispatch("scroll");
    page.dispatch("pointerdown");
    expect(page.appended).toEqual([{ cloneOf: { nodes: "preloads + module script" } }]);
    expect(page.listeners.get("scroll")).toEqual([]);
  });

  it("starts them anyway a few idle seconds after the page loaded", () => {
    const page = boot();
    expect(page.timers).toEqual([]);
    page.dispatch("load");
    expect(page.timers.map(([, delay]) => delay)).toEqual([4000]);
    page.timers.shift()![0]();
    expect(page.appended).toEqual([]);
    // Without requestIdleCallback (Safari) a zero timeout stands in for it.
    page.timers.shift()![0]();
    expect(page.appended).toHaveLength(1);
  });

  it("keeps a click on a button made before hydration and replays it after", () => {
    const page = boot();
    page.dispatch("click", { target: { closest: () => page.button } });
    expect(page.button.attributes.get("aria-busy")).toBe("true");
    expect(page.appended).toHaveLength(1);
    expect(page.button.clicks).toBe(0);
    page.dispatch("app:hydrated");
    expect(page.button.clicks).toBe(1);
    expect(page.button.attributes.has("aria-busy")).toBe(false);
    // Once React is there, clicks are its own.
    page.dispatch("click", { target: { closest: () => page.button } });
    expect(page.button.attributes.has("aria-busy")).toBe(false);
  });

  /** A link that opens a dialog once React is there, and a click on it that records whether it was stopped. */
  function dialogLink(page: ReturnType<typeof fakePage>) {
    const link = { ...page.button, localName: "a", href: "https://example.test/#contact" };
    const click = (modifiers: { ctrlKey?: boolean } = {}) => {
      const event = { target: { closest: () => link }, button: 0, prevented: false, ...modifiers };
      page.dispatch("click", { ...event, preventDefault: () => (event.prevented = true) });
      return event;
    };
    return { link, click };
  }

  it("keeps a click on a link that opens a dialog (not following it) and replays it after hydration", () => {
    const page = boot();
    const { link, click } = dialogLink(page);
    expect(click().prevented).toBe(true);
    expect(link.attributes.get("aria-busy")).toBe("true");
    expect(page.appended).toHaveLength(1);
    page.dispatch("app:hydrated");
    expect(link.clicks).toBe(1);
    expect(link.attributes.has("aria-busy")).toBe(false);
    expect(page.window.location.assigned).toEqual([]);
  });

  it("leaves a click that opens such a link in a new tab to the browser", () => {
    const page = boot();
    const { link, click } = dialogLink(page);
    expect(click({ ctrlKey: true }).prevented).toBe(false);
    expect(link.attributes.size).toBe(0);
  });

  it("follows the kept link when the scripts fail to load, and leaves later link clicks alone", () => {
    const page = boot();
    const { link, click } = dialogLink(page);
    click();
    // An image that fails is no reason; a module preload that fails is.
    page.dispatch("error", { target: { localName: "img" } });
    expect(page.window.location.assigned).toEqual([]);
    page.dispatch("error", { target: { localName: "link", rel: "modulepreload" } });
    expect(page.window.location.assigned).toEqual([link.href]);
    expect(click().prevented).toBe(false);
  });

  it("leaves a form's submit button to the browser", () => {
    const page = boot();
    const submit = { ...page.button, type: "submit", form: {} };
    page.dispatch("click", { target: { closest: () => submit } });
    expect(submit.attributes.size).toBe(0);
    page.dispatch("app:hydrated");
    expect(submit.clicks).toBe(0);
  });
});
