// A minimal RFC 5545 calendar invite (one VEVENT, times in UTC so no VTIMEZONE block is needed). An update of an
// invite already sent (RFC 5546 §2.1.4) keeps its UID and raises SEQUENCE, so the visitor's calendar replaces the
// entry instead of adding a second one; a cancellation is sent with METHOD:CANCEL and STATUS:CANCELLED.

/** The event's status (RFC 5545 §3.8.1.11): a request waiting for the shop, a confirmed or a cancelled meeting. */
export type IcsStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** Defaults to now; DTSTAMP must be UTC. */
  stamp?: Date;
  /** Revision of the event: 0 for the first invite, higher for every update sent with the same UID. */
  sequence?: number;
  /** Defaults to TENTATIVE; CANCELLED makes the calendar a CANCEL message. */
  status?: IcsStatus;
}

/** The iTIP method (RFC 5546) of an invite with this status, also for the mail part's Content-Type. */
export function icsMethod(status: IcsStatus = "TENTATIVE"): "REQUEST" | "CANCEL" {
  return status === "CANCELLED" ? "CANCEL" : "REQUEST";
}

/** 2026-03-02T09:30:00.000Z → 20260302T093000Z */
function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Parameter values (CN) may not contain quotes or control characters; quote them for ':' ';' ','. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f]/g, "")}"`;
}

/** Folds a content line at 75 octets (§3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildIcs(event: IcsEvent): string {
  return calendar([`METHOD:${icsMethod(event.status)}`], [event]);
}

/**
 * A subscribed calendar (a staff member's feed): every event as it stands now, no iTIP METHOD (nobody is
 * invited), cancelled ones kept with STATUS:CANCELLED so the calendar app shows them struck through.
 */
export function buildIcsFeed(name: string, events: readonly IcsEvent[]): string {
  return calendar([`X-WR-CALNAME:${escapeIcsText(name)}`, "X-PUBLISHED-TTL:PT15M"], events);
}

function calendar(header: string[], events: readonly IcsEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Printshop Breda//Afspraken//NL",
    "CALSCALE:GREGORIAN",
    ...header,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function eventLines(event: IcsEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsDate(event.stamp ?? new Date())}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.organizer)
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee)
    lines.push(
      `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  lines.push(`STATUS:${event.status ?? "TENTATIVE"}`, "END:VEVENT");
  return lines;
}
