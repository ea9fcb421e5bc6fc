// POST /api/bezoek – the first-party page-view beacon (docs/behaviour.md#screens-and-routes "records a page visit").
import { handleBeacon } from "~/server/analytics/beacon.server";
import type { Route } from "./+types/api.visit";

export function action({ request, context }: Route.ActionArgs) {
  return handleBeacon(request, context);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleBeacon(request, context);
}
