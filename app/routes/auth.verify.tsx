// /auth/bevestigen: the page an e-mail verification link opens (GET ?token=…), and where the dashboard's
// "new link" form posts. better-auth checks the token; this page answers in Dutch instead of its JSON.
import { data, Link, redirect } from "react-router";
import { AccountShell } from "~/components/staff/account-shell";
import { FormError } from "~/components/form/field";
import { noIndexMeta } from "~/components/staff/meta";
import { Card } from "~/components/ui/card";
import { accountCopy } from "~/content/account";
import { callAuth, verifyEmailToken, type AuthCallResult } from "~/server/auth-calls.server";
import { getUser } from "~/server/auth.server";
import { privateMiddleware } from "~/server/staff/http.server";
import { authErrorMessage, TOO_MANY } from "~/server/staff/sign-in.server";
import type { Route } from "./+types/auth.verify";

export const middleware = [privateMiddleware];

/** A verification token is a short JWT; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 2048;

function verifyErrorMessage(result: AuthCallResult): string {
  if (result.status === 429) return TOO_MANY;
  switch (result.body.code) {
    case "TOKEN_EXPIRED":
      return accountCopy.linkExpired;
    case "STAFF_SIGN_IN_REQUIRED":
      return accountCopy.staffVerified;
    case "ACCOUNT_DEACTIVATED":
      return authErrorMessage(result);
    default:
      return accountCopy.linkInvalid;
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (!token || token.length > MAX_TOKEN_LENGTH)
    return data({ error: accountCopy.linkInvalid }, { status: 400 });
  const result = await verifyEmailToken(request, context, token);
  // Verified: the Set-Cookie signs the customer in (an address verified before just lands there, or on /auth).
  if (result.ok) throw redirect("/dashboard?bevestigd=1", { headers: result.headers });
  return data({ error: verifyErrorMessage(result) }, { status: result.status === 429 ? 429 : 400 });
}

/** "Stuur een nieuwe link" on /dashboard: a fresh link to the signed-in user's own address. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect("/auth");
  if (user.emailVerified) throw redirect("/dashboard");
  const result = await callAuth(request, context, "/send-verification-email", { email: user.email });
  if (result.ok) throw redirect("/dashboard?link=verstuurd");
  return data(
    { error: result.status === 429 ? TOO_MANY : authErrorMessage(result) },
    { status: result.status === 429 ? 429 : 400 },
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: accountCopy.pageTitle }, noIndexMeta];
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData?.error;
  return (
    <AccountShell title={accountCopy.pageTitle}>
      <Card className="max-w-xl space-y-4">
        <h2 className="text-xl font-semibold text-ink">
          {actionData ? accountCopy.resendFailedTitle : accountCopy.linkInvalidTitle}
        </h2>
        <FormError message={error} />
        <p className="flex flex-wrap gap-4">
          <Link className="font-semibold text-brand-700 underline" to="/auth">
            {accountCopy.signInLink}
          </Link>
          <Link className="font-semibold text-brand-700 underline" to="/dashboard">
            {accountCopy.dashboardLink}
          </Link>
        </p>
      </Card>
    </AccountShell>
  );
}
