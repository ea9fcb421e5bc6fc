// Cheap bot traps shared by the lead forms. A trapped submission gets the normal success answer (so the bot learns
// nothing) but is stored with is_spam = true and sends no e-mail until staff release it. The two traps are not
// equally sure: a filled honeypot is a bot, a fast submit may be a person whose browser autofilled the form, so
// each trap puts the lead on its own staff list ("Spam" or "Controleren").

/** Honeypot: an input humans never see or fill (hidden from view and from assistive technology). */
export const HONEYPOT_FIELD = "website";
/**
 * Milliseconds since the page loaded, at the submit, measured in the browser. From the page load rather than from
 * the form's appearance: a visitor reads the page for minutes, opens the dialog and lets the browser autofill it.
 * A duration rather than a timestamp: a visitor's clock that runs ahead of the server's must not look like a bot.
 */
export const STARTED_FIELD = "_t";
/** "1" when the browser sends the form with JavaScript and wants a JSON answer instead of a redirect. */
export const JS_FIELD = "_js";

const DEFAULT_MIN_FILL_MS = 3000;

/** Which trap caught a lead: the honeypot (spam) or only the time trap (staff check it). */
export type SpamReason = "honeypot" | "time-trap";

export function isSpamReason(value: unknown): value is SpamReason {
  return value === "honeypot" || value === "time-trap";
}

/** The staff lists of trapped leads: honeypot hits, and leads only the time trap caught. */
export const heldLists = {
  review: {
    reasons: ["time-trap"],
    label: "Controleren",
    path: "/employee-dashboard/controleren",
  },
  spam: {
    reasons: ["honeypot"],
    label: "Spam",
    path: "/employee-dashboard/spam",
  },
} as const satisfies Record<string, { reasons: readonly SpamReason[]; label: string; path: string }>;

export type HeldList = keyof typeof heldLists;

/** The list a trapped lead is on. Leads flagged before the reason was stored count as spam. */
export function heldListOf(reason: string | null): HeldList {
  return reason === "time-trap" ? "review" : "spam";
}

/**
 * Which trap a submission falls into, or null for none: the honeypot is filled, or the form was sent faster
 * after the page load than a person can (minFillMs 0 turns that check off). A missing time is not held against
 * the sender: without JavaScript there is none.
 */
export function spamVerdict(
  fields: Record<string, unknown>,
  options: { minFillMs?: number } = {},
): SpamReason | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  const raw = fields[STARTED_FIELD];
  if (minFillMs <= 0 || typeof raw !== "string" || raw.trim() === "") return null;
  const elapsed = Number(raw);
  return !Number.isFinite(elapsed) || elapsed < minFillMs ? "time-trap" : null;
}
