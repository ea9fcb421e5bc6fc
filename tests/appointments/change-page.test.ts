// The visitor's change page /afspraak/wijzigen/{token} as the server renders it without JavaScript, on PGlite and
// PostgreSQL: cancelling asks "Weet je zeker ...?" first (a cancel post without that step changes nothing),
// a cancelled appointment shows only that it is cancelled (never "staat gepland op"), and the day form names
// the holiday of a closed day while "geen tijden meer vrij" is kept for an open day that is full. In the staff's
// inbox an appointment the visitor cancelled shows no reply clock ("nog 24 u"), and no reply alert goes out.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.SITE_URL = "https://www.printshop-breda.nl";
});

import { availableSlots } from "~/lib/appointment-slots";
import { addDays } from "~/lib/business-calendar";
import { dutchDate } from "~/lib/shop-time";
import AppointmentChangePage, {
  action as changeAction,
  loader as changeLoader,
} from "~/routes/afspraak.wijzigen";
import { loader as inboxLoader } from "~/routes/employee-dashboard";
import { appointmentSlotRules } from "~/server/appointments/slot-rules.server";
import type { Database } from "~/server/db/client.server";
import { appointmentRequests, outbox } from "~/server/db/schema.server";
import { runReplyAlerts } from "~/server/leads/reply-clock.server";
import { describeEachDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { routeMarkup } from "../helpers/route-markup";
import { contextFor, freshIp } from "../leads/helpers";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, run, staffJar } from "../quotes/staff-helpers";
import { book, openDay } from "./fixtures";

const ORIGIN = "https://www.printshop-breda.nl";

type PageData = Awaited<ReturnType<typeof changeLoader>>;

/** The page's markup for `query` (after an action's answer when given), as a phone without JavaScript gets it. */
async function page(token: string, query = "", actionData?: unknown) {
  const url = new URL(`${ORIGIN}/afspraak/wijzigen/${token}${query}`);
  const loaderData = (await changeLoader({
    request: new Request(url),
    url,
    params: { token },
    context: contextFor(freshIp()),
  } as never)) as PageData;
  // Entities decoded and tags dropped: the text a visitor reads.
  const html = await routeMarkup(AppointmentChangePage as never, { loaderData, actionData }, url.href);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
  return { html, text };
}

function post(token: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/afspraak/wijzigen/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
  return answerOf(() =>
    changeAction({ request, params: { token }, context: contextFor(freshIp()) } as never),
  );
}

const statusOf = async (db: Database, id: string) =>
  (await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!.status;

/** The next 25 December from today (Kerstmis, closed in the business calendar). */
function nextChristmas(now = new Date()): string {
  const year = now.getUTCFullYear();
  const thisYear = `${year}-12-25`;
  return now.toISOString().slice(0, 10) < thisYear ? thisYear : `${year + 1}-12-25`;
}

describeEachDatabase("the appointment change page", (kind) => {
  const suite = useQuoteDatabase(kind);
  let employee: Awaited<ReturnType<typeof staffJar>>;
  beforeAll(async () => {
    employee = await staffJar(suite.database, `medewerker-wijzigen-${kind}@example.nl`);
  }, 120_000);
  beforeEach(async () => {
    await suite.database.db.delete(appointmentRequests);
    await suite.database.db.delete(outbox);
  });

  it("asks before cancelling: a cancel post without the confirmation changes nothing", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const booked = await book(db, day, "10:00");
    const when = `${dutchDate(day)} om 10:00`;

    const first = await page(booked.token);
    expect(first.text).toContain(`Je online gesprek staat gepland op ${when} (Nederlandse tijd).`);
    // The page's cancel button is a link to the question, not a post.
    expect(first.html).toContain(`href="/afspraak/wijzigen/${booked.token}?annuleren=1"`);
    expect(first.html).not.toContain('value="cancel"');

    // The old one-click form (or a replayed post): back to the question, still booked, no mail.
    const unconfirmed = await post(booked.token, { intent: "cancel" });
    expect([unconfirmed.status, unconfirmed.location]).toEqual([
      303,
      `/afspraak/wijzigen/${booked.token}?annuleren=1`,
    ]);
    expect(await statusOf(db, booked.id)).toBe("nieuw");
    const kinds = (await db.select().from(outbox).where(eq(outbox.to, booked.email))).map((m) => m.kind);
    expect(kinds).toEqual(["appointment.confirmation"]);

    const asking = await page(booked.token, "?annuleren=1");
    expect(asking.text).toContain(`Weet je zeker dat je je afspraak van ${when} wilt annuleren?`);
    expect(asking.html).toContain('name="confirm" value="ja"');
    expect(asking.text).toContain("Ja, annuleer mijn afspraak");
    expect(asking.text).toContain("Nee, houd mijn afspraak");
    // The question alone: no move form beside it.
    expect(asking.text).not.toContain("Tijden tonen");

    const confirmed = await post(booked.token, { intent: "cancel", confirm: "ja" });
    expect([confirmed.status, confirmed.location]).toEqual([
      303,
      `/afspraak/wijzigen/${booked.token}?melding=geannuleerd`,
    ]);
    expect(await statusOf(db, booked.id)).toBe("geannuleerd");
  });

  it("shows a cancelled appointment as cancelled only, with the way to book a new one", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const booked = await book(db, day, "11:00");
    expect((await post(booked.token, { intent: "cancel", confirm: "ja" })).status).toBe(303);

    const { html, text } = await page(booked.token, "?melding=geannuleerd");
    expect(text).toContain("Je afspraak is geannuleerd. Je krijgt een e-mail ter bevestiging.");
    expect(text).toContain(`Deze afspraak van ${dutchDate(day)} om 11:00 (Nederlandse tijd) is geannuleerd.`);
    expect(text).not.toContain("staat gepland op");
    expect(html).toContain('href="/afspraak"');
    expect(text).toContain("Plan een nieuwe afspraak");
    // Nothing left to move or cancel, also not via the question's address.
    expect(text).not.toContain("Tijden tonen");
    expect((await page(booked.token, "?annuleren=1")).text).not.toContain("Weet je zeker");
  });

  it("names the holiday of a closed day, and says 'geen tijden meer vrij' only of a full open day", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const booked = await book(db, day, "10:00");

    const christmas = await page(booked.token, `?datum=${nextChristmas()}`);
    expect(christmas.text).toContain("Op deze dag zijn we gesloten (Kerstmis). Kies een andere datum.");
    expect(christmas.text).not.toContain("geen tijden meer vrij");

    // Every other slot of an open day booked by others.
    const rules = await appointmentSlotRules(db);
    let full = addDays(day, 1);
    while (availableSlots(full, new Date(), [], rules).length < 13) full = addDays(full, 1);
    const times = availableSlots(full, new Date(), [], rules);
    for (const time of times) await book(db, full, time);
    const fullDay = await page(booked.token, `?datum=${full}`);
    expect(fullDay.text).toContain("Op deze dag zijn geen tijden meer vrij. Kies een andere datum.");
    expect(fullDay.text).not.toContain("zijn we gesloten");
  });

  it("shows no reply clock in the inbox for an appointment the visitor cancelled, and sends it no alert", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const kept = await book(db, day, "10:00");
    const cancelled = await book(db, day, "10:30");
    expect((await post(cancelled.token, { intent: "cancel", confirm: "ja" })).status).toBe(303);

    type Inbox = { rows: { id: string; status: string; reply: { text: string | null; late: boolean } }[] };
    const inbox = await run<Inbox>(inboxLoader, get(employee.jar, "/employee-dashboard?type=appointment"));
    const rowOf = (id: string) => inbox.data.rows.find((r) => r.id === id)!;
    expect(rowOf(kept.id).reply.text).toMatch(/^nog /);
    expect(rowOf(cancelled.id)).toMatchObject({ status: "geannuleerd", reply: { text: null, late: false } });

    // Past both deadlines: the open request is chased, the cancelled one is not.
    const [dueRow] = await db
      .select({ due: appointmentRequests.replyDueAt })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, kept.id));
    await runReplyAlerts(new Date(dueRow!.due!.getTime() + 60_000), db);
    const alerts = await db.select().from(outbox);
    const alerted = alerts.filter((m) => m.kind.startsWith("lead.reply_alert"));
    expect(alerted.length).toBeGreaterThan(0);
    const [cancelledRow] = await db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, cancelled.id));
    expect(cancelledRow!.replyAlertStage).toBe(0);
  });
});
