// POST /auth/logout ends the session (cookie and database row).
import { redirect } from "react-router";
import { callAuth } from "~/server/auth.server";
import { markPrivate } from "~/server/staff/http.server";
import type { Route } from "./+types/auth.logout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuth(request, context, "/sign-out", {});
  return markPrivate(redirect("/auth", { headers: result.headers }));
}
