// The staff sign-in page /employee-login on the server: e-mail and password, then the second factor, each step
// answered with the page's own error or a redirect onward (with the session's cookies).
import { data, redirect, type RouterContextProvider } from "react-router";
import { codeSchema, credentialsSchema } from "~/lib/account-schemas";
import { fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { RETURN_PARAM, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { ENROL_PATH } from "../auth.server";
import { readForm } from "../http/form.server";
import { startEnrolmentAfterSignIn } from "./enrolment.server";
import { signInWithPassword, verifySecondFactor } from "./sign-in.server";

/**
 * `formError` is a failure of the whole step (wrong password or code, rate limit), shown at the top; the code
 * step has one field, so its format error is shown there too.
 */
type ActionData = { formError?: string; fieldErrors?: FieldErrors; email?: string };

/** The password step, then the code step (TOTP or a backup code); staff without two-factor go to enrolment. */
export async function staffSignInAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  // Where the sign-in continues: the page the staff member opened while signed out (return-path.ts).
  const returnPath = safeReturnPath(form[RETURN_PARAM]);
  const codeStep = withReturnPath("/employee-login?stap=code", returnPath);
  if (form.intent === "totp" || form.intent === "backup") {
    let code = (form.code ?? "").trim();
    if (form.intent === "totp") {
      const parsed = codeSchema.safeParse(code);
      if (!parsed.success)
        return data<ActionData>(
          { formError: parsed.error.issues[0]?.message ?? "Ongeldige code." },
          { status: 400 },
        );
      code = parsed.data;
    } else if (!/^[A-Za-z0-9-]{6,40}$/.test(code)) {
      return data<ActionData>({ formError: "Vul een van je back-upcodes in." }, { status: 400 });
    }
    const outcome = await verifySecondFactor(request, context, form.intent, code);
    if (outcome.kind === "error")
      return data<ActionData>({ formError: outcome.message }, { status: outcome.status });
    if (outcome.kind === "two-factor") throw redirect(codeStep, { headers: outcome.headers });
    throw redirect(returnPath ?? outcome.location, { headers: outcome.headers });
  }

  const parsed = credentialsSchema.safeParse(form);
  if (!parsed.success)
    return data<ActionData>({ fieldErrors: fieldErrors(parsed.error), email: form.email }, { status: 400 });
  const outcome = await signInWithPassword(request, context, parsed.data.email, parsed.data.password);
  if (outcome.kind === "error")
    return data<ActionData>(
      { formError: outcome.message, email: parsed.data.email },
      { status: outcome.status },
    );
  if (outcome.kind === "two-factor") throw redirect(codeStep, { headers: outcome.headers });
  if (outcome.location === ENROL_PATH) {
    // The enrolment page then shows its QR code without asking for the password just typed.
    const started = await startEnrolmentAfterSignIn(request, context, outcome.headers, parsed.data.password);
    for (const cookie of started.getSetCookie()) outcome.headers.append("set-cookie", cookie);
  }
  throw redirect(returnPath ?? outcome.location, { headers: outcome.headers });
}
