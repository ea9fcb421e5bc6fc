// What better-auth logs, made fit for our log (logger.server.ts: never personal data). Its origin check logs the
// refused Origin, Referer or callbackURL whole, query string included, at error level: a bot's garbage (or a
// page address carrying an e-mail address) became an error line. Those refusals are the client's fault and
// already show as a 403 in the request log: they are noted at info level, without the address.

export interface AuthLogEntry {
  level: "info" | "error";
  message: string;
}

/** better-auth's refusal of a request's own origin or callback address ("Invalid origin: https://…"). */
const REFUSED_ADDRESS = /^(Invalid (?:origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL))\b/;

const URL_PATTERN = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>]+/gi;
/** An e-mail address anywhere in a text, also URL-encoded (%40) as in a query string (lib/email.ts validates one). */
const EMAIL_IN_TEXT = /[^\s"'<>/?&=:]+(?:@|%40)[^\s"'<>/?&]+/gi;
const MAX_MESSAGE = 200;

/** A message with every URL cut to its origin and every e-mail address masked. */
export function maskAuthMessage(message: string): string {
  return message
    .replace(URL_PATTERN, (url) => (URL.canParse(url) ? new URL(url).origin : "<url>"))
    .replace(EMAIL_IN_TEXT, "<email>")
    .slice(0, MAX_MESSAGE);
}

/** How one of better-auth's log lines goes into ours. */
export function authLogEntry(message: string): AuthLogEntry {
  const refused = REFUSED_ADDRESS.exec(message);
  if (refused) return { level: "info", message: `request refused: ${refused[1]}` };
  return { level: "error", message: maskAuthMessage(message) };
}
