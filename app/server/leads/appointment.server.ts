// Appointment requests: free slots of a day, booking one, and the e-mails (with an .ics invite) that go with a
// request, a confirmation and a cancellation. The partial unique index on (preferred_date, preferred_time) is
// the single source of truth against double booking, also for simultaneous submits.
import type { AppointmentInput } from "~/lib/leads/appointment";
import { and, eq, ne } from "drizzle-orm";
import type { SiteConfig } from "~/content/site";
import { amsterdamToUtc, availableSlots, SLOT_MINUTES } from "~/lib/appointment-slots";
import { appointmentMoment, type AppointmentRecord } from "~/lib/leads/appointment";
import { slotTakenError } from "~/lib/leads/messages";
import { leadRows, replySentence } from "~/lib/leads/registry";
import type { LeadStatus } from "~/lib/leads/status";
import { buildIcs, icsMethod, type IcsStatus } from "~/lib/ics";
import { replyPromise } from "~/lib/reply-promise";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { appointmentRequests } from "../db/schema.server";
import { renderMail } from "../mail/templates.server";
import { openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";
import { LeadRejection, storeLead, type LeadMeta } from "./store.server";

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

/**
 * The invite's revision per appointment status: the request is the tentative first version, a confirmation and
 * a cancellation update it (same UID, higher SEQUENCE), so the visitor's calendar entry follows the status.
 */
const inviteRevisions: Partial<Record<LeadStatus, { sequence: number; status: IcsStatus }>> = {
  nieuw: { sequence: 0, status: "TENTATIVE" },
  bevestigd: { sequence: 1, status: "CONFIRMED" },
  geannuleerd: { sequence: 2, status: "CANCELLED" },
};

export function appointmentIcs(
  a: AppointmentRecord,
  uid: string,
  site: SiteConfig,
  revision = inviteRevisions.nieuw!,
): string {
  const start = amsterdamToUtc(a.preferredDate, a.preferredTime);
  return buildIcs({
    ...revision,
    uid: `${uid}@${new URL(site.url).hostname}`,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `Online gesprek met ${site.brand}`,
    description: a.message
      ? `Online gesprek over je printwerk. Jouw bericht: ${a.message}`
      : "Online gesprek over je printwerk.",
    location: "Online (we sturen je de link)",
    organizer: { name: site.brand, email: site.email },
    attendee: { name: a.name, email: a.email },
  });
}

/** The invite as a mail attachment; the Content-Type names the iTIP method, as calendar clients expect. */
function inviteAttachment(a: AppointmentRecord, id: string, site: SiteConfig, status: LeadStatus = "nieuw") {
  const revision = inviteRevisions[status] ?? inviteRevisions.nieuw!;
  return {
    filename: "afspraak.ics",
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(revision.status)}`,
    content: appointmentIcs(a, id, site, revision),
  };
}

export function appointmentRecord(input: AppointmentInput): AppointmentRecord {
  return {
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: input.message,
  };
}

export const appointmentStorage = defineLeadStorage({
  type: "appointment",
  table: appointmentRequests,
  records: { appointment: appointmentRecord },
  store: (db, record, meta) => storeAppointment(db, record, meta),
  searchColumns: [
    appointmentRequests.name,
    appointmentRequests.phone,
    appointmentRequests.company,
    appointmentRequests.message,
  ],
  personalColumns: [
    appointmentRequests.name,
    appointmentRequests.email,
    appointmentRequests.company,
    appointmentRequests.phone,
    appointmentRequests.message,
    appointmentRequests.sessionId,
  ],
  agendaDateColumn: appointmentRequests.preferredDate,
  mails: (a, id, { site, shopEmail }) => {
    const invite = inviteAttachment(a, id, site);
    return [
      {
        kind: "appointment.shop",
        to: shopEmail,
        replyTo: a.email,
        attachments: [invite],
        ...renderMail(
          {
            subject: `Nieuw afspraakverzoek: ${appointmentMoment(a).replace(" om ", " ")} – ${a.name}`,
            intro: ["Er is een nieuw verzoek voor een online gesprek binnengekomen."],
            rows: leadRows("appointment", a, "visitor"),
            link: openLeadLink(site.url, "appointment", id),
            outro: ["De agenda-uitnodiging zit als bijlage bij deze e-mail."],
          },
          site,
        ),
      },
      {
        kind: "appointment.confirmation",
        to: a.email,
        attachments: [invite],
        ...renderMail(
          {
            subject: `Je afspraakverzoek bij ${site.brand}: ${appointmentMoment(a)}`,
            greeting: `Beste ${a.name},`,
            intro: [
              `Bedankt voor je afspraakverzoek voor een online gesprek op ${appointmentMoment(a)}. ${replySentence("appointment", replyPromise(new Date(), site.openingHours))}`,
              "Je vindt de afspraak als agenda-uitnodiging in de bijlage.",
            ],
            rows: leadRows("appointment", a, "visitor"),
            outro: [`Vragen? Bel ons op ${site.phone}.`, "Met vriendelijke groet,", site.brand],
          },
          site,
        ),
      },
    ];
  },
  // Each carries the updated invite, so the calendar entry becomes confirmed or disappears.
  statusMail: (a, status, site, { id }) => {
    const when = appointmentMoment(a);
    if (status === "bevestigd")
      return {
        kind: "appointment.confirmed",
        to: a.email,
        attachments: [inviteAttachment(a, id, site, status)],
        ...renderMail(
          {
            subject: `Je afspraak bij ${site.brand} is bevestigd: ${when}`,
            greeting: `Beste ${a.name},`,
            intro: [
              `Goed nieuws: je online gesprek op ${when} is bevestigd. We nemen op dat moment contact met je op.`,
              "In de bijlage staat de bijgewerkte agenda-uitnodiging: open hem om de afspraak in je agenda te bevestigen.",
              `Lukt het toch niet? Laat het ons weten via ${site.phone} of ${site.email}.`,
              "Met vriendelijke groet,",
              site.brand,
            ],
          },
          site,
        ),
      };
    if (status === "geannuleerd")
      return {
        kind: "appointment.cancelled",
        to: a.email,
        attachments: [inviteAttachment(a, id, site, status)],
        ...renderMail(
          {
            subject: `Je afspraak bij ${site.brand} op ${when} gaat niet door`,
            greeting: `Beste ${a.name},`,
            intro: [
              `Helaas kunnen we je online gesprek op ${when} niet laten doorgaan. Excuses voor het ongemak.`,
              "Met de agenda-uitnodiging in de bijlage haal je de afspraak uit je agenda.",
              `Plan gerust een nieuw moment via onze website, of bel ons op ${site.phone}.`,
              "Met vriendelijke groet,",
              site.brand,
            ],
          },
          site,
        ),
      };
    return null;
  },
});

/** Books a slot: refused when it has passed by now or was taken in the meantime. */
export async function storeAppointment(
  db: Database,
  record: AppointmentRecord,
  meta: LeadMeta,
  now = new Date(),
): Promise<{ id: string }> {
  // The schema checked the date is a bookable weekday; a slot earlier today has passed by now.
  if (!availableSlots(record.preferredDate, now).includes(record.preferredTime)) {
    throw new LeadRejection(400, {
      code: "tijd",
      title: "Kies een ander tijdstip",
      description: "Dit tijdstip is al voorbij.",
    });
  }
  try {
    return await storeLead(db, appointmentStorage, record, meta);
  } catch (error) {
    if (isUniqueViolation(error)) throw new LeadRejection(409, slotTakenError());
    throw error;
  }
}
