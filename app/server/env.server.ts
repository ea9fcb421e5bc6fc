// Every environment variable the server reads, parsed once. README lists the same set.
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Embedded database (PGlite) and mail/file storage live here. */
  DATA_DIR: z.string().default("./data"),
  /** When set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: optional,
  /** Canonical origin for links, canonical tags and the sitemap. */
  SITE_URL: optional,
  /** smtp(s)://user:pass@host:port; when unset, mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optional,
  MAIL_FROM: optional,
  /** Where lead notifications go; defaults to the shop e-mail of the site config. */
  SHOP_EMAIL: optional,
  /** Secret for signing sessions; required in production. */
  BETTER_AUTH_SECRET: optional,
  /** Number of proxies in front of the app (for the client IP in rate limits), e.g. 1 behind nginx. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Lead form submissions (all forms together) one client IP may send per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** A lead form sent sooner than this after it appeared is treated as a bot (time trap). 0 disables it. */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Page views older than this many months are deleted by the background worker (privacy statement). */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
