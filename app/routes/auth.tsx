// /auth: customers sign in or create an account. Public sign-up always makes a customer.
import { Form, Link, redirect, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { accountCopy } from "~/content/account";
import { credentialsSchema, signUpSchema } from "~/lib/account-schemas";
import { constraintsFrom } from "~/lib/form-constraints";
import { PASSWORD_MIN_LENGTH } from "~/lib/password";
import { isSignedOutNotice, RETURN_PARAM, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { passwordCopy, passwordPaths } from "~/content/password";
import { getUser, homeFor } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { signInDescriptions } from "~/content/staff-access";
import { privateMiddleware } from "~/server/staff/http.server";
import { customerAuthAction } from "~/server/account/auth-page.server";
import type { Route } from "./+types/auth";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const returnPath = safeReturnPath(url.searchParams.get(RETURN_PARAM));
  const user = await getUser(request);
  if (user) throw redirect(returnPath ?? homeFor(user));
  return { returnPath, signedOut: isSignedOutNotice(url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return customerAuthAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Inloggen of account aanmaken", matches[0].loaderData.site, signInDescriptions.auth);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const signInConstraints = constraintsFrom(credentialsSchema);
const signUpConstraints = constraintsFrom(signUpSchema);

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnPath, signedOut } = loaderData;
  const navigation = useNavigation();
  const busy = useSending();
  const signIn = actionData?.intent === "sign-in" ? actionData : undefined;
  const signUp = actionData?.intent === "sign-up" ? actionData : undefined;
  const signUpSent = Boolean(signUp?.sent);
  const signInRef = useFocusFirstInvalid(signIn?.fieldErrors);
  const signUpRef = useFocusFirstInvalid(signUp?.fieldErrors);
  return (
    <AccountShell title="Inloggen of account aanmaken">
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-ink">Inloggen</h2>
          <Form ref={signInRef} method="post" className="space-y-4" aria-label="Inloggen">
            <input type="hidden" name="intent" value="sign-in" />
            {returnPath ? <input type="hidden" name={RETURN_PARAM} value={returnPath} /> : null}
            <FormError message={signIn?.formError} />
            <Notice message={signedOut && !signIn ? accountCopy.signedOut : null} />
            <Field
              id="signin-email"
              name="email"
              label="E-mailadres"
              autoComplete="email"
              {...signInConstraints.email}
              defaultValue={signIn?.email}
              autoFocus={Boolean(signIn?.formError)}
              error={signIn?.fieldErrors?.email}
            />
            <Field
              id="signin-password"
              name="password"
              type="password"
              label="Wachtwoord"
              autoComplete="current-password"
              {...signInConstraints.password}
              error={signIn?.fieldErrors?.password}
            />
            <Button type="submit" className="w-full" busy={busy}>
              {busy && navigation.formData?.get("intent") === "sign-in" ? "Bezig..." : "Inloggen"}
            </Button>
          </Form>
          <p className="mt-4 text-sm">
            <Link className="font-semibold text-brand-700 underline" to={passwordPaths.forgot}>
              {passwordCopy.forgotLink}
            </Link>
          </p>
          <p className="mt-4 text-sm text-slate-700">
            Medewerker?{" "}
            <Link
              className="font-semibold text-brand-700 underline"
              to={withReturnPath("/employee-login", returnPath)}
            >
              Log in via het medewerkersportaal
            </Link>
          </p>
        </Card>
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-ink">Account aanmaken</h2>
          <Form ref={signUpRef} method="post" className="space-y-4" aria-label="Account aanmaken">
            <input type="hidden" name="intent" value="sign-up" />
            <FormError message={signUp?.formError} />
            <Notice message={signUpSent ? accountCopy.signUpSent : null} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="signup-first-name"
                name="firstName"
                label="Voornaam (optioneel)"
                autoComplete="given-name"
                {...signUpConstraints.firstName}
                defaultValue={signUp?.firstName}
                error={signUp?.fieldErrors?.firstName}
              />
              <Field
                id="signup-last-name"
                name="lastName"
                label="Achternaam (optioneel)"
                autoComplete="family-name"
                {...signUpConstraints.lastName}
                defaultValue={signUp?.lastName}
                error={signUp?.fieldErrors?.lastName}
              />
            </div>
            <Field
              id="signup-email"
              name="email"
              label="E-mailadres"
              autoComplete="email"
              {...signUpConstraints.email}
              defaultValue={signUp?.email}
              error={signUp?.fieldErrors?.email}
            />
            <Field
              id="signup-password"
              name="password"
              type="password"
              label="Wachtwoord"
              autoComplete="new-password"
              {...signUpConstraints.password}
              hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens.`}
              error={signUp?.fieldErrors?.password}
            />
            <Button type="submit" variant="secondary" className="w-full" busy={busy}>
              {busy && navigation.formData?.get("intent") === "sign-up" ? "Bezig..." : "Account aanmaken"}
            </Button>
          </Form>
        </Card>
      </div>
    </AccountShell>
  );
}
