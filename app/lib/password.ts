// The password rule for every new password (sign-up, create-admin), and better-auth's limits, in one place.
import { z } from "./zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Het wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens hebben.`;
export const PASSWORD_TOO_LONG = `Het wachtwoord mag hoogstens ${PASSWORD_MAX_LENGTH} tekens hebben.`;

/** A password someone chooses. Not trimmed: spaces are allowed characters. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });
