// /setup/:token: the link `npm start` prints while no admin exists (server/staff/setup-link.server). The first
// admin chooses e-mail, name and password here, is signed in and goes straight on to the TOTP set-up. Once an
// admin exists every link answers 410; an unknown or spent one 404.
import { data, Form, redirect } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, FormFields, useFocusFirstInvalid } from "~/components/form/field";
import { NewPasswordFields } from "~/components/form/new-password-fields";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { describeBoundaryError, ErrorMessage } from "~/components/error-boundary";
import { setupCopy } from "~/content/staff-access";
import { signUpSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from "~/lib/password";
import { z } from "~/lib/zod";
import { requestInfoContext } from "~/request-context";
import { callAuth } from "~/server/auth-calls.server";
import { ENROL_PATH } from "~/server/auth.server";
import { getAuthFor } from "~/server/better-auth.server";
import { getDb } from "~/server/db/index.server";
import { readForm } from "~/server/http/form.server";
import { hitRateLimit, ipKey } from "~/server/rate-limit.server";
import { markPrivate, privateMiddleware } from "~/server/staff/http.server";
import { createFirstAdmin, setupTokenState, type SetupTokenState } from "~/server/staff/setup-link.server";
import { signInWithPassword, TOO_MANY } from "~/server/staff/sign-in.server";
import type { Route } from "./+types/setup";

/** Sign-up's fields (the password rule of every new password) and the password once more. */
const setupSchema = signUpSchema
  .extend({
    passwordRepeat: z
      .string()
      .min(1, { error: setupCopy.repeatMissing })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG }),
  })
  .refine((form) => form.password === form.passwordRepeat, {
    path: ["passwordRepeat"],
    error: setupCopy.repeatMismatch,
  });

export const middleware = [privateMiddleware];

/** Posts per client IP a minute, as for sign-in (better-auth's rule); page loads (token lookups) get more. */
const POSTS_PER_MINUTE = 5;
const LOADS_PER_MINUTE = 20;

function refuseLink(state: Exclude<SetupTokenState, "valid">): never {
  if (state === "gone") throw data(setupCopy.gone, { status: 410 });
  throw data(setupCopy.invalid, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ip = context.get(requestInfoContext).ip;
  const limit = await hitRateLimit(getDb(), ipKey("setup-load", ip), LOADS_PER_MINUTE);
  if (!limit.allowed)
    throw data(TOO_MANY, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
  const state = await setupTokenState(getDb(), params.token);
  if (state !== "valid") refuseLink(state);
  return null;
}

type ActionData = {
  formError?: string;
  fieldErrors?: FieldErrors;
  values?: { email?: string; firstName?: string; lastName?: string };
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const ip = context.get(requestInfoContext).ip;
  const limit = await hitRateLimit(getDb(), ipKey("setup-post", ip), POSTS_PER_MINUTE);
  if (!limit.allowed)
    return data<ActionData>(
      { formError: TOO_MANY },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  const db = getDb();
  const state = await setupTokenState(db, params.token);
  if (state !== "valid") refuseLink(state);
  const form = await readForm(request);
  const values = { email: form.email, firstName: form.firstName, lastName: form.lastName };
  const parsed = setupSchema.safeParse(form);
  if (!parsed.success)
    return data<ActionData>({ fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
  const { email, password, firstName, lastName } = parsed.data;
  const created = await createFirstAdmin(getAuthFor(request), db, params.token, {
    email,
    password,
    firstName,
    lastName,
  });
  if (!created.ok) {
    if (created.reason === "exists")
      return data<ActionData>({ fieldErrors: { email: setupCopy.emailTaken }, values }, { status: 400 });
    refuseLink(created.reason);
  }
  // Signed in like any new staff member (password, no TOTP yet), then on to the TOTP set-up.
  const signedIn = await signInWithPassword(request, context, email, password);
  if (signedIn.kind !== "signed-in") throw markPrivate(redirect("/employee-login"));
  const headers = new Headers(signedIn.headers);
  // The password was typed a moment ago: start the set-up with it, so the QR code is the next thing shown. The
  // enrolment call needs the new session, which is only in the Set-Cookie lines so far.
  const session = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const enrolment = await callAuth(
    new Request(request.url, { headers: { cookie: session } }),
    context,
    "/two-factor/enable",
    { password },
  );
  for (const line of enrolment.headers.getSetCookie()) headers.append("set-cookie", line);
  throw redirect(ENROL_PATH, { headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(setupCopy.pageTitle, matches[0].loaderData.site, setupCopy.description);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const description = describeBoundaryError(error);
  const title =
    description.status === 410
      ? setupCopy.goneTitle
      : description.status === 404
        ? setupCopy.invalidTitle
        : description.title;
  return (
    <AccountShell title={title}>
      <ErrorMessage description={description} back={{ to: "/employee-login", label: setupCopy.signInLink }} />
    </AccountShell>
  );
}

const constraints = constraintsFrom(setupSchema);

export default function SetupPage({ actionData }: Route.ComponentProps) {
  const busy = useSending();
  const errors = actionData?.fieldErrors;
  const formRef = useFocusFirstInvalid(errors);
  return (
    <AccountShell title={setupCopy.pageTitle}>
      <Card className="mx-auto max-w-lg">
        <p className="mb-6 text-slate-700">{setupCopy.intro}</p>
        <Form ref={formRef} method="post" className="space-y-4" aria-label={setupCopy.formLabel}>
          <FormError message={actionData?.formError} />
          <FormFields constraints={constraints} errors={errors} values={actionData?.values}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="first-name"
                name="firstName"
                label="Voornaam (optioneel)"
                autoComplete="given-name"
              />
              <Field
                id="last-name"
                name="lastName"
                label="Achternaam (optioneel)"
                autoComplete="family-name"
              />
            </div>
            <Field id="email" name="email" label="E-mailadres" autoComplete="username" />
            <NewPasswordFields
              password={{ id: "password", name: "password", label: "Wachtwoord" }}
              confirm={{ id: "password-repeat", name: "passwordRepeat", label: setupCopy.repeatLabel }}
            />
          </FormFields>
          <Button type="submit" className="w-full" busy={busy}>
            {busy ? setupCopy.submitting : setupCopy.submit}
          </Button>
        </Form>
      </Card>
    </AccountShell>
  );
}
