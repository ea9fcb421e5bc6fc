// The reminder mail 24 hours before an appointment, sent once: the rows are claimed with UPDATE … WHERE
// reminder_sent_at IS NULL RETURNING, so of two instances running the round at once only one mails each
// appointment. An appointment booked (or moved) less than 24 hours ahead gets none: the booking's own mail is
// recent enough. Requests and confirmed appointments are reminded; cancelled, held and erased ones are not.
import { and, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { addDays } from "~/lib/business-calendar";
import { shopNow } from "~/lib/shop-time";
import { meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { appointmentMoment } from "~/lib/leads/appointment";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { appointmentRequests } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { startOf, type StoredAppointment } from "./change.server";

export const REMINDER_HOURS_BEFORE = 24;
const REMINDER_MS = REMINDER_HOURS_BEFORE * 3600_000;

/** Whether the reminder is due now: the appointment starts within 24 hours and was booked longer ahead. */
export function reminderDue(
  a: Pick<StoredAppointment, "preferredDate" | "preferredTime" | "createdAt">,
  now: Date,
): boolean {
  const start = startOf(a).getTime();
  return (
    start > now.getTime() &&
    start - now.getTime() <= REMINDER_MS &&
    start - a.createdAt.getTime() > REMINDER_MS
  );
}

/** One round: mails the reminders due now; returns how many this instance sent. */
export async function sendAppointmentReminders(now = new Date(), db: Database = getDb()): Promise<number> {
  const today = shopNow(now).date;
  const candidates = await db
    .select({
      id: appointmentRequests.id,
      preferredDate: appointmentRequests.preferredDate,
      preferredTime: appointmentRequests.preferredTime,
      createdAt: appointmentRequests.createdAt,
    })
    .from(appointmentRequests)
    .where(
      and(
        isNull(appointmentRequests.reminderSentAt),
        inArray(appointmentRequests.status, ["nieuw", "bevestigd"]),
        eq(appointmentRequests.isSpam, false),
        isNull(appointmentRequests.anonymizedAt),
        gte(appointmentRequests.preferredDate, today),
        lte(appointmentRequests.preferredDate, addDays(today, 2)),
      ),
    );
  const due = candidates.filter((a) => reminderDue(a, now)).map((a) => a.id);
  if (due.length === 0) return 0;
  const sent = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(appointmentRequests)
      .set({ reminderSentAt: now })
      .where(and(inArray(appointmentRequests.id, due), isNull(appointmentRequests.reminderSentAt)))
      .returning();
    await enqueueMail(tx, claimed.map(reminderMail));
    return claimed.length;
  });
  if (sent) nudgeOutbox();
  return sent;
}

function reminderMail(a: StoredAppointment): OutgoingMail {
  const { site } = getMailSettings();
  const when = appointmentMoment(a);
  const meeting = meetingOf(a);
  return {
    kind: "appointment.reminder",
    to: a.email,
    ...renderMail(
      {
        subject: `Herinnering: je afspraak bij ${site.brand} op ${when}`,
        greeting: `Beste ${a.name},`,
        intro: [
          `Een herinnering aan je gesprek met ${site.brand} op ${when} (Nederlandse tijd).${meeting ? ` ${meetingSentence(meeting)}` : ""}`,
          `Lukt het toch niet? Bel ons op ${site.phone} of mail naar ${site.email}.`,
        ],
        outro: ["Met vriendelijke groet,", site.brand],
      },
      site,
    ),
  };
}
