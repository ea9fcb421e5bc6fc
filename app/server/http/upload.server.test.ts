import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { collectLogLines } from "../../../tests/helpers/log-lines";
import { createLocalStorage, type FileStorage } from "../storage.server";
import { FORM_MESSAGES } from "./form.server";
import { readUpload, UPLOAD_MESSAGES, type UploadRules } from "./upload.server";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

/** A file of `size` bytes that starts with `head`. */
function fileOf(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

const rules: UploadRules = {
  folder: "designs",
  fileFields: ["files"],
  accept: ["png", "jpeg", "svg", "pdf"],
  maxFileBytes: 64 * 1024,
  maxFiles: 2,
};

function formRequest(entries: [string, string | File][], headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request("http://localhost/upload", { method: "POST", body: form, headers });
}

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "upload-test-"));
  storage = createLocalStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file under the storage root, partial files included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe("readUpload", () => {
  const log = collectLogLines();
  it("streams files to storage under generated keys and reads the text fields", async () => {
    const result = await readUpload(
      formRequest([
        ["name", "Kim de Vries"],
        ["files", new File([PNG], "Logo café.png", { type: "image/png" })],
        ["files", new File([PDF], "ontwerp.pdf", { type: "application/pdf" })],
      ]),
      storage,
      rules,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields).toEqual({ name: "Kim de Vries" });
    expect(result.failedFiles).toEqual([]);
    expect(result.files).toMatchObject([
      { field: "files", fileName: "Logo café.png", kind: "png", contentType: "image/png", size: PNG.length },
      {
        field: "files",
        fileName: "ontwerp.pdf",
        kind: "pdf",
        contentType: "application/pdf",
        size: PDF.length,
      },
    ]);
    const [png] = result.files;
    expect(png!.key).toMatch(/^designs\/[0-9a-f-]{36}\.png$/);
    expect(new Uint8Array(await readFile(path.join(root, png!.key)))).toEqual(PNG);
    expect((await storedFiles()).sort()).toEqual(result.files.map((f) => f.key).sort());
  });

  it("decides the kind by the bytes, not by the name or the browser's claim", async () => {
    const result = await readUpload(
      formRequest([["files", new File([PNG], "brochure.pdf", { type: "application/pdf" })]]),
      storage,
      rules,
    );
    expect(result).toMatchObject({ ok: true, files: [{ kind: "png", contentType: "image/png" }] });
    if (result.ok) expect(result.files[0]!.key).toMatch(/\.png$/);
  });

  it("refuses a file of a kind the form does not take, and stores nothing", async () => {
    const result = await readUpload(
      formRequest([
        ["files", new File([PNG], "goed.png")],
        ["files", new File(["<html><script>alert(1)</script>"], "logo.png", { type: "image/png" })],
      ]),
      storage,
      rules,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: "Het bestand „logo.png” wordt niet geaccepteerd. Kies een PNG, JPG, SVG of PDF-bestand.",
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("hands back the text fields read before a refused file, so the form can show them again", async () => {
    const result = await readUpload(
      formRequest([
        ["name", "Kim"],
        ["files", new File(["<html></html>"], "logo.png", { type: "image/png" })],
      ]),
      storage,
      rules,
    );
    expect(result).toMatchObject({ ok: false, status: 400, fields: { name: "Kim" } });
  });

  it("refuses a file over the size limit and removes what this request already stored", async () => {
    const result = await readUpload(
      formRequest([
        ["files", new File([PDF], "klein.pdf")],
        ["files", new File([fileOf(PNG, rules.maxFileBytes + 1)], "groot.png")],
      ]),
      storage,
      rules,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      message: UPLOAD_MESSAGES.tooLarge("groot.png", rules.maxFileBytes),
    });
    expect(UPLOAD_MESSAGES.tooLarge("groot.png", 20 * 1024 * 1024)).toBe(
      "Het bestand „groot.png” is te groot (maximaal 20 MB).",
    );
    expect(await storedFiles()).toEqual([]);
  });

  it("takes a file of exactly the size limit", async () => {
    const result = await readUpload(
      formRequest([["files", new File([fileOf(PNG, rules.maxFileBytes)], "precies.png")]]),
      storage,
      rules,
    );
    expect(result).toMatchObject({ ok: true, files: [{ size: rules.maxFileBytes }] });
  });

  it("refuses more files than allowed", async () => {
    const result = await readUpload(
      formRequest([
        ["files", new File([PNG], "1.png")],
        ["files", new File([PNG], "2.png")],
        ["files", new File([PNG], "3.png")],
      ]),
      storage,
      rules,
    );
    expect(result).toMatchObject({ ok: false, status: 413, message: "Stuur maximaal 2 bestanden mee." });
    expect(await storedFiles()).toEqual([]);
  });

  it("ignores file inputs left empty, but refuses an empty file", async () => {
    const empty = await readUpload(
      formRequest([
        ["name", "Kim"],
        ["files", new File([], "")],
        ["files", new File([], "")],
        ["files", new File([], "")],
      ]),
      storage,
      rules,
    );
    expect(empty).toEqual({ ok: true, fields: { name: "Kim" }, files: [], failedFiles: [] });
    const zeroBytes = await readUpload(formRequest([["files", new File([], "leeg.pdf")]]), storage, rules);
    expect(zeroBytes).toMatchObject({ ok: false, status: 400, message: "Het bestand „leeg.pdf” is leeg." });
  });

  it("refuses a file in a field that takes none", async () => {
    const result = await readUpload(formRequest([["name", new File([PNG], "x.png")]]), storage, rules);
    expect(result).toMatchObject({ ok: false, status: 400, message: FORM_MESSAGES.noFiles });
    expect(await storedFiles()).toEqual([]);
  });

  it("cleans the shown file name but never uses it as the key", async () => {
    const result = await readUpload(
      formRequest([["files", new File([PNG], "../../etc/\u202Egnp.exe")]]),
      storage,
      rules,
    );
    expect(result).toMatchObject({ ok: true, files: [{ fileName: "gnp.exe" }] });
    if (result.ok) expect(result.files[0]!.key).toMatch(/^designs\/[0-9a-f-]{36}\.png$/);
  });

  it.each([
    [
      "JSON",
      new Request("http://localhost/u", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      415,
    ],
    [
      "an urlencoded form",
      new Request("http://localhost/u", { method: "POST", body: new URLSearchParams({ a: "b" }) }),
      415,
    ],
    [
      "multipart without a boundary",
      new Request("http://localhost/u", {
        method: "POST",
        body: "--x",
        headers: { "content-type": "multipart/form-data; charset=utf-8" },
      }),
      400,
    ],
    [
      "multipart junk",
      new Request("http://localhost/u", {
        method: "POST",
        body: "dit is geen multipart",
        headers: { "content-type": "multipart/form-data; boundary=grens" },
      }),
      400,
    ],
    ["a bad Content-Length", formRequest([["a", "b"]], { "content-length": "-5" }), 400],
    ["a huge Content-Length", formRequest([["a", "b"]], { "content-length": String(10 ** 12) }), 413],
  ])("refuses %s with a Dutch 4xx", async (_what, request, status) => {
    const result = await readUpload(request, storage, rules);
    expect(result).toMatchObject({ ok: false, status });
    if (!result.ok) expect(result.message).toMatch(/[a-z]/);
  });

  it("refuses a body over the cap of a one-file form unread, naming the file limit", async () => {
    const request = formRequest([["title", "Gevel"]], { "content-length": String(10 ** 9) });
    const result = await readUpload(request, storage, { ...rules, maxFiles: 1 });
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      message: "Het bestand is te groot (maximaal 0,1 MB).",
    });
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a NUL byte in a text field", async () => {
    const result = await readUpload(formRequest([["name", "K\u0000im"]]), storage, rules);
    expect(result).toMatchObject({ ok: false, status: 400, message: FORM_MESSAGES.unreadable });
  });

  it("leaves nothing behind when the request breaks off mid-file", async () => {
    const boundary = "grens42";
    const start = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(start);
        controller.enqueue(fileOf(PNG, 32 * 1024));
      },
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://localhost/u", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const result = await readUpload(request, storage, rules);
    expect(result).toEqual({ ok: false, status: 400, message: UPLOAD_MESSAGES.aborted });
    expect(await storedFiles()).toEqual([]);
  });

  it("reads a broken body to its end instead of cancelling it, and answers 400", async () => {
    // Cancelling a request body in the Node adapter while the client is still sending can crash the process
    // (see feedParser); the reader drains instead.
    let cancelled = false;
    let pulls = 0;
    const junk = new TextEncoder().encode("--grens\r\nDit is geen kopregel\r\n\r\n");
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        if (pulls === 1) controller.enqueue(junk);
        else if (pulls <= 40) controller.enqueue(new Uint8Array(32 * 1024));
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://localhost/u", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=grens" },
      duplex: "half",
    } as RequestInit);
    expect(await readUpload(request, storage, rules)).toEqual({
      ok: false,
      status: 400,
      message: FORM_MESSAGES.unreadable,
    });
    expect(cancelled).toBe(false);
    expect(pulls).toBeGreaterThan(40);
    expect(await storedFiles()).toEqual([]);
  });

  it("reports files the storage backend could not store, keeping the rest of the form", async () => {
    const failing: FileStorage = {
      ...storage,
      async writeStream(_key, source) {
        source.resume();
        throw new Error("bucket unreachable");
      },
    };
    const result = await readUpload(
      formRequest([
        ["name", "Kim"],
        ["files", new File([PNG], "logo.png")],
      ]),
      failing,
      rules,
    );
    expect(result).toEqual({ ok: true, fields: { name: "Kim" }, files: [], failedFiles: ["logo.png"] });
    expect(log.take("storing an upload failed")).toMatchObject([
      { level: 50, folder: rules.folder, err: { message: "bucket unreachable" } },
    ]);
  });
});
