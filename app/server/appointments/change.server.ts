// The visitor's side of a booked appointment, behind the link in their mails (/afspraak/wijzigen/{token}): look it
// up (rate limited per IP, failed lookups strictly, so tokens cannot be guessed), move it to another free slot or
// cancel it, until CHANGE_WINDOW_HOURS before it starts. After that, or once cancelled, the answer is Dutch and
// nothing changes. A move keeps the one-booking-per-slot guarantee: the partial unique index refuses a taken slot
// even when two visitors move at once. Each change mails the visitor (the updated invite, a new link) and the
// shop, is audited and shows on the lead's page (movedFrom, the status) in one transaction.
import { eq } from "drizzle-orm";
import { appointmentChangeCopy as copy } from "~/content/appointment-change";
import { amsterdamToUtc } from "~/lib/appointment-slots";
import { meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { appointmentMoment, slotKey, splitSlot, type AppointmentRecord } from "~/lib/leads/appointment";
import { canTransition } from "~/lib/leads/registry";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { getDb } from "../db/index.server";
import { appointmentRequests } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { changeLink, inviteAttachment, slotProblem } from "../leads/appointment.server";
import { openLeadLink } from "../leads/links.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { addAppointmentLink, appointmentIdByToken } from "./links.server";

/** The link moves or cancels until this long before the appointment starts. */
export const CHANGE_WINDOW_HOURS = 24;
/** Unknown tokens a client IP may try per window before every lookup from it is refused. */
export const CHANGE_MISSES_PER_WINDOW = 20;
const CHANGE_LOOKUPS_PER_WINDOW = 300;
const CHANGE_LOOKUP_WINDOW_MS = 10 * 60_000;

export type StoredAppointment = typeof appointmentRequests.$inferSelect;

/** What the page may offer: changes, or why not. */
export type ChangeState = "open" | "window" | "cancelled" | "passed";

export function startOf(a: Pick<AppointmentRecord, "preferredDate" | "preferredTime">): Date {
  return amsterdamToUtc(a.preferredDate, a.preferredTime);
}

export function changeState(a: StoredAppointment, now = new Date()): ChangeState {
  if (a.status === "geannuleerd") return "cancelled";
  const start = startOf(a).getTime();
  if (start <= now.getTime()) return "passed";
  if (start - now.getTime() < CHANGE_WINDOW_HOURS * 3600_000) return "window";
  // Only a request or a confirmed appointment is still a booking the visitor manages.
  return canTransition("appointment", a.status, "geannuleerd") ? "open" : "window";
}

export type AppointmentLookup =
  { ok: true; appointment: StoredAppointment } | { ok: false; status: 404 | 429; message: string };

/**
 * The appointment a token opens, counted against the client IP (the quote page's rule): once an IP has tried
 * CHANGE_MISSES_PER_WINDOW unknown tokens, every lookup from it is refused until the window ends, found or not.
 */
export async function lookupAppointment(
  token: unknown,
  ip: string,
  db: Database = getDb(),
): Promise<AppointmentLookup> {
  const missKey = ipKey("appointment-miss", ip);
  const tooMany = { ok: false, status: 429, message: copy.errors.tooMany } as const;
  const all = await hitRateLimit(
    db,
    ipKey("appointment-lookup", ip),
    CHANGE_LOOKUPS_PER_WINDOW,
    CHANGE_LOOKUP_WINDOW_MS,
  );
  if (!all.allowed) return tooMany;
  if ((await rateLimitCount(db, missKey, CHANGE_LOOKUP_WINDOW_MS)) >= CHANGE_MISSES_PER_WINDOW)
    return tooMany;
  const id = await appointmentIdByToken(token, db);
  const [appointment] = id
    ? await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id))
    : [];
  // An anonymized (erased) appointment no longer belongs to anyone who could open it.
  if (appointment && !appointment.anonymizedAt && !appointment.isSpam) return { ok: true, appointment };
  const miss = await hitRateLimit(db, missKey, CHANGE_MISSES_PER_WINDOW, CHANGE_LOOKUP_WINDOW_MS);
  if (!miss.allowed) return tooMany;
  return { ok: false, status: 404, message: copy.errors.notFound };
}

export type ChangeResult =
  { ok: true } | { ok: false; status: 400 | 404 | 409; field?: "date" | "time"; message: string };

const refusedFor: Record<Exclude<ChangeState, "open">, string> = {
  window: copy.errors.window,
  passed: copy.errors.window,
  cancelled: copy.errors.cancelled,
};

/** Locks the appointment and checks it can still be changed; the refusal otherwise. */
async function lockOpen(
  tx: Tx,
  id: string,
  now: Date,
): Promise<{ ok: true; a: StoredAppointment } | Extract<ChangeResult, { ok: false }>> {
  const [a] = await tx.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)).for("update");
  if (!a) return { ok: false, status: 404, message: copy.errors.notFound };
  const state = changeState(a, now);
  if (state !== "open") return { ok: false, status: 409, message: refusedFor[state] };
  return { ok: true, a };
}

/** Moves the appointment to another free slot; the visitor and the shop are mailed. */
export async function moveAppointment(
  input: { id: string; date: string; time: string; now?: Date },
  db: Database = getDb(),
): Promise<ChangeResult> {
  const now = input.now ?? new Date();
  // Past the window (or cancelled) is the answer whatever slot was asked; checked again under the lock below.
  const [current] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, input.id));
  if (!current) return { ok: false, status: 404, message: copy.errors.notFound };
  const state = changeState(current, now);
  if (state !== "open") return { ok: false, status: 409, message: refusedFor[state] };
  // The calendar is read before the transaction (the embedded database has one connection).
  const problem = await slotProblem(db, input.date, input.time, now);
  if (problem)
    return {
      ok: false,
      status: 400,
      field: problem.code === "datum" ? "date" : "time",
      message: problem.description,
    };
  try {
    const result = await db.transaction(async (tx) => {
      const locked = await lockOpen(tx, input.id, now);
      if (!locked.ok) return locked;
      const { a } = locked;
      const to = { preferredDate: input.date, preferredTime: input.time };
      if (slotKey(a) === slotKey(to))
        return {
          ok: false as const,
          status: 400 as const,
          field: "time" as const,
          message: copy.errors.sameSlot,
        };
      const start = startOf(to).getTime();
      const moved = {
        ...to,
        movedFrom: slotKey(a),
        inviteSequence: a.inviteSequence + 1,
        // The reminder goes 24 hours before the new time, unless that is already closer than 24 hours.
        reminderSentAt: start - now.getTime() < CHANGE_WINDOW_HOURS * 3600_000 ? now : null,
      };
      await tx.update(appointmentRequests).set(moved).where(eq(appointmentRequests.id, a.id));
      const after = { ...a, ...moved };
      const link = await addAppointmentLink(tx, a.id);
      await enqueueMail(tx, movedMails(after, a, link));
      await audit(tx, {
        actorId: null,
        action: "appointment.move",
        targetType: "appointment",
        targetId: a.id,
        details: { from: slotKey(a), to: slotKey(after) },
      });
      return { ok: true as const };
    });
    if (result.ok) nudgeOutbox();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, field: "time", message: copy.errors.slot };
    throw error;
  }
}

/** Cancels the appointment; its slot is free again (the unique index ignores cancelled rows). */
export async function cancelAppointment(
  input: { id: string; now?: Date },
  db: Database = getDb(),
): Promise<ChangeResult> {
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const locked = await lockOpen(tx, input.id, now);
    if (!locked.ok) return locked;
    const { a } = locked;
    const cancelled = { status: "geannuleerd", inviteSequence: a.inviteSequence + 1 };
    await tx.update(appointmentRequests).set(cancelled).where(eq(appointmentRequests.id, a.id));
    await enqueueMail(tx, cancelledMails({ ...a, ...cancelled }));
    await audit(tx, {
      actorId: null,
      action: "appointment.cancel",
      targetType: "appointment",
      targetId: a.id,
      details: { from: a.status, to: "geannuleerd", slot: slotKey(a) },
    });
    return { ok: true as const };
  });
  if (result.ok) nudgeOutbox();
  return result;
}

function movedMails(a: StoredAppointment, before: StoredAppointment, link: string): OutgoingMail[] {
  const { site, shopEmail } = getMailSettings();
  const when = appointmentMoment(a);
  const was = appointmentMoment(splitSlot(slotKey(before)));
  const meeting = meetingOf(a);
  return [
    {
      kind: "appointment.moved",
      to: a.email,
      attachments: [inviteAttachment(a, a.id, site, a.status)],
      ...renderMail(
        {
          subject: `Je afspraak bij ${site.brand} is verplaatst naar ${when}`,
          greeting: `Beste ${a.name},`,
          intro: [
            `Je afspraak is verplaatst van ${was} naar ${when}.${meeting ? ` ${meetingSentence(meeting)}` : ""}`,
            "In de bijlage staat de bijgewerkte agenda-uitnodiging.",
            copy.mailLinkLine,
          ],
          link: changeLink(link),
          outro: [`Vragen? Bel ons op ${site.phone}.`, "Met vriendelijke groet,", site.brand],
        },
        site,
      ),
    },
    {
      kind: "appointment.moved.shop",
      to: shopEmail,
      replyTo: a.email,
      attachments: [inviteAttachment(a, a.id, site, a.status)],
      ...renderMail(
        {
          subject: `Afspraak verplaatst: ${a.name} – nu ${when.replace(" om ", " ")}`,
          intro: [`${a.name} heeft de afspraak via de link in de e-mail verplaatst van ${was} naar ${when}.`],
          link: openLeadLink(site.url, "appointment", a.id),
        },
        site,
      ),
    },
  ];
}

function cancelledMails(a: StoredAppointment): OutgoingMail[] {
  const { site, shopEmail } = getMailSettings();
  const when = appointmentMoment(a);
  return [
    {
      kind: "appointment.cancelled.visitor",
      to: a.email,
      attachments: [inviteAttachment(a, a.id, site, "geannuleerd")],
      ...renderMail(
        {
          subject: `Je afspraak bij ${site.brand} op ${when} is geannuleerd`,
          greeting: `Beste ${a.name},`,
          intro: [
            `Je hebt je afspraak op ${when} geannuleerd. Met de agenda-uitnodiging in de bijlage haal je hem uit je agenda.`,
            `Plan gerust een nieuw moment via onze website, of bel ons op ${site.phone}.`,
          ],
          outro: ["Met vriendelijke groet,", site.brand],
        },
        site,
      ),
    },
    {
      kind: "appointment.cancelled.shop",
      to: shopEmail,
      replyTo: a.email,
      attachments: [inviteAttachment(a, a.id, site, "geannuleerd")],
      ...renderMail(
        {
          subject: `Afspraak geannuleerd: ${a.name} – ${when.replace(" om ", " ")}`,
          intro: [`${a.name} heeft de afspraak op ${when} via de link in de e-mail geannuleerd.`],
          link: openLeadLink(site.url, "appointment", a.id),
        },
        site,
      ),
    },
  ];
}
