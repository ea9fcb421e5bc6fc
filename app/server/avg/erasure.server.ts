// AVG art. 17: erasure of everything the lookup finds about an address (lookup.server.ts), in one transaction
// with its audit entry; the files go after it.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import { shopNow } from "~/lib/shop-time";
import { normalizeEmail, planErasure, type ErasureCandidate } from "~/lib/avg";
import { LEAD_TYPES } from "~/lib/leads/registry";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { auditLog, outbox, users, verifications } from "../db/schema.server";
import { getEnv, getRetentionSettings } from "../env.server";
import { anonymizeLeads, deleteLeads, removeObjects } from "../leads/personal-data.server";
import { leadStorage } from "../leads/registry.server";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";
import { eraseQuotes } from "./quotes.server";
import { eraseReceivables } from "./receivables.server";
import { eraseReviews } from "./reviews.server";
import { eraseWithdrawals } from "./withdrawals.server";
import { hasData, lookupPerson, mentions, newRequestReference } from "./lookup.server";

export type EraseResult =
  | { ok: false; reason: "not-found" | "own-account" }
  | {
      ok: true;
      reference: string;
      deleted: number;
      anonymized: number;
      /** The person's quotes: deleted, anonymized, or accepted ones kept for the fiscal duty. */
      quotes: { deleted: number; anonymized: number; kept: number };
      /** The person's invoices, all kept as issued (fiscal duty; an issued invoice never changes). */
      invoicesKept: number;
      /** Bank statement lines booked to the person's orders, kept with the payments (fiscal duty). */
      statementLinesKept: number;
      /** Reminders sent and interest charged, kept with the invoices; disputes kept without their reason. */
      remindersKept: number;
      interestChargesKept: number;
      disputesKept: number;
      /** Reviews the person wrote, deleted with their invitations. */
      reviews: number;
      /** Withdrawal notices: deleted, or kept with an accepted quote kept for the fiscal duty. */
      withdrawals: { deleted: number; kept: number };
      account: boolean;
      mails: number;
      auditScrubbed: number;
      files: number;
    };

/**
 * Art. 17: deletes the person's leads (a confirmed future appointment stays, anonymized, for the agenda), their
 * notes and attachments (rows in the transaction, objects after it), their quotes (an accepted one stays for the
 * fiscal duty until the won retention period allows anonymizing it; their invoices and payments stay as they are,
 * see invoices.server.ts), their account with its sessions, every
 * e-mail to or about them, and scrubs audit entries that name them. One audit entry records the erasure: who,
 * when, a reference and counts.
 */
export async function erasePerson(
  db: Database,
  files: FileStorage,
  actor: { id: string; email: string },
  rawEmail: string,
  now = new Date(),
): Promise<EraseResult> {
  const email = normalizeEmail(rawEmail);
  if (email === normalizeEmail(actor.email)) return { ok: false, reason: "own-account" };
  const reference = newRequestReference();

  // The lookup is part of the transaction, so what it finds is what gets erased: on the embedded database nothing
  // can be written in between; on PostgreSQL only a lead committed during these few milliseconds can be missed.
  const result = await db.transaction(async (tx) => {
    const person = await lookupPerson(tx, email);
    if (!hasData(person)) return null;
    const plan = planErasure<ErasureCandidate>(person.leads, shopNow(now).date);
    const keys: string[] = [];
    for (const type of LEAD_TYPES) {
      const storage = leadStorage[type];
      const mine = plan.filter((p) => p.type === type);
      const remove = mine.filter((p) => p.step === "delete").map((p) => p.id);
      const keep = mine.filter((p) => p.step === "anonymize").map((p) => p.id);
      keys.push(...(await deleteLeads(tx, storage, remove)));
      keys.push(...(await anonymizeLeads(tx, storage, keep, now)));
    }
    const { fileKeys: proofFiles, ...quoteSteps } = await eraseQuotes(
      tx,
      person.quotes,
      getRetentionSettings(),
      now,
    );
    keys.push(...proofFiles);
    const receivableSteps = await eraseReceivables(
      tx,
      person.invoices.map((i) => i.id),
      person.receivables,
    );
    const reviewsErased = await eraseReviews(tx, person.reviews);
    // After the quotes: a notice whose quote was deleted has lost its reference and goes too.
    const withdrawalSteps = await eraseWithdrawals(tx, person.withdrawals);
    const mailIds = person.mails.map((m) => m.id);
    if (mailIds.length) await tx.delete(outbox).where(inArray(outbox.id, mailIds));
    // Pending sign-in, verification or reset tokens of the account.
    await tx
      .delete(verifications)
      .where(
        or(
          mentions(verifications.identifier, email),
          mentions(verifications.value, email),
          person.account ? mentions(verifications.value, person.account.id) : undefined,
        ),
      );
    // Earlier entries keep what happened, not whom it named.
    const scrubbed = await tx
      .update(auditLog)
      .set({ details: { scrubbed: true } })
      .where(mentions(auditLog.details, email))
      .returning({ id: auditLog.id });
    // An entry about the account names it by its address: it keeps the entry, not the address.
    await tx.update(auditLog).set({ targetLabel: null }).where(mentions(auditLog.targetLabel, email));
    // Sessions, password, two-factor secret and profile go with the account (foreign keys cascade).
    if (person.account) await tx.delete(users).where(eq(users.id, person.account.id));
    const summary = {
      deleted: plan.filter((p) => p.step === "delete").length,
      anonymized: plan.filter((p) => p.step === "anonymize").length,
      quotes: quoteSteps,
      invoicesKept: person.invoices.length,
      statementLinesKept: person.statementLines.length,
      ...receivableSteps,
      reviews: reviewsErased,
      withdrawals: withdrawalSteps,
      account: person.account !== null,
      mails: mailIds.length,
      auditScrubbed: scrubbed.length,
      files: keys.length,
    };
    await audit(tx, {
      actorId: actor.id,
      action: "avg.erase",
      targetType: "avg",
      targetId: reference,
      details: summary,
    });
    return { keys, summary };
  });
  if (!result) return { ok: false, reason: "not-found" };

  await removeObjects(files, result.keys);
  await removeMailFiles(email);
  logger.info({ reference, ...result.summary }, "avg erasure done");
  return { ok: true, reference, ...result.summary };
}

/**
 * Without SMTP_URL the transport writes each sent mail as DATA_DIR/mail/*.eml (the development mail sink): the
 * copies that name the person go as well, so no file on the server keeps the address.
 */
async function removeMailFiles(email: string): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) return;
  const dir = path.resolve(env.DATA_DIR, "mail");
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(dir, name);
    const text = await readFile(file, "latin1").catch(() => "");
    if (text.toLowerCase().includes(email)) await rm(file, { force: true });
  }
}
