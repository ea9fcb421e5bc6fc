// Every environment variable the server reads, parsed once at start (server/app.ts calls getEnv() on import):
// a wrong value stops the server with a message that names the variable. README lists the same set.
import { z } from "zod";
import { resolveSite, type SiteConfig } from "~/content/site";
import { BACKUP_TIME_PATTERN } from "~/lib/backups";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "~/lib/business-calendar";
import { EMAIL_PATTERN } from "~/lib/email";
import { replyWithin } from "~/lib/reply-within";
import { DEFAULT_RETENTION, type RetentionSettings } from "~/lib/retention";
import {
  GTM_ID_PATTERN,
  hasMarketingTags,
  META_PIXEL_ID_PATTERN,
  type MarketingTags,
} from "~/lib/marketing-tags";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** An optional setting that must pass `check` when it is set. */
const optionalChecked = (check: (value: string) => boolean, message: string) =>
  optional.refine((value) => value === undefined || check(value), { error: message });

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

const httpUrl = optionalChecked(isHttpUrl, "must be an http(s) URL, e.g. https://www.printshop-breda.nl");

/** Something a person can dial: digits with the usual separators, at least 8 digits. */
const phoneNumber = optionalChecked(
  (value) => /^\+?[\d\s()./-]+$/.test(value) && value.replace(/\D/g, "").length >= 8,
  "must be a phone number with at least 8 digits, e.g. 076 000 0000 or 31600000000",
);

const emailAddress = optionalChecked((value) => EMAIL_PATTERN.test(value), "must be an e-mail address");

/** "true"/"1" or "false"/"0" (any case); anything else names the variable. */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ["", "true", "1", "false", "0"].includes(value), { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1")
  .default(false);

/** A whole number of at least `min`, e.g. a count or a duration in milliseconds. */
const wholeNumber = (min: number, fallback: number) => {
  const message = `must be a whole number of at least ${min}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .default(fallback);
};

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(1, 3000).pipe(z.number().max(65535, { error: "must be a port number up to 65535" })),
  HOST: z.string().default("0.0.0.0"),
  /** Embedded database (PGlite) and mail/file storage live here. */
  DATA_DIR: z.string().default("./data"),
  /** When set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: optional,
  /** Canonical origin for links, canonical tags and the sitemap (the www host is forced). */
  SITE_URL: httpUrl,
  /** Business facts overriding the placeholders of app/content/site.ts; read them through getSite(). */
  SITE_BRAND: optional,
  SITE_PHONE: phoneNumber,
  SITE_WHATSAPP: phoneNumber,
  SITE_EMAIL: emailAddress,
  SITE_STREET: optional,
  SITE_POSTAL_CODE: optional,
  SITE_CITY: optional,
  SITE_KVK: optionalChecked((value) => /^\d{8}$/.test(value), "must be the 8 digits of a KvK number"),
  SITE_BTW: optionalChecked(
    (value) => /^NL\d{9}B\d{2}$/.test(value.replace(/[\s.]/g, "").toUpperCase()),
    "must be a Dutch VAT number like NL123456789B01",
  ),
  SITE_IBAN: optionalChecked(
    (value) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value.replace(/\s/g, "").toUpperCase()),
    "must be an IBAN like NL91 ABNA 0417 1643 00",
  ),
  SITE_TOUR_URL: httpUrl,
  /** smtp(s)://user:pass@host:port; when unset, mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optional,
  /** SMTP connections the outbox worker keeps open and sends over at once. */
  SMTP_POOL_SIZE: wholeNumber(1, 5).pipe(z.number().max(50, { error: "must be at most 50 connections" })),
  MAIL_FROM: optional,
  /** Where lead notifications go; defaults to the shop e-mail of the site config. */
  SHOP_EMAIL: emailAddress,
  /** Secret for signing sessions; required in production. */
  BETTER_AUTH_SECRET: optional,
  /** Number of proxies in front of the app (for the client IP in rate limits), e.g. 1 behind nginx. */
  TRUST_PROXY: wholeNumber(0, 0),
  /** Lead form submissions (all forms together) one client IP may send per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 10),
  /** A lead form sent sooner than this after it appeared is treated as a bot (time trap). 0 disables it. */
  LEAD_MIN_FILL_MS: wholeNumber(0, 3000),
  /** Days a quote stays valid after it is sent (the default of its "geldig tot" date). */
  QUOTE_VALID_DAYS: wholeNumber(1, 30).pipe(z.number().max(365, { error: "must be at most 365 days" })),
  /** Staff see a sent quote without a reaction as "opvolgen" after this many days. */
  QUOTE_FOLLOW_UP_DAYS: wholeNumber(1, 3),
  /** The customer gets one reminder this many days before an open quote expires. */
  QUOTE_REMINDER_DAYS: wholeNumber(1, 5),
  /** A proof approved before this hour (shop time) on a working day counts its ready date from that day (docs/proofs.md). */
  PROOF_CUTOFF_HOUR: wholeNumber(1, 16).pipe(z.number().max(24, { error: "must be at most 24" })),
  /**
   * The shop's weekly opening hours (lib/business-calendar parseOpeningHours), e.g. "ma-vr 10:00-17:00" or
   * "ma-do 09:00-17:00, vr 09:00-12:00"; an admin may override them on the opening hours page.
   */
  OPENING_HOURS: z
    .string()
    .trim()
    .default(DEFAULT_OPENING_HOURS)
    .transform((value) => value || DEFAULT_OPENING_HOURS)
    .refine((value) => parseOpeningHours(value) !== null, {
      error: 'must be opening hours like "ma-vr 10:00-17:00" or "ma-do 09:00-17:00, vr 09:00-12:00"',
    }),
  /** Business minutes within which a quote request gets its first response (the reply promise). */
  REPLY_PROMISE_QUOTE_MINUTES: wholeNumber(1, 120),
  /** Business minutes within which the other forms get their first response. */
  REPLY_PROMISE_OTHER_MINUTES: wholeNumber(1, 1440),
  /** No appointment slot starts sooner than this many minutes from now (a visitor's booking or move). */
  APPOINTMENT_MIN_NOTICE_MINUTES: wholeNumber(0, 120).pipe(
    z.number().max(43200, { error: "must be at most 43200 minutes (30 days)" }),
  ),
  /** Days after a won lead or a delivered order that the customer is invited to write a review; 0 at once. */
  REVIEW_INVITE_DELAY_DAYS: wholeNumber(0, 7).pipe(
    z.number().max(365, { error: "must be at most 365 days" }),
  ),
  /**
   * Mollie API key (test_… or live_…) for iDEAL prepayments. Unset: customers get bank-transfer instructions and
   * staff mark the payment received.
   */
  MOLLIE_API_KEY: optionalChecked(
    (value) => /^(test|live)_\w{20,}$/.test(value),
    "must be a Mollie API key starting with test_ or live_",
  ),
  /** Mollie's API address; only a staging site or the tests point it elsewhere (https only). */
  MOLLIE_API_ENDPOINT: z
    .string()
    .trim()
    .default("https://api.mollie.com/v2/")
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
      error: "must be an https URL, e.g. https://api.mollie.com/v2/",
    }),
  /** Payment methods offered through Mollie, comma-separated Mollie method ids. */
  PAYMENT_METHODS: z
    .string()
    .trim()
    .default("ideal")
    .refine((value) => /^[a-z]+(,\s*[a-z]+)*$/.test(value), {
      error: "must be Mollie method ids separated by commas, e.g. ideal,bancontact",
    })
    .transform((value) => value.split(",").map((method) => method.trim())),
  /** Share of a private customer's order total paid in advance (100: everything; e.g. 50 for a deposit). */
  PREPAYMENT_PERCENT: wholeNumber(1, 100).pipe(z.number().max(100, { error: "must be at most 100" })),
  /** Days an approved business customer has to pay an invoice. */
  INVOICE_PAYMENT_TERM_DAYS: wholeNumber(1, 14).pipe(
    z.number().max(120, { error: "must be at most 120 days" }),
  ),
  /** Page views older than this many months are deleted by the background worker (privacy statement). */
  ANALYTICS_RETENTION_MONTHS: wholeNumber(1, 13).pipe(
    z.number().max(120, { error: "must be at most 120 months" }),
  ),
  /** Retention (~/lib/retention, applied daily by the background worker, stated on /privacy). */
  RETENTION_SPAM_DAYS: wholeNumber(1, DEFAULT_RETENTION.spamDays),
  RETENTION_MAIL_BODY_DAYS: wholeNumber(1, DEFAULT_RETENTION.mailBodyDays),
  RETENTION_LOST_MONTHS: wholeNumber(1, DEFAULT_RETENTION.lostMonths),
  RETENTION_WON_MONTHS: wholeNumber(1, DEFAULT_RETENTION.wonMonths),
  RETENTION_BATCH_SIZE: wholeNumber(1, DEFAULT_RETENTION.batchSize).pipe(
    z.number().max(10_000, { error: "must be at most 10000 rows" }),
  ),
  /** Marketing tags (docs/behaviour.md#outside-calls-and-tracking), loaded only after the visitor consents; unset: no consent banner at all. */
  META_PIXEL_ID: optionalChecked(
    (value) => META_PIXEL_ID_PATTERN.test(value),
    "must be the digits of a Meta pixel id",
  ),
  GTM_ID: optionalChecked(
    (value) => GTM_ID_PATTERN.test(value),
    "must be a Google Tag Manager id like GTM-AB12CD3",
  ),
  /**
   * S3-compatible object storage for uploaded files (AWS S3, MinIO, Garage, ...). Unset: files live on local
   * disk under DATA_DIR/files. Without the key pair the SDK's default credential chain is used.
   */
  S3_BUCKET: optional,
  S3_ENDPOINT: httpUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Bucket in the path instead of the host name, as MinIO and Garage need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /**
   * Nightly backup of the database and files to DATA_DIR/backups (and the S3 bucket when set), at this time
   * (HH:MM, Amsterdam time); "off" disables the nightly run (npm run backup still works).
   */
  BACKUP_TIME: z
    .string()
    .trim()
    .toLowerCase()
    .default("03:00")
    .refine((value) => value === "off" || BACKUP_TIME_PATTERN.test(value), {
      error: 'must be a time like 03:00 (24-hour clock) or "off"',
    }),
  /** Rotation: the newest backup of each of this many recent days is kept... */
  BACKUP_KEEP_DAILY: wholeNumber(1, 7),
  /** ...and of each of this many recent weeks; older backups are deleted. */
  BACKUP_KEEP_WEEKLY: wholeNumber(0, 4),
  /** Folder of the SQL migrations applied at start. */
  MIGRATIONS_DIR: z.string().trim().min(1).default("drizzle"),
  /** On SIGTERM: how long running requests (and then the worker and database) get before they are cut off. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Rules across variables; the single fields are checked above. */
const checkedEnvSchema = envSchema.check((ctx) => {
  // Half a key pair would silently fall back to the SDK's credential chain: say which half is missing.
  const { S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: secret } = ctx.value;
  if ((id === undefined) !== (secret === undefined)) {
    const [missing, present] =
      id === undefined
        ? ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]
        : ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"];
    ctx.issues.push({
      code: "custom",
      input: undefined,
      path: [missing],
      message: `must be set with ${present}`,
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Every variable this parse knows (.env.example lists each of them with its default). */
export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

/** server.js prints this error's message alone: it names each wrong variable and what it must be. */
class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
}

/** Parses the environment, or throws one error that lists every wrong variable (never its value: some are secrets). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid environment variables:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

let site: SiteConfig | undefined;

/** The business facts (brand, phone, address, …) with the SITE_* overrides of this server. */
export function getSite(): SiteConfig {
  const env = getEnv();
  site ??= {
    ...resolveSite(env),
    replyWithin: {
      quote: replyWithin(env.REPLY_PROMISE_QUOTE_MINUTES),
      other: replyWithin(env.REPLY_PROMISE_OTHER_MINUTES),
    },
  };
  return site;
}

/** The retention periods in force (the AVG page and the privacy statement show these). */
export function getRetentionSettings(env: Env = getEnv()): RetentionSettings {
  return {
    spamDays: env.RETENTION_SPAM_DAYS,
    mailBodyDays: env.RETENTION_MAIL_BODY_DAYS,
    lostMonths: env.RETENTION_LOST_MONTHS,
    wonMonths: env.RETENTION_WON_MONTHS,
    analyticsMonths: env.ANALYTICS_RETENTION_MONTHS,
    batchSize: env.RETENTION_BATCH_SIZE,
  };
}

/** The configured marketing tags (Meta pixel, Google Tag Manager), or null when neither is set. */
export function getMarketingTags(): MarketingTags | null {
  const { META_PIXEL_ID: metaPixelId, GTM_ID: gtmId } = getEnv();
  const tags = { metaPixelId, gtmId };
  return hasMarketingTags(tags) ? tags : null;
}
