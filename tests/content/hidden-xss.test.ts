// The hidden-XSS test over every field of every content kind (issue 31), on both databases: each registered kind's
// seed is taken, every text field its schema accepts a payload in gets one (script, event handler, javascript:
// link, an attribute breakout), the items are published, and then the production server (npm run build first)
// serves every public page of the sitemap, the blog post, the feed and the order page: none may contain a tag
// or attribute the payload made, and every JSON-LD block must still parse.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import postgres from "postgres";
import { expect, it } from "vitest";
import { startProductionServer } from "../../bench/lib/server.js";
import {
  contentKindDefinition,
  registeredContentKinds,
  type RegisteredContentKind,
} from "~/lib/content/kinds";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { getContentEntry } from "~/server/content/entries.server";
import { saveContent } from "~/server/content/write.server";
import { kindSeeds } from "~/server/content/seeds.server";
import { databaseKinds } from "../helpers/db";

const MARK = "alert(7)";
/** Longest first; a field with a short maximum gets a shorter one. */
const PAYLOADS = [
  `"'><script>${MARK}</script><img src=x onerror=${MARK}>[x](javascript:${MARK})`,
  `"><svg onload=${MARK}>[x](javascript:${MARK})`,
  `<img src=x onerror=${MARK}>`,
  `"><b onclick=${MARK}>`,
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Puts a payload in every string its kind's schema accepts one in (each field on its own); returns the count. */
function poison(kind: RegisteredContentKind, data: Json): { data: Json; fields: string[] } {
  const schema = contentKindDefinition(kind).schema;
  let current = structuredClone(data);
  const fields: string[] = [];
  const visit = (path: (string | number)[]) => {
    let node: Json = current;
    for (const step of path) node = (node as Record<string | number, Json>)[step]!;
    if (typeof node === "string") {
      for (const payload of PAYLOADS) {
        const next = structuredClone(current);
        let parent: Json = next;
        for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[step]!;
        (parent as Record<string | number, Json>)[path.at(-1)!] = `${node} ${payload}`.slice(-2000);
        if (schema.safeParse(next).success) {
          current = next;
          fields.push(path.join("."));
          break;
        }
      }
    } else if (Array.isArray(node)) node.forEach((_, index) => visit([...path, index]));
    else if (node && typeof node === "object") for (const key of Object.keys(node)) visit([...path, key]);
  };
  visit([]);
  return { data: current, fields };
}

/** What the payload made into real markup: a script of its own, an event handler, a javascript: address. */
function injected(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>\s*alert\(7\)\s*<\/script>/gi)) found.push(tag);
  for (const [tag, attributes] of html.matchAll(/<[a-zA-Z][a-zA-Z0-9-]*\b([^>]*)>/g)) {
    for (const [, name, value = ""] of attributes!.matchAll(
      /([^\s=/"'>]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g,
    )) {
      const lower = name!.toLowerCase();
      if (lower.startsWith("on") && value.includes(MARK)) found.push(tag);
      if (/^(href|src|action|formaction)$/.test(lower) && /^["']?\s*javascript:/i.test(value))
        found.push(tag);
    }
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      JSON.parse(json!);
    } catch {
      found.push(`broken JSON-LD: ${json!.slice(0, 80)}`);
    }
  }
  return found;
}

async function publishPoisoned(handle: DatabaseHandle) {
  await handle.migrate();
  const poisoned: Record<string, string[]> = {};
  let blogSlug = "";
  for (const kind of registeredContentKinds()) {
    const seed = kindSeeds[kind]?.();
    if (!seed?.length) continue;
    const { data, fields } = poison(kind, seed[0]!.data as Json);
    poisoned[kind] = fields;
    const key = kind === "blog-post" ? randomUUID() : seed[0]!.key;
    if (kind === "blog-post") {
      blogSlug = `xss-${key.slice(0, 8)}`;
      (data as Record<string, Json>).slug = blogSlug;
    }
    // Seeds first (the store seeds on its first use), then the poisoned version over it.
    const entry = await getContentEntry(kind, key, handle.db);
    const result = await saveContent(handle.db, {
      kind,
      key,
      data,
      expectedVersion: entry?.version ?? 0,
      actor: null,
      action: "publish",
    });
    expect(result.ok, kind).toBe(true);
  }
  return { poisoned, blogSlug };
}

const buildDir = process.env.BUILD_DIR ?? "build";

it("finds what a payload would make of a page if it got through (the detector itself)", () => {
  expect(injected(`<p>x</p><img src=x onerror=${MARK}>`)).toHaveLength(1);
  expect(injected(`<script>${MARK}</script><a href="javascript:${MARK}">x</a>`)).toHaveLength(2);
  expect(injected(`<script type="application/ld+json">{"a":"</script>`)).toHaveLength(1);
  // Escaped text and data are no markup.
  expect(
    injected(`<p>&lt;img src=x onerror=${MARK}&gt;</p><meta content="&lt;b onclick=${MARK}&gt;">`),
  ).toEqual([]);
});

for (const kind of databaseKinds) {
  it(`no field of any content kind can hide a script in a public page [${kind}]`, async () => {
    if (!existsSync(`${buildDir}/server/index.js`))
      throw new Error(
        `No production build in ./${buildDir}: run "npm run build" first (BUILD_DIR selects it).`,
      );
    let env: Record<string, string> = {};
    let dropDatabase = async () => {};
    let prepared: Awaited<ReturnType<typeof publishPoisoned>> | undefined;
    if (kind === "postgres") {
      const name = `t_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      const handle = openDatabase({ url: url.toString() });
      prepared = await publishPoisoned(handle);
      await handle.close();
      dropDatabase = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    }
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const server = await startProductionServer({
      port,
      buildDir,
      env,
      captureLog: true,
      // The embedded database allows one process at a time: written before the server opens it.
      prepare: async (dataDir: string) => {
        if (kind !== "pglite") return;
        const handle = openDatabase({ dataDir });
        prepared = await publishPoisoned(handle);
        await handle.close();
      },
    });
    try {
      const { poisoned, blogSlug } = prepared!;
      // Every registered kind had fields to poison (a kind whose schema refuses all text would test nothing).
      for (const k of registeredContentKinds()) expect(poisoned[k]?.length ?? 0, k).toBeGreaterThan(0);
      const base = `http://localhost:${port}`;
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths).toContain(`/blog/${blogSlug}`);
      for (const path of [...new Set([...paths, "/afspraak", "/blog/feed.xml"])]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBeLessThan(400);
        expect(injected(await response.text()), path).toEqual([]);
      }
      expect(injected(sitemap)).toEqual([]);
      // The payload did reach the pages (as text): the test looked at the poisoned content.
      const post = await (await fetch(`${base}/blog/${blogSlug}`)).text();
      expect(post).toContain("alert(7)");
    } finally {
      await server.stop();
      await dropDatabase();
    }
  }, 240_000);
}
