// The appointments' clock, started with the server: every five minutes the reminders due are mailed. Several
// instances may run it at once; sendAppointmentReminders claims each appointment once.
import { registerPeriodicJob } from "../background.server";
import { logger } from "../logger.server";
import { sendAppointmentReminders } from "./reminders.server";

registerPeriodicJob(
  "appointment reminders",
  async () => {
    const sent = await sendAppointmentReminders();
    if (sent) logger.info({ sent }, "appointment reminders sent");
  },
  { intervalMs: 5 * 60_000, firstDelayMs: 30_000 },
);
