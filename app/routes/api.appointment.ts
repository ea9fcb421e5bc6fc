// POST /api/afspraak – the appointment dialog; 409 when the slot was booked in the meantime.
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.appointment";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "appointment");
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, "appointment");
}
