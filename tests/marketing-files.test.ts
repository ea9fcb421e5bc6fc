// What staff do with marketing files, on both databases and both storage backends: the row, the audit
// entry, what the home page lists and what the download serves, and the stored object.
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { auditLog, marketingFiles, users } from "~/server/db/schema.server";
import type { UploadedFile } from "~/server/http/upload.server";
import {
  addMarketingFile,
  deleteMarketingFile,
  listActiveMarketingFiles,
  listMarketingFiles,
  marketingFileResponse,
  renameMarketingFile,
  setMarketingFileActive,
} from "~/server/marketing-files.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";
import { createTestStorage, describeEachStorage, type TestStorage } from "./helpers/storage";

const PDF = "%PDF-1.7\n% prijslijst\n%%EOF\n";

async function storedPdf(backend: TestStorage, name: string): Promise<UploadedFile> {
  const key = `marketing/${crypto.randomUUID()}.pdf`;
  const { size } = await backend.storage.writeStream(key, Readable.from([Buffer.from(PDF)]));
  return { field: "file", key, fileName: name, kind: "pdf", contentType: "application/pdf", size };
}

describeEachDatabase("marketing files managed by staff", (databaseKind) => {
  describeEachStorage("on storage", (storageKind) => {
    const database = useTestDatabase(databaseKind, { app: false });
    let backend: TestStorage;
    let actorId: string;

    beforeAll(async () => {
      backend = await createTestStorage(storageKind);
      // The audit log references a user; any row in the users table will do.
      actorId = "staff-1";
      await database.db.insert(users).values({
        id: actorId,
        email: "medewerker@example.nl",
        name: "Medewerker",
        emailVerified: true,
      });
    });
    afterAll(() => backend.dispose());

    async function auditActions(targetId: string) {
      const rows = await database.db
        .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
        .from(auditLog)
        .where(eq(auditLog.targetId, targetId))
        .orderBy(auditLog.createdAt);
      return rows;
    }

    it("records an upload under the typed name with the stored file's extension, audited, newest first", async () => {
      const older = await addMarketingFile(
        database.db,
        backend.storage,
        actorId,
        await storedPdf(backend, "oud.pdf"),
        "",
      );
      await database.db
        .update(marketingFiles)
        .set({ createdAt: new Date("2026-01-01") })
        .where(eq(marketingFiles.id, older));
      const id = await addMarketingFile(
        database.db,
        backend.storage,
        actorId,
        await storedPdf(backend, "scan_001.pdf"),
        "  Prijslijst 2026 ",
      );
      expect((await listActiveMarketingFiles(database.db)).map((f) => f.fileName)).toEqual([
        "Prijslijst 2026.pdf",
        "oud.pdf",
      ]);
      expect(await auditActions(id)).toEqual([
        {
          action: "marketing_file.upload",
          actorId,
          details: { fileName: "Prijslijst 2026.pdf", kind: "pdf", size: PDF.length },
        },
      ]);
      const response = await marketingFileResponse(database.db, backend.storage, id);
      expect(response?.headers.get("content-disposition")).toContain('filename="Prijslijst 2026.pdf"');
      expect(await response!.text()).toBe(PDF);
    });

    it("renames the download name, keeping the extension; refuses an empty name", async () => {
      const id = await addMarketingFile(
        database.db,
        backend.storage,
        actorId,
        await storedPdf(backend, "a.pdf"),
        "",
      );
      expect(await renameMarketingFile(database.db, actorId, id, "Brochure één")).toBe("renamed");
      expect(await renameMarketingFile(database.db, actorId, id, " \u202E ")).toBe("empty-name");
      expect(await renameMarketingFile(database.db, actorId, crypto.randomUUID(), "x")).toBe("not-found");
      expect(await renameMarketingFile(database.db, actorId, "../../x", "x")).toBe("not-found");
      const response = await marketingFileResponse(database.db, backend.storage, id);
      expect(response?.headers.get("content-disposition")).toContain(
        "filename*=UTF-8''Brochure%20%C3%A9%C3%A9n.pdf",
      );
      expect((await auditActions(id)).map((a) => a.action)).toEqual([
        "marketing_file.upload",
        "marketing_file.rename",
      ]);
    });

    it("hides a file from the home page and its download, and shows it again", async () => {
      const id = await addMarketingFile(
        database.db,
        backend.storage,
        actorId,
        await storedPdf(backend, "b.pdf"),
        "Verborgen",
      );
      expect(await setMarketingFileActive(database.db, actorId, id, false)).toBe(true);
      expect((await listActiveMarketingFiles(database.db)).map((f) => f.id)).not.toContain(id);
      expect(await marketingFileResponse(database.db, backend.storage, id)).toBeNull();
      expect((await listMarketingFiles(database.db)).find((f) => f.id === id)?.isActive).toBe(false);
      expect(await setMarketingFileActive(database.db, actorId, id, true)).toBe(true);
      expect((await listActiveMarketingFiles(database.db)).map((f) => f.id)).toContain(id);
      expect(await setMarketingFileActive(database.db, actorId, "geen-id", true)).toBe(false);
      expect((await auditActions(id)).map((a) => a.action)).toEqual([
        "marketing_file.upload",
        "marketing_file.deactivate",
        "marketing_file.activate",
      ]);
    });

    it("deletes the row and the stored object", async () => {
      const file = await storedPdf(backend, "weg.pdf");
      const id = await addMarketingFile(database.db, backend.storage, actorId, file, "");
      expect(await backend.listAll()).toContain(file.key);
      expect(await deleteMarketingFile(database.db, backend.storage, actorId, id)).toBe(true);
      expect(await backend.listAll()).not.toContain(file.key);
      expect(await backend.storage.read(file.key)).toBeNull();
      expect((await listMarketingFiles(database.db)).map((f) => f.id)).not.toContain(id);
      expect((await auditActions(id)).map((a) => a.action)).toEqual([
        "marketing_file.upload",
        "marketing_file.delete",
      ]);
      expect(await deleteMarketingFile(database.db, backend.storage, actorId, id)).toBe(false);
    });

    it("removes the stored object when the row cannot be written", async () => {
      const file = await storedPdf(backend, "mislukt.pdf");
      const broken = {
        transaction: () => Promise.reject(new Error("database unavailable")),
      } as unknown as Database;
      await expect(addMarketingFile(broken, backend.storage, actorId, file, "")).rejects.toThrow(
        "database unavailable",
      );
      expect(await backend.listAll()).not.toContain(file.key);
    });
  });
});
