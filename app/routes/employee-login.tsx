// /employee-login: staff sign in with e-mail and password, then the TOTP code (or a backup code).
import { Form, Link, redirect } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { accountCopy } from "~/content/account";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { credentialsSchema } from "~/lib/account-schemas";
import { passwordCopy, passwordPaths } from "~/content/password";
import { isSignedOutNotice, RETURN_PARAM, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { constraintsFrom } from "~/lib/form-constraints";
import { getUser, homeFor } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { signInDescriptions } from "~/content/staff-access";
import { privateMiddleware } from "~/server/staff/http.server";
import { hasTwoFactorChallenge } from "~/server/staff/sign-in.server";
import { staffSignInAction } from "~/server/staff/sign-in-page.server";
import type { Route } from "./+types/employee-login";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const returnPath = safeReturnPath(url.searchParams.get(RETURN_PARAM));
  const user = await getUser(request);
  if (user) throw redirect(returnPath ?? homeFor(user));
  const step =
    url.searchParams.get("stap") === "code" && hasTwoFactorChallenge(request) ? "code" : "password";
  return {
    step: step as "code" | "password",
    backup: url.searchParams.get("methode") === "backup",
    returnPath,
    signedOut: isSignedOutNotice(url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return staffSignInAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Inloggen medewerkers", matches[0].loaderData.site, signInDescriptions.employeeLogin);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const credentialConstraints = constraintsFrom(credentialsSchema);

export default function EmployeeLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { step, backup, returnPath, signedOut } = loaderData;
  const returnField = returnPath ? <input type="hidden" name={RETURN_PARAM} value={returnPath} /> : null;
  const errors = actionData?.fieldErrors;
  const passwordFormRef = useFocusFirstInvalid(errors);
  return (
    <AccountShell title="Inloggen medewerkers">
      <Card className="mx-auto max-w-md">
        {step === "password" ? (
          <Form ref={passwordFormRef} method="post" className="space-y-4" aria-label="Inloggen medewerkers">
            <input type="hidden" name="intent" value="password" />
            {returnField}
            <FormError message={actionData?.formError} />
            <Notice message={signedOut && !actionData ? accountCopy.signedOut : null} />
            <Field
              id="email"
              name="email"
              label="E-mailadres"
              autoComplete="username"
              {...credentialConstraints.email}
              defaultValue={actionData?.email}
              error={errors?.email}
            />
            <Field
              id="password"
              name="password"
              type="password"
              label="Wachtwoord"
              autoComplete="current-password"
              {...credentialConstraints.password}
              error={errors?.password}
            />
            <Button type="submit" className="w-full" busy={busy}>
              {busy ? "Bezig..." : "Verder"}
            </Button>
            <p className="text-sm">
              <Link className="font-semibold text-brand-700 underline" to={passwordPaths.forgot}>
                {passwordCopy.forgotLink}
              </Link>
            </p>
          </Form>
        ) : (
          // Keyed: without it React reuses the password step's inputs here, so the code field would show the
          // typed password as text and keep the focus on the button instead of the field.
          <Form
            key={backup ? "backup" : "code"}
            method="post"
            className="space-y-4"
            aria-label="Verificatiecode"
          >
            <h2 className="text-xl font-semibold text-ink">Tweestapsverificatie</h2>
            <input type="hidden" name="intent" value={backup ? "backup" : "totp"} />
            {returnField}
            <FormError message={actionData?.formError} />
            {backup ? (
              <Field
                id="code"
                name="code"
                label="Back-upcode"
                autoComplete="one-time-code"
                required
                autoFocus
                hint="Elke back-upcode werkt één keer."
              />
            ) : (
              <Field
                id="code"
                name="code"
                label="Code uit je authenticator-app"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                autoFocus
                hint="Zes cijfers, bijvoorbeeld uit Google Authenticator of Microsoft Authenticator."
              />
            )}
            <Button type="submit" className="w-full" busy={busy}>
              {busy ? "Controleren..." : "Inloggen"}
            </Button>
            <p className="text-sm text-slate-700">
              {backup ? (
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={withReturnPath("/employee-login?stap=code", returnPath)}
                >
                  Code uit de app gebruiken
                </Link>
              ) : (
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={withReturnPath("/employee-login?stap=code&methode=backup", returnPath)}
                >
                  Telefoon kwijt? Gebruik een back-upcode
                </Link>
              )}
            </p>
            <p className="text-sm text-slate-700">
              <Link
                className="font-semibold text-brand-700 underline"
                to={withReturnPath("/employee-login", returnPath)}
              >
                Opnieuw beginnen
              </Link>
            </p>
          </Form>
        )}
      </Card>
    </AccountShell>
  );
}
