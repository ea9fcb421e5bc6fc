import pino from "pino";
import { getEnv } from "./env.server";

/** JSON lines on stdout. Never log personal data (names, e-mails, phone numbers, IPs, bodies). */
export const logger = pino({ level: getEnv().LOG_LEVEL, base: undefined });
