// The storage contract and the upload reader, run the same way on local disk and on S3 (s3rver), and the
// download of an uploaded file on both databases.
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketingFiles } from "~/server/db/schema.server";
import { readUpload, UPLOAD_MESSAGES, type UploadRules } from "~/server/http/upload.server";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { marketingFileResponse } from "~/server/marketing-files.server";
import { ATTACHMENT_CSP } from "~/server/storage.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";
import { createTestStorage, describeEachStorage, type TestStorage } from "./helpers/storage";

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes starting with a PNG signature; the rest a pattern, so a mixed-up part would show. */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function formRequest(entries: [string, string | File][]): Request {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request("http://localhost/upload", { method: "POST", body: form });
}

/** A multipart request whose connection breaks after `sentBytes` of the file. */
function brokenOffRequest(sentBytes: number): Request {
  const boundary = "grens-afgebroken";
  const header = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="groot.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const file = pngOf(sentBytes);
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(new Error("connection reset"));
      sent = true;
      controller.enqueue(header);
      for (let offset = 0; offset < file.length; offset += 64 * 1024)
        controller.enqueue(file.subarray(offset, offset + 64 * 1024));
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
}

const rules: UploadRules = {
  folder: "designs",
  fileFields: ["files"],
  accept: ["png", "jpeg", "svg", "pdf", "postscript"],
  // Above S3's 5 MB part size, so a refused large file has already sent a part of a multipart upload.
  maxFileBytes: 6 * MB,
  maxFiles: 3,
};

describeEachStorage("file storage", (kind) => {
  let backend: TestStorage;
  beforeAll(async () => {
    backend = await createTestStorage(kind);
  });
  afterAll(() => backend.dispose());

  it("writes, reads back and removes a file; removing it again is no error", async () => {
    const { storage } = backend;
    await storage.write("marketing/prijslijst.pdf", "%PDF-1.4 prijslijst");
    const file = await storage.read("marketing/prijslijst.pdf");
    expect(file?.size).toBe(19);
    expect(await new Response(file!.body).text()).toBe("%PDF-1.4 prijslijst");
    await storage.remove("marketing/prijslijst.pdf");
    expect(await storage.read("marketing/prijslijst.pdf")).toBeNull();
    await storage.remove("marketing/prijslijst.pdf");
    expect(await backend.listAll()).toEqual([]);
  });

  it("streams a 12 MB file in and out unchanged", async () => {
    const data = pngOf(12 * MB);
    const chunks = function* () {
      for (let offset = 0; offset < data.length; offset += MB) yield data.subarray(offset, offset + MB);
    };
    const { size } = await backend.storage.writeStream("designs/groot.png", Readable.from(chunks()), {
      contentType: "image/png",
    });
    expect(size).toBe(12 * MB);
    const file = await backend.storage.read("designs/groot.png");
    expect(file?.size).toBe(12 * MB);
    expect(await bytesOf(file!.body)).toEqual(data);
    await backend.storage.remove("designs/groot.png");
    expect(await backend.listAll()).toEqual([]);
  });

  it("leaves nothing when the stream fails halfway, also after a multipart part went out", async () => {
    const failing = async function* () {
      yield pngOf(4 * MB);
      yield pngOf(3 * MB);
      throw new Error("connection reset");
    };
    await expect(backend.storage.writeStream("designs/half.png", Readable.from(failing()))).rejects.toThrow();
    expect(await backend.storage.read("designs/half.png")).toBeNull();
    expect(await backend.listAll()).toEqual([]);
  });

  it("lists every stored file with its size, under a prefix or all, across folders", async () => {
    const { storage } = backend;
    await storage.write("marketing/prijslijst.pdf", "%PDF-1.4 prijslijst");
    await storage.write("leads/a/logo.png", pngOf(1000));
    await storage.writeStream("leads/b.png", Readable.from([pngOf(2000)]));
    const all = [];
    for await (const file of storage.list()) all.push(file);
    expect(all.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "leads/a/logo.png", size: 1000 },
      { key: "leads/b.png", size: 2000 },
      { key: "marketing/prijslijst.pdf", size: 19 },
    ]);
    const leads = [];
    for await (const file of storage.list("leads/")) leads.push(file.key);
    expect(leads.sort()).toEqual(["leads/a/logo.png", "leads/b.png"]);
    for (const file of all) await storage.remove(file.key);
    const none = [];
    for await (const file of storage.list()) none.push(file);
    expect(none).toEqual([]);
  });

  it.each(["../geheim.txt", "designs/../../geheim.txt", "/etc/passwd", "designs\\..\\x", "a\0b", "", "./x"])(
    "refuses the key %j that could leave the storage root",
    async (key) => {
      const { storage } = backend;
      expect(await storage.read(key)).toBeNull();
      await expect(storage.write(key, "x")).rejects.toThrow(/Invalid storage key/);
      await expect(storage.writeStream(key, Readable.from(["x"]))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    },
  );

  describe("uploads", () => {
    it("stores an upload under a generated key, whatever the visitor called it", async () => {
      const data = pngOf(300 * 1024);
      const result = await readUpload(
        formRequest([
          ["name", "Kim"],
          ["files", new File([data], "../../../etc/logo café.png", { type: "application/pdf" })],
        ]),
        backend.storage,
        rules,
      );
      expect(result).toMatchObject({
        ok: true,
        fields: { name: "Kim" },
        files: [{ fileName: "logo café.png", kind: "png", contentType: "image/png", size: data.length }],
      });
      if (!result.ok) return;
      const { key } = result.files[0]!;
      expect(key).toMatch(/^designs\/[0-9a-f-]{36}\.png$/);
      expect(await bytesOf((await backend.storage.read(key))!.body)).toEqual(data);
      // Deleting removes the object itself.
      await backend.storage.remove(key);
      expect(await backend.listAll()).toEqual([]);
    });

    it("goes by the bytes: an HTML page called logo.svg is refused and nothing is stored", async () => {
      const result = await readUpload(
        formRequest([
          ["files", new File(["<html><body onload=alert(1)>"], "logo.svg", { type: "image/svg+xml" })],
        ]),
        backend.storage,
        rules,
      );
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        message:
          "Het bestand „logo.svg” wordt niet geaccepteerd. Kies een PNG, JPG, SVG, PDF of AI/EPS-bestand.",
      });
      expect(await backend.listAll()).toEqual([]);
    });

    it("refuses a file over the limit and removes the files of the same request it already stored", async () => {
      const result = await readUpload(
        formRequest([
          ["files", new File(["%PDF-1.7 klein"], "klein.pdf")],
          ["files", new File([pngOf(7 * MB)], "te groot.png")],
        ]),
        backend.storage,
        rules,
      );
      expect(result).toMatchObject({
        ok: false,
        status: 413,
        message: "Het bestand „te groot.png” is te groot (maximaal 6 MB).",
      });
      expect(await backend.listAll()).toEqual([]);
    });

    it("leaves no object when the request breaks off mid-upload", async () => {
      const result = await readUpload(brokenOffRequest(5.5 * MB), backend.storage, rules);
      expect(result).toEqual({ ok: false, status: 400, message: UPLOAD_MESSAGES.aborted });
      expect(await backend.listAll()).toEqual([]);
    });

    it("refuses a fourth file and keeps none of the three before it", async () => {
      const result = await readUpload(
        formRequest(
          [1, 2, 3, 4].map((n) => ["files", new File([pngOf(1000)], `${n}.png`)] as [string, File]),
        ),
        backend.storage,
        rules,
      );
      expect(result).toMatchObject({ ok: false, status: 413, message: UPLOAD_MESSAGES.tooMany(3) });
      expect(await backend.listAll()).toEqual([]);
    });
  });
});

const SCRIPTED_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)">' +
  "<script>fetch('/api/auth/get-session')</script><rect width='10' height='10'/></svg>";

describeEachDatabase("an uploaded SVG with a script", (databaseKind) => {
  describeEachStorage("served as a download", (storageKind) => {
    const database = useTestDatabase(databaseKind, { app: false });
    let backend: TestStorage;
    beforeAll(async () => {
      backend = await createTestStorage(storageKind);
    });
    afterAll(() => backend.dispose());

    it("is only ever an attachment, with nosniff and a sandboxing CSP", async () => {
      const upload = await readUpload(
        formRequest([["file", new File([SCRIPTED_SVG], "Logo café.svg", { type: "text/html" })]]),
        backend.storage,
        MARKETING_UPLOAD,
      );
      expect(upload).toMatchObject({ ok: true, files: [{ kind: "svg" }] });
      if (!upload.ok) return;
      const [file] = upload.files;
      const [row] = await database.db
        .insert(marketingFiles)
        .values({ fileName: file!.fileName, filePath: file!.key })
        .returning({ id: marketingFiles.id });

      const response = await marketingFileResponse(database.db, backend.storage, row!.id);
      expect(response?.status).toBe(200);
      expect(response?.headers.get("content-disposition")).toBe(
        `attachment; filename="Logo cafe.svg"; filename*=UTF-8''Logo%20caf%C3%A9.svg`,
      );
      expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response?.headers.get("content-security-policy")).toBe(ATTACHMENT_CSP);
      expect(ATTACHMENT_CSP).toBe("sandbox; default-src 'none'");
      expect(response?.headers.get("content-type")).toBe("image/svg+xml");
      expect(await response!.text()).toBe(SCRIPTED_SVG);
    });
  });
});
