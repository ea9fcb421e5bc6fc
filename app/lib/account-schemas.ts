// The sign-in, sign-up and code forms' rules, shared by the actions (which parse with them) and the pages
// (which derive the inputs' HTML constraints from them with constraintsFrom).
import { emailSchema } from "./email";
import { passwordCopy } from "~/content/password";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from "./password";
import { STAFF_ROLES } from "./roles";
import { z } from "./zod";

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${label} is te lang (maximaal 100 tekens).` });

/** A password as typed (no strength rules: those are for a new one): required, and no longer than any can be. */
const typedPassword = (required: string) =>
  z.string().min(1, { error: required }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });

export const credentialsSchema = z.object({
  email: emailSchema,
  password: typedPassword("Vul je wachtwoord in."),
});

export const signUpSchema = credentialsSchema.extend({
  password: newPasswordSchema,
  firstName: nameField("Voornaam").default(""),
  lastName: nameField("Achternaam").default(""),
});

export const codeSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Vul de 6 cijfers uit je authenticator-app in." }));

/** The profile form on /dashboard. */
export const profileSchema = z.object({
  firstName: nameField("Voornaam"),
  lastName: nameField("Achternaam"),
});

/** "Medewerker toevoegen" on the admins' accounts page: a new staff account with its role. */
export const staffAccountSchema = z.object({
  email: emailSchema,
  firstName: nameField("Voornaam").default(""),
  lastName: nameField("Achternaam").default(""),
  role: z.enum(STAFF_ROLES, { error: "Kies een rol." }),
});

/** A new password typed twice: the fields of changing, choosing and resetting a password. */
const newPasswordTwice = z.object({
  newPassword: newPasswordSchema,
  confirmPassword: typedPassword(passwordCopy.confirmRequired),
});

/** The second typing must match; the error stands at the second field. */
const bothTypingsMatch: [
  (v: z.output<typeof newPasswordTwice>) => boolean,
  { error: string; path: PropertyKey[] },
] = [(v) => v.newPassword === v.confirmPassword, { error: passwordCopy.mismatch, path: ["confirmPassword"] }];

/** "Wachtwoord wijzigen" and the forced change after a one-time password: the new one typed twice. */
export const changePasswordSchema = newPasswordTwice
  .extend({ currentPassword: typedPassword(passwordCopy.currentRequired) })
  .refine(...bothTypingsMatch)
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: passwordCopy.sameAsCurrent,
    path: ["newPassword"],
  });

/**
 * "Kies een nieuw wachtwoord" right after signing in with an admin's one-time password: the new password typed
 * twice, not the one-time password again (the fresh session proved it; server/staff/password.server).
 */
export const firstPasswordSchema = newPasswordTwice.refine(...bothTypingsMatch);

/** "Wachtwoord vergeten": only the address. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A reset token as better-auth makes them (24 letters and digits); anything else is not one of ours. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/);

/** The page a reset link opens: the token and the new password typed twice. */
export const resetPasswordSchema = newPasswordTwice
  .extend({ token: resetTokenSchema })
  .refine(...bothTypingsMatch);
