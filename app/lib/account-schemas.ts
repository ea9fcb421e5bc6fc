// The sign-in, sign-up and code forms' rules, shared by the actions (which parse with them) and the pages
// (which derive the inputs' HTML constraints from them with constraintsFrom).
import { z } from "./zod";

export const credentialsSchema = z.object({
  email: z
    .email({ error: "Vul een geldig e-mailadres in." })
    .max(254, { error: "Het e-mailadres is te lang (maximaal 254 tekens)." }),
  password: z
    .string()
    .min(1, { error: "Vul je wachtwoord in." })
    .max(128, { error: "Het wachtwoord mag hoogstens 128 tekens hebben." }),
});

export const signUpSchema = credentialsSchema.extend({
  password: z
    .string()
    .min(8, { error: "Het wachtwoord moet minstens 8 tekens hebben." })
    .max(128, { error: "Het wachtwoord mag hoogstens 128 tekens hebben." }),
  firstName: z.string().trim().max(100, { error: "Voornaam is te lang (maximaal 100 tekens)." }).default(""),
  lastName: z.string().trim().max(100, { error: "Achternaam is te lang (maximaal 100 tekens)." }).default(""),
});

export const codeSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Vul de 6 cijfers uit je authenticator-app in." }));

/** The profile form on /dashboard. */
export const profileSchema = z.object({
  firstName: z.string().trim().max(100, { error: "Voornaam is te lang (maximaal 100 tekens)." }),
  lastName: z.string().trim().max(100, { error: "Achternaam is te lang (maximaal 100 tekens)." }),
});
