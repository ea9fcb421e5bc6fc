// How the shop meets a visitor of an online appointment, chosen by staff when they confirm it: a video link or
// "we bellen je". The confirmation mail, the .ics invite and the staff's feed all take their sentence from here,
// so they say the same thing.
import { meetingCopy as copy } from "../../content/appointment-change";
import { z } from "../zod";

export const MEETING_KINDS = ["video", "telefoon"] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

export type Meeting = { kind: "video"; url: string } | { kind: "telefoon"; phone: string };

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === "https:";
}

/** The staff's confirmation form: the kind, and the link when it is a video call. */
export const meetingSchema = z
  .object({
    meeting_kind: z.string().trim().default(""),
    meeting_url: z.string().trim().max(500, { error: copy.urlInvalid }).default(""),
  })
  .superRefine((value, ctx) => {
    if (!(MEETING_KINDS as readonly string[]).includes(value.meeting_kind))
      ctx.addIssue({ code: "custom", path: ["meeting_kind"], message: copy.kindMissing });
    else if (value.meeting_kind === "video" && !value.meeting_url)
      ctx.addIssue({ code: "custom", path: ["meeting_url"], message: copy.urlMissing });
    else if (value.meeting_kind === "video" && !isHttpsUrl(value.meeting_url))
      ctx.addIssue({ code: "custom", path: ["meeting_url"], message: copy.urlInvalid });
  });

/** The meeting of a stored appointment, or null while none was chosen (or its data is incomplete). */
export function meetingOf(a: {
  meetingKind?: string | null;
  meetingUrl?: string | null;
  phone?: string | null;
}): Meeting | null {
  if (a.meetingKind === "video" && a.meetingUrl) return { kind: "video", url: a.meetingUrl };
  if (a.meetingKind === "telefoon" && a.phone) return { kind: "telefoon", phone: a.phone };
  return null;
}

/** The mail's sentence about the meeting. */
export function meetingSentence(meeting: Meeting): string {
  return meeting.kind === "video" ? copy.videoSentence(meeting.url) : copy.phoneSentence(meeting.phone);
}

/** The invite's SUMMARY and LOCATION for the meeting (or for a request whose meeting is not chosen yet). */
export function meetingInvite(meeting: Meeting | null, brand: string): { summary: string; location: string } {
  if (!meeting) return { summary: copy.pendingSummary(brand), location: copy.pendingLocation };
  return meeting.kind === "video"
    ? { summary: copy.videoSummary(brand), location: copy.videoLocation(meeting.url) }
    : { summary: copy.phoneSummary(brand), location: copy.phoneLocation(meeting.phone) };
}

/** The staff's row about the meeting. */
export function meetingLabel(meeting: Meeting | null): string | null {
  if (!meeting) return null;
  return meeting.kind === "video" ? copy.videoLabel(meeting.url) : copy.phoneLabel;
}
