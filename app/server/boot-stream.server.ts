// How a document's scripts start, rewritten on the way out of entry.server.
//
// React Router preloads every module of the page with <link rel="modulepreload"> in the head and starts them
// with one inline module script at the end of the body. The page is complete and readable without them:
// - Eager (staff pages, or a site with marketing tags whose consent banner must show at once): the preloads
//   are marked fetchpriority="low", so the stylesheet and font the first paint needs go first.
// - Deferred (public pages): the preloads and the module script move into an inert <template>, and the module
//   script's place is taken by browser/boot.ts, which starts them on the visitor's first interaction (or
//   after a few idle seconds).
//   The boot script keeps the module script's element and attributes (nonce included), so hydration finds the
//   <script type="module"> it rendered; the template after it is left alone. The script itself is a file
//   (DEFERRED_BOOT_PATH, served by server/app.ts) that element imports: cached once for every page instead of
//   3 KB in each document.
import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { BOOT_TEMPLATE_ID, deferredBoot, HYDRATED_EVENT, IDLE_START_MS } from "~/browser/boot";
import { sendVisit, visitSessionId } from "~/browser/visit-beacon";

const HEAD_END = Buffer.from("</head>");
// React renders the module script's opening tag with these attributes last (a nonce comes before them).
const MODULE_SCRIPT_TAIL = Buffer.from('type="module" async="">');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
/** Enough to hold a split `<script nonce="…" type="module" async="">` until the next write completes it. */
const HOLD_BACK = 256;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** browser/boot.ts as the page runs it (serialized once; see the note there). */
export const deferredBootScript =
  `(${deferredBoot.toString()})(${JSON.stringify(BOOT_TEMPLATE_ID)},${JSON.stringify(HYDRATED_EVENT)},${IDLE_START_MS},` +
  `${visitSessionId.toString()},${sendVisit.toString()});`;

/** Where pages load the boot script from; named by its content, so it can be cached for good. */
export const DEFERRED_BOOT_PATH = `/assets/boot-${createHash("sha256").update(deferredBootScript).digest("base64url").slice(0, 10)}.js`;

/**
 * What the module script's element runs instead: an import of the boot script. Not a `src` on the element: React
 * counts an async script with a `src` as a hoisted resource, skips it while hydrating and then misses its own
 * <script type="module"> (a hydration error that drops the page's server markup).
 */
const bootImport = `import "${DEFERRED_BOOT_PATH}";`;

export function bootStream({ defer }: { defer: boolean }): Transform {
  let stage: "head" | "body" | "done" = "head";
  let pending: Buffer = Buffer.alloc(0);
  let preloads = "";

  function rewriteHead(head: string): string {
    if (!defer) {
      return head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    }
    return head.replace(MODULE_PRELOAD, (link) => {
      preloads += link;
      return "";
    });
  }

  function rewriteModuleScript(openTag: string, content: string): string {
    return (
      `${openTag}${bootImport}</script>` +
      `<template id="${BOOT_TEMPLATE_ID}">${preloads}${openTag}${content}</script></template>`
    );
  }

  /** Takes what it can from `pending` and returns the bytes that may go out now. */
  function advance(final: boolean): Buffer[] {
    const out: Buffer[] = [];
    if (stage === "head") {
      const end = pending.indexOf(HEAD_END);
      if (end === -1) return out;
      const split = end + HEAD_END.length;
      out.push(Buffer.from(rewriteHead(pending.subarray(0, split).toString("utf8"))));
      pending = pending.subarray(split);
      stage = defer ? "body" : "done";
    }
    if (stage === "body") {
      const tail = pending.indexOf(MODULE_SCRIPT_TAIL);
      if (tail === -1) {
        const keep = final ? 0 : Math.min(HOLD_BACK, pending.length);
        out.push(pending.subarray(0, pending.length - keep));
        pending = pending.subarray(pending.length - keep);
        return out;
      }
      const start = pending.lastIndexOf(SCRIPT_START, tail);
      const contentStart = tail + MODULE_SCRIPT_TAIL.length;
      const end = pending.indexOf(SCRIPT_END, contentStart);
      if (start === -1 || end === -1) {
        out.push(pending.subarray(0, Math.max(start, 0)));
        pending = pending.subarray(Math.max(start, 0));
        return out;
      }
      out.push(pending.subarray(0, start));
      const openTag = pending.subarray(start, contentStart).toString("utf8");
      const content = pending.subarray(contentStart, end).toString("utf8");
      out.push(Buffer.from(rewriteModuleScript(openTag, content)));
      pending = pending.subarray(end + SCRIPT_END.length);
      stage = "done";
    }
    if (stage === "done") {
      out.push(pending);
      pending = Buffer.alloc(0);
    }
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (const part of advance(false)) if (part.length > 0) this.push(part);
      callback();
    },
    flush(callback) {
      // A document without a head or module script (never from our root layout): hand over what there is.
      for (const part of advance(true)) if (part.length > 0) this.push(part);
      if (pending.length > 0) this.push(pending);
      callback();
    },
  });
}
