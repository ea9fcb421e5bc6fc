// GET /agenda/:token (.ics): a staff member's appointments as a calendar subscription (server/appointments/
// feeds.server). A revoked link is a Dutch 410, an unknown one a Dutch 404, as plain text a calendar app shows.
import { requestInfoContext } from "~/request-context";
import { feedByToken } from "~/server/appointments/feeds.server";
import type { Route } from "./+types/agenda-feed";

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await feedByToken(params.token, context.get(requestInfoContext).ip);
  if (!answer.ok)
    return new Response(answer.message, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(answer.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="afspraken.ics"',
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
