// The audit log names each entry's item as it was at the time (a project's title, a file's name, an
// account's e-mail address), also after a rename or delete, shows what it knows for older entries, and
// filters by person, action and period (Amsterdam days) through the URL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseAuditFilter, type AuditFilter } from "~/lib/audit-filter";
import { audit, auditActors, isAuditAction, listAudit } from "~/server/audit.server";
import { auditLog, marketingFiles } from "~/server/db/schema.server";
import { deleteMarketingFile, renameMarketingFile } from "~/server/marketing-files.server";
import { createPortfolioItem, deletePortfolioItem } from "~/server/portfolio/items.server";
import { changeRole } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { staffAccount } from "../helpers/accounts";
import { createTestStorage, type TestStorage } from "../helpers/storage";

const all: AuditFilter = { actor: null, action: null, from: null, to: null, page: 1 };

describeEachDatabase("audit log", (kind) => {
  const database = useTestDatabase(kind);
  let backend: TestStorage;
  let adminId: string;
  let employeeId: string;

  beforeAll(async () => {
    backend = await createTestStorage("local");
    adminId = await staffAccount("beheer@example.nl", "admin", "beheer-wachtwoord");
    employeeId = await staffAccount("kim@example.nl", "employee", "kim-wachtwoord");
  });

  afterAll(() => backend.dispose());

  const entriesFor = async (targetId: string) =>
    (await listAudit({ ...all })).rows.filter((r) => r.targetId === targetId);

  it("names a deleted project by the title it had", async () => {
    const id = await createPortfolioItem(database.db, employeeId, {
      title: "Gevelreclame Bakkerij Hoeks",
      sector: "Retail",
      service: "voertuigbelettering",
      description: "Nieuwe gevelletters.",
    });
    expect(await deletePortfolioItem(database.db, backend.storage, employeeId, id)).toBe(true);
    const rows = await entriesFor(id);
    expect(rows.map((r) => [r.action, r.targetLabel])).toEqual([
      ["portfolio.delete", "Gevelreclame Bakkerij Hoeks"],
      ["portfolio.create", "Gevelreclame Bakkerij Hoeks"],
    ]);
    const [stored] = await database.db.select().from(auditLog).where(eq(auditLog.action, "portfolio.delete"));
    expect(stored!.targetLabel).toBe("Gevelreclame Bakkerij Hoeks");
  });

  it("names a file by its name at each step: renamed, then deleted", async () => {
    const [file] = await database.db
      .insert(marketingFiles)
      .values({ fileName: "Prijslijst 2026.pdf", filePath: `marketing/${crypto.randomUUID()}.pdf` })
      .returning();
    expect(await renameMarketingFile(database.db, employeeId, file!.id, "Prijslijst 2027")).toBe("renamed");
    expect(await deleteMarketingFile(database.db, backend.storage, employeeId, file!.id)).toBe(true);
    expect((await entriesFor(file!.id)).map((r) => [r.action, r.targetLabel])).toEqual([
      ["marketing_file.delete", "Prijslijst 2027.pdf"],
      ["marketing_file.rename", "Prijslijst 2027.pdf"],
    ]);
  });

  it("names an account by its e-mail address, and older entries by what is known now", async () => {
    expect(await changeRole(adminId, employeeId, "admin")).toEqual({ ok: true });
    expect((await entriesFor(employeeId)).map((r) => [r.action, r.targetLabel])).toEqual([
      ["user.role", "kim@example.nl"],
    ]);
    // An entry from before names were stored: the account's address now; a gone project: nothing.
    await database.db.insert(auditLog).values([
      { actorId: adminId, action: "user.2fa_reset", targetType: "user", targetId: employeeId },
      {
        actorId: adminId,
        action: "portfolio.hide",
        targetType: "portfolio_item",
        targetId: crypto.randomUUID(),
      },
    ]);
    const older = (await listAudit({ ...all })).rows.filter((r) =>
      ["user.2fa_reset", "portfolio.hide"].includes(r.action),
    );
    expect(older.map((r) => [r.action, r.targetLabel]).sort()).toEqual([
      ["portfolio.hide", null],
      ["user.2fa_reset", "kim@example.nl"],
    ]);
  });

  it("names a downloaded backup by its file name, a backup run by nothing", async () => {
    const name = "backup-2026-03-10T02-00-00Z.tar.gz";
    await audit(database.db, {
      actorId: adminId,
      action: "backup.download",
      targetType: "backup",
      targetId: name,
    });
    const run = crypto.randomUUID();
    await audit(database.db, {
      actorId: adminId,
      action: "backup.create",
      targetType: "backup",
      targetId: run,
    });
    expect((await entriesFor(name))[0]!.targetLabel).toBe(name);
    expect((await entriesFor(run))[0]!.targetLabel).toBeNull();
    // An entry written before names were stored shows the file name too.
    const older = "backup-2026-01-01T02-00-00Z.tar.gz";
    await database.db
      .insert(auditLog)
      .values({ actorId: adminId, action: "backup.download", targetType: "backup", targetId: older });
    expect((await entriesFor(older))[0]!.targetLabel).toBe(older);
  });

  it("filters by person, by action and by Amsterdam calendar days", async () => {
    const at = (iso: string) => new Date(iso);
    await database.db.insert(auditLog).values([
      // 23:30 UTC on 9 March is 00:30 on 10 March in Amsterdam.
      { actorId: adminId, action: "avg.export", createdAt: at("2026-03-09T23:30:00Z") },
      { actorId: employeeId, action: "avg.export", createdAt: at("2026-03-10T12:00:00Z") },
      // 23:30 UTC on 10 March is already 11 March in Amsterdam.
      { actorId: adminId, action: "avg.export", createdAt: at("2026-03-10T23:30:00Z") },
    ]);
    const byEmployee = (await listAudit({ ...all, actor: employeeId })).rows;
    expect(byEmployee.length).toBeGreaterThan(0);
    expect(new Set(byEmployee.map((r) => r.actorEmail))).toEqual(new Set(["kim@example.nl"]));

    const exports = await listAudit({ ...all, action: "avg.export" });
    expect(exports.total).toBe(3);
    expect(new Set(exports.rows.map((r) => r.action))).toEqual(new Set(["avg.export"]));

    const day = await listAudit({ ...all, from: "2026-03-10", to: "2026-03-10" });
    expect(day.rows.map((r) => r.createdAt.toISOString()).sort()).toEqual([
      "2026-03-09T23:30:00.000Z",
      "2026-03-10T12:00:00.000Z",
    ]);
    const combined = await listAudit({
      actor: adminId,
      action: "avg.export",
      from: "2026-03-10",
      to: "2026-03-10",
      page: 1,
    });
    expect(combined.rows.map((r) => r.createdAt.toISOString())).toEqual(["2026-03-09T23:30:00.000Z"]);
  });

  it("reads the filter from the URL, dropping what it does not know", async () => {
    const actors = await auditActors();
    expect(actors.map((a) => a.email)).toEqual(["beheer@example.nl", "kim@example.nl"]);
    const known = { isActor: (id: string) => actors.some((a) => a.id === id), isAction: isAuditAction };
    const url = (query: string) => new URL(`http://localhost/employee-dashboard/admin/audit${query}`);
    expect(
      parseAuditFilter(url(`?wie=${employeeId}&actie=user.role&van=2026-03-01&tot=2026-03-31`), known),
    ).toEqual({
      actor: employeeId,
      action: "user.role",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 1,
    });
    expect(parseAuditFilter(url("?wie=iemand&actie=toString&van=2026-02-30&tot=%00&page=-1"), known)).toEqual(
      all,
    );
    // A period typed the wrong way round.
    expect(parseAuditFilter(url("?van=2026-03-31&tot=2026-03-01"), known)).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("stores the label it is given (a deleted item's) instead of looking one up", async () => {
    await audit(database.db, {
      actorId: adminId,
      action: "user.deactivate",
      targetType: "user",
      targetId: "weg",
      targetLabel: "oud@example.nl",
    });
    expect((await entriesFor("weg"))[0]!.targetLabel).toBe("oud@example.nl");
  });
});
