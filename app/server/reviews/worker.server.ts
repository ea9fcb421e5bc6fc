// The review invitations' clock, started with the server: every minute the due invitations are claimed and
// mailed (sendDueInvitations claims with UPDATE … RETURNING, so several instances mail each one once).
import { registerBackgroundJob } from "../background.server";
import { logger } from "../logger.server";
import { sendDueInvitations } from "./invitations.server";

const INTERVAL_MS = 60_000;
const FIRST_RUN_DELAY_MS = 20_000;

registerBackgroundJob(() => {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sendDueInvitations()
      .then((sent) => {
        if (sent) logger.info({ sent }, "review invitations mailed");
      })
      .catch((error: Error) => logger.error({ err: { message: error.message } }, "review invitations failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, INTERVAL_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
});
