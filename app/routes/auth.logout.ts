// POST /auth/logout ends the session (cookie and database row) and lands on the sign-in page of the one who left:
// staff on /employee-login, customers on /auth, both saying "Je bent uitgelogd." (docs/accounts-and-avg.md).
import { redirect } from "react-router";
import { SIGNED_OUT_PARAM } from "~/lib/return-path";
import { isStaffRole } from "~/lib/roles";
import { callAuth } from "~/server/auth-calls.server";
import { getUser } from "~/server/auth.server";
import { markPrivate } from "~/server/staff/http.server";
import type { Route } from "./+types/auth.logout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request);
  const result = await callAuth(request, context, "/sign-out", {});
  const signIn = user && isStaffRole(user.role) ? "/employee-login" : "/auth";
  return markPrivate(redirect(`${signIn}?${SIGNED_OUT_PARAM}`, { headers: result.headers }));
}
