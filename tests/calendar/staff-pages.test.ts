// The reply promise's and the calendar's staff pages called as React Router calls them, on both databases: the
// inbox shows an overdue lead as "te laat" and sorts it first; the lead page refuses a reply mail without a subject
// and an assignee who is no staff member at their field; the opening hours page is for admins only and refuses bad
// hours or dates with a Dutch 400 that changes nothing.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/calendar-staff-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { loader as inboxLoader } from "~/routes/employee-dashboard";
import { action as leadAction } from "~/routes/employee-dashboard.lead";
import {
  action as hoursAction,
  loader as hoursLoader,
} from "~/routes/employee-dashboard.website.openingstijden";
import { closureDays, openingHours, outbox, quoteRequests } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { createLead } from "../quotes/fixtures";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";

const HOURS = "/employee-dashboard/website/openingstijden";

describeEachDatabase("reply promise and opening hours pages", (kind) => {
  const database = useTestDatabase(kind);
  let admin: Awaited<ReturnType<typeof staffJar>>;
  let employee: Awaited<ReturnType<typeof staffJar>>;

  beforeAll(async () => {
    admin = await staffJar(database, `beheer-uren-${kind}@example.nl`, "admin");
    employee = await staffJar(database, `medewerker-uren-${kind}@example.nl`);
  });

  it("shows an overdue lead as 'te laat' in the inbox and puts it first when sorted by due time", async () => {
    const overdue = await createLead(database.db, {
      name: "Olga Overtijd",
      createdAt: new Date("2026-01-05T09:00:00Z"),
      replyDueAt: new Date("2026-01-05T11:00:00Z"),
    });
    await createLead(database.db, { name: "Nina Nieuw", replyDueAt: new Date(Date.now() + 7 * 86_400_000) });
    const newest = await run<{
      rows: { id: string; name: string; reply: { text: string; late: boolean } }[];
    }>(inboxLoader, get(employee.jar, "/employee-dashboard"));
    expect(newest.data.rows[0]!.name).toBe("Nina Nieuw");
    expect(newest.data.rows[0]!.reply.text).toMatch(/^nog /);
    const due = await run<{ rows: { id: string; reply: { text: string; late: boolean } }[] }>(
      inboxLoader,
      get(employee.jar, "/employee-dashboard?sort=due"),
    );
    expect(due.data.rows[0]!.id).toBe(overdue);
    expect(due.data.rows[0]!.reply).toMatchObject({ late: true });
    expect(due.data.rows[0]!.reply.text).toMatch(/^te laat/);
  });

  it("refuses a reply mail without a subject and an assignee who is no staff member, at their fields", async () => {
    const id = await createLead(database.db, { replyDueAt: new Date(Date.now() + 7 * 86_400_000) });
    const params = { type: "quote", id };
    const path = `/employee-dashboard/leads/quote/${id}`;
    const empty = await run<{ fieldErrors: Record<string, string> }>(
      leadAction,
      postForm(employee.jar, path, { intent: "reply", subject: " ", body: "Hallo" }),
      params,
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors.subject).toBe("Vul een onderwerp in.");
    const stranger = await run<{ fieldErrors: Record<string, string> }>(
      leadAction,
      postForm(employee.jar, path, { intent: "assign", assigned_to: "niet-bestaand" }),
      params,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.data.fieldErrors.assigned_to).toBe("Kies een medewerker uit de lijst.");
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "lead.reply"))).toEqual([]);
    const assigned = await run(
      leadAction,
      postForm(employee.jar, path, { intent: "assign", assigned_to: employee.id }),
      params,
    );
    expect(assigned.status).toBe(302);
    const [lead] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(lead!.assignedTo).toBe(employee.id);
  });

  it("lets only admins change the opening hours, and refuses bad hours and dates in Dutch", async () => {
    expect((await run(hoursLoader, get(employee.jar, HOURS))).status).toBe(403);
    expect((await run(hoursAction, postForm(employee.jar, HOURS, { intent: "reset" }))).status).toBe(403);
    const page = await run<{ hours: string; overridden: boolean }>(hoursLoader, get(admin.jar, HOURS));
    expect(page.data).toMatchObject({ hours: "ma-vr 10:00-17:00", overridden: false });

    const bad = await run<{ fieldErrors: Record<string, string> }>(
      hoursAction,
      postForm(admin.jar, HOURS, { intent: "hours", hours: "altijd open" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.hours).toContain("ma-vr 10:00-17:00");
    expect(await database.db.select().from(openingHours)).toEqual([]);

    const badDate = await run<{ fieldErrors: Record<string, string> }>(
      hoursAction,
      postForm(admin.jar, HOURS, { intent: "closure", from: "2099-02-30", to: "", label: "Dicht" }),
    );
    expect(badDate.status).toBe(400);
    expect(badDate.data.fieldErrors.from).toBe("Kies een geldige datum.");
    const tooLong = await run<{ fieldErrors: Record<string, string> }>(
      hoursAction,
      postForm(admin.jar, HOURS, { intent: "closure", from: "2099-01-01", to: "2099-06-01", label: "Dicht" }),
    );
    expect(tooLong.data.fieldErrors.to).toBe(
      "De laatste dag moet na de eerste liggen, hooguit 62 dagen later.",
    );
    expect(await database.db.select().from(closureDays)).toEqual([]);

    const saved = await run(
      hoursAction,
      postForm(admin.jar, HOURS, { intent: "hours", hours: "ma-do 09:00-17:00, vr 09:00-12:00" }),
    );
    expect(saved.location).toBe(`${HOURS}?melding=tijden`);
    const added = await run(
      hoursAction,
      postForm(admin.jar, HOURS, {
        intent: "closure",
        from: "2099-12-28",
        to: "2099-12-31",
        label: "Tussen kerst en oud en nieuw gesloten",
      }),
    );
    expect(added.location).toBe(`${HOURS}?melding=toegevoegd`);
    const after = await run<{
      hours: string;
      overridden: boolean;
      closures: { date: string; label: string }[];
    }>(hoursLoader, get(admin.jar, `${HOURS}?melding=toegevoegd`));
    expect(after.data).toMatchObject({ hours: "ma-do 09:00-17:00, vr 09:00-12:00", overridden: true });
    expect(after.data.closures.map((c) => c.date)).toEqual([
      "2099-12-28",
      "2099-12-29",
      "2099-12-30",
      "2099-12-31",
    ]);
    await run(hoursAction, postForm(admin.jar, HOURS, { intent: "reset" }));
    expect(await database.db.select().from(openingHours)).toEqual([]);
  });
});
