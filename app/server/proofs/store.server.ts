// The proofs of an order (docs/proofs.md): versions staff uploaded, the customer's decisions on them, the links
// the customer got by mail (only their SHA-256 stored) and the state the order's production waits for. The
// public module of the proofs domain: the order board, the order page and moveOrder read an order's proof here.
import { createHmac } from "node:crypto";
import { and, asc, desc, eq, inArray, max } from "drizzle-orm";
import { proofStateOf, type ProofState } from "~/lib/proofs/state";
import { isUuid } from "~/lib/uuid";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { proofDecisions, proofLinks, proofVersions, quotes } from "../db/schema.server";
import { getEnv } from "../env.server";
import { hashLinkToken, isLinkTokenShape, newLinkToken } from "../secret-link.server";

export type ProofVersionRow = typeof proofVersions.$inferSelect;
export type ProofDecisionRow = typeof proofDecisions.$inferSelect;
export interface ProofVersionWithDecisions extends ProofVersionRow {
  decisions: ProofDecisionRow[];
}

export const PROOF_PATH = "/drukproef";

export function proofUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PROOF_PATH}/${token}`;
}

/** A new link to a version (each mail its own; older ones keep working and show the latest). */
export async function addProofLink(tx: Tx, versionId: string): Promise<string> {
  const token = newLinkToken();
  await tx.insert(proofLinks).values({ tokenHash: hashLinkToken(token), versionId });
  return token;
}

/** The version a link opens, or null (no such link, or a token that is no token: no query at all). */
export async function versionByToken(
  token: string,
  db: Database | Tx = getDb(),
): Promise<ProofVersionRow | null> {
  if (!isLinkTokenShape(token)) return null;
  const [row] = await db
    .select({ version: proofVersions })
    .from(proofLinks)
    .innerJoin(proofVersions, eq(proofVersions.id, proofLinks.versionId))
    .where(eq(proofLinks.tokenHash, hashLinkToken(token)));
  return row?.version ?? null;
}

/** Every version of an order, newest first, each with its decisions (oldest first). */
export async function versionsOf(
  quoteId: string,
  db: Database | Tx = getDb(),
): Promise<ProofVersionWithDecisions[]> {
  const versions = await db
    .select()
    .from(proofVersions)
    .where(eq(proofVersions.quoteId, quoteId))
    .orderBy(desc(proofVersions.version));
  if (versions.length === 0) return [];
  const decisions = await db
    .select()
    .from(proofDecisions)
    .where(
      inArray(
        proofDecisions.versionId,
        versions.map((v) => v.id),
      ),
    )
    .orderBy(asc(proofDecisions.createdAt));
  return versions.map((v) => ({ ...v, decisions: decisions.filter((d) => d.versionId === v.id) }));
}

export async function nextVersionNumber(tx: Tx, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({ latest: max(proofVersions.version) })
    .from(proofVersions)
    .where(eq(proofVersions.quoteId, quoteId));
  return (row?.latest ?? 0) + 1;
}

/** Where an order's proof is, from its latest version and the staff's waiver. */
export async function proofStateFor(
  quote: { id: string; proofWaivedAt: Date | null },
  db: Database | Tx = getDb(),
): Promise<ProofState> {
  const [latest] = await db
    .select()
    .from(proofVersions)
    .where(eq(proofVersions.quoteId, quote.id))
    .orderBy(desc(proofVersions.version))
    .limit(1);
  const decisions = latest
    ? await db
        .select({ kind: proofDecisions.kind, createdAt: proofDecisions.createdAt })
        .from(proofDecisions)
        .where(eq(proofDecisions.versionId, latest.id))
        .orderBy(asc(proofDecisions.createdAt))
    : [];
  return proofStateOf({
    latest: latest ? { version: latest.version, decisions } : null,
    waivedAt: quote.proofWaivedAt,
  });
}

/** The proof states of many orders at once (the board). */
export async function proofStatesFor(
  orders: readonly { id: string; proofWaivedAt: Date | null }[],
  db: Database | Tx = getDb(),
): Promise<Map<string, ProofState>> {
  const ids = orders.map((o) => o.id);
  const versions = ids.length
    ? await db
        .select({ id: proofVersions.id, quoteId: proofVersions.quoteId, version: proofVersions.version })
        .from(proofVersions)
        .where(inArray(proofVersions.quoteId, ids))
    : [];
  const latest = new Map<string, (typeof versions)[number]>();
  for (const v of versions) if ((latest.get(v.quoteId)?.version ?? 0) < v.version) latest.set(v.quoteId, v);
  const latestIds = [...latest.values()].map((v) => v.id);
  const decisions = latestIds.length
    ? await db
        .select({
          versionId: proofDecisions.versionId,
          kind: proofDecisions.kind,
          createdAt: proofDecisions.createdAt,
        })
        .from(proofDecisions)
        .where(inArray(proofDecisions.versionId, latestIds))
        .orderBy(asc(proofDecisions.createdAt))
    : [];
  return new Map(
    orders.map((order) => {
      const v = latest.get(order.id);
      return [
        order.id,
        proofStateOf({
          latest: v ? { version: v.version, decisions: decisions.filter((d) => d.versionId === v.id) } : null,
          waivedAt: order.proofWaivedAt,
        }),
      ];
    }),
  );
}

/** The customer's approval or change request, as recorded. */
export async function insertDecision(
  tx: Tx,
  values: typeof proofDecisions.$inferInsert,
): Promise<ProofDecisionRow> {
  const [row] = await tx.insert(proofDecisions).values(values).returning();
  return row!;
}

/** Staff's "geen drukproef nodig": recorded once (who and when), later ticks change nothing. */
export async function recordWaiver(tx: Tx, quoteId: string, actorId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(quotes)
    .set({ proofWaivedAt: now, proofWaivedBy: actorId })
    .where(eq(quotes.id, quoteId))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

/**
 * The customer's IP address as kept with a decision: an HMAC with the server's secret, so the record can show
 * that two decisions came from the same address without holding the address.
 */
export function hashProofIp(ip: string | null): string | null {
  if (!ip) return null;
  const secret = getEnv().BETTER_AUTH_SECRET ?? "printshop-proof-ip";
  return createHmac("sha256", secret).update(ip).digest("hex");
}

/** A version of the order `quoteId` by its id, or null (an id of another order opens nothing). */
export async function versionOf(
  quoteId: string,
  versionId: string,
  db: Database | Tx = getDb(),
): Promise<ProofVersionRow | null> {
  if (!isUuid(versionId) || !isUuid(quoteId)) return null;
  const [row] = await db
    .select()
    .from(proofVersions)
    .where(and(eq(proofVersions.quoteId, quoteId), eq(proofVersions.id, versionId)));
  return row ?? null;
}
