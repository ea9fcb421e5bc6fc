// Appointment requests: free slots of a day, and booking one. The partial unique index on (preferred_date,
// preferred_time) is the single source of truth against double booking, also for simultaneous submits.
import { and, eq, ne } from "drizzle-orm";
import { amsterdamToUtc, availableSlots, SLOT_MINUTES } from "~/lib/appointment-slots";
import { buildIcs } from "~/lib/ics";
import { slotTakenError, type AppointmentInput } from "~/lib/lead-schemas";
import type { Database } from "./db/client.server";
import { appointmentRequests } from "./db/schema.server";
import { LeadRejection, storeLeadWithMails, type LeadMeta } from "./leads.server";
import { getMailSettings } from "./mail/outbox.server";
import {
  appointmentConfirmationMail,
  appointmentShopMail,
  type AppointmentMailData,
} from "./mail/templates.server";

/** Slots of the date a visitor can still pick: future (Amsterdam time), weekday, not booked. */
export async function freeSlots(db: Database, date: string, now = new Date()): Promise<string[]> {
  const all = availableSlots(date, now);
  if (all.length === 0) return [];
  const booked = await db
    .select({ time: appointmentRequests.preferredTime })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.preferredDate, date),
        ne(appointmentRequests.status, "geannuleerd"),
        eq(appointmentRequests.isSpam, false),
      ),
    );
  return availableSlots(
    date,
    now,
    booked.map((b) => b.time),
  );
}

/** Postgres unique_violation, as postgres-js and PGlite report it (possibly wrapped by Drizzle in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function appointmentIcs(input: AppointmentInput, uid: string, site = getMailSettings().site): string {
  const start = amsterdamToUtc(input.preferred_date, input.preferred_time);
  return buildIcs({
    uid: `${uid}@${new URL(site.url).hostname}`,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `Online gesprek met ${site.brand}`,
    description: input.message
      ? `Online gesprek over je printwerk. Jouw bericht: ${input.message}`
      : "Online gesprek over je printwerk.",
    location: "Online (we sturen je de link)",
    organizer: { name: site.brand, email: site.email },
    attendee: { name: input.name, email: input.email },
  });
}

export async function storeAppointment(
  db: Database,
  input: AppointmentInput,
  meta: LeadMeta,
  now = new Date(),
): Promise<{ id: string }> {
  // The schema checked the date is a bookable weekday; a slot earlier today has passed by now.
  if (!availableSlots(input.preferred_date, now).includes(input.preferred_time)) {
    throw new LeadRejection(400, {
      code: "tijd",
      title: "Kies een ander tijdstip",
      description: "Dit tijdstip is al voorbij.",
    });
  }
  const mailData: AppointmentMailData = {
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: input.message,
  };
  try {
    return await storeLeadWithMails(
      db,
      meta,
      async (tx, columns) => {
        const [row] = await tx
          .insert(appointmentRequests)
          .values({ ...mailData, ...columns })
          .returning({ id: appointmentRequests.id });
        return row!.id;
      },
      (id, { site, shopEmail }) => {
        const invite = {
          filename: "afspraak.ics",
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
          content: appointmentIcs(input, id, site),
        };
        return [
          {
            kind: "appointment.shop",
            to: shopEmail,
            replyTo: input.email,
            attachments: [invite],
            ...appointmentShopMail(mailData, site),
          },
          {
            kind: "appointment.confirmation",
            to: input.email,
            attachments: [invite],
            ...appointmentConfirmationMail(mailData, site),
          },
        ];
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new LeadRejection(409, slotTakenError());
    throw error;
  }
}
