// The enrolment page keeps the TOTP set-up it started (secret and backup codes) until a code confirms it or the
// user cancels: a reload shows the same QR code, so an app that scanned it keeps working.
import { and, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import { action as enrolAction, loader as enrolLoader } from "~/routes/employee-login.2fa";
import { loader as backupCodesLoader } from "~/routes/employee-login.2fa.backup-codes";
import { twoFactors, users } from "~/server/db/schema.server";
import { createAccount } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, formRequest, Jar } from "./client";
import { totp } from "./totp";

type Loaded = Awaited<ReturnType<typeof enrolLoader>>;

/** Runs a loader or action as React Router does; a thrown Response (redirect) or data() (a 404) is returned. */
async function run(fn: (args: never) => unknown, jar: Jar, request: Request): Promise<unknown> {
  try {
    return await fn({ request, url: new URL(request.url), context: contextFor(jar.ip), params: {} } as never);
  } catch (error) {
    if (error instanceof Response || (error as { type?: string }).type === "DataWithResponseInit")
      return error;
    throw error;
  }
}

const load = (jar: Jar) => run(enrolLoader, jar, jar.request("/employee-login/2fa")) as Promise<Loaded>;

async function post(jar: Jar, fields: Record<string, string>): Promise<Response> {
  const answer = await run(enrolAction, jar, formRequest(jar, "/employee-login/2fa", fields));
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  jar.store(answer.headers);
  return answer;
}

describeEachDatabase("the pending TOTP set-up", (kind) => {
  const database = useTestDatabase(kind);

  async function signedInEmployee(email: string) {
    const password = "medewerker-wachtwoord";
    const created = await createAccount({ email, password, role: "employee" }, database.db);
    if (!created.ok) throw new Error("account not created");
    const jar = new Jar();
    expect((await jar.auth("/sign-in/email", { email, password })).status).toBe(200);
    return { jar, password, userId: created.userId };
  }

  it("shows the same secret and backup codes on every load until a code from it confirms it", async () => {
    const { jar, password, userId } = await signedInEmployee("herladen@example.nl");
    expect((await load(jar)).setup).toBeNull();

    const started = await post(jar, { intent: "start", password });
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/employee-login/2fa");

    const first = (await load(jar)).setup!;
    expect(first.secret).toMatch(/^[A-Z2-7]{20,}$/);
    expect(first.backupCodes).toHaveLength(10);
    for (const code of first.backupCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const second = (await load(jar)).setup!;
    expect(second).toEqual(first);

    // The password form sent again (an old tab, a double click) keeps the set-up instead of replacing it.
    await post(jar, { intent: "start", password });
    expect((await load(jar)).setup).toEqual(first);

    // The downloadable file holds the same codes.
    const file = (await run(
      backupCodesLoader,
      jar,
      jar.request("/employee-login/2fa/back-upcodes"),
    )) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="back-upcodes.txt"');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const text = await file.text();
    expect(text).toContain("Account: herladen@example.nl");
    for (const code of first.backupCodes) expect(text).toContain(`\r\n${code}\r\n`);

    // An app that scanned the first QR code confirms with its code.
    const confirmed = await post(jar, { intent: "verify", code: totp(first.secret) });
    expect(confirmed.headers.get("location")).toBe("/employee");
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.twoFactorEnabled).toBe(true);
    const [row] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(row!.verified).toBe(true);

    // A backup code from the page (look-alike-free alphabet) signs in on another device, once.
    const other = new Jar();
    const signIn = await other.auth("/sign-in/email", { email: "herladen@example.nl", password });
    expect(signIn.json.twoFactorRedirect).toBe(true);
    expect((await other.auth("/two-factor/verify-backup-code", { code: first.backupCodes[3] })).status).toBe(
      200,
    );
  });

  it('"Annuleren" discards the set-up: the next start gives a new secret and new codes', async () => {
    const { jar, password, userId } = await signedInEmployee("annuleren@example.nl");
    await post(jar, { intent: "start", password });
    const first = (await load(jar)).setup!;

    const cancelled = await post(jar, { intent: "cancel" });
    expect(cancelled.headers.get("location")).toBe("/employee-login/2fa");
    expect((await load(jar)).setup).toBeNull();
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId))).toEqual([]);
    const gone = (await run(backupCodesLoader, jar, jar.request("/employee-login/2fa/back-upcodes"))) as {
      init: ResponseInit;
    };
    expect(gone.init.status).toBe(404);

    await post(jar, { intent: "start", password });
    const next = (await load(jar)).setup!;
    expect(next.secret).not.toBe(first.secret);
    expect(next.backupCodes).not.toEqual(first.backupCodes);
    // A code from the discarded secret no longer confirms anything.
    const stale = await run(
      enrolAction,
      jar,
      formRequest(jar, "/employee-login/2fa", {
        intent: "verify",
        code: totp(first.secret),
      }),
    );
    expect(stale).toMatchObject({ init: { status: 401 } });
    const [row] = await database.db
      .select()
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
    expect(row).toBeDefined();
  });
});
