// /auth/wachtwoord-wijzigen: every signed-in account changes its password here. An account still on an admin's
// one-time password is sent here by the staff guard ("Kies een nieuw wachtwoord") until it has chosen its own.
import { data, Form, Link, redirect } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, FormFields, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { NewPasswordFields } from "~/components/form/new-password-fields";
import { LogoutButton } from "~/components/staff/logout-button";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { passwordCopy, passwordPaths } from "~/content/password";
import { changePasswordSchema, firstPasswordSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { isStaffRole } from "~/lib/roles";
import { homeFor, requireUser } from "~/server/auth.server";
import { readForm } from "~/server/http/form.server";
import { changePassword, mayChooseFirstPassword, setFirstPassword } from "~/server/staff/password.server";
import { privateMiddleware } from "~/server/staff/http.server";
import type { Route } from "./+types/auth.password";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    forced: user.mustChangePassword,
    // Right after signing in with the one-time password it is not asked again (docs/accounts-and-avg.md).
    askCurrent: !(await mayChooseFirstPassword(user)),
    isStaff: isStaffRole(user.role),
    back: homeFor(user),
    changed: url.searchParams.get("gewijzigd") === "1",
  };
}

type ActionData = { formError?: string; fieldErrors?: FieldErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  let result;
  if (await mayChooseFirstPassword(user)) {
    const parsed = firstPasswordSchema.safeParse(form);
    if (!parsed.success) return data<ActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
    result = await setFirstPassword(request, user, parsed.data.newPassword);
  } else {
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return data<ActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
    result = await changePassword(
      request,
      context,
      user,
      parsed.data.currentPassword,
      parsed.data.newPassword,
    );
  }
  if (!result.ok)
    return data<ActionData>(
      {
        formError: result.formError,
        fieldErrors: result.field ? { [result.field.name]: result.field.message } : undefined,
      },
      { status: result.status },
    );
  // The forced change was the last step before the staff area; otherwise the page confirms the change.
  const next = user.mustChangePassword ? homeFor(user) : `${passwordPaths.change}?gewijzigd=1`;
  throw redirect(next, { headers: result.headers });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(
    loaderData?.forced ? passwordCopy.forcedTitle : passwordCopy.changeTitle,
    matches[0].loaderData.site,
  );

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const constraints = constraintsFrom(changePasswordSchema);

export default function ChangePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { forced, askCurrent, isStaff, back, changed } = loaderData;
  const errors = actionData?.fieldErrors;
  const formRef = useFocusFirstInvalid(errors);
  return (
    <AccountShell title={forced ? passwordCopy.forcedTitle : passwordCopy.changeTitle}>
      <Card className="mx-auto max-w-md">
        <p className="mb-4 text-slate-700">{forced ? passwordCopy.forcedIntro : passwordCopy.changeIntro}</p>
        <Form
          ref={formRef}
          method="post"
          className="space-y-4"
          aria-label={forced ? passwordCopy.forcedTitle : passwordCopy.changeTitle}
        >
          <FormError message={actionData?.formError} />
          <Notice message={changed && !actionData ? passwordCopy.changed : null} />
          <FormFields constraints={constraints} errors={errors}>
            {askCurrent ? (
              <Field
                id="current-password"
                name="currentPassword"
                type="password"
                label={forced ? passwordCopy.forcedCurrentLabel : passwordCopy.currentLabel}
                autoComplete="current-password"
              />
            ) : null}
            <NewPasswordFields />
          </FormFields>
          <Button type="submit" className="w-full" busy={busy}>
            {busy ? "Bezig..." : passwordCopy.changeButton}
          </Button>
        </Form>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {forced ? null : (
            <Link className="font-semibold text-brand-700 underline" to={back}>
              {isStaff ? passwordCopy.backStaff : passwordCopy.back}
            </Link>
          )}
          <LogoutButton />
        </div>
      </Card>
    </AccountShell>
  );
}
