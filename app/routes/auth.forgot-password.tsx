// /auth/wachtwoord-vergeten: customers and staff ask for a reset link. The answer is the same for a known and an
// unknown address (and takes the same time); only a known one gets the mail.
import { data, Form, Link } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { passwordCopy } from "~/content/password";
import { forgotPasswordSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { readForm } from "~/server/http/form.server";
import { requestPasswordReset } from "~/server/staff/password.server";
import { privateMiddleware } from "~/server/staff/http.server";
import type { Route } from "./+types/auth.forgot-password";

export const middleware = [privateMiddleware];

export function loader() {
  return null;
}

type ActionData = { sent?: boolean; formError?: string; fieldErrors?: FieldErrors; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = forgotPasswordSchema.safeParse(form);
  if (!parsed.success)
    return data<ActionData>({ fieldErrors: fieldErrors(parsed.error), email: form.email }, { status: 400 });
  const result = await requestPasswordReset(request, context, parsed.data.email);
  if (!result.ok)
    return data<ActionData>(
      { formError: result.formError, email: parsed.data.email },
      { status: result.status },
    );
  return data<ActionData>({ sent: true });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(passwordCopy.forgotTitle, matches[0].loaderData.site);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const constraints = constraintsFrom(forgotPasswordSchema);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const busy = useSending();
  const errors = actionData?.fieldErrors;
  const formRef = useFocusFirstInvalid(errors);
  return (
    <AccountShell title={passwordCopy.forgotTitle}>
      <Card className="mx-auto max-w-md">
        <p className="mb-4 text-slate-700">{passwordCopy.forgotIntro}</p>
        <Form ref={formRef} method="post" className="space-y-4" aria-label={passwordCopy.forgotTitle}>
          <FormError message={actionData?.formError} />
          <Notice message={actionData?.sent ? passwordCopy.forgotSent : null} />
          <Field
            id="email"
            name="email"
            label="E-mailadres"
            autoComplete="email"
            {...constraints.email}
            defaultValue={actionData?.email}
            error={errors?.email}
          />
          <Button type="submit" className="w-full" busy={busy}>
            {busy ? "Bezig..." : passwordCopy.forgotButton}
          </Button>
        </Form>
        <p className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link className="font-semibold text-brand-700 underline" to="/auth">
            {passwordCopy.signInLink}
          </Link>
          <Link className="font-semibold text-brand-700 underline" to="/employee-login">
            {passwordCopy.staffSignInLink}
          </Link>
        </p>
      </Card>
    </AccountShell>
  );
}
