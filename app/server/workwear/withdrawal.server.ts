// The withdrawal function's server side (docs/workwear.md, "Right of withdrawal"): find the order a notice names
// (by its WK- reference or its quote number, and the e-mail address it was placed with), read it with the pure rules
// (~/lib/workwear/withdrawal), and store the notice with its acknowledgement and the shop's notification in one
// transaction, so a stored notice always has its mail and a mail always has its notice. The form's one-time
// submission key makes a second confirm (a double click, a reload of the POST) the same notice: one row, one mail.
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  withdrawalAtOrder,
  withdrawalFlagLabels,
  withdrawalMail,
  withdrawalOutcomeText,
  withdrawalRowLabels as labels,
  withdrawalScopeLabel,
} from "~/content/withdrawal";
import type { Row } from "~/lib/leads/define";
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import {
  assessWithdrawal,
  orderReference,
  splitByRight,
  type WithdrawalAssessment,
  type WithdrawalFlag,
  type WithdrawalOutcome,
} from "~/lib/workwear/withdrawal";
import {
  withdrawnItems,
  type WithdrawalInput,
  type WithdrawalReference,
} from "~/lib/workwear/withdrawal-form";
import type { WorkwearOrderLine } from "~/lib/leads/workwear";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import {
  orderEvents,
  quotes,
  workwearOrderLines,
  workwearOrders,
  workwearWithdrawals,
} from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { openLeadLink } from "../leads/links.server";

/** A fresh one-time key for the check step's form (128 random bits). */
export function newSubmissionKey(): string {
  return randomBytes(16).toString("base64url");
}

const SUBMISSION_KEY = /^[A-Za-z0-9_-]{22}$/;

export function isSubmissionKey(value: unknown): value is string {
  return typeof value === "string" && SUBMISSION_KEY.test(value);
}

interface MatchedOrder {
  orderId: string | null;
  quoteId: string | null;
  order: { logoPosition: string; company: string | null; lineCount: number } | null;
  deliveredAt: Date | null;
}

/** The newest version of the quote a work-wear order became, if any. */
async function quoteOfOrder(db: Database | Tx, orderId: string) {
  const [quote] = await db
    .select({ id: quotes.id, orderStatus: quotes.orderStatus })
    .from(quotes)
    .where(and(eq(quotes.leadType, "workwear"), eq(quotes.leadId, orderId)))
    .orderBy(desc(quotes.version))
    .limit(1);
  return quote ?? null;
}

/** When a delivered order was delivered: its last state change (delivery ends an order's moves). */
async function deliveredAt(db: Database | Tx, quote: { id: string; orderStatus: string | null } | null) {
  if (quote?.orderStatus !== "afgeleverd") return null;
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.quoteId, quote.id), eq(orderEvents.kind, "status")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

async function orderFacts(db: Database | Tx, orderId: string) {
  const [order] = await db
    .select({
      id: workwearOrders.id,
      logoPosition: workwearOrders.logoPosition,
      company: workwearOrders.company,
    })
    .from(workwearOrders)
    .where(and(eq(workwearOrders.id, orderId), eq(workwearOrders.isSpam, false)))
    .limit(1);
  if (!order) return null;
  const [lines] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workwearOrderLines)
    .where(eq(workwearOrderLines.orderId, orderId));
  return { ...order, lineCount: Number(lines?.count ?? 0) };
}

/**
 * The order a notice names, when the reference and the e-mail address belong together (the address is compared
 * case-insensitively); otherwise nothing is matched, and nothing about any order is revealed either way.
 */
export async function matchWithdrawal(
  db: Database | Tx,
  reference: WithdrawalReference,
  email: string,
): Promise<MatchedOrder> {
  const none: MatchedOrder = { orderId: null, quoteId: null, order: null, deliveredAt: null };
  if (reference.kind === "order") {
    const [found] = await db
      .select({ id: workwearOrders.id })
      .from(workwearOrders)
      .where(
        and(
          sql`replace(${workwearOrders.id}::text, '-', '') like ${`${reference.idPrefix}%`}`,
          sql`lower(${workwearOrders.email}) = ${email.toLowerCase()}`,
          eq(workwearOrders.isSpam, false),
        ),
      )
      .limit(2);
    if (!found) return none;
    const order = await orderFacts(db, found.id);
    if (!order) return none;
    const quote = await quoteOfOrder(db, order.id);
    return {
      orderId: order.id,
      quoteId: quote?.id ?? null,
      order,
      deliveredAt: await deliveredAt(db, quote),
    };
  }
  const [quote] = await db
    .select({
      id: quotes.id,
      orderStatus: quotes.orderStatus,
      leadType: quotes.leadType,
      leadId: quotes.leadId,
    })
    .from(quotes)
    .where(
      and(eq(quotes.number, reference.number), sql`lower(${quotes.customerEmail}) = ${email.toLowerCase()}`),
    )
    .orderBy(desc(quotes.version))
    .limit(1);
  if (!quote) return none;
  const order = quote.leadType === "workwear" && quote.leadId ? await orderFacts(db, quote.leadId) : null;
  return { orderId: order?.id ?? null, quoteId: quote.id, order, deliveredAt: await deliveredAt(db, quote) };
}

/** The notice's rows, as the check step, the acknowledgement and the shop's mail show them. */
export function withdrawalRows(input: WithdrawalInput, receivedAt: Date | null): Row[] {
  const items = withdrawnItems(input);
  return [
    ...(receivedAt ? [[labels.receivedAt, formatDateTime(receivedAt)] as const] : []),
    [labels.name, input.name],
    [labels.email, input.email],
    [labels.reference, input.reference.text],
    [labels.scope, withdrawalScopeLabel[input.scope]],
    ...(items ? [[labels.items, items] as const] : []),
  ];
}

export type WithdrawalReceipt = {
  id: string;
  receivedAt: Date;
  outcome: WithdrawalOutcome;
  email: string;
  /** False when this confirm repeated one already received (no new row, no new mail). */
  created: boolean;
};

function mails(
  input: WithdrawalInput,
  receivedAt: Date,
  assessment: WithdrawalAssessment,
  orderId: string | null,
): OutgoingMail[] {
  const { site, shopEmail } = getMailSettings();
  const rows = withdrawalRows(input, receivedAt);
  const when = formatDateTime(receivedAt);
  const flags = assessment.flags.map((f: WithdrawalFlag) => withdrawalFlagLabels[f]).join("; ");
  return [
    {
      kind: "workwear.withdrawal.ack",
      to: input.email,
      ...renderMail(
        {
          subject: withdrawalMail.subject(site.brand),
          greeting: `Beste ${input.name},`,
          intro: [withdrawalMail.intro(when), withdrawalMail.contentHeading],
          rows,
          outro: [
            withdrawalOutcomeText[assessment.outcome],
            withdrawalMail.outro(site.phone),
            "Met vriendelijke groet,",
            site.brand,
          ],
        },
        site,
      ),
    },
    {
      kind: "workwear.withdrawal.shop",
      to: shopEmail,
      replyTo: input.email,
      ...renderMail(
        {
          subject: withdrawalMail.shopSubject(input.reference.text, input.name),
          intro: [withdrawalMail.shopIntro],
          rows: [
            ...rows,
            ...(assessment.lastDay
              ? [["Laatste dag bedenktijd", dutchDay(assessment.lastDay)] as const]
              : []),
          ],
          ...(orderId ? { link: openLeadLink(site.url, "workwear", orderId) } : {}),
          outro: [
            ...(flags ? [withdrawalMail.shopFlags(flags)] : []),
            `Aan de klant gemeld: ${withdrawalOutcomeText[assessment.outcome]}`,
          ],
        },
        site,
      ),
    },
  ];
}

/**
 * Stores a confirmed notice and queues its acknowledgement (to the customer, with what they sent and when it was
 * received) and the shop's notification. A key already used answers with the notice it stored.
 */
export async function receiveWithdrawal(
  input: WithdrawalInput,
  submissionKey: string,
  now: Date = new Date(),
): Promise<WithdrawalReceipt> {
  const db = getDb();
  const receipt = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(workwearWithdrawals)
      .where(eq(workwearWithdrawals.submissionKey, submissionKey))
      .limit(1);
    if (existing) return receiptOf(existing, false);
    const match = await matchWithdrawal(tx, input.reference, input.email);
    const assessment = assessWithdrawal({ order: match.order, deliveredAt: match.deliveredAt, now });
    const [row] = await tx
      .insert(workwearWithdrawals)
      .values({
        submissionKey,
        receivedAt: now,
        orderId: match.orderId,
        quoteId: match.quoteId,
        name: input.name,
        email: input.email,
        reference: input.reference.text,
        scope: input.scope,
        items: withdrawnItems(input),
        outcome: assessment.outcome,
        flags: assessment.flags,
        lastDay: assessment.lastDay,
      })
      .onConflictDoNothing({ target: workwearWithdrawals.submissionKey })
      .returning();
    if (!row) {
      // A concurrent confirm with the same key won the insert: that notice and its mail stand.
      const [other] = await tx
        .select()
        .from(workwearWithdrawals)
        .where(eq(workwearWithdrawals.submissionKey, submissionKey));
      return receiptOf(other!, false);
    }
    await enqueueMail(tx, mails(input, now, assessment, match.orderId));
    return receiptOf(row, true);
  });
  if (receipt.created) nudgeOutbox();
  return receipt;
}

function receiptOf(row: typeof workwearWithdrawals.$inferSelect, created: boolean): WithdrawalReceipt {
  return {
    id: row.id,
    receivedAt: row.receivedAt,
    outcome: row.outcome as WithdrawalOutcome,
    email: row.email,
    created,
  };
}

/** The notices about one order, newest first, for its staff page. */
export async function withdrawalsForOrder(orderId: string, db: Database = getDb()) {
  const rows = await db
    .select()
    .from(workwearWithdrawals)
    .where(eq(workwearWithdrawals.orderId, orderId))
    .orderBy(desc(workwearWithdrawals.receivedAt));
  return rows.map((row) => ({
    id: row.id,
    receivedAt: formatDateTime(row.receivedAt),
    scope: withdrawalScopeLabel[row.scope as "alles" | "deels"] ?? row.scope,
    items: row.items,
    outcome: row.outcome as WithdrawalOutcome,
    flags: row.flags.map((f) => withdrawalFlagLabels[f as WithdrawalFlag] ?? f),
    lastDay: row.lastDay ? dutchDay(row.lastDay) : null,
  }));
}

/**
 * The confirmation mail's paragraphs on the right of withdrawal: which articles carry it and which are made to
 * specification, the order's reference and where to withdraw.
 */
export function orderWithdrawalParagraphs(
  order: { logoPosition: string; lines: readonly WorkwearOrderLine[] },
  orderId: string,
  siteUrl: string,
): string[] {
  const { withdrawable, exempt } = splitByRight(order);
  const names = (lines: readonly WorkwearOrderLine[]) =>
    lines.map((l) => `${l.quantity} × ${l.productName}, ${l.size}, ${l.colorName}`).join("; ");
  const reference = orderReference(orderId);
  return [
    withdrawalAtOrder.mailReference(reference),
    ...(withdrawable.length ? [withdrawalAtOrder.mailWithdrawable(names(withdrawable))] : []),
    ...(exempt.length ? [withdrawalAtOrder.mailExempt(names(exempt))] : []),
    ...(withdrawable.length
      ? [
          withdrawalAtOrder.mailHow(`${siteUrl}/herroepen?bestelling=${reference}`, reference),
          withdrawalAtOrder.businessNote,
        ]
      : []),
  ];
}
