// better-auth's HTTP API (/api/auth/*): the pages call it from their actions; kept reachable for API clients.
import { handleAuthRequest } from "~/server/auth-calls.server";
import { screenAuthRequest } from "~/server/http/auth-body.server";
import { markPrivate } from "~/server/staff/http.server";
import type { Route } from "./+types/api.auth";

export async function loader({ request, context }: Route.LoaderArgs) {
  return markPrivate(await handleAuthRequest(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  // Bodies the library would answer with a 500 (null or NUL-containing names, junk) get a 4xx here.
  const screened = await screenAuthRequest(request);
  if (screened instanceof Response) return markPrivate(screened);
  return markPrivate(await handleAuthRequest(screened, context));
}
