// A person's proofs (drukproef) in an AVG request (docs/proofs.md): each version of their orders with its
// decisions and comments in the export, and, at erasure, with the quote it belongs to: a deleted quote takes its
// proof rows along (foreign keys) and its files here; an anonymized one keeps the versions' hashes and drops the
// files, the typed names, comments and IP hashes. An accepted quote kept for the fiscal duty keeps its proof as the
// record of what was approved.
import { inArray } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { proofDecisions, proofVersions } from "../db/schema.server";

export interface PersonProofVersion {
  version: number;
  createdAt: Date;
  fileName: string;
  fileSha256: string;
  note: string | null;
  decisions: {
    kind: string;
    at: Date;
    name: string | null;
    comment: string | null;
    pin: { x: number; y: number } | null;
  }[];
}

/** The proof versions of these quotes, by quote id (oldest version first). */
export async function proofsOfQuotes(
  db: Database | Tx,
  quoteIds: readonly string[],
): Promise<Map<string, PersonProofVersion[]>> {
  const byQuote = new Map<string, PersonProofVersion[]>();
  if (!quoteIds.length) return byQuote;
  const versions = await db
    .select()
    .from(proofVersions)
    .where(inArray(proofVersions.quoteId, [...quoteIds]));
  const decisions = versions.length
    ? await db
        .select()
        .from(proofDecisions)
        .where(
          inArray(
            proofDecisions.versionId,
            versions.map((v) => v.id),
          ),
        )
    : [];
  for (const v of versions.sort((a, b) => a.version - b.version)) {
    const list = byQuote.get(v.quoteId) ?? [];
    list.push({
      version: v.version,
      createdAt: v.createdAt,
      fileName: v.fileName,
      fileSha256: v.fileSha256,
      note: v.note,
      decisions: decisions
        .filter((d) => d.versionId === v.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((d) => ({
          kind: d.kind,
          at: d.createdAt,
          name: d.name,
          comment: d.comment,
          pin: d.pinX !== null && d.pinY !== null ? { x: d.pinX, y: d.pinY } : null,
        })),
    });
    byQuote.set(v.quoteId, list);
  }
  return byQuote;
}

/**
 * Before the quotes are deleted or anonymized: the storage keys of their proofs' files (removed after the
 * transaction), and for anonymized quotes the decisions' names, comments and IP hashes cleared.
 */
export async function eraseProofs(
  tx: Tx,
  quotes: { deleted: readonly string[]; anonymized: readonly string[] },
): Promise<string[]> {
  const ids = [...quotes.deleted, ...quotes.anonymized];
  if (!ids.length) return [];
  const versions = await tx.select().from(proofVersions).where(inArray(proofVersions.quoteId, ids));
  const anonymized = versions.filter((v) => quotes.anonymized.includes(v.quoteId)).map((v) => v.id);
  if (anonymized.length) {
    await tx
      .update(proofDecisions)
      .set({ name: null, comment: null, ipHash: null })
      .where(inArray(proofDecisions.versionId, anonymized));
    await tx
      .update(proofVersions)
      .set({ note: null, previews: [] })
      .where(inArray(proofVersions.id, anonymized));
  }
  return versions.flatMap((v) => [v.fileKey, ...v.previews.flatMap((p) => [p.key, p.zoomKey])]);
}
