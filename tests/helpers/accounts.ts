// Staff accounts as the admin's users page makes them, for tests that need an actor (no sign-in, no TOTP; a
// signed-in employee is staffJar in tests/quotes/staff-helpers.ts).
import { createAccount } from "~/server/staff/users.server";

/** A new staff account on the app's database; its user id. */
export async function staffAccount(
  email: string,
  role: "admin" | "employee" = "employee",
  password = "staf-wachtwoord",
): Promise<string> {
  const created = await createAccount({ email, password, role });
  if (!created.ok) throw new Error(`no staff account for ${email}`);
  return created.userId;
}
