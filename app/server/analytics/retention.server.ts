// Deletes page views past the retention period (ANALYTICS_RETENTION_MONTHS, default 13), once a day: shortly after
// start and then every 24 hours. Several instances may run it at once: deleting twice is harmless.
import { registerBackgroundJob } from "../background.server";
import { getDb } from "../db/index.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { deleteExpiredVisits } from "./visits.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;

async function applyRetention(): Promise<void> {
  try {
    const deleted = await deleteExpiredVisits(getDb(), getEnv().ANALYTICS_RETENTION_MONTHS);
    if (deleted > 0) logger.info({ deleted }, "expired page views deleted");
  } catch (error) {
    logger.error({ err: { message: (error as Error).message } }, "analytics retention failed");
  }
}

registerBackgroundJob(() => {
  const first = setTimeout(applyRetention, FIRST_RUN_DELAY_MS);
  const daily = setInterval(applyRetention, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
});
