// The consecutive number series of quotes (OFF) and invoices (F): the next number is taken inside the caller's
// transaction by advancing the series row, so it is only used when that transaction commits.
import { sql } from "drizzle-orm";
import type { Tx } from "./client.server";
import { numberSeries } from "./schema.server";

/**
 * The next place in `series` for `year` (1 for the first). The upsert takes the row lock: a second sender on
 * any instance waits for the first transaction, then reads its committed value. A rollback gives the number
 * back, so the series has no gaps and no repeats.
 */
export async function nextInSeries(tx: Tx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(numberSeries)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberSeries.series, numberSeries.year],
      set: { last: sql`${numberSeries.last} + 1` },
    })
    .returning({ last: numberSeries.last });
  return row!.last;
}
