// The proof (drukproef) of an order (docs/proofs.md): staff upload a version (its previews rendered before any
// lock; then one unit of work stores it and queues the customer's mail with a fresh /drukproef link), the customer
// approves the latest version or asks for a change (the order row locked and everything checked again, so two
// tabs record one approval), and staff waive the proof for a reorder of an approved design. An approval (or the
// waiver) counts the ready date from that day once the payment is in; staff get a mail for each decision.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { listClosures } from "../calendar/calendar.server";
import { proofFormCopy } from "~/lib/proofs/forms";
import {
  PROOF_COMMENT_MAX,
  PROOF_NAME_MAX,
  readyDateIfApproved,
  readyDateSentence,
  type ProofDecisionKind,
} from "~/lib/proofs/state";
import { dutchDay } from "~/lib/shop-time";
import { staffOrderHref } from "~/lib/orders/status";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { proofVersions, type ProofPreview } from "../db/schema.server";
import { getEnv } from "../env.server";
import { renderProofPreviews, ProofUnreadableError } from "../images/proof-previews.server";
import { getMailSettings } from "../mail/outbox.server";
import { checkArtwork } from "../preflight/check.server";
import { addOrderEvent, setReadyBy } from "../orders/history.server";
import { paidCents } from "../payments/store.server";
import { proofDecisionStaffMail, proofReadyMail } from "../proofs/mails.server";
import {
  addProofLink,
  hashProofIp,
  insertDecision,
  nextVersionNumber,
  proofStateFor,
  proofUrl,
  recordWaiver,
  versionByToken,
  versionsOf,
} from "../proofs/store.server";
import { displayNumber, getQuote, isQuoteId, lockQuote, type QuoteRow } from "../quotes/store.server";
import type { FileStorage } from "../storage.server";
import { getStorage } from "../storage.server";
import { inUnitOfWork } from "../unit-of-work.server";

export const proofCopy = {
  notFound: "Deze bestelling bestaat niet (meer).",
  notWaiting: "Een drukproef hoort bij een bestelling die nog niet in productie is.",
  unreadable: "Dit bestand kunnen we niet lezen. Kies een JPEG-, PNG-, WebP-, TIFF- of PDF-bestand.",
  noteTooLong: "Houd de toelichting onder de 1000 tekens.",
  waiveAlready: "Er is al een drukproef goedgekeurd of de drukproef was al niet nodig.",
  stale: "Er is intussen een nieuwere versie van deze drukproef. Bekijk die eerst; er is niets veranderd.",
  closed: "Deze bestelling is al in productie of afgerond: de drukproef kan niet meer worden aangepast.",
  alreadyApproved: "Deze drukproef is al goedgekeurd.",
  ...proofFormCopy,
} as const;

export const PROOF_NOTE_MAX = 1000;

/** Production waits for the proof only before it started; later states have nothing to approve. */
const OPEN_FOR_PROOF = "wacht op betaling";

export type ProofResult<T = object> =
  ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

const refuse = (status: 400 | 404 | 409, message: string, field?: string) =>
  ({ ok: false, status, message, ...(field ? { field } : {}) }) as const;

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(file.body as never))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function cutoffHour(): number {
  return getEnv().PROOF_CUTOFF_HOUR;
}

/** Whether the prepayment is in (or none is asked): then an approval sets the ready date. */
async function paymentIn(tx: Tx, quote: QuoteRow): Promise<boolean> {
  if (quote.paymentTerms) return true;
  const due = quote.prepaymentCents ?? 0;
  return due <= 0 || (await paidCents(quote.id, tx)) >= due;
}

/** The ready date counted from an approval or waiver now, stored when the payment is in. */
async function countReadyFromNow(tx: Tx, quote: QuoteRow, now: Date): Promise<string | null> {
  if (!(await paymentIn(tx, quote))) return null;
  const readyBy = readyDateIfApproved(now, quote.rush, cutoffHour(), await listClosures(tx));
  await setReadyBy(tx, quote.id, readyBy);
  return readyBy;
}

export interface UploadProofInput {
  actorId: string;
  quoteId: string;
  /** The file as readUpload stored it. */
  file: { key: string; fileName: string; contentType: string; kind: string };
  note: string | null;
  now?: Date;
}

/**
 * A new proof version: the previews are rendered first (no lock held), then one unit of work stores the version
 * and queues the customer's mail. On a refusal the stored upload and previews are removed again.
 */
export async function uploadProof(
  input: UploadProofInput,
  db: Database = getDb(),
  storage: FileStorage = getStorage(),
): Promise<ProofResult<{ version: number }>> {
  const discard = (previews: ProofPreview[] = []) =>
    Promise.allSettled(
      [input.file.key, ...previews.flatMap((p) => [p.key, p.zoomKey])].map((k) => storage.remove(k)),
    );
  const note = input.note?.trim() || null;
  if (note && note.length > PROOF_NOTE_MAX) {
    await discard();
    return refuse(400, proofCopy.noteTooLong, "note");
  }
  const quote = isQuoteId(input.quoteId) ? await getQuote(input.quoteId, db) : null;
  if (!quote?.orderStatus) {
    await discard();
    return refuse(404, proofCopy.notFound);
  }
  if (quote.orderStatus !== OPEN_FOR_PROOF) {
    await discard();
    return refuse(409, proofCopy.notWaiting);
  }
  const bytes = await bytesOf(storage, input.file.key);
  if (!bytes) return refuse(400, proofCopy.unreadable, "file");
  let previews: ProofPreview[];
  try {
    previews = await renderProofPreviews(bytes, input.file.kind === "pdf", storage);
  } catch (error) {
    await discard();
    if (error instanceof ProofUnreadableError) return refuse(400, error.message, "file");
    throw error;
  }
  // Checked as a visitor's file is (resolution, colour, bleed, fonts), within the same time limit.
  const artworkReport = await checkArtwork({ bytes });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const now = input.now ?? new Date();
  const result = await inUnitOfWork(db, async ({ tx, mail }) => {
    const locked = await lockQuote(tx, input.quoteId);
    if (!locked || locked.orderStatus !== OPEN_FOR_PROOF) return refuse(409, proofCopy.notWaiting);
    const version = await nextVersionNumber(tx, locked.id);
    const [row] = await tx
      .insert(proofVersions)
      .values({
        quoteId: locked.id,
        version,
        fileKey: input.file.key,
        fileName: input.file.fileName,
        contentType: input.file.contentType,
        fileSha256: sha256,
        previews,
        note,
        artworkReport,
        uploadedBy: input.actorId,
        createdAt: now,
      })
      .returning();
    const settings = getMailSettings();
    const number = displayNumber(locked) ?? "";
    const ready = proofReadyMail({
      number,
      version,
      customerName: locked.customerName,
      customerEmail: locked.customerEmail,
      note,
      url: proofUrl(settings.site.url, await addProofLink(tx, row!.id)),
      readySentence: readyDateSentence(now, locked.rush, cutoffHour(), await listClosures(tx)),
      settings,
    });
    await mail([ready]);
    await addOrderEvent(
      tx,
      locked.id,
      "proof",
      `Drukproef versie ${version} geüpload en naar de klant gemaild.`,
      input.actorId,
    );
    await audit(tx, {
      actorId: input.actorId,
      action: "proof.upload",
      targetType: "order",
      targetId: locked.id,
      targetLabel: number,
      details: { version, sha256 },
    });
    return { ok: true as const, version };
  });
  if (!result.ok) await discard(previews);
  return result;
}

export interface DecideProofInput {
  token: string;
  /** The version the customer's form was about (a hidden field): only the latest can be answered. */
  versionId: string;
  kind: ProofDecisionKind;
  name?: string | null;
  comment?: string | null;
  pin?: { x: number; y: number } | null;
  ip: string | null;
  now?: Date;
}

/** The customer's approval or change request; one approval per version, only on the latest one. */
export async function decideProof(
  input: DecideProofInput,
  db: Database = getDb(),
): Promise<ProofResult<{ already?: boolean; readyBy?: string | null }>> {
  const name = input.name?.trim() ?? "";
  const comment = input.comment?.trim() ?? "";
  if (input.kind === "approved") {
    if (!name) return refuse(400, proofCopy.nameRequired, "name");
    if (name.length > PROOF_NAME_MAX) return refuse(400, proofCopy.nameTooLong, "name");
  } else if (!comment) return refuse(400, proofCopy.commentRequired, "comment");
  if (comment.length > PROOF_COMMENT_MAX) return refuse(400, proofCopy.commentTooLong, "comment");
  const opened = await versionByToken(input.token, db);
  if (!opened) return refuse(404, proofCopy.notFound);
  const now = input.now ?? new Date();
  return inUnitOfWork(db, async ({ tx, mail }) => {
    const quote = await lockQuote(tx, opened.quoteId);
    if (!quote) return refuse(404, proofCopy.notFound);
    const [latest] = await versionsOf(quote.id, tx);
    if (!latest || latest.id !== input.versionId) return refuse(409, proofCopy.stale);
    if (quote.orderStatus !== OPEN_FOR_PROOF) return refuse(409, proofCopy.closed);
    if (latest.decisions.some((d) => d.kind === "approved")) {
      if (input.kind === "approved") return { ok: true as const, already: true };
      return refuse(409, proofCopy.alreadyApproved);
    }
    await insertDecision(tx, {
      versionId: latest.id,
      kind: input.kind,
      name: input.kind === "approved" ? name : null,
      comment: comment || null,
      pinX: input.pin?.x ?? null,
      pinY: input.pin?.y ?? null,
      ipHash: hashProofIp(input.ip),
      fileSha256: latest.fileSha256,
      createdAt: now,
    });
    const number = displayNumber(quote) ?? "";
    const readyBy = input.kind === "approved" ? await countReadyFromNow(tx, quote, now) : quote.readyBy;
    await addOrderEvent(
      tx,
      quote.id,
      "proof",
      input.kind === "approved"
        ? `Drukproef versie ${latest.version} goedgekeurd door de klant.${readyBy ? ` Verwacht klaar: ${dutchDay(readyBy)}.` : ""}`
        : `Wijziging gevraagd op drukproef versie ${latest.version}.`,
    );
    const settings = getMailSettings();
    await mail([
      proofDecisionStaffMail({
        number,
        version: latest.version,
        kind: input.kind,
        name: input.kind === "approved" ? name : null,
        comment: comment || null,
        pinned: Boolean(input.pin),
        staffUrl: settings.site.url + staffOrderHref(quote.id),
        settings,
      }),
    ]);
    await audit(tx, {
      actorId: null,
      action: "proof.decision",
      targetType: "order",
      targetId: quote.id,
      targetLabel: number,
      details: { version: latest.version, kind: input.kind, sha256: latest.fileSha256 },
    });
    return { ok: true as const, readyBy };
  });
}

export interface WaiveProofInput {
  actorId: string;
  quoteId: string;
  /** The ticked "geen drukproef nodig (nabestelling van een goedgekeurd ontwerp)". */
  confirmed: boolean;
  now?: Date;
}

/** Staff's waiver for a reorder of an approved design: recorded with who and when. */
export async function waiveProof(input: WaiveProofInput, db: Database = getDb()): Promise<ProofResult> {
  if (!input.confirmed) return refuse(400, proofCopy.waiveUnticked, "confirm");
  if (!isQuoteId(input.quoteId)) return refuse(404, proofCopy.notFound);
  const now = input.now ?? new Date();
  return inUnitOfWork(db, async ({ tx }) => {
    const quote = await lockQuote(tx, input.quoteId);
    if (!quote?.orderStatus) return refuse(404, proofCopy.notFound);
    if (quote.orderStatus !== OPEN_FOR_PROOF) return refuse(409, proofCopy.notWaiting);
    const state = await proofStateFor(quote, tx);
    if (state.kind === "approved" || state.kind === "waived") return refuse(409, proofCopy.waiveAlready);
    await recordWaiver(tx, quote.id, input.actorId, now);
    const readyBy = await countReadyFromNow(tx, quote, now);
    await addOrderEvent(
      tx,
      quote.id,
      "proof",
      `Geen drukproef nodig: nabestelling van een goedgekeurd ontwerp.${readyBy ? ` Verwacht klaar: ${dutchDay(readyBy)}.` : ""}`,
      input.actorId,
    );
    await audit(tx, {
      actorId: input.actorId,
      action: "proof.waive",
      targetType: "order",
      targetId: quote.id,
      targetLabel: displayNumber(quote) ?? undefined,
      details: {},
    });
    return { ok: true as const };
  });
}
