import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BACKUP_APP_NAME,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  backupRetentionText,
  backupsToKeep,
  RECENT_BACKUPS_KEPT,
  DATABASE_ENTRY,
  manifestProblem,
  nextBackupAt,
  orderByForeignKeys,
  parseBackupFileName,
} from "./backups";

const SHA = "a".repeat(64);

describe("backup file names", () => {
  it("names a backup by its UTC moment and reads the moment back", () => {
    const at = new Date("2026-11-23T02:00:00.123Z");
    expect(backupFileName(at)).toBe("backup-2026-11-23T02-00-00-123Z.tar.gz");
    expect(parseBackupFileName(backupFileName(at))).toEqual(at);
  });

  it("round-trips any moment", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
        (d) => {
          expect(parseBackupFileName(backupFileName(d))).toEqual(d);
        },
      ),
    );
  });

  it.each([
    "../backup-2026-11-23T02-00-00-123Z.tar.gz",
    "backup-2026-11-23T02-00-00-123Z.tar.gz.part",
    "backup-2026-13-40T02-00-00-123Z.tar.gz",
    "backup-2026-11-23T02:00:00.123Z.tar.gz",
    "notes.txt",
    "",
  ])("refuses %j", (name) => {
    expect(parseBackupFileName(name)).toBeNull();
  });
});

describe("rotation", () => {
  const at = (iso: string) => ({ createdAt: new Date(iso), name: iso });
  const kept = (list: { createdAt: Date; name: string }[], daily: number, weekly: number) =>
    [...backupsToKeep(list, { daily, weekly })].map((b) => b.name).sort();

  it("keeps the newest backup of each of the last 7 days and of each of the last 4 weeks", () => {
    // Nightly at 03:00 Amsterdam (02:00 UTC in winter) for 60 days, ending Monday 2026-11-23.
    const nightly = Array.from({ length: 60 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 10, 23, 2, 0));
      d.setUTCDate(d.getUTCDate() - i);
      return at(d.toISOString());
    });
    expect(kept(nightly, 7, 4)).toEqual(
      [
        // the last 7 days
        "2026-11-17T02:00:00.000Z",
        "2026-11-18T02:00:00.000Z",
        "2026-11-19T02:00:00.000Z",
        "2026-11-20T02:00:00.000Z",
        "2026-11-21T02:00:00.000Z",
        "2026-11-22T02:00:00.000Z",
        "2026-11-23T02:00:00.000Z",
        // newest of each of the last 4 weeks: 11-23 and 11-22 (kept above), then the Sundays before
        "2026-11-08T02:00:00.000Z",
        "2026-11-15T02:00:00.000Z",
      ].sort(),
    );
  });

  it("counts days in Amsterdam time and keeps only the newest backup of a day once it is a day old", () => {
    const list = [
      at("2026-11-20T22:30:00.000Z"), // 23:30 on the 20th in Amsterdam
      at("2026-11-20T23:30:00.000Z"), // 00:30 on the 21st in Amsterdam
      at("2026-11-21T10:00:00.000Z"), // the 21st, newer
      at("2026-11-23T10:00:00.000Z"),
    ];
    expect(kept(list, 3, 0)).toEqual([
      "2026-11-20T22:30:00.000Z",
      "2026-11-21T10:00:00.000Z",
      "2026-11-23T10:00:00.000Z",
    ]);
  });

  it("keeps every backup of the last 24 hours (at most five): the one made before an upgrade survives", () => {
    const list = [
      at("2026-11-22T02:00:00.000Z"), // nightly
      at("2026-11-23T02:00:00.000Z"), // nightly
      at("2026-11-23T13:55:00.000Z"), // admin, before the upgrade
      at("2026-11-23T14:20:00.000Z"), // admin, after the upgrade
    ];
    expect(kept(list, 7, 4)).toEqual(list.map((b) => b.name));
    // Ten clicks on "back-up maken" in an hour: the newest five stay, plus the newest of the day before.
    const clicks = Array.from({ length: 10 }, (_, i) => at(`2026-11-23T14:${String(10 + i)}:00.000Z`));
    expect(kept([list[0]!, ...clicks], 7, 4)).toEqual(
      [list[0]!, ...clicks.slice(5)].map((b) => b.name).sort(),
    );
  });

  it("always keeps the newest, and never more than daily + weekly + the recent backups", () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date("2025-01-01"), max: new Date("2027-01-01"), noInvalidDate: true }), {
          minLength: 1,
          maxLength: 80,
        }),
        fc.nat(10),
        fc.nat(6),
        (dates, daily, weekly) => {
          const list = dates.map((d, i) => ({ createdAt: d, name: String(i) }));
          const keep = backupsToKeep(list, { daily, weekly });
          const newest = list.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
          expect([...keep].some((b) => b.createdAt.getTime() === newest.createdAt.getTime())).toBe(true);
          expect(keep.size).toBeLessThanOrEqual(Math.max(1, daily + weekly) + RECENT_BACKUPS_KEPT - 1);
          for (const backup of list)
            if (!keep.has(backup))
              expect(
                newest.createdAt.getTime() - backup.createdAt.getTime() >= 24 * 3_600_000 ||
                  [...keep].filter((k) => k.createdAt >= backup.createdAt).length >= RECENT_BACKUPS_KEPT,
              ).toBe(true);
        },
      ),
    );
  });
});

describe("next nightly run", () => {
  it("runs at 03:00 Amsterdam time: 02:00 UTC in winter, 01:00 UTC in summer", () => {
    expect(nextBackupAt(new Date("2026-11-23T10:00:00Z"), "03:00")).toEqual(new Date("2026-11-24T02:00:00Z"));
    expect(nextBackupAt(new Date("2026-11-23T01:59:00Z"), "03:00")).toEqual(new Date("2026-11-23T02:00:00Z"));
    expect(nextBackupAt(new Date("2026-07-01T12:00:00Z"), "03:00")).toEqual(new Date("2026-07-02T01:00:00Z"));
  });

  it("is always in the future and within a day and an hour", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2025-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (now, h, m) => {
          const time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
          const next = nextBackupAt(now, time);
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        },
      ),
    );
  });
});

describe("manifest", () => {
  const valid = {
    format: BACKUP_FORMAT_VERSION,
    app: BACKUP_APP_NAME,
    createdAt: "2026-11-23T02:00:00.000Z",
    database: "pglite",
    entries: [
      { path: DATABASE_ENTRY, size: 10, sha256: SHA },
      { path: "database/public.quote_requests.copy", size: 0, sha256: SHA },
      { path: "files/leads/a.png", size: 3, sha256: SHA },
    ],
  };

  it("accepts a manifest of ours", () => {
    expect(manifestProblem(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, app: "wordpress" }, "Dit is geen back-up van deze website."],
    [{ ...valid, format: 9 }, "Deze back-up heeft een onbekende indeling (versie 9)."],
    [{ ...valid, database: "none" }, "Het manifest van de back-up klopt niet met de database erin."],
    [
      { ...valid, entries: [...valid.entries, { path: "files/../etc/passwd", size: 1, sha256: SHA }] },
      "Het manifest van de back-up is ongeldig.",
    ],
    [
      { ...valid, entries: [...valid.entries, { path: "scripts/run.sh", size: 1, sha256: SHA }] },
      "Het manifest van de back-up noemt een onbekend onderdeel.",
    ],
    [
      { ...valid, entries: [...valid.entries, valid.entries[1]] },
      "Het manifest van de back-up noemt een bestand twee keer.",
    ],
    [null, "Het manifest van de back-up is onleesbaar."],
    [
      { ...valid, format: 1 },
      "Deze back-up heeft de oude indeling (versie 1, een kopie van de databasemap) en kan met deze versie van " +
        "de website niet worden hersteld. Gebruik een nieuwere back-up, of herstel hem met de versie van de " +
        "website waarmee hij is gemaakt.",
    ],
    [
      { ...valid, entries: [...valid.entries, { path: "database/pglite.tar", size: 1, sha256: SHA }] },
      "Het manifest van de back-up noemt een onbekend onderdeel.",
    ],
    [
      { ...valid, database: "none", entries: valid.entries.slice(1) },
      "Het manifest van de back-up klopt niet met de database erin.",
    ],
  ])("refuses a bad manifest with a Dutch reason", (manifest, message) => {
    expect(manifestProblem(manifest)).toBe(message);
  });
});

describe("database dump order", () => {
  const t = (name: string) => ({ schema: "public", name });

  it("puts every table after the tables its foreign keys point to", () => {
    const tables = [
      t("lead_notes"),
      t("workwear_order_lines"),
      t("users"),
      t("workwear_orders"),
      t("profiles"),
    ];
    const ordered = orderByForeignKeys(tables, [
      ["public.workwear_order_lines", "public.workwear_orders"],
      ["public.lead_notes", "public.users"],
      ["public.profiles", "public.users"],
      ["public.users", "public.users"],
    ]).map((x) => x.name);
    expect(ordered).toEqual(["users", "lead_notes", "workwear_orders", "workwear_order_lines", "profiles"]);
  });

  it("keeps every table exactly once, cycles and unknown parents included", () => {
    const tables = [t("a"), t("b"), t("c")];
    const ordered = orderByForeignKeys(tables, [
      ["public.a", "public.b"],
      ["public.b", "public.a"],
      ["public.c", "other.x"],
    ]).map((x) => x.name);
    expect(ordered.sort()).toEqual(["a", "b", "c"]);
  });
});

describe("backup retention in the privacy statement", () => {
  it("is the weekly window, or the daily one without weekly backups", () => {
    expect(backupRetentionText({ daily: 7, weekly: 4 })).toBe("ongeveer 4 weken");
    expect(backupRetentionText({ daily: 7, weekly: 1 })).toBe("ongeveer 1 week");
    expect(backupRetentionText({ daily: 3, weekly: 0 })).toBe("ongeveer 3 dagen");
    expect(backupRetentionText({ daily: 1, weekly: 0 })).toBe("ongeveer 1 dag");
  });
});
