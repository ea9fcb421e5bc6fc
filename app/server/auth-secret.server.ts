// The secret better-auth signs sessions with and encrypts TOTP secrets with (read once, by better-auth.server.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

const SECRET_MIN_LENGTH = 32;

/**
 * The secret that signs sessions and encrypts TOTP secrets. Development and tests get a random one per process.
 * A production server on the embedded database (one process by design) creates one on first start and keeps it
 * in DATA_DIR beside the data it protects, so `npm start` works on a fresh clone; on PostgreSQL, where several
 * instances may share the data, it must be given explicitly so they all agree.
 */
export function resolveSecret(): string {
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
