// /employee-login/2fa: a staff account without TOTP sets it up here before it sees any lead.
import QRCode from "qrcode";
import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, useFocusFirstInvalid } from "~/components/staff/form-field";
import { LogoutButton } from "~/components/staff/logout-button";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { codeSchema } from "~/lib/account-schemas";
import type { FieldErrors } from "~/lib/form-constraints";
import { audit } from "~/server/audit.server";
import { isStaffRole } from "~/lib/roles";
import { callAuth, requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { privatePageMeta } from "~/components/staff/meta";
import { privateMiddleware } from "~/server/staff/http.server";
import { authErrorMessage, keepOnlySession, sessionTokenFrom } from "~/server/staff/sign-in.server";
import { readForm } from "~/server/http/form.server";
import type { Route } from "./+types/employee-login.2fa";

export const middleware = [privateMiddleware];

async function requireEnrollingStaff(request: Request) {
  const user = await requireUser(request);
  if (!isStaffRole(user.role)) throw redirect("/dashboard");
  if (user.twoFactorEnabled) throw redirect("/employee");
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireEnrollingStaff(request);
  return { email: user.email };
}

const totpUriPattern = /^otpauth:\/\/totp\/[^\s]{1,300}$/;

interface Setup {
  totpURI: string;
  qr: string;
  secret: string;
  backupCodes: string[];
}

async function setupFor(totpURI: string, backupCodes: string[]): Promise<Setup> {
  // Rendered on the server as SVG so no QR library ships to the browser.
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    totpURI,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes,
  };
}

/** `formError`: the step failed as a whole (wrong password or code, rate limit); `fieldErrors`: a field's format. */
type ActionData = { formError?: string; fieldErrors?: FieldErrors; setup?: Setup };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireEnrollingStaff(request);
  const form = await readForm(request);

  if (form.intent === "verify") {
    const uri = form.totpURI ?? "";
    const backupCodes = (form.backupCodes ?? "")
      .split(",")
      .filter((c) => /^[A-Za-z0-9-]{1,40}$/.test(c))
      .slice(0, 20);
    const setup = totpUriPattern.test(uri) ? await setupFor(uri, backupCodes) : undefined;
    const code = codeSchema.safeParse(form.code ?? "");
    if (!code.success)
      return data<ActionData>(
        { fieldErrors: { code: code.error.issues[0]?.message ?? "Ongeldige code." }, setup },
        { status: 400 },
      );
    const result = await callAuth(request, context, "/two-factor/verify-totp", { code: code.data });
    if (!result.ok)
      return data<ActionData>({ formError: authErrorMessage(result), setup }, { status: result.status });
    // Sessions signed in before TOTP existed (other devices) must not pass as TOTP-verified; better-auth has
    // just replaced this browser's session with a new one (in the Set-Cookie).
    const token = sessionTokenFrom(result.headers);
    if (token) await keepOnlySession(user.id, token);
    await audit(getDb(), {
      actorId: user.id,
      action: "auth.2fa_enrolled",
      targetType: "user",
      targetId: user.id,
    });
    throw redirect("/employee", { headers: result.headers });
  }

  const password = form.password ?? "";
  if (!password)
    return data<ActionData>({ fieldErrors: { password: "Vul je wachtwoord in." } }, { status: 400 });
  const result = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(
    request,
    context,
    "/two-factor/enable",
    {
      password,
    },
  );
  if (!result.ok || !result.body.totpURI)
    return data<ActionData>(
      { formError: authErrorMessage(result) },
      { status: result.ok ? 500 : result.status },
    );
  return data<ActionData>(
    { setup: await setupFor(result.body.totpURI, result.body.backupCodes ?? []) },
    { headers: result.headers },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Tweestapsverificatie instellen", matches[0].loaderData.site);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

export default function EnrolTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const setup = actionData?.setup;
  const errors = actionData?.fieldErrors;
  const passwordFormRef = useFocusFirstInvalid(setup ? undefined : errors);
  const codeFormRef = useFocusFirstInvalid(setup ? errors : undefined);
  // Step 2 replaces the password form and the button that sent it: focus goes to its heading, from where the
  // QR code and backup codes are read before the code field.
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);
  const showsSetup = Boolean(setup);
  useEffect(() => {
    if (showsSetup) stepTwoHeading.current?.focus();
  }, [showsSetup]);
  return (
    <AccountShell title="Tweestapsverificatie instellen">
      <div className="mx-auto max-w-2xl space-y-6">
        <p className="text-slate-700">
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
                error={errors?.password}
              />
              <Button type="submit" busy={busy}>
                {busy ? "Bezig..." : "Verder"}
              </Button>
            </Form>
          </Card>
        ) : (
          <Card>
            <h2 ref={stepTwoHeading} tabIndex={-1} className="mb-4 text-xl font-semibold text-ink">
              Stap 2: scan de QR-code
            </h2>
            <div className="grid gap-6 sm:grid-cols-[200px_1fr]">
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
              <section
                aria-labelledby="backup-title"
                className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4"
              >
                <h3 id="backup-title" className="font-semibold text-amber-950">
                  Back-upcodes
                </h3>
                <p className="mt-1 text-sm text-amber-950">
                  Bewaar deze codes op een veilige plek. Elke code werkt één keer als je je telefoon niet bij
                  de hand hebt. Ze worden maar één keer getoond.
                </p>
                <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm text-amber-950 sm:grid-cols-5">
                  {setup.backupCodes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Form ref={codeFormRef} method="post" className="mt-6 space-y-4" aria-label="Code bevestigen">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
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
                error={errors?.code}
              />
              <Button type="submit" busy={busy}>
                {busy ? "Controleren..." : "Bevestigen"}
              </Button>
            </Form>
          </Card>
        )}
        <LogoutButton />
      </div>
    </AccountShell>
  );
}
