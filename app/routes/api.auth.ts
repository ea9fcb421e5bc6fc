// better-auth's HTTP API (/api/auth/*): the pages call it from their actions; kept reachable for API clients.
import { handleAuthRequest } from "~/server/auth.server";
import { markPrivate } from "~/server/staff/http.server";
import type { Route } from "./+types/api.auth";

export async function loader({ request, context }: Route.LoaderArgs) {
  return markPrivate(await handleAuthRequest(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return markPrivate(await handleAuthRequest(request, context));
}
