// Accounts: better-auth (email + password, DB sessions in httpOnly cookies, TOTP two-factor, DB rate limits)
// and the guards every loader and action of the account and staff pages call.
// Over 300 lines on purpose: better-auth's configuration (createAuth, ~150 lines of hooks and plugins) is one
// object, and the guards read the session it defines; split, each half would need the other's internals.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { VERIFICATION_LINK_SECONDS } from "~/content/account";
import { passwordPaths, RESET_LINK_SECONDS } from "~/content/password";
import { generateBackupCodes } from "~/lib/backup-codes";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password";
import { pageOfRequest, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { isStaffRole, ROLES, type Role } from "~/lib/roles";
import { requestInfoContext } from "~/request-context";
import { AUTH_COOKIE_PREFIX } from "./auth-cookies.server";
import { authLogEntry, maskAuthMessage } from "./auth-log.server";
import type { Database } from "./db/client.server";
import { getDb } from "./db/index.server";
import {
  accounts,
  authRateLimits,
  profiles,
  sessions,
  twoFactors,
  users,
  verifications,
} from "./db/schema.server";
import { getEnv, getSite } from "./env.server";
import { logger } from "./logger.server";
import { sendExistingAccountMail, sendVerificationMail } from "./mail/account-mails.server";
import { passwordWasSet, queueResetMail } from "./password-reset.server";

/** Where a staff account without TOTP is sent before it may see any lead. */
export const ENROL_PATH = "/employee-login/2fa";
/** Where staff sign in (e-mail and password, then the TOTP code). */
export const STAFF_SIGN_IN_PATH = "/employee-login";

/**
 * Header our own code sets from Express's resolved client IP (honouring TRUST_PROXY), replacing whatever a
 * client sent. better-auth keys its rate limits on it.
 */
export const CLIENT_IP_HEADER = "x-printshop-client-ip";

/** The page a verification link opens (it verifies through better-auth and answers in Dutch). */
export const VERIFY_PATH = "/auth/bevestigen";

const SECRET_MIN_LENGTH = 32;

/**
 * The secret that signs sessions and encrypts TOTP secrets. Development and tests get a random one per process.
 * A production server on the embedded database (one process by design) creates one on first start and keeps it
 * in DATA_DIR beside the data it protects, so `npm start` works on a fresh clone; on PostgreSQL, where several
 * instances may share the data, it must be given explicitly so they all agree.
 */
function resolveSecret(): string {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) {
    if (env.NODE_ENV === "production" && env.BETTER_AUTH_SECRET.length < SECRET_MIN_LENGTH)
      throw new Error(`BETTER_AUTH_SECRET must be at least ${SECRET_MIN_LENGTH} characters in production`);
    return env.BETTER_AUTH_SECRET;
  }
  if (env.NODE_ENV !== "production") return randomBytes(32).toString("base64url");
  if (env.DATABASE_URL) throw new Error("BETTER_AUTH_SECRET is required in production with DATABASE_URL");
  return readOrCreateSecretFile(path.resolve(env.DATA_DIR, "auth-secret"));
}

function readOrCreateSecretFile(file: string): string {
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= SECRET_MIN_LENGTH) return stored;
    throw new Error(
      `${file} holds fewer than ${SECRET_MIN_LENGTH} characters; remove it or set BETTER_AUTH_SECRET`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const created = randomBytes(48).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  // "wx": never overwrite a secret another process wrote a moment ago.
  try {
    writeFileSync(file, `${created}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  logger.warn({ file }, "BETTER_AUTH_SECRET not set: created a secret in DATA_DIR; back it up with the data");
  return created;
}

// Evaluated at import: server/app.ts imports this module, so a missing secret stops the server at start.
const secret = resolveSecret();

function isLocalHostname(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/**
 * The origin better-auth works for on this request: the request's own origin when it is the canonical host
 * (or a local one, for development and browser tests on http://localhost), otherwise SITE_URL. Cookies are
 * Secure exactly when that origin is https.
 */
export function authOrigin(request: Request): string {
  const url = new URL(request.url);
  const siteUrl = getEnv().SITE_URL;
  if (!siteUrl) return url.origin;
  const site = new URL(siteUrl);
  if (url.host === site.host || isLocalHostname(url.hostname)) return url.origin;
  return site.origin;
}

function createAuth(db: Database, origin: string) {
  const site = getSite();
  return betterAuth({
    appName: site.brand,
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No session at sign-up: a new address and an existing one get the same answer ("check your mail"),
      // and better-auth hashes the password for an existing one too, so the timing matches. The link signs in.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      onExistingUserSignUp: async ({ user }) => {
        await sendExistingAccountMail(db, user.email, `${origin}/auth`, `${origin}${passwordPaths.forgot}`);
      },
      // "Wachtwoord vergeten": the token (24 random letters and digits, ~143 bits) is stored hashed (below), works
      // once and for an hour; the mail links to our page, which posts the new password to /reset-password.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        const link = new URL(passwordPaths.reset, origin);
        link.searchParams.set("token", token);
        await queueResetMail(db, user.email, link.href);
      },
      // Whoever held the old password is signed out everywhere; staff sign in again with password and TOTP.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await passwordWasSet(db, user.id, "reset");
      },
    },
    // Reset tokens are looked up by hash, so a copy of the database holds no working link.
    verification: { storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } } },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      // The mail links to our page, not to better-auth's JSON endpoint.
      sendVerificationEmail: async ({ user, token }) => {
        const link = new URL(VERIFY_PATH, origin);
        link.searchParams.set("token", token);
        await sendVerificationMail(db, user.email, link.href);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // In the database, so counters hold across restarts and app instances.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
        "/verify-email": { window: 60, max: 10 },
        "/two-factor/*": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // better-auth turns its Origin and callback-address checks off whenever TEST or NODE_ENV=test is set in
      // the environment; they stay on everywhere, so the tests see what production does.
      disableOriginCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: origin.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "error",
      log: (level, message) => {
        const entry = authLogEntry(message);
        // Not `level`: pino's own key, which a second one would override for whoever reads the line.
        logger[entry.level]({ source: "better-auth", authLevel: level }, entry.message);
      },
    },
    // Replaces better-auth's own reporting of a failed /api/auth request, which printed every 4xx (a wrong
    // password, a bot's forged origin) as a plain "[Better Auth]: …" line past our logger. A 4xx is in the
    // request log already; what is our fault is logged here, without personal data.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") return;
        const type = error instanceof Error ? error.name : typeof error;
        const message = maskAuthMessage(error instanceof Error ? error.message : String(error));
        logger.error({ source: "better-auth", err: { type, message } }, "an auth request failed");
      },
    },
    plugins: [
      twoFactor({
        issuer: site.brand,
        // Codes typed from paper: no look-alike characters (lib/backup-codes).
        backupCodeOptions: { customBackupCodesGenerate: () => generateBackupCodes() },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // The profile (and so the role) is ours: always "customer", whatever the sign-up request says.
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await db
              .insert(profiles)
              .values({
                id: user.id,
                firstName: cleanName(body.firstName),
                lastName: cleanName(body.lastName),
                role: "customer",
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const [row] = await db
              .select({ banned: users.banned, role: profiles.role })
              .from(users)
              .leftJoin(profiles, eq(profiles.id, users.id))
              .where(eq(users.id, session.userId));
            if (row?.banned)
              throw new APIError("FORBIDDEN", {
                message: "Dit account is gedeactiveerd.",
                code: "ACCOUNT_DEACTIVATED",
              });
            // A verification link signs a customer in; staff sign in with password and TOTP only.
            if (ctx?.path === "/verify-email" && row?.role && isStaffRole(row.role))
              throw new APIError("FORBIDDEN", {
                message: "Medewerkers loggen in via het medewerkersportaal.",
                code: "STAFF_SIGN_IN_REQUIRED",
              });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function cleanName(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, 100) : "";
}

const instances = new WeakMap<Database, Map<string, Auth>>();

/** One better-auth instance per database handle and origin (there are only a few origins). */
export function getAuth(origin: string, db: Database = getDb()): Auth {
  let perOrigin = instances.get(db);
  if (!perOrigin) {
    perOrigin = new Map();
    instances.set(db, perOrigin);
  }
  let auth = perOrigin.get(origin);
  if (!auth) {
    auth = createAuth(db, origin);
    perOrigin.set(origin, auth);
  }
  return auth;
}

export function getAuthFor(request: Request): Auth {
  return getAuth(authOrigin(request));
}

function clientIp(context?: Readonly<RouterContextProvider>): string {
  try {
    return context?.get(requestInfoContext).ip ?? "0.0.0.0";
  } catch {
    return "0.0.0.0";
  }
}

/** Hands a browser request to better-auth (the /api/auth/* resource route), with our client IP header. */
export function handleAuthRequest(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(context));
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  return getAuthFor(request).handler(new Request(request.url, init));
}

export interface AuthCallResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  body: T & { code?: string; message?: string };
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

/**
 * Calls a better-auth endpoint from a form action, through its HTTP handler so its rate limits, origin
 * checks and cookie handling apply exactly as for a direct API call.
 */
export function callAuth<T = Record<string, unknown>>(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthCallResult<T>> {
  return sendToAuth<T>(request, context, path, { method: "POST", body: JSON.stringify(body) });
}

/** Opens an e-mail verification link: marks the address verified and signs the customer in (Set-Cookie). */
export function verifyEmailToken(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  token: string,
): Promise<AuthCallResult> {
  return sendToAuth(request, context, `/verify-email?${new URLSearchParams({ token })}`, { method: "GET" });
}

async function sendToAuth<T>(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  path: string,
  init: { method: "GET" | "POST"; body?: string },
): Promise<AuthCallResult<T>> {
  const origin = authOrigin(request);
  const headers = new Headers({
    "content-type": "application/json",
    origin,
    [CLIENT_IP_HEADER]: clientIp(context),
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const response = await getAuth(origin).handler(
    new Request(`${origin}/api/auth${path}`, { ...init, headers }),
  );
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const out = new Headers();
  for (const value of response.headers.getSetCookie()) out.append("set-cookie", value);
  return {
    ok: response.ok,
    status: response.status,
    body: (parsed ?? {}) as AuthCallResult<T>["body"],
    headers: out,
  };
}

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Whether the user proved owning `email` (verification link, or staff account made by an admin). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  twoFactorEnabled: boolean;
  lastSeenLeadsAt: Date | null;
  /** Signed in with an admin's one-time password: must choose a password before using the staff area. */
  mustChangePassword: boolean;
  sessionId: string;
}

function toRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : "customer";
}

const userCache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The signed-in user with profile, or null. Memoised per request (middleware and loader share it). */
export function getUser(request: Request): Promise<CurrentUser | null> {
  let pending = userCache.get(request);
  if (!pending) {
    pending = loadUser(request);
    userCache.set(request, pending);
  }
  return pending;
}

async function loadUser(request: Request): Promise<CurrentUser | null> {
  if (!request.headers.get("cookie")) return null;
  const session = await getAuthFor(request).api.getSession({ headers: request.headers });
  if (!session) return null;
  const db = getDb();
  const [row] = await db
    .select({ banned: users.banned, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, session.user.id));
  if (!row || row.banned) return null;
  let profile = row.profile;
  if (!profile) {
    // A profile is made at sign-up; should that ever have failed, the account is a plain customer.
    await db.insert(profiles).values({ id: session.user.id }).onConflictDoNothing();
    profile = (await db.select().from(profiles).where(eq(profiles.id, session.user.id)))[0] ?? null;
    if (!profile) return null;
  }
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: toRole(profile.role),
    emailVerified: Boolean(session.user.emailVerified),
    firstName: profile.firstName,
    lastName: profile.lastName,
    twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
    lastSeenLeadsAt: profile.lastSeenLeadsAt,
    mustChangePassword: profile.mustChangePassword,
    sessionId: session.session.id,
  };
}

/** Any signed-in user; anonymous visitors go to the sign-in page (customers' /auth unless said otherwise). */
export async function requireUser(request: Request, signInPath = "/auth"): Promise<CurrentUser> {
  const user = await getUser(request);
  if (!user) {
    // A page the visitor opened (the lead linked from the shop's e-mail) is where the sign-in continues.
    const asked = request.method === "GET" ? safeReturnPath(pageOfRequest(new URL(request.url))) : null;
    throw redirect(withReturnPath(signInPath, asked));
  }
  return user;
}

/**
 * Employees and admins whose session passed the TOTP step. Anonymous → /employee-login, other roles → /dashboard,
 * staff without TOTP → enrolment, then one still on an admin's one-time password → "Kies een nieuw wachtwoord".
 * Sessions of a TOTP account only come from a TOTP sign-in or the enrolment itself (other sessions are revoked
 * then, and on every role change), so twoFactorEnabled is the check.
 */
export async function requireStaff(request: Request): Promise<CurrentUser> {
  // A signed-out employee (following "Open in het beheer" from a shop mail) signs in as staff, TOTP included.
  const user = await requireUser(request, STAFF_SIGN_IN_PATH);
  if (!isStaffRole(user.role)) throw redirect("/dashboard");
  if (!user.twoFactorEnabled) throw redirect(ENROL_PATH);
  if (user.mustChangePassword) throw redirect(passwordPaths.change);
  return user;
}

export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireStaff(request);
  if (user.role !== "admin") throw data("Alleen voor beheerders.", { status: 403 });
  return user;
}

/** Where a user lands after signing in. */
export function homeFor(user: Pick<CurrentUser, "role" | "twoFactorEnabled">): string {
  if (!isStaffRole(user.role)) return "/dashboard";
  return user.twoFactorEnabled ? "/employee" : ENROL_PATH;
}

/** Ends every session of a user (role change, two-factor reset, deactivation). */
export async function revokeSessions(userId: string, db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
