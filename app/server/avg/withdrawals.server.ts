// The withdrawals part of an AVG request (docs/workwear.md, "Right of withdrawal"): every withdrawal notice sent
// with the address. Erasure deletes a notice unless its order's quote is kept for the fiscal duty (an accepted
// quote stays, see quotes.server.ts): the notice is then part of that contract's records, the proof that the
// consumer used a statutory right, and stays with it (AVG art. 17(3)(b) and (e)).
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { workwearWithdrawals } from "../db/schema.server";

export interface PersonWithdrawal {
  id: string;
  receivedAt: Date;
  name: string;
  reference: string;
  scope: string;
  items: string | null;
  outcome: string;
}

export async function withdrawalsOf(db: Database | Tx, email: string): Promise<PersonWithdrawal[]> {
  return db
    .select({
      id: workwearWithdrawals.id,
      receivedAt: workwearWithdrawals.receivedAt,
      name: workwearWithdrawals.name,
      reference: workwearWithdrawals.reference,
      scope: workwearWithdrawals.scope,
      items: workwearWithdrawals.items,
      outcome: workwearWithdrawals.outcome,
    })
    .from(workwearWithdrawals)
    .where(eq(workwearWithdrawals.email, email))
    .orderBy(asc(workwearWithdrawals.receivedAt));
}

/**
 * Deletes the person's notices whose quote is gone (run after the quotes' erasure, which sets the reference of a
 * deleted quote to null); returns how many were deleted and how many stay with a kept quote.
 */
export async function eraseWithdrawals(
  tx: Tx,
  withdrawals: readonly PersonWithdrawal[],
): Promise<{ deleted: number; kept: number }> {
  if (!withdrawals.length) return { deleted: 0, kept: 0 };
  const deleted = await tx
    .delete(workwearWithdrawals)
    .where(
      and(
        inArray(
          workwearWithdrawals.id,
          withdrawals.map((w) => w.id),
        ),
        isNull(workwearWithdrawals.quoteId),
      ),
    )
    .returning({ id: workwearWithdrawals.id });
  return { deleted: deleted.length, kept: withdrawals.length - deleted.length };
}
