// The visitor's link to move or cancel an appointment: /afspraak/wijzigen/{token}, a secret link
// (../secret-link.server) minted with every mail that carries it. Each link works until the appointment is
// less than CHANGE_WINDOW_HOURS away, then the page says so and changes nothing.
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { appointmentLinks } from "../db/schema.server";
import { getSite } from "../env.server";
import { hashLinkToken, isLinkTokenShape, newLinkToken } from "../secret-link.server";

export const APPOINTMENT_CHANGE_PATH = "/afspraak/wijzigen";

export function appointmentChangePath(token: string): string {
  return `${APPOINTMENT_CHANGE_PATH}/${token}`;
}

/** A new link for the appointment, written in the transaction of the mail that carries it; its full URL. */
export async function addAppointmentLink(tx: Tx, appointmentId: string): Promise<string> {
  const token = newLinkToken();
  await tx.insert(appointmentLinks).values({ tokenHash: hashLinkToken(token), appointmentId });
  return `${getSite().url}${appointmentChangePath(token)}`;
}

/** The appointment a token opens, or null (a malformed token is not looked up). */
export async function appointmentIdByToken(token: unknown, db: Database | Tx): Promise<string | null> {
  if (!isLinkTokenShape(token)) return null;
  const [link] = await db
    .select({ appointmentId: appointmentLinks.appointmentId })
    .from(appointmentLinks)
    .where(eq(appointmentLinks.tokenHash, hashLinkToken(token)));
  return link?.appointmentId ?? null;
}
