// Cheap bot traps shared by the lead forms. A trapped submission gets the normal success answer (so the bot learns
// nothing) but is stored with is_spam = true and sends no e-mail.

/** Honeypot: an input humans never see or fill (hidden from view and from assistive technology). */
export const HONEYPOT_FIELD = "website";
/**
 * Milliseconds the visitor spent on the form (from its appearance to the submit), measured in the browser.
 * A duration rather than a timestamp: a visitor's clock that runs ahead of the server's must not look like a bot.
 */
export const STARTED_FIELD = "_t";
/** "1" when the browser sends the form with JavaScript and wants a JSON answer instead of a redirect. */
export const JS_FIELD = "_js";

const DEFAULT_MIN_FILL_MS = 3000;

/**
 * Whether a submission looks automated: the honeypot is filled, or the form was sent faster than a person can
 * type (minFillMs 0 turns that check off). A missing fill time is not held against the sender: without
 * JavaScript there is none.
 */
export function isLikelyBot(fields: Record<string, unknown>, options: { minFillMs?: number } = {}): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  const raw = fields[STARTED_FIELD];
  if (minFillMs <= 0 || typeof raw !== "string" || raw.trim() === "") return false;
  const elapsed = Number(raw);
  return !Number.isFinite(elapsed) || elapsed < minFillMs;
}
