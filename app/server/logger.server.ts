import pino, { type DestinationStream } from "pino";
import { getEnv } from "./env.server";

const stdout = pino.destination({ dest: process.stdout.fd || 1 });
let destination: DestinationStream = stdout;

/** JSON lines on stdout. Never log personal data (names, e-mails, phone numbers, IPs, bodies). */
export const logger = pino(
  { level: getEnv().LOG_LEVEL, base: undefined },
  { write: (line: string) => destination.write(line) },
);

/**
 * Sends the lines to `next` until called again without one (stdout). The tests collect the line a provoked
 * failure writes and assert it, instead of printing it (tests/helpers/log-lines.ts).
 */
export function setLogDestination(next?: DestinationStream): void {
  destination = next ?? stdout;
}
