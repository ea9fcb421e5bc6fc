// The data model of docs/behaviour.md#data in Postgres naming, plus quote_requests, the mail outbox and the auth tables.
// One file on purpose (over 300 lines): drizzle-kit generates the migrations from it, and the tables read best
// side by side with the foreign keys between them.
import { sql } from "drizzle-orm";
import type { ArtworkReport } from "~/lib/preflight/findings";
import type { CalculatorPrice } from "~/lib/pricing/request";
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Columns every lead row carries: workflow status and the visit it came from. */
export const leadColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  status: text("status").notNull().default("nieuw"),
  /** The visit that produced the lead: its session, where it came from and the page it landed on. */
  sessionId: text("session_id"),
  source: text("source"),
  landingPage: text("landing_page"),
  /** Honeypot or time-trap hit: held back from the inbox and from mail until staff release it ("Geen spam"). */
  isSpam: boolean("is_spam").notNull().default(false),
  /** Which trap held it (~/lib/spam SpamReason): "time-trap" leads wait on the review list, the rest is spam. */
  spamReason: text("spam_reason"),
  /** Set when the personal columns were blanked (AVG erasure of a kept appointment, or retention). */
  anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
  /** The reply promise (server/leads/reply-clock): first response due by, in business minutes from arrival. */
  replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
  /** Three quarters of the promised time: the first alert to staff when nobody has responded by then. */
  replyAlertAt: timestamp("reply_alert_at", { withTimezone: true }),
  /** Alerts sent: 0 none, 1 the three-quarter alert, 2 the deadline alert (each claimed once). */
  replyAlertStage: integer("reply_alert_stage").notNull().default(0),
  firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  /** How: "status", "note", "quote", "mail" (~/lib/leads/reply-clock). */
  firstResponseKind: text("first_response_kind"),
  assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
});

export const quoteRequests = pgTable(
  "quote_requests",
  {
    ...leadColumns(),
    /** Which form sent it: the quote modal or the quick-quote form in the contact section. */
    form: text("form").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    service: text("service").notNull(),
    description: text("description"),
    deliveryMethod: text("delivery_method"),
    deliveryLocation: text("delivery_location"),
    /** "Opnieuw bestellen" (docs/orders.md, Reorder): the delivered order (quote) this request reorders. */
    reorderOf: uuid("reorder_of"),
    /** Sent from a calculator's answer: the choice and the price the server computed from the published rules. */
    calculator: jsonb("calculator").$type<CalculatorPrice>(),
  },
  (t) => [
    index("quote_requests_created_at_idx").on(t.createdAt),
    index("quote_requests_reorder_of_idx").on(t.reorderOf),
    index("quote_requests_email_idx").on(t.email),
  ],
);

export const appointmentRequests = pgTable(
  "appointment_requests",
  {
    ...leadColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    message: text("message"),
    /** Chosen by staff on confirmation: "video" (with meetingUrl) or "telefoon" ("we bellen je"). */
    meetingKind: text("meeting_kind"),
    meetingUrl: text("meeting_url"),
    /** SEQUENCE of the visitor's .ics invite: raised with every update mailed (confirmed, moved, cancelled). */
    inviteSequence: integer("invite_sequence").notNull().default(0),
    /** Claimed by the one reminder 24 hours before (also set when booked within 24 hours: none goes). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** The slot before the visitor last moved it ("yyyy-MM-dd HH:mm"), shown to staff. */
    movedFrom: text("moved_from"),
  },
  (t) => [
    index("appointment_requests_created_at_idx").on(t.createdAt),
    index("appointment_requests_email_idx").on(t.email),
    // One live booking per slot: the database refuses a second one, even under concurrent submits.
    uniqueIndex("appointment_requests_slot_unique")
      .on(t.preferredDate, t.preferredTime)
      .where(sql`status <> 'geannuleerd' and is_spam = false`),
  ],
);

export const b2bRegistrations = pgTable(
  "b2b_registrations",
  {
    ...leadColumns(),
    companyName: text("company_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    employees: text("employees"),
    printVolume: text("print_volume"),
  },
  (t) => [
    index("b2b_registrations_created_at_idx").on(t.createdAt),
    index("b2b_registrations_email_idx").on(t.email),
  ],
);

/** Work-wear orders (docs/behaviour.md#data cart, §9 bulk price): the order form of /werkkleding/bestellen; lines below. */
export const workwearOrders = pgTable(
  "workwear_orders",
  {
    ...leadColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    deliveryMethod: text("delivery_method").notNull(),
    deliveryLocation: text("delivery_location"),
    logoPosition: text("logo_position").notNull(),
    technique: text("technique").notNull(),
    notes: text("notes"),
    /** Pieces and total (integer euro cents, incl. VAT) as the server priced them from its catalogue. */
    pieces: integer("pieces").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [
    index("workwear_orders_created_at_idx").on(t.createdAt),
    index("workwear_orders_email_idx").on(t.email),
  ],
);

/** One line of a work-wear order, with the unit price and the price rule (bulk or base) it was sold at. */
export const workwearOrderLines = pgTable(
  "workwear_order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => workwearOrders.id, { onDelete: "cascade" }),
    /** Order of the lines as the visitor added them. */
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    size: text("size").notNull(),
    color: text("color").notNull(),
    colorName: text("color_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** "bulk" | "base" (docs/behaviour.md#business-rules). */
    priceRule: text("price_rule").notNull(),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [index("workwear_order_lines_order_idx").on(t.orderId, t.position)],
);

export const marketingFiles = pgTable("marketing_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  filePath: text("file_path").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A counter every change to what public pages show bumps (publicContentChanged): rendered public pages are cached
 * per version, and several app instances agree on it through this one row.
 */
export const publicContentVersion = pgTable("public_content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/** One page view of a visitor (docs/behaviour.md#data). No IP address: ip_hash is salted with a secret that changes daily. */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    pagePath: text("page_path").notNull(),
    referrer: text("referrer"),
    source: text("source").notNull(),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
    sessionId: text("session_id"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** mobile | tablet | desktop, from the user agent (~/lib/device). */
    device: text("device"),
    /** The first page view of its session: where the visit entered the site and from which source. */
    isEntry: boolean("is_entry").notNull().default(false),
  },
  (t) => [
    index("analytics_visits_created_at_idx").on(t.createdAt),
    index("analytics_visits_session_idx").on(t.sessionId, t.createdAt),
  ],
);

/**
 * Page-view counts per Amsterdam day, kept up to date with every visit, so the statistics page reads a few
 * thousand rows for a year instead of every page view. metric: views | visitors | sessions (key "") and
 * page | source | landing | device (key = the path, source or device; source, landing and device count sessions).
 */
export const analyticsDays = pgTable(
  "analytics_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

/**
 * How often a calculator priced a choice, per Amsterdam day and product (issue 41): the answer pages and the
 * first request of a typing stream to /api/prijs, bots left out. A counter only: nothing personal.
 */
export const calculatorUses = pgTable(
  "calculator_uses",
  {
    day: date("day", { mode: "string" }).notNull(),
    product: text("product").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.product] })],
);

/** Who was counted as a visitor today (by daily hash); earlier days are deleted with their salt. */
export const analyticsDayVisitors = pgTable(
  "analytics_day_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    ipHash: text("ip_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.ipHash] })],
);

/** Today's secret for ip_hash; older days are deleted, so yesterday's hashes can no longer be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** Mail is written here in the same transaction as the lead; a worker sends it with retries. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** What the mail is about, e.g. "quote.shop" or "appointment.confirmation". */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** [{ filename, contentType, content, encoding? }]: text (an .ics invite) or base64 (a quote's PDF). */
    attachments:
      jsonb("attachments").$type<
        { filename: string; contentType: string; content: string; encoding?: "base64" }[]
      >(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every app instance (lead forms, sign-in). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

// ---- Accounts (better-auth models, mapped to plural snake_case tables) ----

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** Deactivated accounts cannot sign in; rows stay for the audit trail. */
  banned: boolean("banned").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** better-auth 1.7: false until the first code is confirmed; failed codes lock the account for a while. */
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** docs/behaviour.md#data profiles: keyed by the user id; the only place a role is stored. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  role: text("role").notNull().default("customer"),
  /** Staff overview: leads newer than this are "new since your last visit". */
  lastSeenLeadsAt: timestamp("last_seen_leads_at", { withTimezone: true }),
  /** Set when an admin made the account with a one-time password: the staff area waits for a password of their own. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Staff area (accounts, lead notes, audit trail) ----

/** better-auth's database rate limiter (sign-in, sign-up, two-factor), shared by every app instance. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The first admin's set-up link (/setup/<token>), printed at start while no admin exists. Only the token's SHA-256
 * is stored; the token itself is an HMAC of `nonce` under the auth secret, so every instance sharing that secret
 * prints the same link again. All links are spent together when the first admin is created.
 */
export const adminSetupTokens = pgTable("admin_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  nonce: text("nonce").notNull(),
  createdAt: createdAt(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Internal notes on a lead; lead_type is a registry type ("quote", "appointment", "partnership", "workwear"). */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadType: text("lead_type").notNull(),
    leadId: uuid("lead_id").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadType, t.leadId, t.createdAt)],
);

/** Who did what, when: every staff action. Rows are never updated or deleted by the app. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What the item was called at the time (project title, file name, account e-mail); null for leads. */
    targetLabel: text("target_label"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    // The log's "person" filter.
    index("audit_log_actor_created_at_idx").on(t.actorId, t.createdAt),
  ],
);

/**
 * Files a visitor sent with a lead (a logo or design), for every lead type: lead_type + lead_id like lead_notes.
 * storage_key is null when the file could not be stored (storage down); store_failed says so to the staff, and
 * the row keeps the name and size the visitor sent.
 */
export const leadAttachments = pgTable(
  "lead_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadType: text("lead_type").notNull(),
    leadId: uuid("lead_id").notNull(),
    /** Generated key in the file storage; never the visitor's file name. */
    storageKey: text("storage_key"),
    /** The visitor's file name, cleaned for display and as the download name. */
    fileName: text("file_name").notNull(),
    /** Decided by the file's bytes, not by its name or the browser's claim. */
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storeFailed: boolean("store_failed").notNull().default(false),
    /** The artwork check's report when the file arrived (app/lib/preflight); null: not checked (older rows). */
    artworkReport: jsonb("artwork_report").$type<ArtworkReport>(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_attachments_lead_idx").on(t.leadType, t.leadId)],
);

// ---- Portfolio the shop maintains ----

/** The portfolio projects staff maintain on /employee-dashboard/portfolio (ordered by position, ascending). */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    sector: text("sector").notNull(),
    /** A service page slug (app/content/services.ts). */
    service: text("service").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull(),
    visible: boolean("visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("portfolio_items_position_idx").on(t.position)],
);

/**
 * A project's photos. Uploaded photos have their processed variants in storage (AVIF, WebP, JPEG; keys under
 * "portfolio/"); the illustrated seed items point at an SVG in public/images/portfolio instead (static_src).
 */
export const portfolioPhotos = pgTable(
  "portfolio_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => portfolioItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Storage keys per format and width (app/lib/portfolio.ts PhotoVariants); null for a static seed image. */
    variants: jsonb("variants").$type<{
      avif: { width: number; key: string }[];
      webp: { width: number; key: string }[];
      jpeg: { width: number; key: string };
    }>(),
    /** A public path (seed illustrations) instead of variants. */
    staticSrc: text("static_src"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altText: text("alt_text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("portfolio_photos_item_idx").on(t.itemId, t.position)],
);

/** Seed content applied once (by name), so content staff deleted does not come back at the next start. */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per backup attempt (nightly, from the staff area or `npm run backup`), so a failed night shows in the
 * staff area. scheduled_for is unique: with several app instances only the first claims a night. No personal
 * data: counts, sizes and an error message without file names.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "scheduled", "manual" (staff area) or "command" (npm run backup). */
    trigger: text("trigger").notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** "running", "ok" or "failed". */
    status: text("status").notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    fileName: text("file_name"),
    size: bigint("size", { mode: "number" }),
    fileCount: integer("file_count"),
    /** "pglite" when the embedded database is in the backup, "none" on PostgreSQL (pg_dump does that part). */
    database: text("database"),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("backup_runs_scheduled_for_idx").on(t.scheduledFor),
    index("backup_runs_started_at_idx").on(t.startedAt),
  ],
);

// ---- Quotes (step 2 of docs/behaviour.md#what-the-site-does: design and quote) ----

/**
 * One row per numbered series and year ("OFF" 2026 → last 7). The number is taken by advancing this row inside
 * the transaction that issues it: the row lock serialises two senders on any instance, and a rolled-back
 * transaction gives its number back, so a series never skips or repeats.
 */
export const numberSeries = pgTable(
  "number_series",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * A quote version. A change after sending is a new row with the same number and the next version; the old one
 * becomes "vervangen". Customer fields are copied in (from the lead or typed for a phone call), so the quote
 * says what was offered to whom even after the lead changes. The acceptance evidence is kept on the row.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** OFF-2026-0007, shared by every version; null until the first version is sent. */
    number: text("number"),
    version: integer("version").notNull().default(1),
    /** ~/lib/quotes/status QuoteStatus. */
    status: text("status").notNull().default("concept"),
    /** The lead it answers (a registry type and id), null for a quote made from a phone call. */
    leadType: text("lead_type"),
    leadId: uuid("lead_id"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    customerCompany: text("customer_company"),
    customerAddress: text("customer_address"),
    customerKvk: text("customer_kvk"),
    customerBtw: text("customer_btw"),
    /** What the quote is for (a lead's service label). */
    subject: text("subject"),
    deliveryMethod: text("delivery_method"),
    deliveryLocation: text("delivery_location"),
    rush: boolean("rush").notNull().default(false),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** Free text from the shop to the customer. */
    note: text("note"),
    /** Where the lead came from (visit source and form), copied so statistics can sum accepted value per channel. */
    source: text("source"),
    form: text("form"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** When it was accepted, declined, withdrawn, replaced or expired. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Totals as last computed by the server (kept for lists and statistics; the lines are the truth). */
    netCents: bigint("net_cents", { mode: "number" }).notNull().default(0),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull().default(0),
    // Evidence of the customer's acceptance.
    acceptedName: text("accepted_name"),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    /** The exact lines and totals accepted (QuoteDocument lines and totals). */
    acceptedSnapshot: jsonb("accepted_snapshot").$type<Record<string, unknown>>(),
    /** SHA-256 (hex) of the PDF of the accepted quote, as mailed to both sides. */
    acceptedPdfSha256: text("accepted_pdf_sha256"),
    declineReason: text("decline_reason"),
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    // ---- The order an accepted quote becomes (docs/behaviour.md#what-the-site-does steps 3 and 4) ----
    /** ~/lib/orders/status OrderStatus; null until the quote is accepted. */
    orderStatus: text("order_status"),
    /** An approved business customer pays on invoice with a term instead of prepaying. */
    paymentTerms: boolean("payment_terms").notNull().default(false),
    /** The prepayment asked at acceptance, in cents incl. VAT (PREPAYMENT_PERCENT of the total then). */
    prepaymentCents: bigint("prepayment_cents", { mode: "number" }),
    /** When the order is expected ready (docs/behaviour.md#business-rules working days from the acceptance or payment). */
    readyBy: date("ready_by", { mode: "string" }),
    trackingUrl: text("tracking_url"),
    /** "Geen drukproef nodig" (a reorder of an approved design, docs/proofs.md): when and by whom staff waived the proof. */
    proofWaivedAt: timestamp("proof_waived_at", { withTimezone: true }),
    proofWaivedBy: text("proof_waived_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("quotes_order_status_idx").on(t.orderStatus),
    uniqueIndex("quotes_number_version_idx").on(t.number, t.version),
    index("quotes_lead_idx").on(t.leadType, t.leadId),
    index("quotes_customer_email_idx").on(t.customerEmail),
    index("quotes_status_idx").on(t.status, t.validUntil),
  ],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** ~/lib/quotes/lines QuoteLineKind: item, shipping or discount. */
    kind: text("kind").notNull().default("item"),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    vatRate: integer("vat_rate").notNull(),
    optional: boolean("optional").notNull().default(false),
    included: boolean("included").notNull().default(true),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);

/**
 * The customer's links to a quote version: only the SHA-256 of the token (128+ random bits) is stored. Sending
 * again adds a link, so an older mail keeps working.
 */
export const quoteLinks = pgTable(
  "quote_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("quote_links_quote_idx").on(t.quoteId)],
);

/**
 * A consumer's withdrawal notice for a work-wear order, sent through /herroepen (docs/workwear.md, "Right of
 * withdrawal"): what they entered, when it was received, the order or quote it matched (null when none did) and the
 * shop's first reading (outcome and flags of ~/lib/workwear/withdrawal). The acknowledgement mail is queued in the
 * same transaction as the row.
 */
export const workwearWithdrawals = pgTable(
  "workwear_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The form's one-time key (made when the customer reached the check step): a second confirm is the same notice. */
    submissionKey: text("submission_key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid("order_id").references(() => workwearOrders.id, { onDelete: "set null" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** As the customer's reference reads normalised: WK-1A2B3C4D or OFF-2026-0007. */
    reference: text("reference").notNull(),
    /** "alles" or "deels". */
    scope: text("scope").notNull(),
    items: text("items"),
    /** ~/lib/workwear/withdrawal WithdrawalOutcome. */
    outcome: text("outcome").notNull(),
    flags: jsonb("flags").$type<string[]>().notNull().default([]),
    /** The last day of the period when the order was delivered, yyyy-MM-dd. */
    lastDay: date("last_day", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("workwear_withdrawals_submission_idx").on(t.submissionKey),
    index("workwear_withdrawals_order_idx").on(t.orderId, t.receivedAt),
    index("workwear_withdrawals_received_idx").on(t.receivedAt),
  ],
);

// ---- Payments, invoices and the order history (docs/behaviour.md#what-the-site-does steps 3 and 4, §9 payment) ----

/**
 * A payment of an order: through Mollie (its payment id; the state is only ever what Mollie says when we fetch
 * it) or a bank transfer staff mark received. The partial unique indexes make two open payments, or two paid
 * ones, for the same purpose of one order impossible, whatever races.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    /** "prepayment" (after acceptance) or "balance" (the rest, at delivery). */
    purpose: text("purpose").notNull().default("prepayment"),
    /** "mollie" or "bank". */
    provider: text("provider").notNull(),
    mollieId: text("mollie_id").unique(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** Mollie's status (open, pending, authorized, paid, failed, canceled, expired); "paid" for a bank transfer. */
    status: text("status").notNull(),
    method: text("method"),
    checkoutUrl: text("checkout_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    /** Staff who marked a bank transfer received. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The invoice a balance payment through Mollie pays (the customer's "Betaal … van factuur …"). */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** The rentenota a payment (purpose "interest") pays. */
    interestChargeId: uuid("interest_charge_id").references((): AnyPgColumn => invoiceInterestCharges.id, {
      onDelete: "restrict",
    }),
  },
  (t) => [
    index("payments_quote_idx").on(t.quoteId),
    uniqueIndex("payments_one_open_idx")
      .on(t.quoteId, t.purpose)
      .where(sql`status in ('open', 'pending', 'authorized')`),
    // One paid prepayment per order. Balance payments pay an invoice and may come in parts (a bank statement's
    // part payment, then the rest): several per order, each booked under the order's lock (receivables/).
    uniqueIndex("payments_one_paid_idx")
      .on(t.quoteId, t.purpose)
      .where(sql`status = 'paid' and purpose = 'prepayment'`),
  ],
);

/** What one credit line of a bank statement was booked to: an order's prepayment or an invoice, and its payment. */
export interface StatementAllocation {
  kind: "prepayment" | "invoice" | "interest";
  quoteId: string;
  invoiceId: string | null;
  /** A rentenota's (interest charge's) id; absent on the other kinds. */
  interestNoteId?: string;
  paymentId: string;
  cents: number;
}

/**
 * One credit line of an uploaded bank statement (CAMT.053), kept once per bank reference: the same statement
 * uploaded again books nothing twice (docs/receivables.md, "Bank statements"). Payer name and IBAN are personal
 * data kept for the fiscal duty (the bank statement is part of the books, seven years), as invoices and payments.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The bank's own reference of the booking (AcctSvcrRef, or the entry's): unique. */
    bankReference: text("bank_reference").notNull().unique(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("EUR"),
    payerName: text("payer_name"),
    payerIban: text("payer_iban"),
    remittance: text("remittance").notNull().default(""),
    /** "booked" | "waiting" (to assign by hand) | "ignored" (no customer's payment). */
    outcome: text("outcome").notNull(),
    /** Why a line waits (matching.ts's AssignReason, or "refused" when booking it was refused). */
    reason: text("reason"),
    /** "reference" | "name" (booked by the matcher) | "hand" (assigned by staff). */
    basis: text("basis"),
    allocations: jsonb("allocations").$type<StatementAllocation[]>().notNull().default([]),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("statement_lines_outcome_idx").on(t.outcome, t.bookingDate)],
);

/** A refund of (part of) a paid payment, through Mollie or by bank. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    mollieRefundId: text("mollie_refund_id").unique(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId)],
);

/**
 * An issued invoice. Never changed after it is written (a database trigger refuses updates and deletes): a
 * credit invoice corrects it. Supplier and customer are copied in as they were on the issue date.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** F2026-0001, from the one invoice series (number_series "F"). */
    number: text("number").notNull().unique(),
    /** ~/lib/invoices/number InvoiceKind. */
    kind: text("kind").notNull(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    /** The invoice a credit invoice corrects. */
    creditFor: uuid("credit_for"),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    /** The date of the supply, or of the prepayment received. */
    supplyDate: date("supply_date", { mode: "string" }).notNull(),
    /** Payment term's last day; null when already paid. */
    dueOn: date("due_on", { mode: "string" }),
    supplier: jsonb("supplier").$type<Record<string, string>>().notNull(),
    customer: jsonb("customer").$type<Record<string, string | null>>().notNull(),
    /** [{ rate, netCents, vatCents }] */
    vat: jsonb("vat").$type<{ rate: number; netCents: number; vatCents: number }[]>().notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    /** What is still to pay after prepayments (a final invoice), in cents incl. VAT. */
    dueCents: bigint("due_cents", { mode: "number" }).notNull(),
    /** The payment it records (a prepayment invoice) or refunds (a credit invoice). */
    paymentId: uuid("payment_id"),
    /** The accepted quote's number the invoice refers to ("OFF-2026-0007"), as it was on the issue date. */
    reference: text("reference"),
    /** Printed on the invoice: why a credit invoice corrects (refund, cancellation). */
    note: text("note"),
  },
  (t) => [
    index("invoices_quote_idx").on(t.quoteId),
    index("invoices_issued_on_idx").on(t.issuedOn),
    // Issuing twice (a webhook and a return at once, a double click on delivery) is refused by the database.
    uniqueIndex("invoices_one_per_payment_idx")
      .on(t.paymentId)
      .where(sql`kind = 'prepayment'`),
    uniqueIndex("invoices_one_final_idx")
      .on(t.quoteId)
      .where(sql`kind in ('final', 'invoice')`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    vatRate: integer("vat_rate").notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

// ---- Receivables: reminders (docs/receivables.md) ----
/**
 * An invoice the customer disputes ("betwist"): while the row exists no reminder goes out. Lifting the dispute
 * deletes the row (the audit log keeps both steps). A separate table: an issued invoice is never changed.
 */
export const invoiceDisputes = pgTable("invoice_disputes", {
  invoiceId: uuid("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "restrict" }),
  reason: text("reason").notNull(),
  disputedAt: timestamp("disputed_at", { withTimezone: true }).notNull().defaultNow(),
  disputedBy: text("disputed_by").references(() => users.id, { onDelete: "set null" }),
});

/** The admins' reminder schedule (~/lib/receivables/reminders); one row (id 1), absent: the defaults hold. */
export const reminderSettings = pgTable("reminder_settings", {
  id: integer("id").primaryKey(),
  firstAfterDays: integer("first_after_days").notNull(),
  secondAfterDays: integer("second_after_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A reminder sent for an invoice, with what it stated, kept as its PDF (storage key). One row per invoice and step:
 * the unique index is the worker's claim, so two instances never send the same reminder twice.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** first | second | statutory_letter (a consumer's second step, BW 6:96 lid 6). */
    step: text("step").notNull(),
    /** The Amsterdam day it was sent (yyyy-MM-dd). */
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    pdfKey: text("pdf_key").notNull(),
    /** What was open on the invoice that day. */
    openCents: bigint("open_cents", { mode: "number" }).notNull(),
    /** The statutory letter: the collection costs it states will be charged (the scale, no VAT). */
    collectionCostsCents: bigint("collection_costs_cents", { mode: "number" }),
    /** The statutory letter: the last day to pay (14 days from the day after receipt). */
    letterDeadline: date("letter_deadline", { mode: "string" }),
    /** A business's reminder: the statutory commercial interest so far, shown as an amount (not charged). */
    interestCents: bigint("interest_cents", { mode: "number" }),
  },
  (t) => [uniqueIndex("invoice_reminders_one_per_step_idx").on(t.invoiceId, t.step)],
);

/** An admin's choice to charge a business the statutory commercial interest on an invoice (BW 6:119a). */
export const invoiceInterestCharges = pgTable(
  "invoice_interest_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** The interest counted up to and including this day. */
    countedTo: date("counted_to", { mode: "string" }).notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
    provisional: boolean("provisional").notNull(),
    chargedAt: timestamp("charged_at", { withTimezone: true }).notNull().defaultNow(),
    chargedBy: text("charged_by").references(() => users.id, { onDelete: "set null" }),
    /** The rentenota's number (R2026-0001), its own series outside the invoices' (docs/receivables.md). */
    number: text("number").unique(),
    /** The order the invoice belongs to (its page, its lock, its payments). */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    /** The note's PDF in the file storage, and when its mail was queued (once). */
    pdfKey: text("pdf_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("invoice_interest_charges_one_per_day_idx").on(t.invoiceId, t.countedTo)],
);

/** An order's history: each state change, payment and invoice, with who did it (null: the customer or Mollie). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** "status", "payment", "refund", "invoice", "mail". */
    kind: text("kind").notNull(),
    /** What happened, in Dutch, as staff read it. */
    text: text("text").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("order_events_quote_idx").on(t.quoteId, t.createdAt)],
);

// ---- Proofs (drukproef, docs/proofs.md) ----
/** A page of a proof as the customer sees it: a phone-sized WebP and a larger one for zooming. */
export interface ProofPreview {
  key: string;
  width: number;
  height: number;
  zoomKey: string;
  zoomWidth: number;
  zoomHeight: number;
}

/** A proof staff uploaded to an order; each upload is the next version, the latest is the one to approve. */
export const proofVersions = pgTable(
  "proof_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The file as uploaded (storage key), its name, type and SHA-256 (hex): what an approval approves. */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** One preview per page (a PDF's pages rendered on the server). */
    previews: jsonb("previews").$type<ProofPreview[]>().notNull(),
    note: text("note"),
    /** The artwork check of the file at upload (app/lib/preflight), shown to staff on the proof card. */
    artworkReport: jsonb("artwork_report").$type<ArtworkReport>(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** The customer's one reminder after two working days without an answer: set by the instance that claims it. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("proof_versions_quote_version_idx").on(t.quoteId, t.version)],
);

/** The customer's answer to a proof version: approved, a change asked (with an optional pin) or staff's waiver. */
export const proofDecisions = pgTable(
  "proof_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => proofVersions.id, { onDelete: "cascade" }),
    /** ~/lib/proofs/state ProofDecisionKind: "approved" | "change_requested". */
    kind: text("kind").notNull(),
    /** The name the customer typed with an approval. */
    name: text("name"),
    comment: text("comment"),
    /** Where the customer tapped, as fractions (0..1) of the preview's width and height; null without a pin. */
    pinX: doublePrecision("pin_x"),
    pinY: doublePrecision("pin_y"),
    /** HMAC of the customer's IP address (never the address itself). */
    ipHash: text("ip_hash"),
    /** The SHA-256 of the file the decision was about (copied from the version, the record of what was seen). */
    fileSha256: text("file_sha256").notNull(),
  },
  (t) => [
    index("proof_decisions_version_idx").on(t.versionId, t.createdAt),
    // One approval per version, whatever the number of tabs (the row lock decides first; this is the floor).
    uniqueIndex("proof_decisions_one_approval_idx")
      .on(t.versionId)
      .where(sql`kind = 'approved'`),
  ],
);

/** The customer's links to a proof version (only the SHA-256 of the token is stored; each mail has its own). */
export const proofLinks = pgTable(
  "proof_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => proofVersions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("proof_links_version_idx").on(t.versionId)],
);

// Areas with their own schema files; drizzle-kit and the client see them through these re-exports.

// ---- Business calendar ----
// The closure days and the admin's override of the OPENING_HOURS setting (lib/business-calendar). The reply
// clock's columns are on every lead table (leadColumns above).
/** A day the shop is closed besides weekends and public holidays ("Tussen kerst en oud en nieuw gesloten"). */
export const closureDays = pgTable("closure_days", {
  date: date("date", { mode: "string" }).primaryKey(),
  label: text("label").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
});

/** The admin's weekly opening hours in the OPENING_HOURS format; one row (id 1), absent: the setting holds. */
export const openingHours = pgTable("opening_hours", {
  id: integer("id").primaryKey(),
  hours: text("hours").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

// ---- Reviews ----
// Reviews that are real (issue 30): only a customer we invited after a won lead or a delivered order can write
// one, through a single-use link; every review is published unless staff hide it with a reason kept in the
// moderation log.
/**
 * One invitation to one address. At most one per address per 90 days (scheduleReviewInvitation checks under a
 * per-address lock). The worker claims a due row by setting sent_at, then mails the link; only the SHA-256 of
 * the link's token is kept. used_at makes the link single-use.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** What was won: "lead" (a lead set to gewonnen) or "order" (an order delivered). */
    source: text("source").notNull(),
    /** The lead's id or the order's number, for staff. */
    sourceRef: text("source_ref"),
    /** When the mail is due (REVIEW_INVITE_DELAY_DAYS after the win). */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** Set when a worker claimed it (mailed, or skipped because the address opted out). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** "opt-out" when the address had opted out by the time it was due. */
    skipped: text("skipped"),
    tokenHash: text("token_hash").unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("review_invitations_email_idx").on(t.email, t.createdAt),
    index("review_invitations_due_idx")
      .on(t.sendAt)
      .where(sql`sent_at is null`),
  ],
);

/** A customer's review. Published unless hidden_at is set (with the reason, also in the moderation log). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    invitationId: uuid("invitation_id")
      .notNull()
      .unique()
      .references(() => reviewInvitations.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** First name and initial ("Sanne V."), as shown. */
    displayName: text("display_name").notNull(),
    place: text("place"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The shop's public answer. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: text("replied_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reviews_created_at_idx").on(t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** Every hide, show and answer, with who did it and the reason given. */
export const reviewModeration = pgTable(
  "review_moderation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** "hide", "show" or "reply". */
    action: text("action").notNull(),
    reason: text("reason"),
  },
  (t) => [index("review_moderation_review_idx").on(t.reviewId, t.createdAt)],
);

/** Addresses that asked for no review invitations: only the SHA-256 of the lower-cased address is kept. */
export const reviewOptOuts = pgTable("review_opt_outs", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

/** The admin's figures from before the site (one row): they hold up to and including as_of. */
export const reviewBaseline = pgTable("review_baseline", {
  id: integer("id").primaryKey().default(1),
  /** The average rating times ten (48 = 4,8). */
  averageTenths: integer("average_tenths").notNull(),
  reviewCount: integer("review_count").notNull(),
  customerCount: integer("customer_count").notNull(),
  asOf: date("as_of", { mode: "string" }).notNull(),
  /** Where the pre-site reviews were collected ("Google"), shown with them; empty on rows from before 0016. */
  source: text("source").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

// ---- Appointment links and calendar feeds ----
// The visitor's move/cancel links of an appointment and the staff's secret calendar feeds. Both keep only a SHA-256
// hash of their token; the token itself is in the mail or shown once on the staff member's page.
/** A link in a mail to the visitor that moves or cancels their appointment (/afspraak/wijzigen/:token). */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("appointment_links_appointment_idx").on(t.appointmentId)],
);

/** A staff member's ICS feed (/agenda/:token.ics); an admin revokes it, a new one revokes the old. */
export const staffCalendarFeeds = pgTable(
  "staff_calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("staff_calendar_feeds_token_idx").on(t.tokenHash),
    // At most one live feed per member.
    uniqueIndex("staff_calendar_feeds_live_idx")
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);

// ---- Owner-edited content ----
// One row per item of a kind (a blog post, the FAQ, the price list, ...), its
// revisions, and the 301 redirects a changed blog slug leaves behind.
/**
 * An item of a content kind (app/lib/content/kinds.ts); singletons have key "main". `data` is what the public
 * site shows (null until first published); `draft` is a saved change not yet public (the one to publish at
 * `publish_at` when scheduled). `version` is the optimistic lock: every save bumps it.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").$type<unknown>(),
    draft: jsonb("draft").$type<unknown>(),
    /** "draft" | "scheduled" | "published": what happens with the latest saved change. */
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_entries_kind_key_idx").on(t.kind, t.key),
    // The scheduling worker's lookup of due items.
    index("content_entries_scheduled_idx")
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/** Every saved version of an item, newest last; "Terugzetten" copies one into a new revision. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    /** The entry's version this save made. */
    version: integer("version").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    /** "seed" | "draft" | "publish" | "schedule" | "scheduled_publish" | "restore" */
    action: text("action").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_revisions_entry_version_idx").on(t.entryId, t.version)],
);

/** An old public path that answers 301 to its item's current path (a blog post's slug changed). */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    fromPath: text("from_path").primaryKey(),
    toPath: text("to_path").notNull(),
    entryId: uuid("entry_id").references(() => contentEntries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_redirects_entry_idx").on(t.entryId)],
);
