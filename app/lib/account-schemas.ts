// The sign-in, sign-up and code forms' rules, shared by the actions (which parse with them) and the pages
// (which derive the inputs' HTML constraints from them with constraintsFrom).
import { emailSchema } from "./email";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from "./password";
import { z } from "./zod";

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${label} is te lang (maximaal 100 tekens).` });

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { error: "Vul je wachtwoord in." })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG }),
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
