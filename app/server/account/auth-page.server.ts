// The customer's sign-in page /auth on the server: a sign-in with e-mail and password (staff with two-factor go on
// to its code step) or a new customer account, whose answer never says whether the address already has one.
import { data, redirect, type RouterContextProvider } from "react-router";
import { credentialsSchema, signUpSchema } from "~/lib/account-schemas";
import { fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { RETURN_PARAM, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { callAuth } from "../auth-calls.server";
import { readForm } from "../http/form.server";
import { authErrorMessage, signInWithPassword } from "../staff/sign-in.server";

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

/** Sign in (a customer, or staff who then go on to the code step) or create a customer account. */
export async function customerAuthAction(request: Request, context: Readonly<RouterContextProvider>) {
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
