// The review invitations' clock, started with the server: every minute the due invitations are claimed and
// mailed (sendDueInvitations claims with UPDATE … RETURNING, so several instances mail each one once).
import { registerPeriodicJob } from "../background.server";
import { logger } from "../logger.server";
import { sendDueInvitations } from "./invitations.server";

const INTERVAL_MS = 60_000;
const FIRST_RUN_DELAY_MS = 20_000;

registerPeriodicJob(
  "review invitations",
  async () => {
    const sent = await sendDueInvitations();
    if (sent) logger.info({ sent }, "review invitations mailed");
  },
  { intervalMs: INTERVAL_MS, firstDelayMs: FIRST_RUN_DELAY_MS },
);
