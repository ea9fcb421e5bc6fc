// One person with data everywhere the app keeps it: leads of every type (both quote forms, a confirmed future
// appointment, a cancelled past one, a partnership, a work-wear order with lines, a spam lead), notes, attachment
// objects, an account with a session, the queued mails, and audit entries that name them.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import {
  appointmentRequests,
  auditLog,
  profiles,
  reviewInvitations,
  reviews,
  sessions,
  users,
} from "~/server/db/schema.server";
import { addLeadNote } from "~/server/leads/notes.server";
import { leadStorage } from "~/server/leads/registry.server";
import { storeLead } from "~/server/leads/store.server";
import type { FileStorage } from "~/server/storage.server";

export interface SeededPerson {
  email: string;
  userId: string;
  quoteId: string;
  futureAppointmentId: string;
  pastAppointmentId: string;
  attachmentKey: string;
  attachmentBytes: Buffer;
}

export async function createAdmin(db: Database, email = `beheer-${randomUUID()}@drukkerij.test`) {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name: "Beheerder", email, emailVerified: true, twoFactorEnabled: true });
  await db.insert(profiles).values({ id, firstName: "Bea", lastName: "Heer", role: "admin" });
  return { id, email };
}

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** `email` as the visitor typed it; stored as typed (leads keep the case the visitor used). */
export async function seedPerson(
  db: Database,
  files: FileStorage,
  email: string,
  adminId: string,
  slot = "10:00",
): Promise<SeededPerson> {
  const attachmentKey = `leads/${randomUUID()}.pdf`;
  const attachmentBytes = Buffer.from(`%PDF-1.7\nOntwerp voor ${email}\n`);
  await files.write(attachmentKey, attachmentBytes);

  const quote = await storeLead(
    db,
    leadStorage.quote,
    {
      form: "modal",
      name: "Jan Wisselaar",
      email,
      phone: "0612345678",
      company: "Wisselaar BV",
      service: "stickers",
      description: "Stickers met ons logo",
      deliveryMethod: "verzenden",
      deliveryLocation: "Tilburg",
    },
    {
      spam: null,
      sessionId: "sessie-jan",
      source: "google",
      landingPage: "/stickers",
      attachments: [
        {
          fileName: "logo.pdf",
          contentType: "application/pdf",
          size: attachmentBytes.length,
          storageKey: attachmentKey,
        },
      ],
    },
  );
  await storeLead(
    db,
    leadStorage.quote,
    {
      form: "quick",
      name: "Jan Wisselaar",
      email: email.toUpperCase(),
      phone: null,
      company: null,
      service: "borduren",
      description: null,
      deliveryMethod: null,
      deliveryLocation: null,
    },
    { spam: null },
  );
  const future = await storeLead(
    db,
    leadStorage.appointment,
    {
      name: "Jan Wisselaar",
      email,
      company: null,
      phone: "0612345678",
      preferredDate: isoDay(21),
      preferredTime: slot,
      message: "Graag over werkkleding praten",
    },
    { spam: null },
  );
  await db
    .update(appointmentRequests)
    .set({ status: "bevestigd" })
    .where(eq(appointmentRequests.id, future.id));
  const past = await storeLead(
    db,
    leadStorage.appointment,
    {
      name: "Jan Wisselaar",
      email,
      company: null,
      phone: null,
      preferredDate: isoDay(-30),
      preferredTime: slot,
      message: null,
    },
    { spam: null },
  );
  await db
    .update(appointmentRequests)
    .set({ status: "geannuleerd" })
    .where(eq(appointmentRequests.id, past.id));
  await storeLead(
    db,
    leadStorage.partnership,
    {
      companyName: "Wisselaar BV",
      contactPerson: "Jan Wisselaar",
      email,
      phone: "0612345678",
      employees: "10-50",
      printVolume: "maandelijks",
    },
    { spam: null },
  );
  await storeLead(
    db,
    leadStorage.workwear,
    {
      name: "Jan Wisselaar",
      email,
      phone: "0612345678",
      company: "Wisselaar BV",
      deliveryMethod: "ophalen",
      deliveryLocation: null,
      logoPosition: "borst links",
      technique: "borduren",
      notes: "Logo in het groen",
      pieces: 10,
      totalCents: 25000,
      lines: [
        {
          productId: "polo",
          productName: "Polo",
          size: "L",
          color: "navy",
          colorName: "Marineblauw",
          quantity: 10,
          unitPrice: 2500,
          priceRule: "bulk",
          lineTotal: 25000,
        },
      ],
    },
    { spam: null },
  );
  await storeLead(
    db,
    leadStorage.quote,
    {
      form: "modal",
      name: "Jan Wisselaar",
      email,
      phone: null,
      company: null,
      service: "stickers",
      description: "bot?",
      deliveryMethod: null,
      deliveryLocation: null,
    },
    { spam: "honeypot" },
  );
  await addLeadNote(
    { actorId: adminId, type: "quote", id: quote.id, body: `Teruggebeld, mailt naar ${email}` },
    db,
  );

  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: "Jan Wisselaar", email: email.toLowerCase() });
  await db.insert(profiles).values({ id: userId, firstName: "Jan", lastName: "Wisselaar", role: "customer" });
  await db.insert(sessions).values({
    id: randomUUID(),
    token: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: "203.0.113.7",
  });
  // A review written through an invitation to the address (its invitation names the address and the name).
  const [invitation] = await db
    .insert(reviewInvitations)
    .values({
      email: email.toLowerCase(),
      name: "Jan Wisselaar",
      source: "lead",
      sourceRef: quote.id,
      sendAt: new Date(),
      sentAt: new Date(),
      usedAt: new Date(),
    })
    .returning({ id: reviewInvitations.id });
  await db
    .insert(reviews)
    .values({ invitationId: invitation!.id, rating: 5, body: "Mooi werk", displayName: "Jan W." });
  // An entry from before the AVG page existed that put the address in its details.
  await db.insert(auditLog).values({
    actorId: adminId,
    action: "user.create",
    targetType: "user",
    targetId: userId,
    details: { role: "customer", email },
  });
  return {
    email,
    userId,
    quoteId: quote.id,
    futureAppointmentId: future.id,
    pastAppointmentId: past.id,
    attachmentKey,
    attachmentBytes,
  };
}
