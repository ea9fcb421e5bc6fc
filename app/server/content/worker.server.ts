// Scheduled publishing, started with the server: every 15 seconds the items whose moment has come are published
// (publishDueContent claims them with SKIP LOCKED, so several instances publish each once), so a scheduled item
// is live within a minute of its moment.
import { registerBackgroundJob } from "../background.server";
import { logger } from "../logger.server";
import { publishDueContent } from "./store.server";

const INTERVAL_MS = 15_000;

registerBackgroundJob(() => {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = publishDueContent()
      .then((published) => {
        if (published) logger.info({ published }, "scheduled content published");
      })
      .catch((error: Error) =>
        logger.error({ err: { message: error.message } }, "scheduled publishing failed"),
      )
      .finally(() => {
        running = null;
      });
  };
  const every = setInterval(run, INTERVAL_MS);
  every.unref();
  return async () => {
    clearInterval(every);
    await running;
  };
});
