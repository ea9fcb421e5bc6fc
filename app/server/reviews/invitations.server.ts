// Review invitations (issue 30): a won lead or a delivered order schedules one, in the same transaction as the
// change, REVIEW_INVITE_DELAY_DAYS later (0: mailed at once). At most one per address per 90 days: the check
// and the insert run under a transaction lock on the address, so two wins at once schedule one. The worker
// claims due rows with UPDATE … RETURNING (a second instance finds them claimed) and mails each a single-use
// link; an address that opted out is skipped.
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { reviewMailCopy as copy } from "~/content/reviews";
import { EMAIL_PATTERN } from "~/lib/email";
import {
  firstNameOf,
  INVITATION_INTERVAL_DAYS,
  REVIEW_LINK_PATH,
  UNUSED_INVITATION_DAYS,
} from "~/lib/reviews/rules";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { reviewInvitations, reviewOptOuts } from "../db/schema.server";
import { getEnv } from "../env.server";
import { hashLinkToken, newLinkToken } from "../secret-link.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { publicContentChanged } from "../public-content.server";

const DAY_MS = 24 * 3600_000;
/** Invitations one worker round mails (the rest wait for the next round, a minute later). */
const ROUND_SIZE = 100;

export type InvitationSource = "lead" | "order";

export interface InvitationInput {
  email: string;
  name: string;
  source: InvitationSource;
  /** The lead's id or the order's number, for staff. */
  sourceRef?: string | null;
  now?: Date;
}

export type ScheduleResult = "scheduled" | "sent" | "recent" | "opted-out" | "invalid";

export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function optOutHash(email: string): string {
  return hashLinkToken(`review-opt-out:${normalizedEmail(email)}`);
}

export function reviewLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${REVIEW_LINK_PATH}/${token}`;
}

export function optOutUrl(siteUrl: string, token: string): string {
  return `${reviewLinkUrl(siteUrl, token)}?afmelden=1`;
}

export async function isOptedOut(db: Database | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: reviewOptOuts.emailHash })
    .from(reviewOptOuts)
    .where(eq(reviewOptOuts.emailHash, optOutHash(email)));
  return Boolean(row);
}

/**
 * Called with the change that makes someone a customer (a lead set to won, an order delivered), inside its
 * transaction. The customer count on public pages changes with it, so the public content version is bumped.
 */
export async function scheduleReviewInvitation(tx: Tx, input: InvitationInput): Promise<ScheduleResult> {
  await publicContentChanged(tx);
  const email = normalizedEmail(input.email);
  const name = input.name.trim();
  if (!EMAIL_PATTERN.test(email) || !name) return "invalid";
  const now = input.now ?? new Date();
  // Serialises two wins for one address on any instance until this transaction ends.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review-invitation:${email}`}))`);
  if (await isOptedOut(tx, email)) return "opted-out";
  const since = new Date(now.getTime() - INVITATION_INTERVAL_DAYS * DAY_MS);
  const [recent] = await tx
    .select({ id: reviewInvitations.id })
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.email, email), gt(reviewInvitations.createdAt, since)))
    .limit(1);
  if (recent) return "recent";
  const delayDays = getEnv().REVIEW_INVITE_DELAY_DAYS;
  const [row] = await tx
    .insert(reviewInvitations)
    .values({
      createdAt: now,
      email,
      name,
      source: input.source,
      sourceRef: input.sourceRef ?? null,
      sendAt: new Date(now.getTime() + delayDays * DAY_MS),
    })
    .returning();
  if (delayDays > 0) return "scheduled";
  await mailInvitations(tx, [row!], now);
  return "sent";
}

type InvitationRow = typeof reviewInvitations.$inferSelect;

/** Mails each claimed invitation its link (a fresh token, only its hash kept), or skips an opted-out address. */
async function mailInvitations(tx: Tx, rows: InvitationRow[], now: Date): Promise<number> {
  const settings = getMailSettings();
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    if (await isOptedOut(tx, row.email)) {
      await tx
        .update(reviewInvitations)
        .set({ sentAt: now, skipped: "opt-out" })
        .where(eq(reviewInvitations.id, row.id));
      continue;
    }
    const token = newLinkToken();
    await tx
      .update(reviewInvitations)
      .set({ sentAt: now, tokenHash: hashLinkToken(token) })
      .where(eq(reviewInvitations.id, row.id));
    mails.push(invitationMail(row, token, settings));
  }
  await enqueueMail(tx, mails);
  return mails.length;
}

function invitationMail(
  row: InvitationRow,
  token: string,
  settings: ReturnType<typeof getMailSettings>,
): OutgoingMail {
  const { site } = settings;
  return {
    kind: "review.invitation",
    to: row.email,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject: copy.subject(site.brand),
        greeting: copy.greeting(firstNameOf(row.name)),
        intro: copy.intro,
        link: { label: copy.link, url: reviewLinkUrl(site.url, token) },
        outro: copy.outro(optOutUrl(site.url, token)),
      },
      site,
    ),
  };
}

/** One worker round: claims the due invitations (each once, across instances) and mails them. */
export async function sendDueInvitations(now = new Date(), db: Database = getDb()): Promise<number> {
  const sent = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: reviewInvitations.id })
      .from(reviewInvitations)
      .where(and(isNull(reviewInvitations.sentAt), lte(reviewInvitations.sendAt, now)))
      .orderBy(reviewInvitations.sendAt)
      .limit(ROUND_SIZE);
    const claimed = await tx
      .update(reviewInvitations)
      .set({ sentAt: now })
      .where(and(inArray(reviewInvitations.id, due), isNull(reviewInvitations.sentAt)))
      .returning();
    return mailInvitations(tx, claimed, now);
  });
  if (sent > 0) nudgeOutbox();
  return sent;
}

/** Retention: invitations never used lose everything (address, name, link) UNUSED_INVITATION_DAYS after made. */
export async function deleteUnusedInvitations(db: Database, now: Date, batchSize: number): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_INVITATION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: reviewInvitations.id })
      .from(reviewInvitations)
      .where(and(isNull(reviewInvitations.usedAt), lt(reviewInvitations.createdAt, before)))
      .limit(batchSize);
    const deleted = await db
      .delete(reviewInvitations)
      .where(inArray(reviewInvitations.id, batch))
      .returning({ id: reviewInvitations.id });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

/**
 * Retention: an invitation that was used loses the address and name once `before` (the won period's cutoff) has
 * passed; its review stays published under the first name and initial it was written with.
 */
export async function anonymizeUsedInvitations(
  db: Database,
  before: Date,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: reviewInvitations.id })
      .from(reviewInvitations)
      .where(
        and(
          isNotNull(reviewInvitations.usedAt),
          lt(reviewInvitations.createdAt, before),
          ne(reviewInvitations.email, ""),
        ),
      )
      .limit(batchSize);
    const done = await db
      .update(reviewInvitations)
      .set({ email: "", name: "" })
      .where(inArray(reviewInvitations.id, batch))
      .returning({ id: reviewInvitations.id });
    total += done.length;
    if (done.length < batchSize) return total;
  }
}
