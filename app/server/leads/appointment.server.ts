// Appointment requests: free slots of a day, booking one, and the e-mails (with an .ics invite) that go with a
// request, a confirmation and a cancellation. The partial unique index on (preferred_date, preferred_time) is
// the single source of truth against double booking, also for simultaneous submits and moves.
import type { AppointmentInput } from "~/lib/leads/appointment";
import { and, eq, ne } from "drizzle-orm";
import { appointmentForm } from "~/content/appointment";
import { appointmentChangeCopy as changeCopy } from "~/content/appointment-change";
import type { SiteConfig } from "~/content/site";
import { amsterdamToUtc, availableSlots, parseIsoDate, SLOT_MINUTES } from "~/lib/appointment-slots";
import { meetingInvite, meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { appointmentMoment, type AppointmentRecord } from "~/lib/leads/appointment";
import { slotTakenError } from "~/lib/leads/messages";
import { leadRows, replySentence } from "~/lib/leads/registry";
import type { LeadStatus } from "~/lib/leads/status";
import { buildIcs, icsMethod, type IcsStatus } from "~/lib/ics";
import { addAppointmentLink } from "../appointments/links.server";
import { appointmentSlotRules, closedReasonOn } from "../appointments/slot-rules.server";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { appointmentRequests } from "../db/schema.server";
import type { MailAttachment } from "../mail/outbox.server";
import { renderMail, type MailLink } from "../mail/templates.server";
import { openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";
import { LeadRejection, storeLead, type LeadMeta } from "./store.server";

/** Slots of the date a visitor can still pick: the shop is open, far enough ahead, not booked. */
export async function freeSlots(db: Database, date: string, now = new Date()): Promise<string[]> {
  const rules = await appointmentSlotRules(db);
  if (availableSlots(date, now, [], rules).length === 0) return [];
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
    rules,
  );
}

/**
 * A day as the booking and move pages show it: its free times, and for a day the shop is closed the closure's
 * Dutch sentence (the holiday's or closure's name from the business calendar), so "geen tijden meer vrij" is only
 * said of an open day that is full (docs/appointments.md). An invalid or past date is no closed day.
 */
export async function dayTimes(
  db: Database,
  date: string,
  now = new Date(),
): Promise<{ slots: string[]; closed: string | null }> {
  const slots = await freeSlots(db, date, now);
  if (slots.length > 0 || !parseIsoDate(date) || (await appointmentSlotRules(db)).openingOn(date))
    return { slots, closed: null };
  return { slots, closed: appointmentForm.closedDay(await closedReasonOn(date, db)) };
}

/**
 * Why a slot cannot be booked or moved to, as the visitor reads it, or null when it is free by the rules (the
 * unique index still decides a race): a closed day names the holiday or closure, a slot too soon or off the
 * day's hours is a "time" error.
 */
export async function slotProblem(
  db: Database,
  date: string,
  time: string,
  now = new Date(),
): Promise<{ code: "datum" | "tijd"; description: string } | null> {
  const rules = await appointmentSlotRules(db);
  if (!rules.openingOn(date)) {
    const reason = await closedReasonOn(date, db);
    return {
      code: "datum",
      description: reason ? `Op die dag zijn we gesloten (${reason}).` : "Op die dag zijn we gesloten.",
    };
  }
  if (!availableSlots(date, now, [], rules).includes(time))
    return {
      code: "tijd",
      description: "Dit tijdstip is voorbij, te kort dag of buiten onze openingstijden.",
    };
  return null;
}

/** The invite's status per appointment status: a request is tentative, then confirmed or cancelled. */
function inviteStatus(status: string): IcsStatus {
  return status === "bevestigd" ? "CONFIRMED" : status === "geannuleerd" ? "CANCELLED" : "TENTATIVE";
}

/**
 * The visitor's calendar entry. Every update mailed (confirmed, moved, cancelled) keeps the UID and carries the
 * appointment's raised inviteSequence, so the visitor's calendar replaces the entry instead of adding one; the
 * meeting (video link or a call) is its location, as in the confirmation mail.
 */
export function appointmentIcs(
  a: AppointmentRecord,
  uid: string,
  site: SiteConfig,
  status: IcsStatus = "TENTATIVE",
): string {
  const start = amsterdamToUtc(a.preferredDate, a.preferredTime);
  const meeting = meetingOf(a);
  const { summary, location } = meetingInvite(meeting, site.brand);
  const about = a.message
    ? `Gesprek over je printwerk. Jouw bericht: ${a.message}`
    : "Gesprek over je printwerk.";
  return buildIcs({
    sequence: a.inviteSequence ?? 0,
    status,
    uid: `${uid}@${new URL(site.url).hostname}`,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary,
    description: meeting ? `${about}\n${meetingSentence(meeting)}` : about,
    location,
    organizer: { name: site.brand, email: site.email },
    attendee: { name: a.name, email: a.email },
  });
}

/** The invite as a mail attachment; the Content-Type names the iTIP method, as calendar clients expect. */
export function inviteAttachment(
  a: AppointmentRecord,
  id: string,
  site: SiteConfig,
  status: LeadStatus | string = "nieuw",
): MailAttachment {
  const icsStatus = inviteStatus(status);
  return {
    filename: "afspraak.ics",
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(icsStatus)}`,
    content: appointmentIcs(a, id, site, icsStatus),
  };
}

/** The button under a visitor's mail that opens the move/cancel page. */
export function changeLink(url: string | undefined): MailLink | undefined {
  return url ? { label: changeCopy.mailLink, url } : undefined;
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
  mails: (a, id, { site, shopEmail, reply }, _attachments, link) => {
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
              `Bedankt voor je afspraakverzoek voor een online gesprek op ${appointmentMoment(a)}. ${replySentence("appointment", reply)}`,
              "Je vindt de afspraak als agenda-uitnodiging in de bijlage.",
            ],
            rows: leadRows("appointment", a, "visitor"),
            outro: [
              ...(link ? [changeCopy.mailLinkLine] : []),
              `Vragen? Bel ons op ${site.phone}.`,
              "Met vriendelijke groet,",
              site.brand,
            ],
            link: changeLink(link),
          },
          site,
        ),
      },
    ];
  },
  visitorLink: addAppointmentLink,
  // Every mailed update raises the invite's SEQUENCE; a confirmation needs its meeting (video link or a call).
  statusColumns: (a, status, given) => {
    if (status !== "bevestigd" && status !== "geannuleerd") return {};
    if (status === "bevestigd" && !meetingOf({ ...a, ...given })) return null;
    return { ...given, inviteSequence: (a.inviteSequence ?? 0) + 1 };
  },
  // Each carries the updated invite, so the calendar entry becomes confirmed or disappears.
  statusMail: (a, status, site, { id, link }) => {
    const when = appointmentMoment(a);
    const meeting = meetingOf(a);
    if (status === "bevestigd" && meeting)
      return {
        kind: "appointment.confirmed",
        to: a.email,
        attachments: [inviteAttachment(a, id, site, status)],
        ...renderMail(
          {
            subject: `Je afspraak bij ${site.brand} is bevestigd: ${when}`,
            greeting: `Beste ${a.name},`,
            intro: [
              `Goed nieuws: je gesprek op ${when} is bevestigd. ${meetingSentence(meeting)}`,
              "In de bijlage staat de bijgewerkte agenda-uitnodiging: open hem om de afspraak in je agenda te bevestigen.",
              ...(link ? [changeCopy.mailLinkLine] : []),
            ],
            link: changeLink(link),
            outro: [
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

/** Books a slot: refused when the shop is closed that day, it is too soon, or it was taken in the meantime. */
export async function storeAppointment(
  db: Database,
  record: AppointmentRecord,
  meta: LeadMeta,
  now = new Date(),
): Promise<{ id: string }> {
  const problem = await slotProblem(db, record.preferredDate, record.preferredTime, now);
  if (problem) {
    throw new LeadRejection(400, {
      code: problem.code,
      title: problem.code === "datum" ? "Kies een andere datum" : "Kies een ander tijdstip",
      description: problem.description,
    });
  }
  try {
    return await storeLead(db, appointmentStorage, record, meta);
  } catch (error) {
    if (isUniqueViolation(error)) throw new LeadRejection(409, slotTakenError());
    throw error;
  }
}
