// /auth/wachtwoord-herstellen?token=…: the page a reset link opens. It checks the token, takes the new password
// (typed twice) and hands both to better-auth, which spends the token and ends every session of the account. No
// one is signed in here: a customer signs in at /auth, staff at /employee-login with their TOTP code as always.
import { data, Form, Link } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { FormError, FormFields, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { NewPasswordFields } from "~/components/form/new-password-fields";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { passwordCopy, passwordPaths } from "~/content/password";
import { resetPasswordSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { readForm } from "~/server/http/form.server";
import { resetPassword, resetTokenOwner } from "~/server/staff/password.server";
import { privateMiddleware } from "~/server/staff/http.server";
import type { Route } from "./+types/auth.reset-password";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (!(await resetTokenOwner(request, token)))
    return data({ token: null, error: passwordCopy.linkInvalid }, { status: 400 });
  return { token, error: null };
}

type ActionData = {
  formError?: string;
  fieldErrors?: FieldErrors;
  /** Done: where to sign in now (staff: the staff portal, with TOTP). */
  done?: { staff: boolean };
  /** The token is spent, expired or unknown: no form any more, a new link instead. */
  invalid?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(await readForm(request));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token)
      return data<ActionData>({ invalid: true, formError: passwordCopy.linkInvalid }, { status: 400 });
    return data<ActionData>({ fieldErrors: errors }, { status: 400 });
  }
  const owner = await resetTokenOwner(request, parsed.data.token);
  if (!owner)
    return data<ActionData>({ invalid: true, formError: passwordCopy.linkInvalid }, { status: 400 });
  const result = await resetPassword(request, context, parsed.data.token, parsed.data.newPassword);
  if (!result.ok)
    return data<ActionData>(
      { formError: result.formError, invalid: result.formError === passwordCopy.linkInvalid },
      { status: result.status },
    );
  return data<ActionData>({ done: { staff: owner.isStaff } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(passwordCopy.resetTitle, matches[0].loaderData.site);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const constraints = constraintsFrom(resetPasswordSchema);
const linkClass = "font-semibold text-brand-700 underline";

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const errors = actionData?.fieldErrors;
  const formRef = useFocusFirstInvalid(errors);
  const done = actionData?.done;
  const invalid = !loaderData.token || actionData?.invalid;
  return (
    <AccountShell
      title={
        done ? passwordCopy.resetDoneTitle : invalid ? passwordCopy.linkInvalidTitle : passwordCopy.resetTitle
      }
    >
      <Card className="mx-auto max-w-md space-y-4">
        {done ? (
          <>
            <Notice message={done.staff ? passwordCopy.resetDoneStaff : passwordCopy.resetDone} />
            <p>
              <Link className={linkClass} to={done.staff ? "/employee-login" : "/auth"}>
                {done.staff ? passwordCopy.staffSignInLink : passwordCopy.signInLink}
              </Link>
            </p>
          </>
        ) : invalid ? (
          <>
            <FormError message={actionData?.formError ?? loaderData.error} />
            <p>
              <Link className={linkClass} to={passwordPaths.forgot}>
                {passwordCopy.newLinkButton}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="text-slate-700">{passwordCopy.resetIntro}</p>
            <Form ref={formRef} method="post" className="space-y-4" aria-label={passwordCopy.resetTitle}>
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <FormError message={actionData?.formError} />
              <FormFields constraints={constraints} errors={errors}>
                <NewPasswordFields />
              </FormFields>
              <Button type="submit" className="w-full" busy={busy}>
                {busy ? "Bezig..." : passwordCopy.resetButton}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </AccountShell>
  );
}
