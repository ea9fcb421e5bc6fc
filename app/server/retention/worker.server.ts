// The one daily retention job (it also took over the analytics page-view deletion): shortly after start and then
// every 24 hours. Several instances may run it at once: each batch only picks rows not handled yet.
import { registerBackgroundJob } from "../background.server";
import { getDb } from "../db/index.server";
import { getRetentionSettings } from "../env.server";
import { logger } from "../logger.server";
import { getStorage } from "../storage.server";
import { applyRetention } from "./retention.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;

export async function runRetention(now = new Date()): Promise<void> {
  try {
    const report = await applyRetention(getDb(), getStorage(), getRetentionSettings(), now);
    if (Object.values(report).some((n) => n > 0)) logger.info(report, "retention applied");
  } catch (error) {
    logger.error({ err: { message: (error as Error).message } }, "retention failed");
  }
}

registerBackgroundJob(() => {
  const first = setTimeout(() => void runRetention(), FIRST_RUN_DELAY_MS);
  const daily = setInterval(() => void runRetention(), DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
});
