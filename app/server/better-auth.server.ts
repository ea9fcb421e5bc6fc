// The better-auth instance: email + password, DB sessions in httpOnly cookies, TOTP two-factor, DB rate limits.
// One configuration object (createAuth); the guards that read its sessions are in auth.server.ts, the calls
// that hand it requests in auth-calls.server.ts.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { VERIFICATION_LINK_SECONDS } from "~/content/account";
import { passwordPaths, RESET_LINK_SECONDS } from "~/content/password";
import { generateBackupCodes } from "~/lib/backup-codes";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password";
import { isStaffRole } from "~/lib/roles";
import { AUTH_COOKIE_PREFIX } from "./auth-cookies.server";
import { authLogEntry, maskAuthMessage } from "./auth-log.server";
import { resolveSecret } from "./auth-secret.server";
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

/**
 * Header our own code sets from Express's resolved client IP (honouring TRUST_PROXY), replacing whatever a
 * client sent. better-auth keys its rate limits on it.
 */
export const CLIENT_IP_HEADER = "x-printshop-client-ip";

/** The page a verification link opens (it verifies through better-auth and answers in Dutch). */
export const VERIFY_PATH = "/auth/bevestigen";

// Evaluated at import, so a missing secret stops the server at start (the routes import this module).
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
