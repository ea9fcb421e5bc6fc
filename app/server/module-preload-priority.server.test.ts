import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { modulePreloadPriorityStream } from "./module-preload-priority.server";

async function run(chunks: string[]): Promise<string> {
  const encoded = chunks.map((chunk) => Buffer.from(chunk));
  return text(Readable.from(encoded).pipe(modulePreloadPriorityStream()));
}

const head =
  '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const body = '<body><p>Geen <link rel="modulepreload"> hier</p></body></html>';

describe("modulePreloadPriorityStream", () => {
  it("marks the head's modulepreload links low priority and leaves the rest alone", async () => {
    const out = await run([head + body]);
    expect(out).toBe(
      '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/a.css"/><title>Één</title>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></head>' +
        body,
    );
  });

  it("gives the same document however the writes split tags and characters", async () => {
    const whole = await run([head + body]);
    const bytes = Buffer.from(head + body);
    for (const size of [1, 3, 7, 64]) {
      const parts: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(parts).pipe(modulePreloadPriorityStream()))).toBe(whole);
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await run(["<p>", "hallo</p>"])).toBe("<p>hallo</p>");
  });
});
