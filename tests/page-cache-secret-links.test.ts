// The pages behind a secret link against the production build with its render cache on (npm run build first;
// BUILD_DIR picks it), on PGlite and PostgreSQL: each is opened twice before a change (as a customer reopens the
// mail), and a plain GET after the change (no ?melding=…) shows the state as it is now: /setup/{token} once the
// first admin exists, /afspraak/wijzigen/{token} after a move and after a cancel, /review/{token} once the review
// is written, /offerte/{token} after "Akkoord" and after the shop withdrew it; and after an AVG erase no page
// the server sends holds the person's name or address. None of them is ever sent from the cache (no ETag).
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import { PUBLIC_PAGES } from "../bench/lib/public-pages.js";
import { startProductionServer, type ProductionServer } from "../bench/lib/server.js";
import { client, form, signInAsStaff } from "../bench/lib/staff.js";
import { appointmentChangeCopy } from "~/content/appointment-change";
import { orderStateCopy } from "~/content/orders";
import { CANCEL_CONFIRMED } from "~/lib/appointments/change-forms";
import { quotePageCopy } from "~/content/quote-page";
import { reviewFormCopy } from "~/content/reviews";
import { setupCopy } from "~/content/staff-access";
import { availableSlots } from "~/lib/appointment-slots";
import { addDays } from "~/lib/business-calendar";
import { appointmentMoment } from "~/lib/leads/appointment";
import { appointmentSlotRules } from "~/server/appointments/slot-rules.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/index.server";
import { outbox } from "~/server/db/schema.server";
import { storeAppointment } from "~/server/leads/appointment.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { sendDueInvitations } from "~/server/reviews/invitations.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./helpers/db";
import { createLead, createStaff, sentQuote } from "./quotes/fixtures";

const buildDir = process.env.BUILD_DIR ?? "build";
const DAY = 24 * 3600_000;
const ADMIN = { email: "eigenaar@drukkerij.test", password: "eerste-beheerder-wachtwoord" };

/** The first link of `kind` mailed to `to`, as the customer finds it in the mail. */
async function linkMailedTo(db: Database, to: string, pattern: RegExp): Promise<string> {
  const mails = await db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, to.toLowerCase()));
  for (const mail of mails) {
    const path = pattern.exec(mail.text)?.[0];
    if (path) return path;
  }
  throw new Error(`no link ${pattern} mailed to ${to}`);
}

/** An open day three weeks or more ahead with at least two free times, and its times. */
async function openDay(db: Database, after: string): Promise<{ date: string; times: string[] }> {
  const rules = await appointmentSlotRules(db);
  let date = addDays(after, 1);
  for (;;) {
    const times = availableSlots(date, new Date(), [], rules);
    if (times.length >= 2) return { date, times };
    date = addDays(date, 1);
  }
}

interface Person {
  name: string;
  email: string;
}
const person = (name: string): Person => ({
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}-${randomUUID()}@example.nl`,
});

interface Seeded {
  appointment: { path: string; moveTo: { date: string; time: string }; booked: string };
  review: string;
  accepted: string;
  withdrawn: { path: string; id: string };
  erased: { person: Person; paths: string[] };
}

/** What the customers got by mail before the server starts (the embedded database is one process's). */
async function seed(handle: DatabaseHandle): Promise<Seeded> {
  setDatabaseHandle(handle);
  const { db } = handle;
  const actorId = await createStaff(db);
  const first = await openDay(db, addDays(new Date().toISOString().slice(0, 10), 20));
  const second = await openDay(db, first.date);

  const book = async (who: Person, date: string, time: string) => {
    await storeAppointment(
      db,
      { ...who, company: null, phone: "0612345678", preferredDate: date, preferredTime: time, message: null },
      { spam: null },
    );
    return linkMailedTo(db, who.email, /\/afspraak\/wijzigen\/[A-Za-z0-9_-]{43}/);
  };
  const invite = async (who: Person) => {
    const id = await createLead(db, { ...who, status: "in behandeling" });
    expect(await changeLeadStatus({ actorId, type: "quote", id, to: "gewonnen" }, db)).toMatchObject({
      ok: true,
    });
    await sendDueInvitations(new Date(Date.now() + 8 * DAY), db);
    return linkMailedTo(db, who.email, /\/review\/[A-Za-z0-9_-]{43}/);
  };
  const quote = async (who: Person) => {
    const leadId = await createLead(db, who);
    const sent = await sentQuote(db, { actorId, leadId, now: new Date() });
    return { path: `/offerte/${sent.token}`, id: sent.id };
  };

  const erased = person("Fenna Wisselink");
  return {
    appointment: {
      path: await book(person("Sanne de Vries"), first.date, first.times[0]!),
      booked: appointmentMoment({ preferredDate: first.date, preferredTime: first.times[0]! }),
      moveTo: { date: second.date, time: second.times[1]! },
    },
    review: await invite(person("Joris Bakker")),
    accepted: (await quote(person("Noor Jansen"))).path,
    withdrawn: await quote(person("Bram Visser")),
    erased: {
      person: erased,
      paths: [
        await book(erased, second.date, second.times[0]!),
        await invite(erased),
        (await quote(erased)).path,
      ],
    },
  };
}

/** What a visitor reads: the document without tags, entities decoded (React writes ' as &#x27;). */
const visibleText = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

for (const kind of databaseKinds) {
  describe(`secret-link pages show their current state [${kind}]`, () => {
    let server: ProductionServer;
    let database: TestDatabase | undefined;
    let seeded: Seeded;
    let setupPath: string;

    beforeAll(async () => {
      if (!existsSync(`${buildDir}/server/index.js`))
        throw new Error(`No production build in ./${buildDir}: run "npm run build" first.`);
      const env: Record<string, string> = {};
      let prepare: ((dataDir: string) => Promise<void>) | undefined;
      if (kind === "postgres") {
        database = await createTestDatabase("postgres");
        seeded = await seed(database);
        env.DATABASE_URL = database.url!;
      } else {
        prepare = async (dataDir) => {
          const handle = openDatabase({ dataDir });
          await handle.migrate();
          seeded = await seed(handle);
          await handle.close();
        };
      }
      server = await startProductionServer({
        port: 40_000 + Math.floor(Math.random() * 10_000),
        buildDir,
        env,
        prepare,
        captureLog: true,
      });
      // No admin yet: the server printed the set-up link at start.
      setupPath = /\/setup\/[A-Za-z0-9_-]+/.exec(server.log())![0];
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await database?.dispose();
    });

    /** A plain anonymous GET, as a customer opening the link from the mail again. */
    async function open(path: string) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      const html = await response.text();
      // Rendered for this request, never a copy from the render cache.
      expect(response.headers.get("etag"), path).toBeNull();
      expect(response.headers.get("content-security-policy"), path).toMatch(/'nonce-/);
      return { status: response.status, html, text: visibleText(html) };
    }
    /** Opened twice: a shared copy of the first view would be what the second gets. */
    async function openTwice(path: string) {
      await open(path);
      return open(path);
    }
    /** The admin signed in once (password, then the TOTP set-up the first sign-in asks for). */
    let staff: Awaited<ReturnType<typeof signInAsStaff>> | undefined;
    const asAdmin = async () => (staff ??= await signInAsStaff(server.url, ADMIN));
    /** A form post from the page itself (a browser sends Origin), as the customer sends it without JavaScript. */
    const post = (path: string, fields: Record<string, string>) =>
      client(server.url)(path, { method: "POST", body: form(fields) });

    it("/setup/{token}: the first-admin form until the admin exists, then that there is one", async () => {
      expect((await openTwice(setupPath)).text).toContain(setupCopy.intro);
      const created = await post(setupPath, {
        email: ADMIN.email,
        firstName: "Eva",
        lastName: "Eigenaar",
        password: ADMIN.password,
        passwordRepeat: ADMIN.password,
      });
      expect(created.status).toBe(302);
      const after = await open(setupPath);
      expect(after.status).toBe(410);
      expect(after.text).toContain(setupCopy.gone);
      expect(after.text).not.toContain(setupCopy.intro);
    });

    it("/afspraak/wijzigen/{token}: the new time after a move, cancelled after a cancel", async () => {
      const { path, booked, moveTo } = seeded.appointment;
      expect((await openTwice(path)).text).toContain(appointmentChangeCopy.current(booked));

      const moved = await post(path, {
        intent: "move",
        preferred_date: moveTo.date,
        preferred_time: moveTo.time,
      });
      expect(moved.status).toBe(303);
      const afterMove = await openTwice(path);
      expect(afterMove.text).toContain(
        appointmentChangeCopy.current(
          appointmentMoment({ preferredDate: moveTo.date, preferredTime: moveTo.time }),
        ),
      );
      expect(afterMove.text).not.toContain(booked);

      // The change page asks first ("Weet je zeker ...?"); the confirmed cancel is the change.
      expect((await post(path, { intent: "cancel", confirm: CANCEL_CONFIRMED })).status).toBe(303);
      const afterCancel = await open(path);
      expect(afterCancel.text).toContain(appointmentChangeCopy.cancelledState);
      expect(afterCancel.text).not.toContain(appointmentChangeCopy.cancelSubmit);
    });

    it("/review/{token}: the form until the review is written, then that the link was used", async () => {
      const path = seeded.review;
      expect((await openTwice(path)).text).toContain(reviewFormCopy.submit);
      const written = await post(path, {
        intent: "review",
        rating: "5",
        body: "Mooie shirts, snel geleverd.",
        name: "Joris Bakker",
        place: "Breda",
      });
      expect(written.status).toBe(303);
      const after = await open(path);
      expect(after.text).toContain(reviewFormCopy.used);
      expect(after.text).not.toContain(reviewFormCopy.submit);
    });

    it("/offerte/{token}: accepted after Akkoord, withdrawn after the shop withdrew it", async () => {
      const accepted = seeded.accepted;
      expect((await openTwice(accepted)).text).toContain(quotePageCopy.acceptTitle);
      const answer = await post(accepted, {
        intent: "accept",
        name: "Noor Jansen",
        terms: "on",
        // A quote from a web request names no address: "Akkoord" asks for it.
        street: "Ginnekenweg 12",
        postalCode: "4818 JG",
        city: "Breda",
        country: "Nederland",
      });
      expect(answer.status).toBe(303);
      const afterAccept = await open(accepted);
      // Accepted, waiting for the bank transfer (this server has no Mollie key).
      expect(afterAccept.text).toContain(orderStateCopy.text.unpaid);
      expect(afterAccept.text).not.toContain(quotePageCopy.acceptTitle);

      const { path, id } = seeded.withdrawn;
      expect((await openTwice(path)).text).toContain(quotePageCopy.acceptTitle);
      const withdrawn = await (
        await asAdmin()
      )(`/employee-dashboard/offertes/${id}`, {
        method: "POST",
        body: form({ intent: "withdraw", confirm: "on" }),
      });
      expect(withdrawn.headers.get("location")).toContain("melding=ingetrokken");
      const afterWithdraw = await open(path);
      expect(afterWithdraw.text).toContain(quotePageCopy.states.ingetrokken);
      expect(afterWithdraw.text).not.toContain(quotePageCopy.acceptTitle);
    });

    it("after an AVG erase no page holds the person's name or e-mail address", async () => {
      const { person: who, paths } = seeded.erased;
      for (const path of paths) expect((await openTwice(path)).status, path).toBe(200);
      // The review form is filled in with their name, the quote is addressed to them.
      const [, review, quote] = paths;
      expect((await open(review!)).html).toContain(who.name);
      expect((await open(quote!)).text).toContain(quotePageCopy.forCustomer(who.name));
      const erased = await (
        await asAdmin()
      )("/employee-dashboard/admin/avg", {
        method: "POST",
        body: form({ intent: "erase", email: who.email, confirmation: who.email }),
      });
      expect(erased.status).toBe(200);
      for (const path of [...paths, ...PUBLIC_PAGES]) {
        const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
        const html = (await response.text()).toLowerCase();
        for (const part of [...who.name.toLowerCase().split(" "), who.email.toLowerCase()])
          expect(html, `${path} holds "${part}"`).not.toContain(part);
      }
    });
  });
}
