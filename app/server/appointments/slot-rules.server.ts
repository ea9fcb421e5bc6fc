// The appointment slot rules of the running shop: the business calendar's day hours (weekends, public holidays,
// closure days; ~/server/calendar) and the APPOINTMENT_MIN_NOTICE_MINUTES setting.
import { closedReason, openingOn } from "~/lib/business-calendar";
import type { SlotRules } from "~/lib/appointment-slots";
import { getBusinessCalendar } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { getEnv } from "../env.server";

export async function appointmentSlotRules(db: Database = getDb()): Promise<SlotRules> {
  const cal = await getBusinessCalendar(db);
  return {
    openingOn: (isoDate) => openingOn(cal, isoDate),
    minNoticeMinutes: getEnv().APPOINTMENT_MIN_NOTICE_MINUTES,
  };
}

/** Why the shop is closed on that day (a holiday's or closure's name), or null. */
export async function closedReasonOn(date: string, db: Database = getDb()): Promise<string | null> {
  return closedReason(await getBusinessCalendar(db), date);
}
