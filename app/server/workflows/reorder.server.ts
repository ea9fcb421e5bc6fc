// "Opnieuw bestellen" (docs/orders.md, Reorder): a delivered order becomes a new quote request in the customer's
// name, its description listing the order's lines as accepted, its artwork (the files sent with the first request
// and the approved proof) copied to new storage keys, and marked as a reorder of the order so staff can waive the
// proof. The customer's link proved who asks, so the public forms' bot traps do not apply. One reorder per order a
// minute: a double click or a resent form records one request.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, desc, eq, gte } from "drizzle-orm";
import { parseLead } from "~/lib/leads/forms";
import { quoteForms } from "~/lib/leads/quote";
import { quoteServiceFor } from "~/lib/quote-services";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { leadAttachments, proofDecisions, proofVersions, quoteRequests, quotes } from "../db/schema.server";
import type { ReceivedAttachment } from "../leads/attachments.server";
import { quoteRecord, quoteStorage } from "../leads/quote.server";
import { storeLead } from "../leads/store.server";
import { logger } from "../logger.server";
import { hitRateLimit } from "../rate-limit.server";
import { displayNumber, type StoredQuote } from "../quotes/store.server";
import { getStorage, type FileStorage } from "../storage.server";

/** A second "Bevestigen" for the same order within this time points to the first request. */
export const REORDER_WINDOW_MS = 60_000;

export type ReorderResult =
  | { ok: true; leadId: string }
  | { ok: false; reason: "not-delivered" }
  | { ok: false; reason: "duplicate"; leadId: string | null }
  | { ok: false; reason: "invalid" };

/** The lines a reorder asks for again: the included lines, as "100 × Sticker 10×10 cm". */
export function reorderLines(quote: Pick<StoredQuote, "lines">): string[] {
  return quote.lines
    .filter((line) => line.included && line.kind === "item")
    .map((line) => `${line.quantity} × ${line.description}`);
}

/** The order's artwork: the files of the request it answered and the latest approved proof. */
async function artworkOf(quote: StoredQuote, db: Database) {
  const files: { storageKey: string; fileName: string; contentType: string; size: number }[] = [];
  if (quote.leadType && quote.leadId) {
    const sent = await db
      .select()
      .from(leadAttachments)
      .where(and(eq(leadAttachments.leadType, quote.leadType), eq(leadAttachments.leadId, quote.leadId)));
    for (const file of sent)
      if (file.storageKey && !file.storeFailed)
        files.push({
          storageKey: file.storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
        });
  }
  const [approved] = await db
    .select({ version: proofVersions })
    .from(proofVersions)
    .innerJoin(proofDecisions, eq(proofDecisions.versionId, proofVersions.id))
    .where(and(eq(proofVersions.quoteId, quote.id), eq(proofDecisions.kind, "approved")))
    .orderBy(desc(proofVersions.version))
    .limit(1);
  if (approved)
    files.push({
      storageKey: approved.version.fileKey,
      fileName: approved.version.fileName,
      contentType: approved.version.contentType,
      size: 0,
    });
  return files;
}

/**
 * Copies each file to a new key: the original order's files go when it is erased or anonymized (docs/proofs.md,
 * AVG), the reorder's stay with the new request. A file that cannot be read is left out (logged, no name).
 */
async function copyArtwork(
  files: Awaited<ReturnType<typeof artworkOf>>,
  storage: FileStorage,
): Promise<ReceivedAttachment[]> {
  const copies: ReceivedAttachment[] = [];
  for (const file of files) {
    try {
      const stored = await storage.read(file.storageKey);
      if (!stored) continue;
      const extension = file.storageKey.includes(".")
        ? file.storageKey.slice(file.storageKey.lastIndexOf("."))
        : "";
      const key = `designs/${randomUUID()}${extension}`;
      const { size } = await storage.writeStream(
        key,
        Readable.fromWeb(stored.body as WebReadableStream<Uint8Array>),
        { contentType: file.contentType },
      );
      copies.push({ fileName: file.fileName, contentType: file.contentType, size, storageKey: key });
    } catch (error) {
      logger.error({ err: error }, "copying a reorder's artwork failed");
    }
  }
  return copies;
}

/** The reorder requests made of an order, newest first. */
export async function reordersOf(quoteId: string, db: Database = getDb()) {
  return db
    .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(eq(quoteRequests.reorderOf, quoteId))
    .orderBy(desc(quoteRequests.createdAt));
}

/** "Bevestigen" on the reorder page: the new request, or why not (nothing changed then). */
export async function reorderOrder(
  input: { quote: StoredQuote; now?: Date; storage?: FileStorage },
  db: Database = getDb(),
): Promise<ReorderResult> {
  const { quote } = input;
  const now = input.now ?? new Date();
  if (quote.status !== "geaccepteerd" || quote.orderStatus !== "afgeleverd")
    return { ok: false, reason: "not-delivered" };
  const number = displayNumber(quote) ?? "";
  const parsed = parseLead("quote", {
    name: quote.customerName,
    email: quote.customerEmail,
    phone: quote.customerPhone ?? "",
    company: quote.customerCompany ?? "",
    service: quoteServiceFor(quote.subject),
    description: [
      `Nabestelling van ${number} (afgeleverd).`,
      ...reorderLines(quote).map((l) => `- ${l}`),
    ].join("\n"),
    delivery_method: quote.deliveryMethod ?? undefined,
    delivery_location: quote.deliveryLocation ?? undefined,
  });
  if (!parsed.ok) return { ok: false, reason: "invalid" };
  // The claim is one atomic row: of two posts at once, one goes on.
  const once = await hitRateLimit(db, `reorder:${quote.id}`, 1, REORDER_WINDOW_MS);
  if (!once.allowed) {
    const [first] = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.reorderOf, quote.id),
          gte(quoteRequests.createdAt, new Date(now.getTime() - 2 * REORDER_WINDOW_MS)),
        ),
      )
      .orderBy(desc(quoteRequests.createdAt))
      .limit(1);
    return { ok: false, reason: "duplicate", leadId: first?.id ?? null };
  }
  // Copying the files is slow work: done before the write, with no lock held.
  const attachments = await copyArtwork(await artworkOf(quote, db), input.storage ?? getStorage());
  const record = { ...quoteRecord(quoteForms.quote.stored, parsed.data), reorderOf: quote.id };
  // The request row, its files and its two mails are one write (storeLead: one statement or one transaction).
  const { id } = await storeLead(db, quoteStorage, record, { spam: null, source: quote.source, attachments });
  return { ok: true, leadId: id };
}

export interface ReorderMark {
  /** The delivered order (quote) this request or order reorders. */
  quoteId: string;
  number: string;
  orderHref: string;
}

/** Whether a lead (or the lead of an order) is a reorder: the original order with a link for staff; null if not. */
export async function reorderMarkOf(
  lead: { type: string | null; id: string | null },
  db: Database = getDb(),
): Promise<ReorderMark | null> {
  if (lead.type !== "quote" || !lead.id) return null;
  const [row] = await db
    .select({ quoteId: quotes.id, number: quotes.number, version: quotes.version })
    .from(quoteRequests)
    .innerJoin(quotes, eq(quotes.id, quoteRequests.reorderOf))
    .where(eq(quoteRequests.id, lead.id))
    .limit(1);
  if (!row) return null;
  return {
    quoteId: row.quoteId,
    number: displayNumber(row) ?? "",
    orderHref: `/employee-dashboard/orders/${row.quoteId}`,
  };
}
