// GET /api/afspraak/dagen – what the appointment dialog's date picker disables: every day of the booking horizon
// without a slot (weekends, public holidays, closure days, today once the notice has passed its last slot), and
// the first day with one. The dialog sits on pages rendered once for everyone, so it asks when it opens.
import { closedDays, firstBookableDay } from "~/lib/appointment-slots";
import { appointmentSlotRules } from "~/server/appointments/slot-rules.server";

export async function loader() {
  const now = new Date();
  const rules = await appointmentSlotRules();
  return Response.json(
    { ok: true, first: firstBookableDay(now, rules), closed: closedDays(now, rules) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
