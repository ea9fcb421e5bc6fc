// The first admin's set-up link: printed at start while no admin exists, stored only as a hash, valid on any
// instance sharing the auth secret, spent by the first admin's creation (one admin, however many tabs post at
// once), and a Dutch 404/410 afterwards.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import { setupCopy } from "~/content/staff-access";
import { loader as enrolLoader } from "~/routes/employee-login.2fa";
import { action as setupAction, loader as setupLoader } from "~/routes/setup";
import { getAuth } from "~/server/better-auth.server";
import { accounts, adminSetupTokens, auditLog, profiles, twoFactors, users } from "~/server/db/schema.server";
import { TOO_MANY } from "~/server/staff/sign-in.server";
import {
  announceSetupLink,
  createFirstAdmin,
  ensureSetupToken,
  setupLinks,
} from "~/server/staff/setup-link.server";
import { createAccount, createAdmin } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, formRequest, Jar } from "./client";

type Answer = { data: unknown; init: ResponseInit | null };

/** Runs a loader or action as React Router does; a thrown redirect or data() (404, 410) is returned. */
async function run(fn: (args: never) => unknown, jar: Jar, request: Request, token: string) {
  try {
    return (await fn({
      request,
      url: new URL(request.url),
      context: contextFor(jar.ip),
      params: { token },
    } as never)) as Response | Answer | null;
  } catch (error) {
    if (error instanceof Response || (error as { type?: string }).type === "DataWithResponseInit")
      return error as Response | Answer;
    throw error;
  }
}

const statusOf = (answer: Response | Answer | null) =>
  answer instanceof Response ? answer.status : (answer?.init?.status ?? 200);

const PASSWORD = "eerste-beheerder-wachtwoord";
const form = (email: string, extra: Record<string, string> = {}) => ({
  email,
  firstName: "Eva",
  lastName: "Eigenaar",
  password: PASSWORD,
  passwordRepeat: PASSWORD,
  ...extra,
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeEachDatabase("the first admin's set-up link", (kind) => {
  const database = useTestDatabase(kind);
  let secret: string;
  beforeAll(async () => {
    secret = (await getAuth("http://localhost", database.db).$context).secret;
  });
  // Each test starts without any account or link, as a fresh install does.
  beforeEach(async () => {
    await database.db.delete(users);
    await database.db.delete(adminSetupTokens);
  });

  const admins = () => database.db.select().from(profiles).where(eq(profiles.role, "admin"));
  const setupPost = (jar: Jar, token: string, fields: Record<string, string>) =>
    run(setupAction, jar, formRequest(jar, `/setup/${token}`, fields), token);
  const setupPage = (jar: Jar, token: string) => run(setupLoader, jar, jar.request(`/setup/${token}`), token);

  it("is printed at start while no admin exists, stored as a hash only, and printed again unchanged", async () => {
    const printed: string[] = [];
    await announceSetupLink(database.db, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    const token = /\/setup\/([A-Za-z0-9_-]{43})\b/.exec(printed[0]!)?.[1];
    expect(token).toBeDefined();
    expect(printed[0]).toContain(setupCopy.startupHeading);
    expect(printed[0]).toContain(`http://localhost:3000/setup/${token}`);

    const rows = await database.db.select().from(adminSetupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token!));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.usedAt).toBeNull();

    // A restart (or another instance with the same secret) prints the same link and stores nothing new.
    const again: string[] = [];
    await announceSetupLink(database.db, (text) => again.push(text));
    expect(again).toEqual(printed);
    expect(await database.db.select().from(adminSetupTokens)).toHaveLength(1);

    // Once an admin exists (here from npm run create-admin) nothing is printed or stored.
    await createAdmin({ email: "script@example.nl", password: PASSWORD }, database.db);
    const after: string[] = [];
    await announceSetupLink(database.db, (text) => after.push(text));
    expect(after).toEqual([]);
    expect(await ensureSetupToken(database.db, secret)).toBeNull();
  });

  it("links to SITE_URL when it is set, and to this machine as well", () => {
    expect(setupLinks("t", { PORT: 4100 })).toEqual(["http://localhost:4100/setup/t"]);
    expect(setupLinks("t", { PORT: 4100, SITE_URL: "https://www.example.nl" })).toEqual([
      "https://www.example.nl/setup/t",
      "http://localhost:4100/setup/t",
    ]);
  });

  it("creates the admin and goes straight on to the TOTP set-up; the link then answers 410", async () => {
    const token = (await ensureSetupToken(database.db, secret))!;
    const jar = new Jar();
    expect(statusOf(await setupPage(jar, token))).toBe(200);

    const answer = (await setupPost(jar, token, form("Eigenaar@Example.nl"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/employee-login/2fa");
    jar.store(answer.headers);

    const [user] = await database.db.select().from(users).where(eq(users.email, "eigenaar@example.nl"));
    expect(user).toMatchObject({ emailVerified: true, twoFactorEnabled: false, name: "Eva Eigenaar" });
    expect(await admins()).toEqual([
      expect.objectContaining({ id: user!.id, firstName: "Eva", lastName: "Eigenaar" }),
    ]);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user!.id));
    expect(entry).toMatchObject({ action: "user.create", details: { role: "admin", via: "setup-link" } });
    const [link] = await database.db.select().from(adminSetupTokens);
    expect(link!.usedAt).toBeInstanceOf(Date);

    // Signed in, and the QR code is the first thing the enrolment page shows (no second password step).
    const enrolment = (await run(enrolLoader, jar, jar.request("/employee-login/2fa"), "")) as unknown as {
      email: string;
      setup: { secret: string } | null;
    };
    expect(enrolment.email).toBe("eigenaar@example.nl");
    expect(enrolment.setup?.secret).toMatch(/^[A-Z2-7]+$/);
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toHaveLength(
      1,
    );

    // The same link again, from this tab or another: gone, and nothing changes.
    const second = (await setupPost(new Jar(), token, form("tweede@example.nl"))) as Answer;
    expect(second.init?.status).toBe(410);
    expect(second.data).toBe(setupCopy.gone);
    expect(statusOf(await setupPage(new Jar(), token))).toBe(410);
    // Any set-up link at all, once an admin exists.
    expect(statusOf(await setupPage(new Jar(), "x".repeat(43)))).toBe(410);
    expect(await admins()).toHaveLength(1);
  });

  it("answers 404 for a link that was never issued, and creates nothing", async () => {
    await ensureSetupToken(database.db, secret);
    const wrong = "A".repeat(43);
    const page = (await setupPage(new Jar(), wrong)) as Answer;
    expect(page.init?.status).toBe(404);
    expect(page.data).toBe(setupCopy.invalid);
    expect(statusOf(await setupPost(new Jar(), wrong, form("niemand@example.nl")))).toBe(404);
    expect(statusOf(await setupPage(new Jar(), "kort"))).toBe(404);
    expect(await admins()).toEqual([]);
    expect((await database.db.select().from(adminSetupTokens))[0]!.usedAt).toBeNull();
  });

  it("two tabs posting at once create one admin", async () => {
    const token = (await ensureSetupToken(database.db, secret))!;
    const answers = await Promise.all([
      setupPost(new Jar(), token, form("tab-een@example.nl")),
      setupPost(new Jar(), token, form("tab-twee@example.nl")),
    ]);
    expect(answers.map(statusOf).sort()).toEqual([302, 410]);
    expect(await admins()).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it("two different open links (another auth secret) still make one admin between them", async () => {
    const first = (await ensureSetupToken(database.db, secret))!;
    const second = (await ensureSetupToken(database.db, `${secret}-other-instance`))!;
    expect(second).not.toBe(first);
    const auth = getAuth("http://localhost", database.db);
    const input = { password: PASSWORD, firstName: "", lastName: "" };
    const results = await Promise.all([
      createFirstAdmin(auth, database.db, first, { ...input, email: "een@example.nl" }),
      createFirstAdmin(auth, database.db, second, { ...input, email: "twee@example.nl" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "gone" });
    expect(await admins()).toHaveLength(1);
    // Both links are spent.
    const rows = await database.db.select().from(adminSetupTokens);
    expect(rows.every((row) => row.usedAt)).toBe(true);
  });

  it("refuses bad input with a Dutch 400 at the field and keeps the link", async () => {
    const token = (await ensureSetupToken(database.db, secret))!;
    const mismatch = (await setupPost(
      new Jar(),
      token,
      form("eigenaar@example.nl", { passwordRepeat: "iets-anders-123" }),
    )) as Answer;
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data).toMatchObject({ fieldErrors: { passwordRepeat: setupCopy.repeatMismatch } });
    const short = (await setupPost(
      new Jar(),
      token,
      form("eigenaar@example.nl", { password: "kort", passwordRepeat: "kort" }),
    )) as Answer;
    expect(short.data).toMatchObject({
      fieldErrors: { password: "Het wachtwoord moet minstens 8 tekens hebben." },
    });
    // An address that already has an account (a customer signed up first).
    await createAccount({ email: "klant@example.nl", password: PASSWORD, role: "customer" }, database.db);
    const taken = (await setupPost(new Jar(), token, form("klant@example.nl"))) as Answer;
    expect(taken.init?.status).toBe(400);
    expect(taken.data).toMatchObject({ fieldErrors: { email: setupCopy.emailTaken } });
    expect(await admins()).toEqual([]);
    expect((await database.db.select().from(adminSetupTokens))[0]!.usedAt).toBeNull();
    expect(statusOf(await setupPage(new Jar(), token))).toBe(200);
  });

  it("is rate limited like sign-in: five posts a minute per client IP", async () => {
    const token = (await ensureSetupToken(database.db, secret))!;
    // An address no other test posts from (the others draw theirs at random).
    const jar = new Jar("198.51.100.201");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await setupPost(jar, token, form("x@example.nl", { passwordRepeat: "anders-123" }));
      statuses.push(statusOf(answer));
      if (i === 5) expect((answer as Answer).data).toEqual({ formError: TOO_MANY });
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
