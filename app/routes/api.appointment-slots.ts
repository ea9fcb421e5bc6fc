// GET /api/afspraak/tijden?datum=yyyy-MM-dd – the slots of that day a visitor can still book.
import { parseIsoDate } from "~/lib/appointment-slots";
import { freeSlots } from "~/server/leads/appointment.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/api.appointment-slots";

export async function loader({ url }: Route.LoaderArgs) {
  const date = url.searchParams.get("datum") ?? "";
  if (!parseIsoDate(date)) {
    return Response.json({ ok: false, title: "Ongeldige datum" }, { status: 400 });
  }
  const slots = await freeSlots(getDb(), date);
  // Bookings change every minute; never cache.
  return Response.json({ ok: true, date, slots }, { headers: { "Cache-Control": "no-store" } });
}
