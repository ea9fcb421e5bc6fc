// /employee-login/2fa: a staff account without TOTP sets it up here before it sees any lead. The set-up started
// with the password stays until a code confirms it or the user cancels it (staff/two-factor.server), so a reload
// shows the same QR code and backup codes.
import { useEffect, useRef } from "react";
import { Form, redirect, useNavigationType } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, useFocusFirstInvalid } from "~/components/form/field";
import { LogoutButton } from "~/components/staff/logout-button";
import { BackupCodes } from "~/components/account/backup-codes";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { signInDescriptions, twoFactorCopy } from "~/content/staff-access";
import { codeSchema } from "~/lib/account-schemas";
import { resultFor } from "~/lib/intent";
import { z } from "~/lib/zod";
import { ENROL_PATH } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { privateMiddleware } from "~/server/staff/http.server";
import { authErrorMessage } from "~/server/staff/sign-in.server";
import {
  cancelEnrolment,
  confirmEnrolment,
  enrolmentSetup,
  hasPendingEnrolment,
  startEnrolment,
} from "~/server/staff/enrolment.server";
import { requireEnrollingStaff } from "~/server/staff/two-factor.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import type { Route } from "./+types/employee-login.2fa";

export const middleware = [privateMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireEnrollingStaff(request);
  return { email: user.email, setup: await enrolmentSetup(request, user) };
}

const startSchema = z.object({ password: z.string().min(1, { error: "Vul je wachtwoord in." }) });
const verifySchema = z.object({ code: codeSchema });

/** `formError`: the step failed as a whole (wrong password or code, rate limit); `fieldErrors`: a field's format. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireEnrollingStaff(request);
  return dispatchIntent(
    request,
    {
      start: intent(startSchema, async ({ password }) => {
        // A set-up already under way (the form sent twice, or from an old tab) is kept, not replaced.
        if (await hasPendingEnrolment(request, user)) throw redirect(ENROL_PATH);
        const result = await startEnrolment(request, context, password);
        if (!result.ok || !result.body.totpURI)
          return { formError: authErrorMessage(result), status: result.ok ? 500 : result.status };
        // The loader shows the set-up better-auth stored; a reload is then a plain GET of the same QR code.
        throw redirect(ENROL_PATH, { headers: result.headers });
      }),
      verify: intent(verifySchema, async ({ code }) => {
        // better-auth checks the code against the pending secret and marks the set-up verified.
        const result = await confirmEnrolment(request, context, user, code);
        if (!result.ok) return { formError: authErrorMessage(result), status: result.status };
        throw redirect("/employee", { headers: result.headers });
      }),
      cancel: intent(z.object({}), async () => {
        await cancelEnrolment(user);
        throw redirect(ENROL_PATH);
      }),
    },
    { unknown: twoFactorCopy.unknownAction },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Tweestapsverificatie instellen", matches[0].loaderData.site, signInDescriptions.twoFactor);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

export default function EnrolTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { setup } = loaderData;
  const started = resultFor(actionData, "start");
  const verified = resultFor(actionData, "verify");
  const passwordFormRef = useFocusFirstInvalid(setup ? undefined : started?.fieldErrors);
  const codeFormRef = useFocusFirstInvalid(setup ? verified?.fieldErrors : undefined);
  // Step 2 replaces the password form and the button that sent it (or the set-up page's form): focus goes to
  // its heading, from where the QR code and backup codes are read before the code field. Not on a reload or a
  // step back in the history ("POP"), which start where the browser puts them.
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const showsSetup = Boolean(setup);
  const showedSetup = useRef(showsSetup);
  useEffect(() => {
    if (showsSetup && (!showedSetup.current || navigationType !== "POP")) stepTwoHeading.current?.focus();
    showedSetup.current = showsSetup;
    // Only when step 2 appears; the navigation type is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showsSetup]);
  return (
    <AccountShell title="Tweestapsverificatie instellen">
      <div className="mx-auto max-w-2xl space-y-6">
        <p className="text-slate-700 print:hidden">
          Medewerkers loggen in met hun wachtwoord én een code uit een authenticator-app. Stel die eerst in
          voor <strong>{loaderData.email}</strong>; daarna zie je de aanvragen.
        </p>
        {!setup ? (
          <Card>
            <h2 className="mb-4 text-xl font-semibold text-ink">Stap 1: bevestig je wachtwoord</h2>
            <Form
              ref={passwordFormRef}
              method="post"
              className="space-y-4"
              aria-label="Wachtwoord bevestigen"
            >
              <input type="hidden" name="intent" value="start" />
              <FormError message={actionData?.formError} />
              <Field
                id="password"
                name="password"
                type="password"
                label="Wachtwoord"
                autoComplete="current-password"
                required
                error={started?.fieldErrors?.password}
              />
              <Button type="submit" busy={busy}>
                {busy ? "Bezig..." : "Verder"}
              </Button>
            </Form>
          </Card>
        ) : (
          <Card className="print:border-0 print:p-0 print:shadow-none">
            <h2
              ref={stepTwoHeading}
              tabIndex={-1}
              className="mb-4 text-xl font-semibold text-ink print:hidden"
            >
              Stap 2: scan de QR-code
            </h2>
            <div className="grid gap-6 sm:grid-cols-[200px_1fr] print:hidden">
              <img
                src={setup.qr}
                width={200}
                height={200}
                alt="QR-code om dit account aan je authenticator-app toe te voegen"
                className="rounded-lg border border-slate-200 bg-white"
              />
              <div className="space-y-3 text-sm text-slate-800">
                <p>Open je authenticator-app, kies &lsquo;account toevoegen&rsquo; en scan de code.</p>
                <p>
                  Kun je niet scannen? Voer deze sleutel in:{" "}
                  <code data-testid="totp-secret" className="rounded bg-slate-100 px-1.5 py-0.5 break-all">
                    {setup.secret}
                  </code>
                </p>
              </div>
            </div>
            {setup.backupCodes.length ? (
              <BackupCodes codes={setup.backupCodes} email={loaderData.email} />
            ) : null}
            <Form
              ref={codeFormRef}
              method="post"
              className="mt-6 space-y-4 print:hidden"
              aria-label="Code bevestigen"
            >
              <input type="hidden" name="intent" value="verify" />
              <FormError message={actionData?.formError} />
              <Field
                id="code"
                name="code"
                label="Stap 3: vul de code uit de app in"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                error={verified?.fieldErrors?.code}
              />
              <Button type="submit" busy={busy}>
                {busy ? "Controleren..." : "Bevestigen"}
              </Button>
            </Form>
            <Form method="post" className="mt-6 border-t border-slate-200 pt-4 print:hidden">
              <input type="hidden" name="intent" value="cancel" />
              <p className="mb-2 text-sm text-slate-700">{twoFactorCopy.cancelHint}</p>
              <Button type="submit" variant="outline" size="sm">
                {twoFactorCopy.cancel}
              </Button>
            </Form>
          </Card>
        )}
        <div className="print:hidden">
          <LogoutButton />
        </div>
      </div>
    </AccountShell>
  );
}
