// Scheduled publishing, started with the server: every 15 seconds the items whose moment has come are published
// (publishDueContent claims them with SKIP LOCKED, so several instances publish each once), so a scheduled item
// is live within a minute of its moment.
import { registerPeriodicJob } from "../background.server";
import { logger } from "../logger.server";
import { publishDueContent } from "./write.server";

const INTERVAL_MS = 15_000;

registerPeriodicJob(
  "scheduled publishing",
  async () => {
    const published = await publishDueContent();
    if (published) logger.info({ published }, "scheduled content published");
  },
  { intervalMs: INTERVAL_MS },
);
