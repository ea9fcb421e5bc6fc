import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketingFiles } from "~/server/db/schema.server";
import { listActiveMarketingFiles, marketingFileResponse } from "~/server/marketing-files.server";
import {
  attachmentDisposition,
  contentTypeFor,
  createLocalStorage,
  resolveStorageKey,
  type FileStorage,
} from "~/server/storage.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";

let dir: string;
let root: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  root = path.join(dir, "files");
  storage = createLocalStorage(root);
  await storage.write("marketing/brochure.pdf", "%PDF-1.4 brochure");
  await writeFile(path.join(dir, "secret.txt"), "outside the root");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("local file storage", () => {
  it("reads back a stored file with its size", async () => {
    const file = await storage.read("marketing/brochure.pdf");
    expect(file?.size).toBe(17);
    expect(await text(file!.body)).toBe("%PDF-1.4 brochure");
  });

  it("answers null for a missing file or a directory", async () => {
    expect(await storage.read("marketing/nope.pdf")).toBeNull();
    expect(await storage.read("marketing")).toBeNull();
  });

  it.each([
    "../secret.txt",
    "marketing/../../secret.txt",
    "/etc/passwd",
    "marketing\\..\\..\\secret.txt",
    "a\0b",
    "",
    "./x",
  ])("refuses the key %j that could leave the storage root", async (key) => {
    expect(resolveStorageKey(root, key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
  });

  it("refuses a symlink that points outside the root", async () => {
    await symlink(path.join(dir, "secret.txt"), path.join(root, "marketing", "link.txt"));
    expect(await storage.read("marketing/link.txt")).toBeNull();
  });

  it("refuses to write outside the root", async () => {
    await expect(storage.write("../evil.txt", "x")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("download headers", () => {
  it("sends the file name as an attachment, safe for quotes and accents", () => {
    expect(attachmentDisposition("Prijslijst 2026.pdf")).toBe(
      `attachment; filename="Prijslijst 2026.pdf"; filename*=UTF-8''Prijslijst%202026.pdf`,
    );
    expect(attachmentDisposition('Brochure "café".pdf')).toBe(
      `attachment; filename="Brochure _cafe_.pdf"; filename*=UTF-8''Brochure%20%22caf%C3%A9%22.pdf`,
    );
    expect(attachmentDisposition("a\r\nSet-Cookie: x.pdf")).not.toMatch(/[\r\n]/);
  });

  it("derives the content type from the extension", () => {
    expect(contentTypeFor("brochure.PDF")).toBe("application/pdf");
    expect(contentTypeFor("logo.svg")).toBe("image/svg+xml");
    expect(contentTypeFor("archief.onbekend")).toBe("application/octet-stream");
  });
});

describeEachDatabase("marketing files", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await storage.write("marketing/old.pdf", "old");
    const rows = await database.db
      .insert(marketingFiles)
      .values([
        { fileName: "Oude folder.pdf", filePath: "marketing/old.pdf", createdAt: new Date("2026-01-01") },
        {
          fileName: "Brochure 2026.pdf",
          filePath: "marketing/brochure.pdf",
          createdAt: new Date("2026-06-01"),
        },
        {
          fileName: "Ingetrokken.pdf",
          filePath: "marketing/brochure.pdf",
          isActive: false,
          createdAt: new Date("2026-07-01"),
        },
        { fileName: "Kwijt.pdf", filePath: "marketing/kwijt.pdf", createdAt: new Date("2025-01-01") },
      ])
      .returning({ id: marketingFiles.id, fileName: marketingFiles.fileName });
    for (const row of rows) ids[row.fileName] = row.id;
  });

  it("lists only active files, newest first, without storage paths", async () => {
    const list = await listActiveMarketingFiles(database.db);
    expect(list.map((f) => f.fileName)).toEqual(["Brochure 2026.pdf", "Oude folder.pdf", "Kwijt.pdf"]);
    expect(Object.keys(list[0]!).sort()).toEqual(["fileName", "id"]);
  });

  it("streams an active file as an attachment under its file name", async () => {
    const response = await marketingFileResponse(database.db, storage, ids["Brochure 2026.pdf"]!);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/pdf");
    expect(response?.headers.get("content-length")).toBe("17");
    expect(response?.headers.get("content-disposition")).toContain('filename="Brochure 2026.pdf"');
    expect(await response!.text()).toBe("%PDF-1.4 brochure");
  });

  it("answers null (404) for inactive, unknown, malformed or missing files", async () => {
    expect(await marketingFileResponse(database.db, storage, ids["Ingetrokken.pdf"]!)).toBeNull();
    expect(
      await marketingFileResponse(database.db, storage, "00000000-0000-4000-8000-000000000000"),
    ).toBeNull();
    expect(await marketingFileResponse(database.db, storage, "../../etc/passwd")).toBeNull();
    expect(await marketingFileResponse(database.db, storage, ids["Kwijt.pdf"]!)).toBeNull();
  });
});
