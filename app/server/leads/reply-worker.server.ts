// The reply alerts' clock, started with the server: every minute one round of runReplyAlerts (which does nothing
// while the shop is closed). Every instance runs it; the claims make each alert go once.
import { registerBackgroundJob } from "../background.server";
import { logger } from "../logger.server";
import { runReplyAlerts } from "./reply-clock.server";

const INTERVAL_MS = 60 * 1000;

registerBackgroundJob(() => {
  let running: Promise<unknown> | null = null;
  const run = () => {
    // A slow round (a database under load) is not overtaken by the next.
    if (running) return;
    running = runReplyAlerts()
      .then((alerts) => {
        if (alerts) logger.info({ alerts }, "reply alerts queued");
      })
      .catch((error: Error) => logger.error({ err: { message: error.message } }, "reply alerts failed"))
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
