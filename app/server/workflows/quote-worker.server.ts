// The quotes' clock, started with the server: every 15 minutes open quotes past their last valid day become
// "verlopen", and, in the daytime only, the one reminder goes to customers whose quote expires soon. Several
// instances may run it at once: both functions claim their rows with UPDATE … RETURNING, so each quote is
// expired and reminded exactly once.
import { shopNow } from "~/lib/shop-time";
import { registerPeriodicJob } from "../background.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { logger } from "../logger.server";
import { sendQuoteReminders } from "../quotes/expiry.server";
import { expireQuotes } from "./quote-closed.server";

const INTERVAL_MS = 15 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 30_000;

/** Reminders go between 08:00 and 20:00 Amsterdam time: a sales mail at night reads as spam. */
export const REMINDER_HOURS = { from: "08:00", until: "20:00" } as const;

export function remindersAllowedAt(now: Date): boolean {
  const { time } = shopNow(now);
  return time >= REMINDER_HOURS.from && time < REMINDER_HOURS.until;
}

export interface QuoteJobsReport {
  expired: number;
  reminded: number;
}

/** One round: expiry always (acceptance checks the date itself, this only stores it), reminders by day. */
export async function runQuoteJobs(now = new Date(), db: Database = getDb()): Promise<QuoteJobsReport> {
  const expired = await expireQuotes(now, db);
  const reminded = remindersAllowedAt(now) ? await sendQuoteReminders(now, db) : 0;
  return { expired, reminded };
}

registerPeriodicJob(
  "quote jobs",
  async () => {
    const report = await runQuoteJobs();
    if (report.expired || report.reminded) logger.info(report, "quote jobs done");
  },
  { intervalMs: INTERVAL_MS, firstDelayMs: FIRST_RUN_DELAY_MS },
);
