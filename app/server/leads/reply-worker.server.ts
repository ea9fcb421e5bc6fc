// The reply alerts' clock, started with the server: every minute one round of runReplyAlerts (which does nothing
// while the shop is closed). Every instance runs it; the claims make each alert go once.
import { registerPeriodicJob } from "../background.server";
import { logger } from "../logger.server";
import { runReplyAlerts } from "./reply-clock.server";

const INTERVAL_MS = 60 * 1000;

registerPeriodicJob(
  "reply alerts",
  async () => {
    const alerts = await runReplyAlerts();
    if (alerts) logger.info({ alerts }, "reply alerts queued");
  },
  { intervalMs: INTERVAL_MS },
);
