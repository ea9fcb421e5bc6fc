// The first admin without a terminal command: while no admin exists, the server prints a set-up link at start
// (/setup/<token>) where the first admin chooses a password and then enrols TOTP. `npm run create-admin` stays for
// scripts.
//
// The token is an HMAC-SHA256 of a random 128-bit nonce under the auth secret (256 bits, base64url). The database
// holds the nonce and the token's SHA-256, never the token: a copy of the database opens nothing, while every
// instance sharing the auth secret (required on PostgreSQL) re-derives and prints the same link, and any of them
// accepts it. A link works until the first admin is made; that spends every link in the same transaction.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { setupCopy } from "~/content/staff-access";
import { getAuth, type Auth } from "../better-auth.server";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { accounts, adminSetupTokens, profiles, users } from "../db/schema.server";
import { getEnv } from "../env.server";

export const SETUP_PATH = "/setup";

/** 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Queryable = Pick<Database, "select">;

export async function adminExists(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .limit(1);
  return Boolean(row);
}

function deriveToken(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`first-admin-setup:${nonce}`).digest("base64url");
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The set-up token to print at start, or null once an admin exists. An unused link this auth secret made before
 * is printed again; otherwise (first start, or the secret changed, as in development) a new one is stored.
 */
export async function ensureSetupToken(db: Database, secret: string): Promise<string | null> {
  if (await adminExists(db)) return null;
  const open = await db
    .select({ tokenHash: adminSetupTokens.tokenHash, nonce: adminSetupTokens.nonce })
    .from(adminSetupTokens)
    .where(isNull(adminSetupTokens.usedAt))
    .orderBy(adminSetupTokens.createdAt);
  for (const row of open) {
    const token = deriveToken(secret, row.nonce);
    const hash = Buffer.from(hashToken(token));
    const stored = Buffer.from(row.tokenHash);
    if (hash.length === stored.length && timingSafeEqual(hash, stored)) return token;
  }
  const nonce = randomBytes(16).toString("base64url");
  const token = deriveToken(secret, nonce);
  await db
    .insert(adminSetupTokens)
    .values({ tokenHash: hashToken(token), nonce })
    .onConflictDoNothing();
  return token;
}

/** A request path as the request log writes it: a set-up link's token is a password, so it is left out. */
export function pathForLog(path: string): string {
  return path.startsWith(`${SETUP_PATH}/`) ? `${SETUP_PATH}/…` : path;
}

export type SetupTokenState = "valid" | "invalid" | "gone";

/** "gone" once an admin exists (every link, 410); "invalid" for a token never issued or already spent (404). */
export async function setupTokenState(db: Database, token: string): Promise<SetupTokenState> {
  if (await adminExists(db)) return "gone";
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(and(eq(adminSetupTokens.tokenHash, hashToken(token)), isNull(adminSetupTokens.usedAt)));
  return row ? "valid" : "invalid";
}

export type FirstAdminResult =
  { ok: true; userId: string } | { ok: false; reason: Exclude<SetupTokenState, "valid"> | "exists" };

class Refusal extends Error {
  constructor(readonly reason: Exclude<FirstAdminResult, { ok: true }>["reason"]) {
    super(reason);
  }
}

/**
 * Creates the first admin with the set-up token: the account (better-auth's password hash, address counted as
 * verified), its profile and the audit entry, in the transaction that spends every open link. Two tabs (or two
 * instances) posting at once: the second waits for the first's row locks, then finds the links spent.
 */
export async function createFirstAdmin(
  auth: Auth,
  db: Database,
  token: string,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<FirstAdminResult> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: (await adminExists(db)) ? "gone" : "invalid" };
  const tokenHash = hashToken(token);
  const ctx = await auth.$context;
  // scrypt takes a moment: before the transaction, so the rows stay locked only for the inserts.
  const passwordHash = await ctx.password.hash(input.password);
  const userId = ctx.generateId({ model: "user" }) || randomBytes(16).toString("hex");
  const accountId = ctx.generateId({ model: "account" }) || randomBytes(16).toString("hex");
  try {
    await db.transaction(async (tx) => {
      const spent = await tx
        .update(adminSetupTokens)
        .set({ usedAt: new Date() })
        .where(isNull(adminSetupTokens.usedAt))
        .returning({ tokenHash: adminSetupTokens.tokenHash });
      // Thrown, so the links spent above stay open.
      if (!spent.some((row) => row.tokenHash === tokenHash))
        throw new Refusal((await adminExists(tx)) ? "gone" : "invalid");
      if (await adminExists(tx)) throw new Refusal("gone");
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw new Refusal("exists");
      await tx.insert(users).values({
        id: userId,
        email: input.email,
        name: `${input.firstName} ${input.lastName}`.trim(),
        emailVerified: true,
      });
      await tx.insert(accounts).values({
        id: accountId,
        userId,
        accountId: userId,
        providerId: "credential",
        password: passwordHash,
      });
      await tx
        .insert(profiles)
        .values({ id: userId, firstName: input.firstName, lastName: input.lastName, role: "admin" });
      await audit(tx, {
        actorId: null,
        action: "user.create",
        targetType: "user",
        targetId: userId,
        details: { role: "admin", via: "setup-link" },
      });
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    throw error;
  }
  return { ok: true, userId };
}

/**
 * What `npm start` prints while no admin exists. The one place a secret is printed, on purpose: the operator who
 * started the server needs the link, and it stops working once the first admin exists. Not through the logger,
 * whose lines may be shipped elsewhere, and plain text so a newcomer can read and click it.
 */
export function setupLinkMessage(links: string[]): string {
  const rule = "=".repeat(72);
  return [
    "",
    rule,
    setupCopy.startupHeading,
    "",
    ...links.map((link) => `  ${link}`),
    "",
    setupCopy.startupHint,
    rule,
    "",
    "",
  ].join("\n");
}

/**
 * Where a newcomer can open the link: this machine's own address (npm start on a laptop), and the site's address
 * when SITE_URL says where the server is reached from outside.
 */
export function setupLinks(token: string, env: { PORT: number; SITE_URL?: string }): string[] {
  const local = `http://localhost:${env.PORT}${SETUP_PATH}/${token}`;
  if (!env.SITE_URL) return [local];
  const site = new URL(`${SETUP_PATH}/${token}`, env.SITE_URL).href;
  return site === local ? [local] : [site, local];
}

/** At start: prints the set-up link while no admin exists (see setupLinkMessage). */
export async function announceSetupLink(
  db: Database,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  const env = getEnv();
  const { secret } = await getAuth(`http://localhost:${env.PORT}`, db).$context;
  const token = await ensureSetupToken(db, secret);
  if (token) write(setupLinkMessage(setupLinks(token, env)));
}
