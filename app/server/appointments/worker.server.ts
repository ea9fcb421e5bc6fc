// The appointments' clock, started with the server: every five minutes the reminders due are mailed. Several
// instances may run it at once; sendAppointmentReminders claims each appointment once.
import { registerPeriodicJob } from "../background.server";
import { logger } from "../logger.server";
import { sendAppointmentReminders } from "./reminders.server";

registerPeriodicJob(
  () =>
    sendAppointmentReminders()
      .then((sent) => {
        if (sent) logger.info({ sent }, "appointment reminders sent");
      })
      .catch((error: Error) =>
        logger.error({ err: { message: error.message } }, "appointment reminders failed"),
      ),
  { intervalMs: 5 * 60_000, firstDelayMs: 30_000 },
);
