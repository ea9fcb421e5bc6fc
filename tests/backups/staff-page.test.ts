// The backups page on the server: admins only (checked in the loader, the action and the download), a failed
// run shown with its error, "make one now" recorded in the audit log, downloads streamed and audit-logged.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/backups-page-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { loader as downloadLoader } from "~/routes/employee-dashboard.admin.backup-download";
import { action, loader } from "~/routes/employee-dashboard.admin.backups";
import { backupNow } from "~/server/backups/staff-page.server";
import { auditLog, backupRuns } from "~/server/db/schema.server";
import { formRequest } from "../auth/client";
import { useTestDatabase } from "../helpers/db";
import { collectLogLines } from "../helpers/log-lines";
import { args, staffJar } from "../quotes/staff-helpers";

async function thrown(promise: Promise<unknown>): Promise<{ status?: number; init?: { status: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; init?: { status: number } };
  }
  throw new Error("expected a refusal");
}

describe("backups page", { timeout: 180_000 }, () => {
  const database = useTestDatabase("pglite");
  const log = collectLogLines();
  let admin: Awaited<ReturnType<typeof staffJar>>;
  let employee: Awaited<ReturnType<typeof staffJar>>;
  beforeAll(async () => {
    admin = await staffJar(database, "eigenaar@example.nl", "admin");
    employee = await staffJar(database, "medewerker@example.nl", "employee");
  }, 180_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses employees in the loader, the action and the download", async () => {
    const page = "/employee-dashboard/admin/backups";
    expect((await thrown(loader(args(employee.jar.request(page))))).init?.status).toBe(403);
    expect(
      (await thrown(action(args(formRequest(employee.jar, page, { intent: "backup" }))))).init?.status,
    ).toBe(403);
    const name = "backup-2026-11-23T02-00-00-000Z.tar.gz";
    expect(
      (await thrown(downloadLoader(args(employee.jar.request(`${page}/${name}`), { name })))).init?.status,
    ).toBe(403);
    expect(await database.db.select().from(backupRuns)).toEqual([]);
  });

  it("makes a backup now, lists it with its contents, streams the download and audits both", async () => {
    const page = "/employee-dashboard/admin/backups";
    const made = (await action(args(formRequest(admin.jar, page, { intent: "backup" })))) as {
      data: { notice?: string };
    };
    expect(made.data.notice).toMatch(/^Back-up gemaakt \(/);
    const listed = await loader(args(admin.jar.request(page)));
    expect(listed.backups).toHaveLength(1);
    expect(listed.backups[0]).toMatchObject({ database: true, files: 0 });
    expect(listed.failed).toEqual([]);
    expect(log.take("backup written")).toMatchObject([{ level: 30, database: "pglite", files: 0 }]);

    const name = listed.backups[0]!.fileName;
    const response = (await downloadLoader(args(admin.jar.request(`${page}/${name}`), { name }))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(bytes.length).toBe(Number(response.headers.get("content-length")));

    const actions = (await database.db.select().from(auditLog)).filter((a) => a.action.startsWith("backup."));
    expect(actions.map((a) => [a.action, a.actorId]).sort()).toEqual([
      ["backup.create", admin.id],
      ["backup.download", admin.id],
    ]);

    for (const bad of ["..%2Fpglite%2FPG_VERSION", "../pglite/PG_VERSION", "backup-x.tar.gz"])
      expect(
        (await thrown(downloadLoader(args(admin.jar.request(`${page}/x`), { name: bad })))).init?.status,
      ).toBe(404);
  });

  it("two 'make one now' at once (two tabs): one backup, the other gets the Dutch 409", async () => {
    const before = (await database.db.select().from(backupRuns)).length;
    // Both start in the same turn, as two requests reaching the server together: the second finds the first running.
    const answers = await Promise.all([backupNow(admin.id), backupNow(admin.id)]);
    expect(answers.filter((a) => "notice" in a)).toHaveLength(1);
    expect(answers.find((a) => "formError" in a)).toEqual({
      formError: "Er loopt al een back-up. Probeer het straks opnieuw.",
      status: 409,
    });
    expect(await database.db.select().from(backupRuns)).toHaveLength(before + 1);
  });

  it("shows a failed run with its error", async () => {
    await database.db.insert(backupRuns).values({
      trigger: "scheduled",
      scheduledFor: new Date(),
      status: "failed",
      finishedAt: new Date(),
      error: "bucket unreachable",
    });
    const listed = await loader(args(admin.jar.request("/employee-dashboard/admin/backups")));
    expect(listed.failed).toHaveLength(1);
    expect(listed.failed[0]).toMatchObject({ trigger: "nachtelijk", error: "bucket unreachable" });
  });
});
