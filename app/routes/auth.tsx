// /auth: customers sign in or create an account. Public sign-up always makes a customer.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { accountCopy } from "~/content/account";
import { credentialsSchema, signUpSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { PASSWORD_MIN_LENGTH } from "~/lib/password";
import { isSignedOutNotice, RETURN_PARAM, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { passwordCopy, passwordPaths } from "~/content/password";
import { callAuth } from "~/server/auth-calls.server";
import { getUser, homeFor } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { signInDescriptions } from "~/content/staff-access";
import { privateMiddleware } from "~/server/staff/http.server";
import { authErrorMessage, signInWithPassword } from "~/server/staff/sign-in.server";
import { readForm } from "~/server/http/form.server";
import type { Route } from "./+types/auth";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const returnPath = safeReturnPath(url.searchParams.get(RETURN_PARAM));
  const user = await getUser(request);
  if (user) throw redirect(returnPath ?? homeFor(user));
  return { returnPath, signedOut: isSignedOutNotice(url) };
}

type ActionData = {
  intent: "sign-in" | "sign-up";
  /** A failure of the whole form (wrong password, rate limit), shown at its top. */
  formError?: string;
  fieldErrors?: FieldErrors;
  /** Sign-up went through: the same answer for a new and an existing address. */
  sent?: boolean;
  email: string;
  firstName?: string;
  lastName?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.intent === "sign-up") {
    const parsed = signUpSchema.safeParse(form);
    const echo = {
      intent: "sign-up" as const,
      email: form.email ?? "",
      firstName: form.firstName ?? "",
      lastName: form.lastName ?? "",
    };
    if (!parsed.success)
      return data<ActionData>({ ...echo, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
    const { email, password, firstName, lastName } = parsed.data;
    // Only these fields go to better-auth: a role in the request is never forwarded (the profile hook sets customer).
    const result = await callAuth(request, context, "/sign-up/email", {
      email,
      password,
      name: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
    });
    if (!result.ok)
      return data<ActionData>({ ...echo, formError: authErrorMessage(result) }, { status: result.status });
    // No session and no cookies: only the link in the mail signs in. An existing address's owner gets a
    // notice instead (better-auth.server.ts), so this answer says nothing about whether the address has an account.
    return data<ActionData>({ intent: "sign-up", sent: true, email: "" });
  }

  const parsed = credentialsSchema.safeParse(form);
  const echo = { intent: "sign-in" as const, email: form.email ?? "" };
  if (!parsed.success)
    return data<ActionData>({ ...echo, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const outcome = await signInWithPassword(request, context, parsed.data.email, parsed.data.password);
  if (outcome.kind === "error")
    return data<ActionData>({ ...echo, formError: outcome.message }, { status: outcome.status });
  // The page's own guard decides from there (a customer sent to a staff page still lands on /dashboard).
  const returnPath = safeReturnPath(form[RETURN_PARAM]);
  if (outcome.kind === "two-factor")
    throw redirect(withReturnPath("/employee-login?stap=code", returnPath), { headers: outcome.headers });
  throw redirect(returnPath ?? outcome.location, { headers: outcome.headers });
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
