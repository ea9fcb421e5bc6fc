// Appointments as the booking form stores them, for the appointment tests: an open day ahead and a booking with
// its mailed move/cancel link.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { availableSlots } from "~/lib/appointment-slots";
import { addDays } from "~/lib/business-calendar";
import { appointmentSlotRules } from "~/server/appointments/slot-rules.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { storeAppointment } from "~/server/leads/appointment.server";

/** An open day about three weeks ahead (not a weekend, holiday or closure day) with every slot free by rule. */
export async function openDay(db: Database, from = new Date()): Promise<string> {
  const rules = await appointmentSlotRules(db);
  let day = addDays(from.toISOString().slice(0, 10), 21);
  while (availableSlots(day, from, [], rules).length < 13) day = addDays(day, 1);
  return day;
}

/** A booking as the form stores it (its mails and the move/cancel link included); its id and mailed token. */
export async function book(
  db: Database,
  date: string,
  time: string,
  email = `klant-${randomUUID()}@example.nl`,
) {
  const { id } = await storeAppointment(
    db,
    {
      name: "Sanne de Vries",
      email,
      company: null,
      phone: "0612345678",
      preferredDate: date,
      preferredTime: time,
      message: null,
    },
    { spam: null },
  );
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, email));
  const token = /\/afspraak\/wijzigen\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  return { id, email, token: token! };
}
