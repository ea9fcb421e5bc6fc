// POST /api/afspraak – the appointment dialog; 409 when the slot was booked in the meantime.
import { storeAppointment } from "~/server/appointments.server";
import { getDb } from "~/server/db/index.server";
import { handleLeadPost } from "~/server/leads.server";
import type { Route } from "./+types/api.appointment";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "appointment", (data, meta) => storeAppointment(getDb(), data, meta));
}
