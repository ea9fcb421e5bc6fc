// The order page's "Drukproef" card (docs/proofs.md): the proof's state, each version with its previews (served
// to staff below the order), the customer's decisions, comments and pins, the upload form (its own route, a
// multipart post) and the waiver for a reorder of an approved design. The waiver is one of the page's intents.
import { redirect } from "react-router";
import { intent } from "~/lib/intent";
import { staffOrderHref } from "~/lib/orders/status";
import { PROOF_UPLOAD, waiveProofSchema } from "~/lib/proofs/forms";
import { proofStateLabel } from "~/lib/proofs/state";
import type { Database } from "../../db/client.server";
import { getDb } from "../../db/index.server";
import { previewUrls } from "../../proofs/files.server";
import { proofStateFor, versionsOf } from "../../proofs/store.server";
import { getQuote } from "../../quotes/store.server";
import { waiveProof } from "../../workflows/proofs.server";

export const proofBase = (quoteId: string) => `${staffOrderHref(quoteId)}/drukproef`;

export async function proofCard(quoteId: string, db: Database = getDb()) {
  const quote = await getQuote(quoteId, db);
  if (!quote) return null;
  const state = await proofStateFor(quote, db);
  const versions = await versionsOf(quote.id, db);
  const open = quote.orderStatus === "wacht op betaling";
  return {
    state: state.kind,
    label: proofStateLabel(state),
    uploadAction: proofBase(quote.id),
    maxFileBytes: PROOF_UPLOAD.maxFileBytes,
    canUpload: open,
    canWaive: open && state.kind !== "approved" && state.kind !== "waived",
    waivedAt: quote.proofWaivedAt,
    versions: versions.map((v, index) => ({
      id: v.id,
      version: v.version,
      latest: index === 0,
      at: v.createdAt,
      note: v.note,
      fileName: v.fileName,
      sha256: v.fileSha256,
      artworkReport: v.artworkReport,
      originalHref: `${proofBase(quote.id)}/${v.id}/origineel`,
      pages: previewUrls(proofBase(quote.id), v.id, v.previews),
      decisions: v.decisions.map((d) => ({
        id: d.id,
        kind: d.kind,
        at: d.createdAt,
        name: d.name,
        comment: d.comment,
        pin: d.pinX !== null && d.pinY !== null ? { x: d.pinX, y: d.pinY } : null,
      })),
    })),
  };
}

export type ProofCardData = NonNullable<Awaited<ReturnType<typeof proofCard>>>;

/** The waiver, for the order page's dispatchIntent. */
export function proofIntents(actor: { id: string }, quoteId: string) {
  return {
    waiveProof: intent(waiveProofSchema, async () => {
      const result = await waiveProof({ actorId: actor.id, quoteId, confirmed: true });
      if (result.ok) throw redirect(`${staffOrderHref(quoteId)}?melding=drukproef`);
      return { status: result.status, formError: result.message };
    }),
  };
}
